import ConstraintSolving
import Explainer
import LayoutAnalysis
import LogParser

/// Runs the tool on one generated report and holds each of its answers
/// against the reference's: the verdict, every listed conflict, and the
/// count of minimal conflicts where the truth is known (by brute force over
/// small groups of related entries, or by a shape's closed form).
enum Comparison {
    /// At most this many listed conflicts are checked one by one (|S| + 1
    /// solves each) when no brute-force truth covers them; the first always is.
    static let minimalityChecks = 8
    /// Of each listed family, this many of its conflicts besides the
    /// representative are judged by the reference (|S| + 1 solves each).
    static let familyChecks = 8

    static func compare(_ generated: GeneratedReport, toolBudget: SearchBudget = .perReport) -> ComparisonResult {
        var result = ComparisonResult()
        let reports = LogScanner.reports(in: generated.text, source: "gen.log")
        if let problem = readingProblem(reports, generated) {
            result.failures.append(Failure(kind: .unreadable, detail: problem))
            return result
        }
        let analysis = ReportAnalyzer.analyze(reports[0], budget: toolBudget)
        result.toolVerdict = analysis.verdict
        do {
            try compare(analysis, with: generated, into: &result)
        } catch {
            result.skipped = error
        }
        return result
    }

    /// Why the scanned text is not the report generated, if it is not.
    private static func readingProblem(_ reports: [Report], _ generated: GeneratedReport) -> String? {
        guard reports.count == 1 else { return "\(reports.count) reports read, 1 written" }
        let entries = reports[0].entries
        guard entries.count == generated.entries.count else {
            return "\(entries.count) entries read, \(generated.entries.count) written"
        }
        for (index, entry) in entries.enumerated() {
            switch entry.parsed {
            case .failure(let error):
                return "C\(index + 1) unreadable: \(error.message)"
            case .success(let constraint) where constraint.priority.isRequired != generated.entries[index].isRequired:
                return "C\(index + 1) read with priority \(constraint.priority.value)"
            case .success:
                continue
            }
        }
        return nil
    }

    private static func compare(
        _ analysis: ReportAnalysis, with generated: GeneratedReport,
        into result: inout ComparisonResult
    ) throws(ReferenceError) {
        func fail(_ kind: FailureKind, _ detail: String) { result.failures.append(Failure(kind: kind, detail: detail)) }
        let required = generated.requiredEntries
        let free = ReferenceJudge(generated, assumingDefaultMargins: false)
        let defaults = ReferenceJudge(generated, assumingDefaultMargins: true)
        var expected = try referenceVerdict(generated, free: free, defaults: defaults)
        // Past the margin bound: holding at the default (the reference's verdict), the
        // constraints must fail with every margin at the one the tool took past it.
        var pastBound: ReferenceJudge?
        if expected == .noConflictFound, analysis.verdict == .conflictPastMarginBound,
            let margin = Rational(approximating: analysis.assumedMargin), margin != ReferenceJudge.defaultMargin
        {
            let judge = ReferenceJudge(generated, margin: margin)
            if try !judge.isFeasible(required) {
                expected = .conflictPastMarginBound
                pastBound = judge
            }
        }
        result.referenceVerdict = expected
        result.toolComplete = analysis.conflictsComplete
        if let known = generated.knownConflictCount, (known > 0) != (expected == .conflict) {
            fail(.generatorSelfCheck, "closed form counts \(known) conflicts, reference says \(expected.rawValue)")
        }
        guard analysis.verdict == expected else {
            fail(
                .wrongVerdict,
                "tool says \(analysis.verdict.rawValue) (\(analysis.conflictCount) conflicts), "
                    + "reference says \(expected.rawValue)" + (analysis.reason.map { "; tool's reason: \($0)" } ?? ""))
            return
        }
        guard expected.isConflict else { return }
        // Conflicts found assuming the default margins are minimal with those defaults held fixed.
        let judge = pastBound ?? (expected == .conflictAssumingDefaults ? defaults : free)
        let listed = analysis.conflicts.map(\.entryIndices)
        result.listed = listed

        checkListing(listed, analysis, generated, fail)
        let checkable = listed.filter { conflict in
            conflict.allSatisfy { generated.entries.indices.contains($0) && generated.entries[$0].isRequired }
        }
        result.familiesChecked = try checkFamilies(analysis.conflicts, judge, fail)
        if let truth = try trueConflicts(among: required, judge: judge) {
            result.truth = .bruteForce
            result.trueCount = truth.count
            result.trueConflicts = truth
            result.conflictsChecked = checkable.count
            try checkAgainst(truth, checkable, analysis, judge, fail)
        } else {
            for conflict in checkable.prefix(minimalityChecks) {
                try judgeListed(conflict, judge, fail, among: nil)
            }
            result.conflictsChecked = min(checkable.count, minimalityChecks)
            result.minimalityChecksLimited = checkable.count > minimalityChecks
        }
        // The cheapest way out must be a way out: beyond the brief, and cheap.
        if analysis.conflictsComplete, let correction = analysis.correction,
            try !judge.isFeasible(required.filter { !correction.contains($0) })
        {
            fail(.correctionLeavesConflict, "dropping \(entryNames(correction)) leaves a conflict")
        }
        if expected == .conflict, let known = generated.knownConflictCount {
            if result.truth == nil {
                result.truth = .closedForm
                result.trueCount = known
            }
            checkCount(analysis, truth: known, source: "closed form", fail)
            if let truth = result.trueConflicts, truth.count != known {
                fail(.generatorSelfCheck, "closed form counts \(known), brute force \(truth.count)")
            }
        }
    }

