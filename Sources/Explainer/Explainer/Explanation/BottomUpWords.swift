import LayoutAnalysis
import LogParser

/// Says once, beside the proof, where a conflict reads an AppKit frame's `y`
/// up from a superview's bottom: the proof's numbers rest on it, and the log
/// does not say whether that superview is flipped.
enum BottomUpWords {
    static func sentence(members: [Int], letters: [Int: String], model: LayoutModel, words: ConstraintWords) -> String {
        let measured = members.compactMap { index in model.measuredFromBottom[index].map { (index, $0) } }
        guard !measured.isEmpty else { return "" }
        let superviews = measured.map(\.1).reduce(into: [ItemKey]()) { if !$0.contains($1) { $0.append($1) } }
        let named = superviews.map { words.names.name(of: $0) }.spokenList
        let lettered = measured.map { letters[$0.0] ?? "?" }.spokenList
        let verb = superviews.count == 1 ? "is" : "are"
        return " \(lettered) \(measured.count == 1 ? "measures" : "measure") y up from the bottom of \(named), "
            + "which \(verb) taken as not flipped, NSView's default."
    }
}
