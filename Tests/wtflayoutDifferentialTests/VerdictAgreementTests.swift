import Foundation
import LogParser
import TestTiers
import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import Rendering
@testable import wtflayout_differential

/// One verdict per conflict: every format says the same owner of
/// each conflict, and the summary counts what the list shows. Each report
/// of every sample, every corpus log and a few hundred generated reports is
/// rendered in every format; the JSON's owners are read as the reference,
/// and each other format's words for the owner are checked against them.
@Suite(.tags(.exhaustive)) struct VerdictAgreementTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every `.log` under `SampleLogs/` and, when present, `../shared/corpus/`, as reports.
    static func logReports() throws -> [Report] {
        var folders = [packageRoot.appendingPathComponent("SampleLogs")]
        let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        if FileManager.default.fileExists(atPath: corpus.path) { folders.append(corpus) }
        var reports: [Report] = []
        for folder in folders {
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "log" else { continue }
                var scanner = LogScanner(source: url.lastPathComponent)
                reports += scanner.scan([UInt8](try Data(contentsOf: url))) + scanner.finish()
            }
        }
        return reports
    }

    static func generatedReports(_ count: Int) -> [Report] {
        (0..<count).flatMap { index in
            var scanner = LogScanner(source: "generated-\(index).log")
            let text = ReportGenerator.report(seed: 26, index: index).text
            return scanner.scan(Array(text.utf8)) + scanner.finish()
        }
    }

    @Test func everyFormatSaysTheSameOwnerOfEachConflict() throws {
        let generated = TestTier.cases(quick: 60, exhaustive: 300)
        let reports = try Self.logReports() + Self.generatedReports(generated)
        #expect(reports.count > generated + 50)
        var conflicts = 0
        for report in reports {
            conflicts += try Self.checkFormats(of: report)
        }
        #expect(conflicts > reports.count * 3 / 4, "\(conflicts) conflicts checked in \(reports.count) reports")
    }

    /// The summary's counts of whose each different conflict is agree with
    /// the owners every conflict's own block gives, counted once per fingerprint.
    @Test func theSummaryCountsWhatTheListShows() throws {
        let groups = ReportGroup.group(try Self.logReports() + Self.generatedReports(TestTier.cases(quick: 40, exhaustive: 100)))
        var ownerOf: [String: ReportOwner] = [:]
        var inLibraries: Set<String> = []
        for group in groups {
            for conflict in ReportExplanation(group.analysis, detail: []).facts.conflicts where ownerOf[conflict.fingerprint] == nil {
                ownerOf[conflict.fingerprint] = conflict.owner
                // A change surely in a library's code is counted as that library's.
                if conflict.owner == .app, conflict.library != nil { inLibraries.insert(conflict.fingerprint) }
            }
        }
        let summary = TextRenderer(style: .plain).render(groups).components(separatedBy: "Summary: ").last ?? ""
        let heading = summary.components(separatedBy: "\n  x").first?.replacingOccurrences(of: "\n", with: " ") ?? ""
        let count = { (owner: ReportOwner) in
            ownerOf.filter { $0.value == owner && !inLibraries.contains($0.key) }.count
        }
        #expect(count(.app) > 0 && count(.apple) > 0 && count(.harmless) > 0)
        #expect(heading.contains("(\(ownerOf.count) different listed): \(count(.app)) in your code, "), "\(heading)")
        #expect(heading.contains(", \(count(.apple)) inside Apple's views, "), "\(heading)")
        #expect(heading.contains(", \(count(.harmless)) passing after the first layout;"), "\(heading)")
    }

    /// The action a fix sentence states, by its first words.
    static func action(ofFix fix: String) -> Suggestion.Action? {
        let words: [(String, Suggestion.Action)] = [
            ("lower ", .lowerPriority), ("remove ", .remove), ("set translatesAutoresizingMaskIntoConstraints", .disableAutoresizingMask),
            ("nothing to fix in your code", .notAppCode), ("this passes", .transient), ("give ", .giveFrame),
            ("change the constant", .changeConstant), ("correct the frame", .changeConstant),
            ("change the stack view", .adjustStackView),
        ]
        let lowered = fix.prefix(1).lowercased() + fix.dropFirst()
        if let found = words.first(where: { lowered.hasPrefix($0.0) }) { return found.1 }
        // The stack rule's sentence starts with the hidden view's name.
        return lowered.contains("stack view") ? .adjustStackView : nil
    }

    /// The fix sentence of a line that starts `label` then `: ` (one conflict's)
    /// or ` for conflicts 1 and 2: ` (a shared one's), up to `end`.
    static func fix(in line: String, label: String, end: String) -> String? {
        guard line.hasPrefix(label) else { return nil }
        let rest = line.dropFirst(label.count)
        let shared = " for conflicts "
        guard rest.hasPrefix(end) || rest.hasPrefix(shared), let close = rest.range(of: end) else { return nil }
        return String(rest[close.upperBound...])
    }

    /// Checks one report's formats against its JSON; returns how many conflicts were checked.
    static func checkFormats(of report: Report) throws -> Int {
        let analysis = ReportAnalyzer.analyze(report)
        let group = [ReportGroup(kept: analysis, alsoAtLines: [])]
        let name = "\(report.source):\(report.startLine)"
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONRenderer().render(group).utf8)) as? [String: Any])
        let reportObject = try #require((json["reports"] as? [[String: Any]])?.first)
        let conflictObjects = reportObject["conflicts"] as? [[String: Any]] ?? []
        let owners = conflictObjects.compactMap { $0["owner"] as? String }
        let actions = conflictObjects.compactMap { ($0["action"] as? String).flatMap(Suggestion.Action.init(rawValue:)) }
        #expect(actions.count == owners.count, "\(name): JSON actions")
        let explanation = ReportExplanation(analysis, detail: [])
        // The facts --fail-on, --ignore-system and baselines read.
        #expect(explanation.facts.owner.rawValue == reportObject["owner"] as? String, "\(name): facts")
        #expect(explanation.facts.conflicts.map(\.owner.rawValue) == owners, "\(name): CI facts")
        let apple = owners.map { $0 == "apple" }
        let passing = owners.map { $0 == "harmless" }

        // One fix per block: conflicts one change resolves say it once, at the first of them.
        let said = conflictObjects.indices.filter { ((conflictObjects[$0]["fixResolves"] as? [Int])?.first ?? $0) == $0 }
        let saidApple = said.map { apple[$0] }
        let saidActions = said.map { actions[$0] }

        let text = TextRenderer(style: .plain).render(group)
        let fixes = text.components(separatedBy: "\n").compactMap { Self.fix(in: $0, label: "  Fix", end: ": ") }
        #expect(fixes.map { $0.hasPrefix("nothing to fix in your code") } == saidApple, "\(name): text")
        #expect(fixes.map { $0.hasPrefix("this passes") } == said.map { passing[$0] }, "\(name): text")
        #expect(fixes.map(Self.action(ofFix:)) == saidActions, "\(name): text's actions")

        let markdown = MarkdownRenderer().render(group)
        let markdownFixes = markdown.components(separatedBy: "\n").compactMap { Self.fix(in: $0, label: "**Fix", end: ":** ") }
        #expect(markdownFixes.map { $0.hasPrefix("Nothing to fix in your code") } == saidApple, "\(name): Markdown")
        #expect(markdownFixes.map(Self.action(ofFix:)) == saidActions, "\(name): Markdown's actions")

        let html = HTMLRenderer(title: name).render(group)
        let htmlFixes = html.components(separatedBy: "<p class=\"fix\"><strong>Fix").dropFirst().compactMap {
            Self.fix(in: String($0), label: "", end: ":</strong> ")
        }
        #expect(htmlFixes.map { $0.hasPrefix("Nothing to fix in your code") } == saidApple, "\(name): HTML")
        #expect(htmlFixes.map { Self.action(ofFix: String($0)) } == saidActions, "\(name): HTML's actions")

        // The annotations and JUnit give each distinct conflict (by fingerprint) once.
        let facts = [ReportFacts.Group(kept: explanation.facts, alsoAtLines: [])]
        let fingerprints = explanation.facts.conflicts.map(\.fingerprint)
        let distinct = fingerprints.indices.filter { fingerprints.firstIndex(of: fingerprints[$0]) == $0 }
        // The brief gives each kind of conflict once (`ConflictKinds`), as first seen in one report.
        let kinds = explanation.facts.conflicts.map(\.kind.key)
        let distinctKinds = kinds.indices.filter { kinds.firstIndex(of: kinds[$0]) == $0 }
        let brief = BriefRenderer(style: .plain).render(group)
        let briefLines =
            owners.isEmpty ? [] : brief.components(separatedBy: "\n").filter { $0.contains(" conflict") && !$0.hasPrefix("Summary: ") }
        #expect(briefLines.map { $0.contains(": not your code (") } == distinctKinds.map { apple[$0] }, "\(name): brief")
        #expect(briefLines.map { $0.contains(": passing first-layout size") } == distinctKinds.map { passing[$0] }, "\(name): brief")

        let levels = GitHubRenderer.commands(facts).map(\.level)
        let expectedLevels = distinct.map { owners[$0] == "app" ? "error" : owners[$0] == "apple" ? "warning" : "notice" }
        if !owners.isEmpty { #expect(levels.map(\.rawValue) == expectedLevels, "\(name): GitHub annotations") }
        let outcomes = JUnitReport.testCases(facts).map(\.outcome)
        if !owners.isEmpty {
            #expect(outcomes.map(\.isFailure) == distinct.map { owners[$0] == "app" }, "\(name): JUnit")
        }
        // SARIF: a result per distinct conflict, the app's failing with --fail-on, others notes.
        let sarif = SARIFRenderer(toolVersion: "0", appConflictsFail: true).closing(facts, diagnostics: [])
        let sarifLevels = sarif.components(separatedBy: "\n").filter { $0.contains("\"level\": ") }
            .map { $0.components(separatedBy: "\"")[3] }
        #expect(sarifLevels == distinct.map { owners[$0] == "app" ? "error" : "note" }, "\(name): SARIF")
        return owners.count
    }
}
