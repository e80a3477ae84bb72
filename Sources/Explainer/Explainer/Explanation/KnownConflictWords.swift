import LayoutAnalysis

/// A known conflict of Apple's views as every format says it: the
/// catalogue's entry (`KnownAppleConflict`) in the same sentences, the
/// first public report set as each format sets a link.
package struct KnownConflictWords: Hashable, Sendable {
    package let id: String
    package let name: String
    package let seenOn: String
    package let whatAppsDo: String
    /// Never empty: the catalogue holds no entry without a public report.
    package let sources: [String]

    init(_ known: KnownAppleConflict) {
        id = known.id
        name = known.name
        seenOn = known.seenOn
        whatAppsDo = known.whatAppsDo
        sources = known.sources
    }

    /// `Known: <name>, reported on <systems>. What apps do: <…>.`; where apps
    /// do nothing, the verdict above has said so and the sentence is left out.
    package var prose: String {
        "Known: \(name), reported on \(seenOn)." + (whatAppsDo.hasPrefix("nothing") ? "" : " What apps do: \(whatAppsDo).")
    }

    /// `Reported at <link> (and 2 more).`, the first source as `link` writes it.
    package func reportedAt(_ link: String) -> String {
        "Reported at \(link)" + (sources.count > 1 ? " (and \(sources.count - 1) more)." : ".")
    }
}
