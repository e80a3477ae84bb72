import SeededRandom
import Testing

@testable import wtflayout_differential

@Suite struct RowPlanTests {
    private let equalities = RowPlan(
        size: Rational(10), sizeRelations: [.equal, .equal, .equal],
        links: [.zero, .zero, .zero, .zero], linkRelations: [.equal, .equal, .equal, .equal])

    @Test func closedFormCounts() {
        let once = RowMultiplicity(links: 1, sizes: [1, 1, 1])
        #expect(equalities.conflictCount(room: Rational(30), multiplicity: once) == 0)
        // Short by less than one view: all three; by more: any two of them.
        #expect(equalities.conflictCount(room: Rational(25), multiplicity: once) == 1)
        #expect(equalities.conflictCount(room: Rational(15), multiplicity: once) == 3)
        // Too long with equalities only: everything, once.
        #expect(equalities.conflictCount(room: Rational(31), multiplicity: once) == 1)
        // A size printed twice: pairs {0,1}, {0,2} twice each, {1,2} once.
        #expect(equalities.conflictCount(room: Rational(15), multiplicity: RowMultiplicity(links: 1, sizes: [2, 1, 1])) == 5)
        #expect(RowPlan.elementarySymmetric([2, 1, 1], 2) == 5)
    }

    /// The closed form and the brute force must agree on small rows: this
    /// checks the generator against the reference, with no tool involved.
    @Test func closedFormMatchesBruteForce() throws {
        for seed in 0..<120 {
            var random = SplitMix64(seed: UInt64(seed))
            var writer = LayoutWriter(random: &random)
            let piece = RowShape.write(
                seed % 2 == 0 ? .horizontal : .vertical, ShapeRequest(mustFit: false, entryBudget: 12),
                into: &writer, random: &random)
            let report = GeneratedReport(
                shape: piece.kind, entries: writer.entries, sizeVariables: writer.sizeVariables,
                marginVariables: writer.marginVariables, knownConflictCount: piece.knownConflictCount,
                brokenEntry: 0, linePrefix: "")
            let judge = ReferenceJudge(report, assumingDefaultMargins: false)
            var truth = 0
            for group in judge.components(of: report.requiredEntries) {
                try #require(group.count <= BruteForceConflicts.largestGroup)
                truth += try BruteForceConflicts.all(in: group, judge: judge).count
            }
            #expect(piece.knownConflictCount == truth, "seed \(seed)")
        }
    }
}
