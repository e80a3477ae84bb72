import UIKit

final class PlayerBarView: UIView {
    let artwork = UIImageView()
    let titleLabel = UILabel()
    let closeButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [artwork, titleLabel, closeButton] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        quickConstraints(["H:[close(44)]", "V:[close(44)]"], ["close": closeButton])
        addConstraints(NSLayoutConstraint.constraintsWithVisualFormat("H:|-12-[art(48)]-8-[title]-8-[close]-12-|", options: [], metrics: nil, views: ["art": artwork, "title": titleLabel, "close": closeButton]))
        titleLabel.widthAnchor.constraint(greaterThanOrEqualToConstant: 140).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
