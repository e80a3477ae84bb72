import LogParser

/// LLDB commands that find a conflict again in the paused app: the
/// constraints affecting its view along the conflict's axis, the view whose
/// constraint is to change, and that constraint itself. Each names its
/// language (`-l Swift`, `-l objc`), so it works in any frame, UIKit's own
/// at the alert's breakpoint included; the `#` lines are LLDB comments, so
/// the block can be pasted whole.
enum DebuggerLines {
    static func lines(
        subjectKey: ItemKey?, axis: Axis?, changed: Int?, letter: String?, words: ConstraintWords
    ) -> [String] {
        let appKit = words.analysis.report.platform == .appKit
        let viewClass = appKit ? "NSView" : "UIView"
        var lines: [String] = []
        let subject = subjectKey.flatMap { address(of: $0, words: words) }
        if let subjectKey, let subject, let axis {
            let swiftAxis = axis == .horizontal ? ".horizontal" : ".vertical"
            let number = axis == .horizontal ? 0 : 1
            let selector = appKit ? "constraintsAffectingLayoutForOrientation" : "constraintsAffectingLayoutForAxis"
            let affecting =
                "expr -l Swift -O -- unsafeBitCast(\(subject), to: \(viewClass).self).constraintsAffectingLayout(for: \(swiftAxis))"
            lines.append("# what lays out \(words.names.name(of: subjectKey)) (\(axis.rawValue)), in Swift, then Objective-C:")
            // A frame of UIKit's own has no Swift module loaded: the import makes its names known.
            lines.append("expr -l Swift -- import \(appKit ? "AppKit" : "UIKit")")
            lines.append(affecting)
            lines.append("expr -l objc -O -- [(\(viewClass) *)\(subject) \(selector):\(number)]")
            if let changed, let letter, let identifier = words.analysis.report.entries[changed].constraint?.identifier {
                lines.append("# \(letter), found by its identifier (with any other that shares it):")
                lines.append(affecting + ".filter { $0.identifier == \(swiftLiteral(identifier)) }")
            }
        }
        guard let changed, let letter, let constraint = words.analysis.report.entries[changed].constraint else { return lines }
        var objects: [(what: String, address: String)] = []
        if let key = words.anchorKeys(changed).first, let view = address(of: key, words: words), view != subject {
            objects.append((words.names.name(of: key), view))
        }
        if constraint.address.hasPrefix("0x") { objects.append((letter, constraint.address)) }
        if !objects.isEmpty {
            lines.append("# " + objects.map(\.what).joined(separator: ", then ") + ":")
            lines += objects.map { "expr -l objc -O -- (id)\($0.address)" }
        }
        return lines
    }

    /// The view's `0x…` address; nil for a key Masonry or SnapKit printed instead.
    private static func address(of key: ItemKey, words: ConstraintWords) -> String? {
        guard let address = words.analysis.model.item(withKey: key)?.item.address, address.hasPrefix("0x") else { return nil }
        return address
    }

    /// `"price \"big\""`: the identifier as a Swift string literal.
    private static func swiftLiteral(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
