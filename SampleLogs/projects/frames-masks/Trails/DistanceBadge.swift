import UIKit

final class DistanceBadge: UIView {
    override func awakeFromNib() {
        super.awakeFromNib()
        widthAnchor.constraint(equalToConstant: 100).isActive = true
    }
}
