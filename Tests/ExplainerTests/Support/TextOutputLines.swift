/// The text output's lines that wrap: prose, not code. Code stays whole
/// however narrow the terminal, since it is to be pasted: a constraint's
/// equation on its row, the snippets under `In Swift:` and the like, the
/// LLDB lines, and a `File.swift:88: warning:` line.
enum TextOutputLines {
    static func prose(_ text: String) -> [Substring] {
        var prose: [Substring] = []
        var inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let isHeading = line.hasPrefix("  In ") && line.hasSuffix(":")
            if isHeading {
                inCode = !line.hasPrefix("  In Interface Builder")
                prose.append(line)
                continue
            }
            if line.isEmpty || !line.hasPrefix("    ") { inCode = false }
            let isConstraintRow = line.count > 7 && line.hasPrefix("    ") && line.dropFirst(5).hasPrefix("  ")
            let isWarning = line.contains(": warning: ") && !line.hasPrefix(" ")
            let isComment = line.hasPrefix("    # ")
            if (inCode && !isComment) || isConstraintRow || isWarning { continue }
            prose.append(line)
        }
        return prose
    }
}
