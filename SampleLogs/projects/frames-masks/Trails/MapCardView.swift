import UIKit

final class MapCardView: UIView {
    private let snapshot = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        snapshot.translatesAutoresizingMaskIntoConstraints = false
        addSubview(snapshot)
        widthAnchor.constraint(equalToConstant: 300).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
