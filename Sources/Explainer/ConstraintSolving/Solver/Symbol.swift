/// A column of the simplex tableau.
///
/// External symbols stand for the caller's variables and are unrestricted.
/// Slack, error and dummy symbols are restricted to be non-negative; they are
/// the markers that tie tableau rows back to constraints: a slack turns an
/// inequality into an equation, errors measure how far an optional constraint
/// is from holding, and a dummy (always zero) marks a required equality.
///
/// The kind sits in the two low bits of the raw value, so the tableau never
/// looks it up, and symbols sort by creation order first.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt32 {
        case external = 0
        case slack = 1
        case error = 2
        case dummy = 3
    }

    let raw: UInt32

    init(serial: Int, kind: Kind) {
        raw = UInt32(serial) << 2 | kind.rawValue
    }

    /// Dense index, usable as an array index for per-symbol storage.
    var serial: Int { Int(raw >> 2) }
    var kind: Kind { Kind(rawValue: raw & 3)! }

    var isExternal: Bool { raw & 3 == 0 }
    var isDummy: Bool { raw & 3 == 3 }
    /// Slack and error symbols may enter the basis; dummies must stay at zero.
    var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}
