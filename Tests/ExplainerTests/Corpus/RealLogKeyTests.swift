import Foundation
import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// wtflayout's verdicts against the expert key of the project's own body of
/// real logs (`Tests/RealLogs`: pastes from public threads, each with its
/// source, and a key written by reviewers who had not seen wtflayout's
/// output). Judged strictly, owner and constraint: a conflict the key calls
/// Apple's must be called Apple's with no app change; any other must get a
/// change the key accepts, a mask turned off only where the key turns it
/// off, and a library's change must name the library. Every report where
/// the two differ is listed with its reason in `disagreements.json`; the
/// list only shrinks. Files whose number is a multiple of 5 are the fifth
/// kept aside: no rule is shaped on them, and their figure is said apart.
@Suite struct RealLogKeyTests {
    static let folder = packageRoot.appendingPathComponent("Tests/RealLogs")

    struct KeyEntry: Decodable {
        let file: String
        let report: Int
        /// An address the report shows (none for a paste cut before any).
        let anchor: String?
        let judgeable: Bool
        let owner: String?
        let library: String?
        let acceptable: [String]?
        let preferred: [String]?
        let action: String?
        /// Who made each constraint, by address: `app`, `library:Name`, `apple` or `unknown`.
        let makers: [String: String]?

        var name: String { "\(file)#\(report)" }
        /// The fifth kept aside: a file number that is a multiple of 5.
        var isKeptAside: Bool { Int(file.prefix { $0.isNumber }).map { $0 % 5 == 0 } ?? false }
    }

    static func key() throws -> [KeyEntry] {
        try JSONDecoder().decode([KeyEntry].self, from: Data(contentsOf: folder.appendingPathComponent("key.json")))
    }

    static func knownDisagreements() throws -> [String: String] {
        try JSONDecoder().decode(
            [String: String].self, from: Data(contentsOf: folder.appendingPathComponent("disagreements.json")))
    }

    /// The report the key means: its ordinal in the file when that report
    /// shows the anchor, else the first that does.
    static func report(for entry: KeyEntry, in reports: [Report]) -> Report? {
        guard let anchor = entry.anchor else { return reports.indices.contains(entry.report - 1) ? reports[entry.report - 1] : nil }
        func shows(_ report: Report) -> Bool {
            report.entries.contains { $0.address == anchor } || report.recovery?.address == anchor
        }
        if reports.indices.contains(entry.report - 1), shows(reports[entry.report - 1]) { return reports[entry.report - 1] }
        return reports.first(where: shows)
    }

    /// Whether wtflayout's verdict on a report agrees with the key, and what it said.
    static func judge(_ explanation: ReportExplanation, against entry: KeyEntry) -> (agrees: Bool, said: String) {
        let addresses = explanation.report.entries.map { $0.address ?? "?" }
        let suggestion = explanation.suggestion
        let indices = suggestion?.entryIndices ?? []
        let changed = indices.map { addresses[$0] }
        let makers = indices.map { explanation.makers[$0] }
        let action = suggestion?.action
        let kinds = makers.map { $0?.kindName ?? "?" }
        let said = "\(explanation.owner.rawValue), \(action?.rawValue ?? "no suggestion") \(changed) \(kinds)"
        if entry.owner == "apple" { return (action == .notAppCode && changed.isEmpty, said) }
        guard let action, ![.notAppCode, .transient, .checkValues].contains(action) else { return (false, said) }
        let acceptable = Set(entry.acceptable ?? [])
        // Where the key's change is to none of the listed constraints (a frame to give), only the owner is judged.
        if !acceptable.isEmpty, changed.isEmpty || !changed.allSatisfy(acceptable.contains) { return (false, said) }
        if action == .disableAutoresizingMask, entry.action != "disableAutoresizingMask" { return (false, said) }
        // Whose the changed constraint is: never the app's where the key says a library's, nor the reverse;
        // "yours or a library's" fits both. A stack view's or a frame's change is the app's to make.
        guard action != .adjustStackView, action != .giveFrame else { return (entry.owner == "app", said) }
        guard let first = makers.first, let maker = first else { return (entry.owner != "library", said) }
        switch maker.kind {
        case .appOrLibrary: return (true, said)
        case .app: return (entry.owner == "app", said)
        case .library: return (entry.owner == "library", said)
        case .apple: return (false, said)
        }
    }