    /// What the tool should conclude: a conflict whatever the margins; else
    /// one with UIKit's default margins (only when the report uses margins
    /// it does not pin); else none.
    private static func referenceVerdict(
        _ generated: GeneratedReport, free: ReferenceJudge,
        defaults: ReferenceJudge
    ) throws(ReferenceError) -> Verdict {
        let required = generated.requiredEntries
        if try !free.isFeasible(required) { return .conflict }
        if !generated.marginVariables.isEmpty, try !defaults.isFeasible(required) { return .conflictAssumingDefaults }
        return .noConflictFound
    }

    /// Every listed conflict must be a true one; a complete count must be
    /// the true count, and a complete list the smallest true conflicts.
    private static func checkAgainst(
        _ truth: [[Int]], _ listed: [[Int]], _ analysis: ReportAnalysis,
        _ judge: ReferenceJudge, _ fail: (FailureKind, String) -> Void
    ) throws(ReferenceError) {
        let trueSet = Set(truth)
        for conflict in listed where !trueSet.contains(conflict.sorted()) {
            try judgeListed(conflict, judge, fail, among: "the \(truth.count) true ones")
        }
        checkCount(analysis, truth: truth.count, source: "brute force", fail)
        guard analysis.conflictsComplete else { return }
        // A family stands for as many conflicts of its representative's size.
        let sizes = Array(
            analysis.conflicts.flatMap { conflict in
                repeatElement(conflict.size, count: min(conflict.count.intValue ?? truth.count, truth.count))
            }.sorted().prefix(truth.count))
        let smallest = Array(truth.map(\.count).sorted().prefix(sizes.count))
        if sizes != smallest { fail(.notTheSmallest, "sizes listed \(sizes), smallest true \(smallest)") }
    }

    /// The list's own consistency: as many as counted (up to the cap), no
    /// repeats, smallest first, only required entries of the list.
    private static func checkListing(
        _ listed: [[Int]], _ analysis: ReportAnalysis, _ generated: GeneratedReport,
        _ fail: (FailureKind, String) -> Void
    ) {
        if listed.count != min(analysis.conflictCount, AnalysisLimits.listedConflicts) {
            fail(.listingInconsistent, "\(listed.count) listed, \(analysis.conflictCount) counted")
        }
        if listed.isEmpty { fail(.listingInconsistent, "verdict \(analysis.verdict.rawValue) with no conflict listed") }
        if Set(listed.map { $0.sorted() }).count != listed.count {
            fail(.duplicateConflict, "\(listed.count) listed, \(Set(listed.map { $0.sorted() }).count) distinct")
        }
        if zip(listed, listed.dropFirst()).contains(where: { $0.count > $1.count }) {
            fail(.listingInconsistent, "not smallest first: sizes \(listed.map(\.count))")
        }
        for conflict in listed {
            if let bad = conflict.first(where: { !generated.entries.indices.contains($0) || !generated.entries[$0].isRequired }) {
                fail(.listedConflictBadEntry, "\(entryNames(conflict)) names C\(bad + 1)")
            }
            if Set(conflict).count != conflict.count { fail(.listedConflictBadEntry, "\(entryNames(conflict)) repeats an entry") }
        }
    }

