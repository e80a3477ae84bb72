import Explainer

/// A conflict's fix as a document shows it: the dialect the log points to
/// open, the others folded under one heading (`<details>`), kept for the
/// reader who writes the code another way.
struct FoldedDialects {
    let shown: [CodeFix]
    let folded: [CodeFix]

    init(_ fixes: [CodeFix]) {
        shown = Array(fixes.prefix(1))
        folded = Array(fixes.dropFirst())
    }

    /// `In Objective-C and Interface Builder`.
    var summary: String {
        let names = folded.map(\.dialect.rawValue)
        let list = names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
        return "In " + list
    }
}
