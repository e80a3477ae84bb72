import Foundation
import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser
@testable import Rendering

/// Every real report analysed without a crash, cross-checked with the
/// independent implementation's answers in `expected.json`.
@Suite(.enabled(if: corpusFolder != nil, "needs ../shared/corpus"))
struct CorpusAnalysisTests {
    /// Disagreements we are sure of, with why (none remain).
    static let knownDisagreements: [String: String] = [:]

    @Test func analysesAgreeWithExpected() throws {
        let folder = try #require(corpusFolder)
        let data = try Data(contentsOf: folder.appendingPathComponent("expected.json"))
        let files = try #require(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        var verdicts: [Verdict: Int] = [:]
        var agree = 0
        var disagreements: [String] = []
        for file in files {
            let name = try #require(file["file"] as? String)
            let expectedReports = try #require(file["reports"] as? [[String: Any]])
            let reports = try readReports(folder.appendingPathComponent(name))
            for (index, report) in reports.enumerated() {
                let analysis = ReportAnalyzer.analyze(report)
                verdicts[analysis.verdict, default: 0] += 1
                guard index < expectedReports.count else { continue }
                let addresses = report.entries.map { $0.address ?? "?" }
                let mine = analysis.conflicts.map { $0.entryIndices.map { addresses[$0] }.sorted() }.sorted {
                    $0.lexicographicallyPrecedes($1)
                }
                let theirs = (expectedReports[index]["minimalConflicts"] as? [[String]] ?? []).map { $0.sorted() }
                    .sorted { $0.lexicographicallyPrecedes($1) }
                let key = "\(name):\(report.startLine)"
                if mine == theirs {
                    agree += 1
                } else {
                    disagreements.append("\(key): expected \(theirs), found \(mine)")
                    #expect(Self.knownDisagreements[key] != nil, "\(key): expected \(theirs), found \(mine)")
                }
            }
        }
        let counts = verdicts.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }
        print("corpus verdicts: \(counts.joined(separator: ", ")); agree with expected.json: \(agree), disagree: \(disagreements.count)")
        for line in disagreements { print("  disagreement: \(line)") }
        #expect(agree > 0)
    }
}

@Suite(.enabled(if: corpusFolder != nil, "needs ../shared/corpus"))
struct CorpusAdviceTests {
    /// Every report ends in an explanation or a stated reason, and advice
    /// never names a system constraint when one of the app's takes part.
    @Test func everyReportIsExplainedAndAdviceIsTheApps() throws {
        let folder = try #require(corpusFolder)
        let logs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".log") }.sorted()
        var explained = 0
        for name in logs {
            for report in try readReports(folder.appendingPathComponent(name)) {
                let analysis = ReportAnalyzer.analyze(report)
                let text = TextRenderer().render([ReportGroup(analysis: analysis, alsoAtLines: [])])
                switch analysis.verdict {
                case .conflict, .conflictAssumingDefaults, .conflictPastMarginBound:
                    #expect(text.contains("Why: ") && text.contains("Fix: "), "\(name):\(report.startLine)")
                    for explanation in ReportExplanation(analysis, detail: []).conflicts {
                        let hasApp = explanation.entryIndices.contains { analysis.origins[$0] == .app }
                        for index in explanation.changed where hasApp {
                            let origin = analysis.origins[index]
                            #expect(
                                origin == .app
                                    || (origin == .autoresizingMask
                                        && [.disableAutoresizingMask, .changeConstant, .giveFrame].contains(explanation.action)),
                                "\(name):\(report.startLine): advice names C\(index + 1), made by \(String(describing: origin))")
                        }
                    }
                case .noConflictFound, .redacted, .unreadable:
                    #expect(!(analysis.reason ?? "").isEmpty, "\(name):\(report.startLine): no reason given")
                }
                explained += 1
            }
        }
        #expect(explained == 43)
    }
}
