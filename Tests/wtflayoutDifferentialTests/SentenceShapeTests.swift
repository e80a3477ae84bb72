import Foundation
import LogParser
import TestTiers
import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import wtflayout_differential

/// Every sentence the explanation prints keeps to the shapes its writers
/// mean it to have: no clause left dangling ("not level with."),
/// no "broke A instead" without what it broke instead of, no entry or
/// address pasted raw into prose, no number without its unit against one
/// with it ("375, but 0"), no position measured against a size ("to the
/// left of the width of"), no "not + 0", no "delete …" offered as code.
/// Each sample's, each corpus log's and 1,000 generated reports' prose is
/// read; the count of sentences read is printed with any that fail.
@Suite(.tags(.exhaustive)) struct SentenceShapeTests {
    /// A shape no printed sentence may take, and what it means.
    struct Defect {
        let name: String
        let pattern: NSRegularExpression
        /// Looked for in fragments too (a proof's arithmetic, a heading's note).
        let inFragments: Bool

        init(_ name: String, _ pattern: String, inFragments: Bool = false) {
            self.name = name
            self.pattern = try! NSRegularExpression(pattern: pattern)
            self.inFragments = inFragments
        }

        func found(in text: String) -> Bool {
            pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
    }

    static let defects: [Defect] = [
        Defect("a clause ends on a word that needs its object", #"\b(of|to|with|than|from|at|by|the|an|into|against|between)[.;:,]"#),
        Defect("'broke … instead' without what it broke instead of", #"\bbroke\b[^.]*\binstead\b(?! of )"#),
        Defect("a raw entry in prose", #"<[A-Za-z_.]*(LayoutConstraint|Constraint):"#, inFragments: true),
        Defect("a raw address in prose", #"\b0x[0-9a-fA-F]{5,}\b"#, inFragments: true),
        // A bare total against another (`hold: 10, but 6 — 4 pt apart`); arithmetic shows its sums.
        Defect("a number without its unit against one", #"(^|: )[−-]?\d+(\.\d+)?, but [−-]?\d"#),
        Defect("a hyphen for a minus sign in prose", #"(^|[ (])-\d+(\.\d+)? pt\b"#),
        Defect("a position measured against a size", #"(to the (left|right) of|above|below|before|after) the (width|height) of"#),
        Defect("'not + 0' or 'not - 0'", #"\bnot [+\-−] \d"#),
        Defect("an empty clause or doubled punctuation", #" ,|,,|\(\s*\)|\.\.(?!\.)| \.(?!\.)"#),
        Defect("a doubled space", #"\S  \S"#, inFragments: true),
        Defect("a negative zero", #"[−-]0(\.0+)? pt"#, inFragments: true),
        Defect("a number that is not one", #"\b(nan|inf)\b"#, inFragments: true),
        Defect("a plural after one", #"\b1 (constraints|conflicts|reports|gaps|views)\b"#),
        Defect("a singular after several", #"\b([2-9]|[1-9]\d+) (constraint|conflict|report)[ .,;:)]"#),
        Defect("a doubled word", #"\b(the|a|of|to|pt|and|is) \1\b"#),
        Defect("a fact said twice in one clause", #"private views, whose views are private"#),
    ]

    /// Labels and identifiers are the app's own text ('Go to', 'Total:'): not prose.
    private static let quoted = try! NSRegularExpression(pattern: #"'[^'\n]*'"#)

    static func prose(_ text: String) -> String {
        quoted.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "'…'")
    }

    /// Every piece of prose an explanation holds, named by what it is.
    static func pieces(of explanation: ReportExplanation) -> [(field: String, text: String)] {
        var pieces: [(String, String)] = explanation.sentences.map { ("sentence", $0) }
        for (field, note) in [
            ("idle note", explanation.idleNote), ("search note", explanation.searchNote), ("gap note", explanation.gapNote),
        ] {
            if let note { pieces.append((field, note)) }
        }
        for conflict in explanation.conflicts {
            pieces += [("why", conflict.why), ("fix", conflict.fix), ("proof", conflict.proof)]
            if let recovery = conflict.recovery { pieces.append(("recovery", recovery)) }
            if let after = conflict.afterFix { pieces.append(("after the fix", after.sentence)) }
            if let broken = conflict.brokenNote { pieces.append(("broken note", broken)) }
            pieces += conflict.caveats.map { ("caveat", $0) }
        }
        return pieces
    }

    /// A sentence's last character: prose ends as a sentence does.
    static func endsAsASentence(_ text: String) -> Bool {
        guard let last = text.trimmingCharacters(in: .whitespaces).last else { return false }
        return last == "." || last == ")" || last == ":"
    }

    /// Generated reports read besides the logs: 1,000 on the whole run.
    static let generated = TestTier.cases(quick: 150, exhaustive: 1_000)

    /// Every sample's, corpus log's and the generated reports' analysis and
    /// explanation, worked out once for this test and the claims'.
    static let explained: [(report: Report, analysis: ReportAnalysis, explanation: ReportExplanation)] = {
        let reports = ((try? VerdictAgreementTests.logReports()) ?? []) + VerdictAgreementTests.generatedReports(generated)
        return reports.map { report in
            let analysis = ReportAnalyzer.analyze(report)
            return (report, analysis, ReportExplanation(analysis, detail: [.recovery]))
        }
    }()

    @Test func everyPrintedSentenceHasAShapeTheWritersMean() throws {
        let reports = Self.explained
        #expect(reports.count > Self.generated + 100)
        var read = 0
        var failures: [String] = []
        for (report, _, explanation) in reports {
            let place = "\(report.source):\(report.startLine)"
            for (field, text) in Self.pieces(of: explanation) {
                read += 1
                let prose = Self.prose(text)
                // The proof is arithmetic (`12 + 60 + 12 = 84, but 44`) and the broken note a
                // heading's fragment: only what no text may hold is looked for in them.
                let isFragment = field == "proof" || field == "broken note"
                for defect in Self.defects where (!isFragment || defect.inFragments) && defect.found(in: prose) {
                    failures.append("\(place) \(field): \(defect.name): \(text)")
                }
                if !isFragment, !Self.endsAsASentence(text) {
                    failures.append("\(place) \(field): does not end as a sentence: \(text)")
                }
            }
            for conflict in explanation.conflicts {
                for line in conflict.code.flatMap(\.lines) where line.hasPrefix("delete ") || line.hasPrefix("or delete ") {
                    failures.append("\(place) code: pseudo-code offered as code: \(line)")
                }
            }
        }
        print("sentence shapes: \(read) pieces of prose read in \(reports.count) reports, \(failures.count) failing")
        if let path = ProcessInfo.processInfo.environment["WTFLAYOUT_SENTENCE_FAILURES"] {
            try failures.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(read > 4 * reports.count, "\(read) pieces in \(reports.count) reports")
        #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
    }

    /// Each defect is caught where the issue saw it, and a sentence of the
    /// same words that is whole passes: the checks can fail, and do not
    /// fail on what the writers mean.
    @Test(arguments: [
        ("UIKit broke A instead.", "UIKit broke A instead of C."),
        ("AppKit broke <NSLayoutConstraint:0x6000031bfc50.", "AppKit broke NSImageView.width == 16."),
        (
            "A and B cannot both hold: 375, but 0 — 375 pt apart.",
            "A and B cannot both hold: one side comes to 375 pt, the other to 0 pt — 375 pt apart."
        ),
        ("A would make UILabel -7 pt tall.", "A would make UILabel −7 pt tall."),
        ("UILabel is 44 pt to the left of the width of UIView, not level with.", "UILabel is 44 pt to the left of UIView."),
        ("UILabel is not 20 pt to the right of.", "UILabel is not 20 pt to the right of UIView."),
        ("UIImageView is at 1.33333*UIImageView.height + 17.3337, not + 0.", "UIImageView is at 17.3337 pt, not at 0 pt."),
        ("The 1 constraints listed can all hold.", "The 2 constraints listed can all hold."),
        ("belongs to AppKit's private views, whose views are private to Apple.", "belongs to AppKit's private views."),
    ])
    func eachDefectIsCaughtAndItsMendPasses(_ broken: String, _ mended: String) {
        #expect(Self.defects.contains { $0.found(in: Self.prose(broken)) }, "\(broken)")
        #expect(!Self.defects.contains { $0.found(in: Self.prose(mended)) }, "\(mended)")
    }
}
