/// Text for a table cell that never breaks inside a word: a browser may
/// wrap a line after a hyphen or a slash (`UIView-Encapsulated-Layout-`,
/// `corpus/`), so such a word is kept whole; and a word too long for any
/// column is cut, its whole text in the title a pointer shows.
enum HTMLCell {
    /// Longer than this a word is cut: a column of a 960 pt page holds about as many.
    static let longestWord = 40

    /// `text` escaped, each word kept on one line.
    static func text(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).map { word($0) }.joined(separator: " ")
    }

    private static func word(_ word: Substring) -> String {
        if word.count > longestWord {
            let kept = word.contains("/") ? pathEnd(word) : String(word.prefix(longestWord - 1)) + "…"
            return "<span class=\"word\" title=\"\(HTMLText.escape(String(word)))\">\(HTMLText.escape(kept))</span>"
        }
        let breakable = word.contains { $0 == "-" || $0 == "/" || $0 == "?" || $0 == "—" || $0 == "–" }
        return breakable ? "<span class=\"word\">\(HTMLText.escape(String(word)))</span>" : HTMLText.escape(String(word))
    }

    /// A path's last folders and file, as many as fit: `…/Ledger/SummaryCardView.swift:23`.
    private static func pathEnd(_ path: Substring) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        while parts.count > 1, parts.joined(separator: "/").count > longestWord - 2 { parts = parts.dropFirst() }
        let end = parts.joined(separator: "/")
        return end.count > longestWord - 2 ? "…" + String(end.suffix(longestWord - 1)) : "…/" + end
    }
}
