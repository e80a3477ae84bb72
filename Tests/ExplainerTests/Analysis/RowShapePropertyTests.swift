import SeededRandom
import TestTiers
import Testing

@testable import ConstraintSolving
@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// Rows of 1–60 views of random widths, edges and gaps, in a container of
/// random width that a table (its encapsulated width), an autoresizing mask
/// or the app's own constraint sets. A row's minimal conflicts have a
/// closed form (`RandomRow.truth`), so every answer can be checked exactly,
/// and the search's counted work bounded.
@Suite(.tags(.exhaustive)) struct RowShapePropertyTests {
    /// The quick check takes every fifth seed.
    static let seeds = TestTier.sample(Array(0..<300), every: 5)

    /// Work the search may do beyond its budget, for the steps every search
    /// takes, per cubed constraint: polynomial by construction (a check per
    /// member, each over a tableau of at most as many rows as constraints
    /// and twice as many columns). The most measured over these rows is
    /// under half of it.
    static let workPerCubedConstraint = 8

    @Test(arguments: seeds)
    func everyAnswerIsExactAndItsWorkBounded(seed: Int) throws {
        var random = SplitMix64(seed: 47, index: seed)
        let row = RandomRow(&random)
        let label = "seed \(seed): \(row)"
        let report = try #require(LogScanner.reports(in: row.text, source: "row.log").first, "\(label)")
        let analysis = ReportAnalyzer.analyze(report)
        let truth = row.truth
        guard let truth else {
            #expect(analysis.verdict == .noConflictFound, "\(label): fits exactly")
            return
        }
        #expect(analysis.verdict == .conflict, "\(label)")
        // Every conflict listed is one of the row's minimal conflicts.
        for conflict in analysis.conflicts {
            #expect(row.isMinimalConflict(conflict.entryIndices), "\(label): \(conflict.entryIndices) is no minimal conflict")
        }
        if analysis.conflictsComplete {
            #expect(analysis.minimalConflictCount == ExactCount(truth), "\(label): \(truth) exist")
        } else {
            #expect(!(ExactCount(truth) < analysis.minimalConflictCount), "\(label): more counted than the \(truth) there are")
        }

        // Merged in series or not, the search finds the same when it finds all.
        let required = analysis.model.constraints.filter(\.linear.isRequired)
        var merged = SearchBudget.perReport
        var unmerged = SearchBudget.perReport
        let withMerging = ReportAnalyzer.searchConflicts(
            in: required, report: report, origins: analysis.origins, budget: &merged, mergingSeriesFrom: 0)
        let withoutMerging = ReportAnalyzer.searchConflicts(
            in: required, report: report, origins: analysis.origins, budget: &unmerged, mergingSeriesFrom: .max)
        if withMerging.isComplete && withoutMerging.isComplete {
            #expect(
                Set(withMerging.found.map(\.entryIndices)) == Set(withoutMerging.found.map(\.entryIndices)), "\(label)")
            #expect(withMerging.correction.sorted() == withoutMerging.correction.sorted(), "\(label)")
        }
        let constraints = report.entries.count
        let bound =
            SearchLimits.searchWorkPerReport + SearchLimits.searchReservePerReport
            + Self.workPerCubedConstraint * constraints * constraints * constraints
        for (way, budget) in [("merged", merged), ("unmerged", unmerged)] {
            #expect(budget.counted <= bound, "\(label), \(way): \(budget.counted) cells of work, more than \(bound)")
            #expect(budget.counted > 0, "\(label), \(way): the search's work is counted")
        }
    }

    @Test func theClosedFormAgreesWithBruteForce() {
        for seed in 0..<TestTier.cases(quick: 40, exhaustive: 200) {
            var random = SplitMix64(seed: 48, index: seed)
            let row = RandomRow(&random, views: 1...10)
            var found = 0
            for mask in 1..<(1 << row.widths.count) {
                let chosen = row.widths.indices.filter { mask & (1 << $0) != 0 }
                if row.isMinimalConflict(row.chainEntries + chosen.map(row.widthEntry)) { found += 1 }
            }
            if row.isMinimalConflict(row.chainEntries) { found += 1 }
            #expect(found == (row.truth ?? 0), "seed \(seed): \(row)")
        }
    }
}

/// A row of views pinned edge to edge in a container: `[width] × n`, the
/// leading edge, the gaps and the trailing edge, then the container's width.
struct RandomRow: CustomStringConvertible {
    enum Owner: CaseIterable { case table, mask, app }

    let widths: [Int]
    /// Leading edge, the gaps in order, trailing edge.
    let spacings: [Int]
    let containerWidth: Int
    let owner: Owner

