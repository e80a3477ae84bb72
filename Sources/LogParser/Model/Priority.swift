/// A constraint's priority: 1000 (required) unless the log prints another.
package struct Priority: Hashable, Sendable {
    package var value: Double
    /// The priority as printed (`@750`, `^high`, `priority:250`); nil for a
    /// required constraint, which prints none.
    package var text: String?

    init(value: Double, text: String?) {
        self.value = value
        self.text = text
    }

    package static let required = Priority(value: 1000, text: nil)

    package var isRequired: Bool { value >= 1000 }

    /// Masonry prints named priorities (`^high`); these are MASLayoutPriority's values.
    static let masonryNames: [String: Double] = [
        "required": 1000, "high": 750, "medium": 500, "low": 250, "fitting size": 50,
    ]
}
