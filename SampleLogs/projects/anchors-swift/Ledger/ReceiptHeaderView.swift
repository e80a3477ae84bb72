import UIKit

/// The header of the receipts list: the same thumbnail row as a cell, for the pinned receipt.
final class ReceiptHeaderView: UIView {
    private let thumbnail = UIImageView()

    func layOut(in container: UIView) {
        thumbnail.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(thumbnail)
        thumbnail.widthAnchor.constraint(equalToConstant: 60).isActive = true
        thumbnail.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16).isActive = true
    }
}
