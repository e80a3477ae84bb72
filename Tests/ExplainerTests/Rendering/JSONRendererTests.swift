import Foundation
import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser
@testable import Rendering

/// The JSON contract (schema version 1): every field present with its type,
/// ids consistent, conflicts smallest first, the same bytes every time.
@Suite struct JSONRendererTests {
    private func document(for url: URL) throws -> (text: String, object: [String: Any]) {
        let reports = try readReports(url, source: "SampleLogs/\(url.lastPathComponent)")
        let groups = ReportGroup.group(reports)
        let text = JSONRenderer().render(groups, diagnostics: reports.flatMap(\.diagnostics))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return (text, object)
    }

    private func expectKeys(_ object: [String: Any], _ keys: [String], _ context: String) {
        #expect(Set(object.keys) == Set(keys), "\(context): keys \(object.keys.sorted())")
    }

    @Test(arguments: sampleLogs)
    func sampleMatchesSchema(_ url: URL) throws {
        let (text, root) = try document(for: url)
        let name = url.lastPathComponent
        expectKeys(root, ["schemaVersion", "reports", "kinds", "diagnostics", "notes"], name)
        #expect(root["schemaVersion"] as? Int == 1)
        let reports = try #require(root["reports"] as? [[String: Any]])
        #expect(!reports.isEmpty)
        for report in reports {
            expectKeys(
                report,
                [
                    "source", "platform", "occurrences", "alsoAtLines", "constraints", "brokenBySystem",
                    "verdict", "margins", "owner", "appleComponent", "knownConflict", "conflicts", "conflictCount",
                    "minimalConflictCount", "conflictsComplete", "conflictsCapped", "suggestion", "explanation", "views",
                ], name)
            let source = try #require(report["source"] as? [String: Any])
            expectKeys(source, ["file", "line", "process", "testCase"], name)
            #expect(["UIKit", "AppKit", "unknown"].contains(report["platform"] as? String))
            let occurrences = try #require(report["occurrences"] as? Int)
            #expect((report["alsoAtLines"] as? [Int])?.count == occurrences - 1)
            let constraints = try #require(report["constraints"] as? [[String: Any]])
            let ids = constraints.compactMap { $0["id"] as? String }
            #expect(ids == constraints.indices.map { "C\($0 + 1)" })
            for constraint in constraints {
                expectKeys(
                    constraint,
                    [
                        "id", "address", "class", "identifier", "origin", "maker", "sourceLocation", "source", "text",
                        "line", "parsed", "reason", "equation", "named", "priority",
                    ], name)
                #expect(Origin(rawValue: constraint["origin"] as? String ?? "") != nil)
                let maker = try #require(constraint["maker"] as? [String: Any])
                expectKeys(maker, ["kind", "library", "evidence", "sure"], name)
                #expect(["app", "library", "apple", "app or library"].contains(maker["kind"] as? String ?? ""))
                #expect(Maker.Degree(rawValue: maker["sure"] as? String ?? "") != nil)
                #expect(constraint["parsed"] as? Bool == true)
                #expect(constraint["reason"] is NSNull)
                #expect(constraint["equation"] is String)
                #expect(constraint["named"] is String)
                #expect(constraint["priority"] is Double)
            }
            if let broken = report["brokenBySystem"] as? String { #expect(ids.contains(broken)) }
            #expect(Verdict(rawValue: report["verdict"] as? String ?? "") != nil)
            #expect(ReportOwner(rawValue: report["owner"] as? String ?? "") != nil)
            #expect((report["owner"] as? String == "apple") == (report["appleComponent"] is String))
            // Only Apple's reports are known conflicts of theirs.
            if let known = report["knownConflict"] as? [String: Any] {
                #expect(report["owner"] as? String == "apple")
                expectKeys(known, ["id", "name", "seenOn", "whatAppsDo", "sources"], name)
                #expect((known["sources"] as? [String])?.isEmpty == false)
            } else {
                #expect(report["knownConflict"] is NSNull)
            }
            let conflicts = try #require(report["conflicts"] as? [[String: Any]])
            var previousSize = 0
            for conflict in conflicts {
                expectKeys(
                    conflict,
                    [
                        "constraints", "letters", "subject", "axis", "discrepancy", "proof", "owner", "appleComponent", "library",
                        "action", "rule", "fingerprint", "kind", "new", "why", "holdsWhen", "family", "ruler", "fix", "fixResolves",
                        "afterFix", "code",
                        "warning", "debugger",
                    ], name)
                if let after = conflict["afterFix"] as? [String: Any] {
                    expectKeys(
                        after, ["conflictsLeft", "sizes", "keeps", "givesWay", "givesWayTogether", "removes", "changesScreen", "text"], name
                    )
                    // A fix is printed only once it is solved and leaves no conflict.
                    #expect(after["conflictsLeft"] as? Int == 0, "\(name): a printed fix leaves a conflict")
                    #expect((after["keeps"] as? [String])?.allSatisfy(ids.contains) == true)
                    for size in after["sizes"] as? [[String: Any]] ?? [] {
                        expectKeys(size, ["view", "axis", "size", "fromContent"], name)
                        #expect((size["size"] as? Double ?? -1) >= 0)
                    }
                    #expect((after["text"] as? String)?.hasPrefix("With the fix, ") == true)
                } else {
                    #expect(conflict["afterFix"] is NSNull)
                }
                for range in try #require(conflict["holdsWhen"] as? [[String: Any]]) {
                    expectKeys(range, ["view", "attribute", "min", "max", "given", "sentence"], name)
                    #expect(["width", "height"].contains(range["attribute"] as? String))
                    let (low, high) = (range["min"] as? Double, range["max"] as? Double)
                    #expect((low ?? high) != nil && (range["min"] is NSNull || low != nil) && (range["max"] is NSNull || high != nil))
                    // The size the log shows lies outside: that is the conflict.
                    let given = try #require(range["given"] as? Double)
                    #expect(given < (low ?? -.infinity) || given > (high ?? .infinity), "\(name): the given size lies in its range")
                }
                if let family = conflict["family"] as? [String: Any] {
                    expectKeys(family, ["count", "everyConflict", "classes"], name)
                    #expect((family["count"] as? Int ?? 0) >= 2)
                    for kind in family["classes"] as? [[String: Any]] ?? [] {
                        expectKeys(kind, ["constraints", "chosen"], name)
                        #expect((kind["constraints"] as? [String])?.allSatisfy(ids.contains) == true)
                        #expect((kind["chosen"] as? Int ?? 0) < (kind["constraints"] as? [String] ?? []).count)
                    }
                } else {
                    #expect(conflict["family"] is NSNull)
                }
                #expect((conflict["letters"] as? [String])?.count == (conflict["constraints"] as? [String])?.count)
                #expect(conflict["why"] is String && conflict["fix"] is String && conflict["debugger"] is [String])
                for code in conflict["code"] as? [[String: Any]] ?? [] {
                    expectKeys(code, ["dialect", "location", "locationConfidence", "lines"], name)
                    #expect((code["lines"] as? [String])?.isEmpty == false)
                }
                #expect(["app", "apple", "harmless"].contains(conflict["owner"] as? String))
                #expect((conflict["owner"] as? String == "apple") == (conflict["appleComponent"] is String))
                #expect(Suggestion.Action(rawValue: conflict["action"] as? String ?? "") != nil)
                #expect(AdviceRules.ordered.contains { $0.name == conflict["rule"] as? String })
                #expect((conflict["fingerprint"] as? String)?.count == 19)
                #expect(conflict["new"] is NSNull, "no baseline was given")
                let members = try #require(conflict["constraints"] as? [String])
                #expect(members.allSatisfy(ids.contains))
                #expect(members.count >= previousSize, "\(name): conflicts must be sorted smallest first")
                previousSize = members.count
                #expect((conflict["discrepancy"] as? Double ?? 0) > 0)
                #expect(conflict["proof"] is String)
            }
            let listed = (report["conflicts"] as? [Any])?.count ?? -1
            let count = try #require(report["conflictCount"] as? Int)
            #expect((report["minimalConflictCount"] as? Int ?? 0) >= count)
            let complete = try #require(report["conflictsComplete"] as? Bool)
            #expect(count >= listed, "\(name): the count covers the conflicts listed")
            #expect(report["conflictsCapped"] as? Bool == (!complete || count > listed))
            if let suggestion = report["suggestion"] as? [String: Any] {
                expectKeys(suggestion, ["constraints", "action", "rule", "text"], name)
                #expect((suggestion["constraints"] as? [String])?.allSatisfy(ids.contains) == true)
                #expect(Suggestion.Action(rawValue: suggestion["action"] as? String ?? "") != nil)
            } else {
                #expect(report["suggestion"] is NSNull)
            }
            #expect(!(report["explanation"] as? String ?? "").isEmpty)
            for view in try #require(report["views"] as? [[String: Any]]) {
                expectKeys(view, ["name", "class", "address", "label", "whose", "color"], name)
                #expect((view["color"] as? String)?.hasPrefix("#") == true)
            }
        }
        // Each report counts once in each kind of conflict it shows.
        let kinds = try #require(root["kinds"] as? [[String: Any]])
        var shown: [String: Int] = [:]
        for report in reports {
            let keys = Set((report["conflicts"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String })
            for key in keys { shown[key, default: 0] += report["occurrences"] as? Int ?? 0 }
        }
        #expect(
            Dictionary(uniqueKeysWithValues: kinds.map { ($0["kind"] as? String ?? "", $0["reports"] as? Int ?? 0) }) == shown, "\(name)")
        for kind in kinds {
            expectKeys(kind, ["kind", "reports", "distinctReports", "first", "subject", "owner", "fix", "constants"], name)
        }
        #expect(try document(for: url).text == text, "\(name): output must be the same every time")
    }

    /// Every string survives the trip through JSON: quotes, backslashes,
    /// control characters, U+2028/2029 (escaped for JavaScript), other
    /// non-ASCII text written as it is.
    @Test func stringsAreEscapedExactly() throws {
        let texts = [
            "plain", "", "say \"hi\"", "back\\slash", "tab\tnew\nline\rreturn", "\u{01}\u{1F}\u{7F}",
            "line\u{2028}para\u{2029}end", "é ü 字 🙂 \u{2027}\u{202A}", "UILabel:0x1'Set \"lunch\"'",
            "\"\u{301}", "\u{600}\"", "e\u{301}\n\u{301}",
        ]
        for text in texts {
            let json = JSONValue.array([.string(text)]).serialized()
            #expect(!json.contains("\u{2028}") && !json.contains("\u{2029}") && !json.contains("\u{7F}"))
            let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
            #expect(decoded == [text], "\(json)")
        }
        #expect(JSONValue.string("a\u{01}\u{2028}\"").serialized() == #""a\u0001\u2028\"""#)
    }

    @Test func unreadableEntryFieldsAreNullNotMissing() throws {
        let reports = LogScanner.reports(
            in: "Unable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0x1 UIView:0x2.hieght == 10>\"\n)\n",
            source: "bad.log")
        let text = JSONRenderer(indent: nil).render(ReportGroup.group(reports), diagnostics: reports.flatMap(\.diagnostics))
        #expect(
            text
                == #"{"schemaVersion":1,"reports":[{"source":{"file":"bad.log","line":1,"process":null,"testCase":null},"platform":"UIKit","occurrences":1,"alsoAtLines":[],"constraints":[{"id":"C1","address":"0x1","class":"NSLayoutConstraint","identifier":null,"origin":null,"maker":null,"sourceLocation":null,"source":null,"text":"<NSLayoutConstraint:0x1 UIView:0x2.hieght == 10>","line":3,"parsed":false,"reason":"expected an attribute after 'UIView:0x2.' but found 'hieght'","equation":null,"named":null,"priority":null}],"views":[],"brokenBySystem":null,"verdict":"unreadable","margins":null,"owner":"none","appleComponent":null,"knownConflict":null,"conflicts":[],"conflictCount":0,"minimalConflictCount":0,"conflictsComplete":true,"conflictsCapped":false,"suggestion":null,"explanation":"Nothing to analyse: none of its constraints could be read."}],"kinds":[],"diagnostics":[{"file":"bad.log","line":3,"column":37,"message":"expected an attribute after 'UIView:0x2.' but found 'hieght'"}],"notes":[]}"#
                + "\n")
    }

    /// The document is written a report at a time, each report's repeats
    /// spliced into its object: the pieces must add up to the document the
    /// whole value serializes to, pretty and compact, with and without reports.
    @Test(arguments: [nil, "  "] as [String?])
    func documentWrittenInPiecesIsTheWholeValue(_ indent: String?) throws {
        for url in sampleLogs + [nil] {
            let reports = try url.map { try readReports($0) } ?? []
            let groups = ReportGroup.group(reports)
            let diagnostics = reports.flatMap(\.diagnostics)
            let facts = groups.map { ReportExplanation($0.analysis, detail: []).facts }
            let whole =
                JSONValue.object([
                    ("schemaVersion", .integer(JSONRenderer.schemaVersion)),
                    (
                        "reports",
                        .array(
                            groups.map { group in
                                JSONRenderer.report(
                                    ReportExplanation(group.analysis, detail: .namedEquations), alsoAtLines: group.alsoAtLines)
                            })
                    ),
                    (
                        "kinds",
                        .array(
                            ConflictKinds(zip(groups, facts).map { ReportFacts.Group(kept: $1, alsoAtLines: $0.alsoAtLines) })
                                .kinds.map(JSONRenderer.kind))
                    ),
                    ("diagnostics", .array(diagnostics.map(JSONRenderer.diagnostic))),
                    ("notes", .array(RunNote.notes(of: facts).map { .string($0.text) })),
                ]).serialized(indent: indent) + "\n"
            #expect(
                JSONRenderer(indent: indent).render(groups, diagnostics: diagnostics) == whole, "\(url?.lastPathComponent ?? "no reports")")
        }
    }

    @Test func repeatsAreGroupedWithTheirLines() throws {
        let url = try #require(sampleLogs.first { $0.lastPathComponent == "console-session.log" })
        let groups = ReportGroup.group(try readReports(url))
        #expect(groups.map(\.analysis.report.startLine) == [8, 29])
        #expect(groups.map(\.alsoAtLines) == [[49], []])
    }
}

