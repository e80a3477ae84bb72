import UIKit

/// The balance card at the top of the Ledger screen.
final class SummaryCardView: UIView {
    private let titleLabel = UILabel()
    private let amountLabel = UILabel()
    private let iconView = UIImageView(image: UIImage(systemName: "creditcard"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [titleLabel, amountLabel, iconView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        titleLabel.text = "Balance"
        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            iconView.widthAnchor.constraint(equalToConstant: 24),
            iconView.centerYAnchor.constraint(equalTo: centerYAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 12),
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            amountLabel.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 8),
            amountLabel.widthAnchor.constraint(equalToConstant: 120),
            trailingAnchor.constraint(equalTo: amountLabel.trailingAnchor, constant: 16),
            heightAnchor.constraint(equalToConstant: 64),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
