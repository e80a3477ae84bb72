import Explainer

/// The parts of a text report that lead from a name to the code: the
/// views' colours, the legend, the fix as code and the LLDB lines.
extension TextRenderer {
    /// The fix in the app's language, or in each dialect: code stays whole,
    /// steps in words wrap.
    func codeLines(_ conflict: ConflictExplanation) -> [String] {
        let shown = extras.contains(.everyDialect) ? conflict.code : Array(conflict.code.prefix(1))
        // Right under the Fix it spells out.
        var lines: [String] = []
        for fix in shown {
            // `In Swift:` and the comment that opens the code (`// in place of the code that makes it:`) read as one line.
            var code = fix.lines[...]
            if !fix.isSteps, let first = code.first, first.hasPrefix("// "), first.hasSuffix(":"), fix.heading.hasSuffix(":") {
                lines.append("  " + style.dim(fix.heading.dropLast() + ", " + first.dropFirst(3)))
                code = code.dropFirst()
            } else {
                lines.append("  " + style.dim(fix.heading))
            }
            for line in code {
                lines += fix.isSteps ? wrapped(line, indent: "    ") : ["    " + line]
            }
        }
        if let warning = conflict.warning { lines += ["", warning] }
        return lines
    }

    /// The equation with each view's name in the view's colour.
    func coloredEquation(_ constraint: ExplainedConstraint) -> String {
        guard style.isEnabled else { return constraint.equation }
        return constraint.pieces.map { piece in piece.colorSlot.map { style.view(piece.text, slot: $0) } ?? piece.text }.joined()
    }

    /// `ToastView  Recipes.ToastView 0x7f8…e870, your class`: each view's
    /// name, then what finds it in the code and the debugger.
    func legend(_ entries: [LegendEntry]) -> [String] {
        guard !entries.isEmpty else { return [] }
        let lengths = entries.map { TextLayout.characterCount($0.name) }
        let column = min(max(lengths.max() ?? 0, 12), 40)
        var lines = ["", "  " + style.dim("Views:")]
        for (entry, length) in zip(entries, lengths) {
            let pad = max(0, column - length)
            let about = entry.description + (entry.maker.map { ", \($0)" } ?? "")
            let first = "    " + style.view(entry.name, slot: entry.colorSlot) + TextLayout.spaces(pad) + "  "
            if width == nil || fits(4 + length + pad + 2 + TextLayout.characterCount(about)) {
                lines.append(first + about)
            } else {
                lines.append("    " + style.view(entry.name, slot: entry.colorSlot))
                lines += TextLayout.wrap(about, width: width, firstPrefix: "      ", prefix: "      ")
            }
        }
        return lines
    }

    /// The LLDB lines: commands stay whole however narrow the terminal (they
    /// are to be pasted); a comment wraps onto lines that are comments too.
    func debuggerLines(_ conflict: ConflictExplanation) -> [String] {
        guard !conflict.debugger.isEmpty else { return [] }
        var lines = ["", "  " + style.dim("In LLDB, with the app paused:")]
        for line in conflict.debugger {
            guard line.hasPrefix("# ") else {
                lines.append("    " + line)
                continue
            }
            lines += TextLayout.wrap(String(line.dropFirst(2)), width: width, firstPrefix: "    # ", prefix: "    # ")
                .map { style.dim($0) }
        }
        return lines
    }
}