extension JSONRenderer {
    /// One report as a value of its own, to check the document's pieces against.
    fileprivate static func report(_ explanation: ReportExplanation, alsoAtLines: [Int]) -> JSONValue {
        let members = members(explanation)
        return .object(members.before + repeatMembers(alsoAtLines) + members.after)
    }

    /// An agent's answer past its limit: the worked example of the kinds
    /// seen most, every kind still counted, and a sentence saying what was left out.
    @Test func compactDocumentKeepsTheKindsAndSaysWhatItLeftOut() throws {
        let url = packageRoot.appendingPathComponent("SampleLogs/two-conflicts.log")
        let reports = try readReports(url, source: "SampleLogs/two-conflicts.log")
        let groups = ReportGroup.group(reports)
        func object(_ renderer: JSONRenderer) throws -> NSDictionary {
            let text = renderer.render(groups, diagnostics: reports.flatMap(\.diagnostics))
            return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
        }
        let whole = try object(JSONRenderer())
        let compact = try object(JSONRenderer(fullReportLimit: 1))
        #expect(groups.count == 2)
        #expect(whole["compact"] == nil)
        #expect(compact["kinds"] as? NSArray == whole["kinds"] as? NSArray)
        let first = try #require((whole["reports"] as? NSArray)?.firstObject)
        #expect(compact["reports"] as? NSArray == [first] as NSArray)
        #expect(
            compact["compact"] as? NSDictionary
                == [
                    "distinctReports": 2, "reportsShown": 1,
                    "said":
                        "2 distinct reports, 2 kinds of conflict. The first report of the kind seen most is shown in full in "
                        + "reports; kinds counts every report; wtflayout --json on the log gives each in full.",
                ] as NSDictionary)
        // At the limit nothing is left out: the document is the command's.
        #expect(try object(JSONRenderer(fullReportLimit: 2)) == whole)
    }

    /// A compact document whose first report in full is not the log's first:
    /// the kind seen most begins at the second report, and `reports` is still
    /// one well-formed array, in both layouts.
    @Test func compactDocumentMayStartAtALaterReport() throws {
        let entries = [("UILabel:0x7f1.width", 10, 20), ("UIView:0x7f2.height", 30, 40), ("UIView:0x7f3.height", 50, 70)]
        let text = entries.enumerated().map { number, entry in
            "Unable to simultaneously satisfy constraints.\n(\n"
                + "    \"<NSLayoutConstraint:0x60000\(2 * number) \(entry.0) == \(entry.1)   (active)>\",\n"
                + "    \"<NSLayoutConstraint:0x60000\(2 * number + 1) \(entry.0) == \(entry.2)   (active)>\"\n)\n"
        }.joined()
        let groups = ReportGroup.group(LogScanner.reports(in: text, source: "kinds.log"))
        for indent in ["  ", nil] as [String?] {
            let document = JSONRenderer(indent: indent, fullReportLimit: 1).render(groups)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
            let reports = try #require(object["reports"] as? [[String: Any]])
            #expect(reports.map { ($0["source"] as? [String: Any])?["line"] as? Int } == [6])
            #expect((object["compact"] as? [String: Any])?["reportsShown"] as? Int == 1)
        }
    }
}
