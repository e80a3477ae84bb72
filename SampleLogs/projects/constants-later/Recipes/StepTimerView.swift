import UIKit

final class StepTimerView: UIView {
    private let dial = UIView()

    func pin() {
        dial.translatesAutoresizingMaskIntoConstraints = false
        addSubview(dial)
        let dialWidth = dial.widthAnchor.constraint(equalToConstant: 120)
        dialWidth.constant = 96
        dialWidth.isActive = true
        dial.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12).isActive = true
        trailingAnchor.constraint(equalTo: dial.trailingAnchor, constant: 12).isActive = true
    }
}
