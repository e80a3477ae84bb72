import UIKit

/// The profile's header: avatar, name and a follow button in one row.
final class ProfileHeaderView: UIView {
    private let avatarView = UIImageView()
    private let nameLabel = UILabel()
    private let followButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [avatarView, nameLabel, followButton] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let views: [String: UIView] = ["avatar": avatarView, "name": nameLabel, "follow": followButton]
        let metrics = ["margin": 16, "avatarSize": 56]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-margin-[avatar(avatarSize)]-12-[name(>=180)]-8-[follow]-margin-|",
                options: [.alignAllCenterY], metrics: metrics, views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-margin-[avatar(==avatarSize)]-margin-|", metrics: metrics, views: views))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
