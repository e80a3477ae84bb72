import UIKit

/// The banner that counts down a recipe step, laid out the long way.
final class TimerBannerView: UIView {
    private let iconView = UIImageView(image: UIImage(systemName: "timer"))
    private let countdownLabel = UILabel()

    func installConstraints() {
        addConstraints([
            NSLayoutConstraint(item: iconView, attribute: .leading, relatedBy: .equal,
                               toItem: self, attribute: .leading, multiplier: 1, constant: 12),
            NSLayoutConstraint(item: iconView, attribute: .width, relatedBy: .equal,
                               toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 28),
            NSLayoutConstraint(item: countdownLabel, attribute: .leading, relatedBy: .equal,
                               toItem: iconView, attribute: .trailing, multiplier: 1, constant: 8),
            NSLayoutConstraint(item: self, attribute: .trailing, relatedBy: .equal,
                               toItem: countdownLabel, attribute: .trailing, multiplier: 1, constant: 12),
            NSLayoutConstraint(item: countdownLabel, attribute: .width, relatedBy: .greaterThanOrEqual,
                               toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 220),
        ])
    }
}