    @Test func verdictsAgreeWithTheExpertKey() throws {
        let key = try Self.key()
        let known = try Self.knownDisagreements()
        let judgeable = key.filter(\.judgeable)
        #expect(key.count >= 250, "the body holds at least 250 reports")
        var agreeing = (all: 0, aside: 0)
        var lines: [String] = []
        var cache: [String: [Report]] = [:]
        for entry in judgeable {
            let reports = try cache[entry.file] ?? readReports(Self.folder.appendingPathComponent("logs/\(entry.file)"))
            cache[entry.file] = reports
            guard let report = Self.report(for: entry, in: reports) else {
                Issue.record("\(entry.name): no report shows the key's anchor \(entry.anchor ?? "(none)")")
                continue
            }
            let explanation = ReportExplanation(ReportAnalyzer.analyze(report), detail: [])
            let (agrees, said) = Self.judge(explanation, against: entry)
            if agrees {
                agreeing.all += 1
                if entry.isKeptAside { agreeing.aside += 1 }
                #expect(known[entry.name] == nil, "\(entry.name) now agrees: take it off disagreements.json")
            } else {
                let line = "\(entry.name) (\(entry.owner ?? "?")): said \(said); the key accepts \((entry.acceptable ?? []).sorted())"
                lines.append("  " + line)
                #expect(known[entry.name] != nil, "\(line)")
            }
        }
        let listed = Set(judgeable.map(\.name))
        for name in known.keys where !listed.contains(name) {
            Issue.record("disagreements.json lists \(name), which the key does not judge")
        }
        let aside = judgeable.filter(\.isKeptAside).count
        print(
            "real logs: \(key.count) reports, \(judgeable.count) judgeable; owner and constraint agree on \(agreeing.all) "
                + "(\(percent(agreeing.all, judgeable.count))); on the fifth kept aside \(agreeing.aside) of \(aside) "
                + "(\(percent(agreeing.aside, aside)))")
        for line in lines { print(line) }
    }

    private func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "—" : "\(Int((Double(part) * 100 / Double(whole)).rounded())) %"
    }

    /// Constraints whose maker wtflayout names otherwise than the key (not
    /// counting "not known"): the number only goes down.
    static let makersOtherwiseAtMost = 29

    /// Whose each constraint is, against the key's makers: the kinds that
    /// agree, and how sure the tool said it was, counted over the body.
    @Test func makersAgainstTheKey() throws {
        var cache: [String: [Report]] = [:]
        var agree = 0
        var unsaid = 0
        var total = 0
        var degrees: [Maker.Degree: Int] = [:]
        var confusions: [String: Int] = [:]
        for entry in try Self.key() where entry.judgeable {
            let reports = try cache[entry.file] ?? readReports(Self.folder.appendingPathComponent("logs/\(entry.file)"))
            cache[entry.file] = reports
            guard let report = Self.report(for: entry, in: reports), let makers = entry.makers else { continue }
            let analysis = ReportAnalyzer.analyze(report)
            for (index, listed) in report.entries.enumerated() {
                guard let address = listed.address, let expected = makers[address], let maker = analysis.makers[index] else { continue }
                degrees[maker.degree, default: 0] += 1
                total += 1
                let said: String
                switch maker.kind {
                case .app: said = "app"
                case .library: said = "library"
                case .apple: said = "apple"
                case .appOrLibrary: said = "unknown"
                }
                let kind = expected.hasPrefix("library") ? "library" : expected
                if said == kind {
                    agree += 1
                } else if said == "unknown" {
                    unsaid += 1
                } else {
                    confusions["key \(kind), said \(said)", default: 0] += 1
                }
            }
        }
        let counted = Maker.Degree.allCases.map { "\(degrees[$0, default: 0]) \($0.rawValue)" }.joined(separator: ", ")
        print(
            "real logs: whose each constraint is, of \(total): as the key says \(agree), said not known \(unsaid), "
                + "otherwise \(total - agree - unsaid); degrees said: \(counted)")
        for (confusion, count) in confusions.sorted(by: { $0.value > $1.value }) { print("  \(count)  \(confusion)") }
        #expect(
            total - agree - unsaid <= Self.makersOtherwiseAtMost,
            "more constraints than before are said to be someone's the key says they are not")
    }
}
