import Foundation
import TestTiers
import Testing

@testable import ConstraintSolving
@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser
@testable import wtflayout_differential

/// Every claim a sentence makes is re-checked against the model by a path
/// of its own: the counts in the lead and the idle
/// note against the lists; "N pt too much" and "N pt apart" against the
/// conflict's discrepancy; "UIKit broke A too" and "instead of C" against
/// what the log says it broke and what the fix changes; "no conflict is
/// left", and each size the fix states, by applying the fix to the report
/// itself (its entries lowered to 999 or dropped, as the log would print
/// them) and analysing and solving it again from scratch; a margin bound by
/// the conflict search at the bound and just past it. Each sample's, each
/// corpus log's and the generated reports' (1,000 on the whole run) claims
/// are read; their counts are printed.
@Suite(.tags(.exhaustive)) struct ClaimTests {
    private static func numbers(_ pattern: String, in text: String) -> [Double] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).flatMap { Double(text[$0]) }
        }
    }

    /// The report with the fix made as the log would print it: lowered entries at 999, removed ones gone.
    static func fixed(_ report: Report, lowering lowered: [Int], removing removed: [Int]) -> Report {
        var changed = report
        for index in lowered {
            guard case .success(var constraint) = changed.entries[index].parsed else { continue }
            constraint.priority = Priority(value: 999, text: "999")
            changed.entries[index].parsed = .success(constraint)
        }
        for index in removed.sorted(by: >) { changed.entries.remove(at: index) }
        return changed
    }

    /// The size a recovery sentence claims, when it claims one.
    static func shownSize(_ harm: RecoveryHarm) -> ShownSize? {
        switch harm {
        case .visible(let size), .resized(let size): size
        case .none, .unknown: nil
        }
    }

    /// Whether the report's required constraints hold with every margin the log does not print at `margin`.
    static func holds(_ analysis: ReportAnalysis, margin: Double) -> Bool {
        let required = analysis.model.constraints.filter(\.linear.isRequired)
        var budget = SearchBudget.perReport
        let system = required + ReportAnalyzer.defaultMarginAssumptions(analysis.model, value: margin)
        let search = ReportAnalyzer.searchConflicts(
            in: system, report: analysis.report, origins: analysis.origins, budget: &budget)
        return search.found.isEmpty
    }

    /// A gap as the text shows it, without the scanner's word for it: no
    /// list, an entry without its `>`, a list with no closing `)`, or a list
    /// with neither a header nor an opening `(` before it.
    static func textShowsAGap(_ report: Report) -> Bool {
        let lines = report.lines.map { $0.text.trimmingCharacters(in: .whitespaces) }
        if report.entries.isEmpty || report.entries.contains(where: { !$0.text.hasSuffix(">") }) { return true }
        if !lines.contains(where: { $0.hasPrefix(")") }) { return true }
        return !lines.contains { $0.contains("Unable to simultaneously satisfy constraints") || $0.hasSuffix("(") }
    }

    @Test func everyClaimIsTrueOfTheModel() throws {
        var tally = ClaimTally()
        var unsearched = 0
        func claim(_ kind: String, _ holds: Bool, _ place: String, _ text: String) { tally.check(kind, holds, place, text) }
        for (report, analysis, explanation) in SentenceShapeTests.explained {
            let place = "\(report.source):\(report.startLine)"
            // The report as UIKit recovered it (its broken entry gone), solved once from scratch with the same margins.
            var recovered: SolvedLayout??
            func recoveredLayout() -> SolvedLayout? {
                if let recovered { return recovered }
                let solved = analysis.brokenBySystem.map { broken -> SolvedLayout in
                    var again = ReportAnalyzer.analyze(Self.fixed(report, lowering: [], removing: [broken]))
                    again.assumedMargin = analysis.assumedMargin
                    return again.layoutSession(removing: []).layout
                }
                recovered = .some(solved)
                return solved
            }
            for (position, (conflict, found)) in zip(explanation.conflicts, analysis.conflicts).enumerated() {
                let members = found.entryIndices
                let sharesItsFix = explanation.blocks.contains { $0.positions.count > 1 && $0.positions.contains(position) }
                // "These 4 constraints cannot all hold": the conflict's size.
                for count in Self.numbers(#"^These (\d+) constraints"#, in: conflict.lead) {
                    claim("count of a conflict", Int(count) == members.count, place, conflict.lead)
                }
                // "56 pt too much", "8 pt apart": the discrepancy, as prose rounds it.
                // A centre measures from the middle: the model's sum counts both edges, twice the gap seen.
                let scale = conflict.why.contains(" centres ") ? 0.5 : 1
                for amount in Self.numbers(#"(\d+(?:\.\d+)?) pt (?:too much|too little|apart)"#, in: conflict.why) {
                    claim("discrepancy", abs(amount - found.discrepancy * scale) <= 0.005, place, conflict.why)
                }
                // "at most 8 pt each", "must make up at least 8 pt": the constraints hold with every unprinted
                // margin at the bound and conflict a half point past it, by the conflict search, not the bound's solve.
                if analysis.verdict == .conflictPastMarginBound, let range = analysis.marginRange {
                    let pattern = #"(?:at most|at least|exactly) (\d+(?:\.\d+)?) pt(?: each|\.)"#
                    for bound in Self.numbers(pattern, in: conflict.why) {
                        let past = bound + (range.upper != nil ? 0.5 : -0.5)
                        claim(
                            "margin bound", Self.holds(analysis, margin: bound) && !Self.holds(analysis, margin: past), place, conflict.why)
                    }
                }
                // "With margins of at most 5 pt, all alike, these constraints can all hold": where the verdict rests
                // on the default, they hold at that margin and not half a point past it (a lone conflict, so
                // nothing else in the report decides it).
                if analysis.verdict == .conflictAssumingDefaults, analysis.conflictCount == 1 {
                    for caveat in conflict.caveats {
                        for bound in Self.numbers(#"margins of at most (\d+(?:\.\d+)?) pt"#, in: caveat) {
                            claim(
                                "margin caveat", Self.holds(analysis, margin: bound) && !Self.holds(analysis, margin: bound + 0.5), place,
                                caveat)
                        }
                        for bound in Self.numbers(#"margins of at least (\d+(?:\.\d+)?) pt"#, in: caveat) {
                            claim(
                                "margin caveat", Self.holds(analysis, margin: bound) && !Self.holds(analysis, margin: bound - 0.5), place,
                                caveat)
                        }
                        if caveat.contains("Only with margins of 0 pt") {
                            claim("margin caveat", Self.holds(analysis, margin: 0) && !Self.holds(analysis, margin: 0.5), place, caveat)
                        }
                    }
                }
                // "UIKit broke A too" / "instead of C": what the log says it broke, against what the fix changes.
                if let recovery = conflict.recovery, let broken = analysis.brokenBySystem, members.contains(broken) {
                    let changed = conflict.verdict.changed
                    if recovery.contains(" too") && !recovery.contains("instead of") {
                        claim("broken too", changed.contains(broken), place, recovery)
                    }
                    if recovery.contains(" instead of ") { claim("broken instead", !changed.contains(broken), place, recovery) }
                }
                // "the warning is harmless": the report as UIKit recovered it (its broken entry gone), solved
                // from scratch, shows each size the conflict sets: none at 0 pt that asks for more, none shown
                // that asks for 0.
                if conflict.fix.contains("the warning is harmless"), let layout = recoveredLayout() {
                    let words = ConstraintWords(analysis)
                    for index in members where index != analysis.brokenBySystem {
                        guard let equation = report.entries[index].constraint?.equation, equation.rhs == nil,
                            equation.firstAttribute.isSize, let key = words.anchorKeys(index).first,
                            let frame = layout.frame(of: key)
                        else { continue }
                        let shown = equation.firstAttribute == .width ? frame.width : frame.height
                        let asked = equation.constantValue
                        let vanishes = asked > 0.005 && equation.relation != .lessThanOrEqual && shown < 0.005
                        let showsHidden = abs(asked) < 0.005 && equation.relation == .equal && shown > 0.005
                        claim("harmless", !vanishes && !showsHidden, place, conflict.fix)
                    }
                }
                // "which leaves UIView 0 pt wide, not 402": the size the claim holds, read off the report as UIKit
                // recovered it, solved from scratch, and the sentence rendered from that claim.
                if let size = Self.shownSize(conflict.verdict.harm), let layout = recoveredLayout() {
                    let frame = layout.frame(of: size.view)
                    let solved = frame.map { size.attribute == .width ? $0.width : $0.height }
                    claim(
                        "size the recovery shows",
                        solved.map { abs($0 - size.shown) <= 0.005 } ?? false
                            && conflict.fix.contains(size.description), place, conflict.fix)
                }
                // "B gives way by 28 pt (the Why's 4 pt plus UIImageView's 24 pt, …)": the one constraint that gives
                // way and the Why's amount are one model: the same number, or the difference said and summed.
                if let after = conflict.afterFix, !sharesItsFix, after.facts.givenWay.count == 1, after.facts.givenWayTogether == nil,
                    analysis.verdict != .conflictPastMarginBound, let given = after.facts.givenWay.first
                {
                    let by = NumberText.prose(given.by)
                    let why = NumberText.prose(found.discrepancy)
                    if by != why {
                        let open = after.sentence.range(of: "gives way by \(by) pt (")
                        let close = open.flatMap { after.sentence[$0.upperBound...].firstIndex(of: ")") }
                        let inside = open.flatMap { open in close.map { String(after.sentence[open.upperBound..<$0]) } } ?? ""
                        claim("one model, the difference said", inside.contains("the Why's \(why) pt"), place, after.sentence)
                        if inside.hasPrefix("the Why's \(why) pt plus ") {
                            let added = Self.numbers(#"(\d+(?:\.\d+)?) pt for "#, in: inside)
                            claim("one model's sum", NumberText.prose(found.discrepancy + added.reduce(0, +)) == by, place, after.sentence)
                        }
                    } else {
                        claim("one model, the same number", true, place, after.sentence)
                    }
                }
                // "no conflict is left": the report with the fix made, read again from scratch.
                guard let after = conflict.afterFix, after.sentence.contains("no conflict is left") else { continue }
                let action = conflict.verdict.action
                guard action == .lowerPriority || action == .remove else { continue }
                let lowered = action == .lowerPriority ? conflict.verdict.changed : []
                let removed = action == .remove ? conflict.verdict.changed : []
                let fixedReport = Self.fixed(report, lowering: lowered, removing: removed)
                let again = ReportAnalyzer.analyze(fixedReport)
                // The conflict's members that remain, at their places in the fixed report.
                let remaining = Set(
                    members.filter { !removed.contains($0) }.map { index in index - removed.filter { $0 < index }.count })
                guard again.conflictsComplete else {
                    unsearched += 1
                    continue
                }
                // "UILabel is 204 pt wide": each size stated, read off the fixed report's own layout.
                if !after.facts.sizes.isEmpty {
                    // With the margins the sizes were stated with: read again, the fixed report may take others.
                    var withMargins = again
                    withMargins.assumedMargin = analysis.assumedMargin
                    let layout = withMargins.layoutSession(removing: []).layout
                    for size in after.facts.sizes {
                        guard let frame = layout.frame(of: size.view) else { continue }
                        let solved = size.axis == .horizontal ? frame.width : frame.height
                        claim("size after the fix", abs(solved - size.size) <= 0.005, place, after.sentence)
                    }
                }
                let sharing = again.conflicts.filter { !remaining.isDisjoint(with: $0.entryIndices) }
                guard again.verdict == .conflictPastMarginBound, !sharing.isEmpty else {
                    claim("no conflict is left", sharing.isEmpty, place, after.sentence)
                    continue
                }
                // Read as if UIKit had printed it, a fixed report that holds at the default margins but only up
                // to a bound is the conflict past that bound: the claim is about the margins within it.
                let bound = again.marginRange?.upper ?? .infinity
                let claimed = Self.numbers(#"with margins up to (\d+(?:\.\d+)?) pt"#, in: after.sentence).first
                let holds =
                    analysis.verdict != .conflictPastMarginBound
                    ? true : claimed.map { $0 <= bound + 0.005 } ?? !after.sentence.contains("at any margin")
                claim("no conflict is left within the margin bound", holds, place, after.sentence)
            }
            // "(UIKit listed 7; 2 of them play no part in it.)": the list, less every conflict's members;
            // of a cut list, "(2 of the 7 shown …)": how many UIKit listed is then not said.
            if let idle = explanation.idleNote {
                let used = Set(analysis.conflicts.flatMap(\.entryIndices))
                // One number a pattern: `numbers` reads each match's first group.
                for listed in Self.numbers(#"listed (\d+);"#, in: idle) {
                    claim("listed", Int(listed) == report.entries.count && report.isComplete, place, idle)
                }
                for listed in Self.numbers(#"of the (\d+) shown"#, in: idle) {
                    claim("listed", Int(listed) == report.entries.count && !report.isComplete, place, idle)
                }
                for idleCount in Self.numbers(#"(\d+) of them"#, in: idle) + Self.numbers(#"\((\d+) of the \d+ shown"#, in: idle) {
                    claim("no part", Int(idleCount) == report.entries.count - used.count, place, idle)
                }
            }
            // "not whole": some gap the report's own text shows, read again from its lines and entries.
            let notWhole =
                [explanation.gapNote]
                + explanation.conflicts.flatMap(\.caveats).filter { $0.contains("not whole") }.map(Optional.some)
            for note in notWhole.compactMap({ $0 }) { claim("not whole", Self.textShowsAGap(report), place, note) }
        }
        print(
            "claims: \(tally.counts); \(tally.failures.count) false; \(unsearched) fixed reports too large to search whole")
        #expect(tally.total > 2 * SentenceShapeTests.explained.count, "\(tally.total) claims")
        #expect(tally.failures.isEmpty, "\(tally.firstFailures)")
    }
}
