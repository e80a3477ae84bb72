import UIKit

/// A step's thumbnail, as small as the timer's icon: the same width, made
/// the same way, on a view of the same class.
final class StepThumbnailView: UIView {
    private let thumbnail = UIImageView()

    func installConstraints() {
        addConstraint(
            NSLayoutConstraint(item: thumbnail, attribute: .width, relatedBy: .equal,
                               toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 28))
    }
}
