import Explainer
import LayoutAnalysis
import LogParser
import Rendering

/// Rows of 1,000 to 8,000 views in every width pattern and container, each
/// read, analysed and written in one format, as the command does, the
/// formats taken in turn.
enum RowShapeCases {
    static let shapes: [RowShape] = [
        RowShape(views: 4_000, widths: .equal, container: .encapsulated),
        RowShape(views: 1_000, widths: .random, container: .cell),
        RowShape(views: 2_000, widths: .equal, container: .mask, shuffled: true),
        RowShape(views: 4_000, widths: .random, container: .encapsulated, shuffled: true),
        RowShape(views: 8_000, widths: .equal, container: .cell),
        RowShape(views: 8_000, widths: .random, container: .mask),
        RowShape(views: 8_000, widths: .random, container: .encapsulated, shuffled: true),
    ]

    static var all: [BenchCase] {
        shapes.enumerated().map { index, shape in
            let json = index % 2 == 1
            return BenchCase(name: "a row of \(shape.words): read, analysed, written as \(json ? "JSON" : "text")", target: "< 1.5 s") {
                var generator = ReportTextGenerator(seed: 47 + UInt64(index))
                let text = generator.row(shape)
                return { try run(text, shape: shape, json: json) }
            }
        }
    }

    private static func run(_ text: String, shape: RowShape, json: Bool) throws -> String {
        let groups = ReportGroup.group(LogScanner.reports(in: text, source: "bench.log"))
        guard let analysis = groups.first?.analysis, let first = analysis.conflicts.first else {
            throw BenchFailure(description: "expected a conflict")
        }
        // Every spacing and the container's width are in every conflict;
        // with equal widths each is needed too, and the one conflict is all.
        let everyConstraint = 2 * shape.views + 2
        if shape.widths == .equal {
            guard analysis.conflicts.count == 1, analysis.conflictsComplete, first.size == everyConstraint else {
                throw BenchFailure(description: "expected the one conflict of all \(everyConstraint) constraints")
            }
        } else if first.size < shape.views + 2 {
            throw BenchFailure(description: "expected every spacing and the container's width in the conflict")
        }
        let written = (json ? JSONRenderer().render(groups) : TextRenderer().render(groups)).utf8.count
        return "\(analysis.report.entries.count) constraints, first conflict \(first.size), \(written / 1_000) KB written"
    }
}
