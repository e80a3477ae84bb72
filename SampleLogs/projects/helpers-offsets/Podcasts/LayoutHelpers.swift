import UIKit

extension UIView {
    /// Adds the constraints of each visual format, with the views by their names.
    func quickConstraints(_ formats: [String], _ views: [String: UIView]) {
        for format in formats {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
        }
    }
}
