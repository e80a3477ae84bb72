import UIKit

/// A row of the receipts list: a thumbnail, the shop's name, the total.
final class ReceiptCell: UITableViewCell {
    private let thumbnail = UIImageView()
    private let shopLabel = UILabel()
    private let totalLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in [thumbnail, shopLabel, totalLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            thumbnail.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            thumbnail.heightAnchor.constraint(equalToConstant: 60),
            contentView.bottomAnchor.constraint(equalTo: thumbnail.bottomAnchor, constant: 12),
            thumbnail.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            thumbnail.widthAnchor.constraint(equalToConstant: 60),
            shopLabel.leadingAnchor.constraint(equalTo: thumbnail.trailingAnchor, constant: 12),
            shopLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            totalLabel.leadingAnchor.constraint(equalTo: shopLabel.trailingAnchor, constant: 8),
            totalLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
