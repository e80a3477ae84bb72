/// How a priority is printed: required ones print none.
enum EntryPriority: Hashable, Sendable {
    case required
    /// ` @750`, or inside a visual format's predicate: `(<=30@750)`.
    case at(Int)
    /// ` priority:999`.
    case word(Int)

    var value: Double {
        switch self {
        case .required: 1000
        case .at(let value), .word(let value): Double(value)
        }
    }

    var suffix: String {
        switch self {
        case .required: ""
        case .at(let value): " @\(value)"
        case .word(let value): " priority:\(value)"
        }
    }

    var isInlineInVisualFormat: Bool {
        if case .at = self { return true }
        return false
    }
}