    init(_ random: inout SplitMix64, views: ClosedRange<Int> = 1...60) {
        let count = random.int(in: views)
        widths = (0..<count).map { _ in random.int(in: 1...80) }
        spacings = (0...count).map { _ in random.int(in: 0...20) }
        let length = widths.reduce(0, +) + spacings.reduce(0, +)
        // Too long by up to the whole row, a fit now and then, or too short.
        containerWidth =
            random.chance(percent: 5) ? length : max(0, length + random.int(in: -length...(length / 4 + 1)))
        owner = random.pick(Owner.allCases)
    }

    var description: String {
        "\(widths.count) views \(widths), spacings \(spacings), in \(containerWidth) pt (\(owner))"
    }

    var entryCount: Int { 2 * widths.count + 2 }
    func widthEntry(_ view: Int) -> Int { view }
    /// The spacings and the container's width: in every conflict, since
    /// without any one of them the row is free to fit.
    var chainEntries: [Int] { Array(widths.count..<entryCount) }

    /// Widths cannot be negative: the row cannot hold when the widths kept
    /// with the spacings overflow the container, or when every width is
    /// kept and together they fall short of it.
    private func holds(keepingWidths kept: [Int]) -> Bool {
        let total = kept.map { widths[$0] }.reduce(0, +) + spacings.reduce(0, +)
        return kept.count == widths.count ? total == containerWidth : total <= containerWidth
    }

    /// Whether the entries cannot all hold and can once any one goes.
    func isMinimalConflict(_ entries: [Int]) -> Bool {
        let set = Set(entries)
        guard chainEntries.allSatisfy(set.contains) else { return false }
        let kept = widths.indices.filter { set.contains(widthEntry($0)) }
        guard !holds(keepingWidths: kept) else { return false }
        return kept.allSatisfy { dropped in holds(keepingWidths: kept.filter { $0 != dropped }) }
    }

    /// How many minimal conflicts the row has; nil when it fits. Short of
    /// its container, only everything together conflicts; overflowing it,
    /// the widths of a conflict overflow the room the spacings leave and no
    /// longer do once the narrowest goes. Counted by the narrowest (in a
    /// fixed order among equal widths) and a sum over the wider ones.
    var truth: Int? {
        let length = widths.reduce(0, +) + spacings.reduce(0, +)
        if length == containerWidth { return nil }
        if length < containerWidth { return 1 }
        let room = containerWidth - spacings.reduce(0, +)
        if room < 0 { return 1 }
        let order = widths.sorted(by: >)
        // ways[s]: subsets of the wider widths seen so far summing to s, for s up to room.
        var ways = [Int](repeating: 0, count: room + 1)
        ways[0] = 1
        var count = 0
        for narrowest in order {
            count += ways.indices.filter { $0 > room - narrowest }.reduce(0) { $0 + ways[$1] }
            for sum in stride(from: room, through: narrowest, by: -1) { ways[sum] += ways[sum - narrowest] }
        }
        return count
    }

    var text: String {
        let container = owner == .table ? "UITableViewCellContentView:0x7f0000000010" : "MyApp.StripView:0x7f0000000010"
        let buttons = widths.indices.map { "UIButton:0x7f00000\(String(0x1000 + $0, radix: 16))'\($0)'" }
        var address = 0x6000_0000_0100
        func next() -> String {
            address += 0x10
            return "0x" + String(address, radix: 16)
        }
        var entries = zip(buttons, widths).map { "<NSLayoutConstraint:\(next()) \($0).width == \($1)   (active)>" }
        entries.append("<NSLayoutConstraint:\(next()) H:|-(\(spacings[0]))-[\(buttons[0])]   (active, names: '|':\(container) )>")
        for (index, (left, right)) in zip(buttons, buttons.dropFirst()).enumerated() {
            entries.append("<NSLayoutConstraint:\(next()) H:[\(left)]-(\(spacings[index + 1]))-[\(right)]   (active)>")
        }
        entries.append(
            "<NSLayoutConstraint:\(next()) H:[\(buttons[buttons.count - 1])]-(\(spacings[widths.count]))-|   "
                + "(active, names: '|':\(container) )>")
        switch owner {
        case .table:
            entries.append(
                "<NSLayoutConstraint:\(next()) 'UIView-Encapsulated-Layout-Width' \(container).width == \(containerWidth)   (active)>")
        case .mask:
            entries.append(
                "<NSAutoresizingMaskLayoutConstraint:\(next()) h=--& v=--& \(container).width == \(containerWidth)   (active)>")
        case .app:
            entries.append("<NSLayoutConstraint:\(next()) \(container).width == \(containerWidth)   (active)>")
        }
        return "Unable to simultaneously satisfy constraints.\n(\n" + entries.map { "    \"\($0)\"" }.joined(separator: ",\n")
            + "\n)\n\nWill attempt to recover by breaking constraint \n\(entries[0])\n"
    }
}
