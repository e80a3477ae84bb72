/// Class names that fill constraint logs, kept as literals (see `ByteCursor.className`).
enum KnownClassNames {
    static let all: [(name: String, bytes: [UInt8])] = [
        "NSLayoutConstraint", "NSAutoresizingMaskLayoutConstraint", "NSContentSizeLayoutConstraint",
        "UITableViewCellContentView", "UICollectionViewCellContentView", "UIStackView", "UILayoutGuide",
        "_UILayoutGuide", "UIScrollView", "UITableViewCell", "UICollectionViewCell", "UIButtonLabel",
        "UIImageView", "UITextField", "UINavigationBar", "_UIStackViewBaselineView",
    ].map { ($0, Array($0.utf8)) }
}