    private static func judgeListed(
        _ conflict: [Int], _ judge: ReferenceJudge, _ fail: (FailureKind, String) -> Void,
        among truth: String?
    ) throws(ReferenceError) {
        switch try judge.judge(conflict) {
        case .holds:
            fail(.listedConflictHolds, "\(entryNames(conflict)) can all hold together")
        case .notMinimal(let droppable):
            fail(.listedConflictNotMinimal, "\(entryNames(conflict)) still conflicts without C\(droppable + 1)")
        case .minimal:
            // Minimal, yet the brute force did not find it: the reference contradicts itself.
            if let truth { fail(.generatorSelfCheck, "\(entryNames(conflict)) is minimal but not among \(truth)") }
        }
    }

    /// Each family's conflicts besides its representative (judged with the
    /// other listed conflicts), a few of them, each judged minimal by the
    /// reference on its own. Returns how many families were checked.
    private static func checkFamilies(
        _ conflicts: [Conflict], _ judge: ReferenceJudge, _ fail: (FailureKind, String) -> Void
    ) throws(ReferenceError) -> Int {
        var checked = 0
        for conflict in conflicts {
            guard let family = conflict.family else { continue }
            checked += 1
            for members in family.conflicts(representative: conflict.entryIndices, limit: familyChecks + 1).dropFirst() {
                guard case .minimal = try judge.judge(members) else {
                    fail(.familyMemberWrong, "\(entryNames(members)), of the family of \(entryNames(conflict.entryIndices))")
                    continue
                }
            }
        }
        return checked
    }

    private static func checkCount(
        _ analysis: ReportAnalysis, truth: Int, source: String,
        _ fail: (FailureKind, String) -> Void
    ) {
        let count = analysis.minimalConflictCount
        if analysis.conflictsComplete && count != ExactCount(truth) {
            fail(.completeCountWrong, "tool counts \(count) (complete), \(source) \(truth)")
        } else if !analysis.conflictsComplete && count > ExactCount(truth) {
            fail(.countAboveTruth, "tool counts at least \(count), \(source) \(truth)")
        }
    }

    /// Every minimal conflict, when each group of related entries that
    /// cannot hold is small enough to search by brute force; else nil.
    private static func trueConflicts(among required: [Int], judge: ReferenceJudge) throws(ReferenceError) -> [[Int]]? {
        var truth: [[Int]] = []
        for group in judge.components(of: required) {
            guard try !judge.isFeasible(group) else { continue }
            guard group.count <= BruteForceConflicts.largestGroup else { return nil }
            truth += try BruteForceConflicts.all(in: group, judge: judge)
        }
        return truth
    }

    static func entryNames(_ conflict: [Int]) -> String {
        "{" + conflict.map { "C\($0 + 1)" }.joined(separator: ", ") + "}"
    }
}

/// What comparing one report found.
struct ComparisonResult: Sendable {
    var failures: [Failure] = []
    /// The reference could not decide (numbers beyond Int64): the report is skipped.
    var skipped: ReferenceError?
    var toolVerdict: Verdict?
    var referenceVerdict: Verdict?
    /// Where the true set of minimal conflicts came from, when it was known.
    var truth: TruthSource?
    /// More conflicts were listed than were checked one by one.
    var minimalityChecksLimited = false
    /// Listed conflicts held against the truth or checked for minimality.
    var conflictsChecked = 0
    /// The true number of minimal conflicts, when known.
    var trueCount: Int?
    /// The true minimal conflicts, when brute force found them all.
    var trueConflicts: [[Int]]?
    /// The conflicts the tool listed.
    var listed: [[Int]] = []
    /// The tool claimed to have found every minimal conflict.
    var toolComplete: Bool?
    /// Listed conflicts standing for a family, whose other conflicts were judged.
    var familiesChecked = 0

    enum TruthSource: Sendable { case bruteForce, closedForm }
}
