/// A row of 4,000 views only 20 pt too long for its container:
/// every one of its 8,002 constraints is needed, so its one minimal
/// conflict is all of them, and the only one.
enum TightRowCase {
    static var all: [BenchCase] {
        [
            BenchCase(
                name: "a row of 4,000 views 20 pt too long (8,002 constraints, every one needed): the only conflict",
                target: "< 1 s"
            ) {
                var generator = ReportTextGenerator(seed: 19)
                // 20 + 4,000 × 44 + 3,999 × 8 + 20 = 208,032 pt of views and gaps.
                let text = generator.row(views: 4_000, containerWidth: 208_012)
                return {
                    guard let analysis = ReportCases.analyse(text).first, analysis.conflicts.count == 1, analysis.conflictsComplete,
                        analysis.conflictCount == 1, analysis.conflicts[0].size == 8_002
                    else {
                        throw BenchFailure(description: "expected the one conflict of every constraint")
                    }
                    return "\(analysis.report.entries.count) constraints, the only conflict: \(analysis.conflicts[0].size)"
                }
            }
        ]
    }
}
