import Foundation
import Testing

@testable import Explainer
@testable import LogParser
@testable import Rendering

/// JSON says what the text says: its fix and suggestion name
/// constraints exactly as the text output does, by the same letters and
/// equations, and none of its prose uses an internal id.
@Suite struct SameWordsTests {
    @Test(arguments: sampleLogs)
    func jsonFixIsTheTextsFix(_ url: URL) throws {
        let groups = ReportGroup.group(try readReports(url))
        let text = TextRenderer(width: nil).render(groups)
        // A change that resolves several conflicts is said once: `Fix for conflicts 1 and 2: …`.
        let textFixes = text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  Fix: ") || line.hasPrefix("  Fix for conflicts "), let colon = line.range(of: ": ") else { return nil }
            return String(line[colon.upperBound...])
        }
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONRenderer().render(groups, diagnostics: []).utf8)) as? [String: Any])
        let reports = try #require(json["reports"] as? [[String: Any]])
        // Each report's fixes, once for the conflicts one change resolves (`fixResolves` names them).
        let jsonFixes = reports.flatMap { report in
            let conflicts = report["conflicts"] as? [[String: Any]] ?? []
            return conflicts.indices.filter { ((conflicts[$0]["fixResolves"] as? [Int])?.first ?? $0) == $0 }
                .compactMap { conflicts[$0]["fix"] as? String }
        }
        #expect(jsonFixes.map { $0.lowercasedFirst } == textFixes, "\(url.lastPathComponent)")
        for report in reports {
            let fixes = (report["conflicts"] as? [[String: Any]] ?? []).compactMap { $0["fix"] as? String }
            guard let suggestion = (report["suggestion"] as? [String: Any])?["text"] as? String, !fixes.isEmpty else { continue }
            // One change (of one conflict, or resolving them all): the suggestion is its fix; several: each fix, numbered
            // (two can read alike, each naming its own conflict's letter).
            if suggestion.hasPrefix("Conflict 1: ") {
                for fix in fixes { #expect(suggestion.contains(fix.lowercasedFirst)) }
            } else {
                #expect(Set(fixes).count == 1 && suggestion == fixes[0])
            }
        }
        let id = try Regex(#"\bC[0-9]+\b"#)
        let prose = reports.flatMap { report -> [String] in
            let conflicts = report["conflicts"] as? [[String: Any]] ?? []
            return [report["explanation"] as? String, (report["suggestion"] as? [String: Any])?["text"] as? String].compactMap { $0 }
                + conflicts.flatMap { [$0["why"], $0["fix"], $0["subject"]].compactMap { $0 as? String } }
        }
        for sentence in prose { #expect(sentence.firstMatch(of: id) == nil, "\(url.lastPathComponent): \(sentence)") }
    }
}

extension String {
    fileprivate var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
