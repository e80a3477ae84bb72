import Explainer
import Rendering

/// `--follow`'s sink: each distinct report in a live format the moment it
/// is explained, a line for each repeat, and the summary at the end.
/// Reports wholly inside Apple's views are counted but not printed when
/// `ignoreSystem`.
package struct LivePrinter: Sendable {
    package typealias Event = RunEvent<RenderedReport<String>>

    let format: any LiveFormat
    let ignoreSystem: Bool
    /// Where the reports go (standard output).
    let write: @Sendable (String) -> Void
    /// Where a note on the run goes (standard error).
    let note: @Sendable (String) -> Void
    /// The input's name, for the note that it held no report.
    let source: String

    package init(
        format: any LiveFormat, ignoreSystem: Bool, source: String, write: @escaping @Sendable (String) -> Void,
        note: @escaping @Sendable (String) -> Void
    ) {
        self.format = format
        self.ignoreSystem = ignoreSystem
        self.source = source
        self.write = write
        self.note = note
    }

    /// What the format shows beyond what every format does.
    package var detail: ExplanationDetail { format.detail }

    /// A distinct report's part, as this format makes it.
    package func part(_ explanation: ReportExplanation) -> RenderedReport<String> { format.part(explanation) }

    package func receive(_ event: Event) {
        switch event {
        case .firstSeen(let number, let part):
            guard !isIgnored(part) else { return }
            write(format.firstSeen(part, number: number))
        case .seenAgain(let number, let occurrences, let source, let line, let part):
            guard !isIgnored(part) else { return }
            write(format.seenAgain(number: number, occurrences: occurrences, source: source, line: line))
        case .diagnostic:
            // Each report's part says its own diagnostics where they belong.
            break
        case .end(let groups):
            if groups.isEmpty {
                note("\(source): no Auto Layout conflict report found")
            } else {
                write(format.streamEnd(groups.map { ReportFacts.Group(kept: $0.kept.facts, alsoAtLines: $0.alsoAtLines) }))
            }
        }
    }

    private func isIgnored(_ part: RenderedReport<String>) -> Bool { ignoreSystem && part.facts.owner == .apple }
}
