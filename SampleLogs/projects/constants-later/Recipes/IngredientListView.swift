import UIKit

final class IngredientListView: UIView {
    private let tableView = UITableView()
    private let footerLabel = UILabel()
    private var tableHeightConstraint: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        footerLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(tableView)
        addSubview(footerLabel)
        tableHeightConstraint = tableView.heightAnchor.constraint(equalToConstant: 44)
        tableHeightConstraint?.isActive = true
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: topAnchor),
            footerLabel.topAnchor.constraint(equalTo: tableView.bottomAnchor, constant: 8),
            footerLabel.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(rows: Int) {
        tableHeightConstraint?.constant = CGFloat(rows) * 44
    }

    func collapse() {
        tableHeightConstraint?.constant = 0
    }
}
