import LogParser

/// One place in the app's source where a constraint is made, as far as its
/// text says: each end's item (`titleLabel`, `self` for the enclosing
/// view) with the type it is declared with when the file says, the
/// attributes, the relation and the numbers as written. Matched against the
/// log's constraints by `SourceMatcher`.
package struct ConstraintSite: Hashable, Sendable {
    package struct End: Hashable, Sendable {
        /// `titleLabel`, `contentView`, `self`.
        package let item: String
        /// `UILabel`, `SummaryCardView`: the declared or constructed type, nil when the file does not say.
        package let type: String?
        package let attribute: Attribute
    }

    /// Relative to the source root.
    package let file: String
    package let line: Int
    package let column: Int
    package let first: End
    package let relation: Relation
    package let second: End?
    /// nil when the code gives it by a name (`constant: spacing`), not a number.
    package let constant: Double?
    package let multiplier: Double

    /// `SummaryCardView.swift:42`.
    package var place: String { "\(file):\(line)" }
}
