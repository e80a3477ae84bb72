import SeededRandom
import TestTiers
import Testing

@testable import ConstraintSolving
@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// Reports generated at random, analysed, and checked against brute force over
/// every subset of their entries (with the implicit facts always present).
@Suite(.tags(.exhaustive)) struct ReportConflictPropertyTests {
    static let attributes = ["width", "height", "leading", "trailing", "top", "bottom", "centerX", "centerY"]
    static let relations = ["==", "==", "==", ">=", "<="]

    static func randomReport(_ random: inout SplitMix64, entries: Int) -> String {
        let views = ["UIView:0xa", "UIView:0xb", "UIView:0xc"]
        var lines: [String] = []
        for index in 0..<entries {
            let first = views[Int(random.next() % 3)]
            let attribute = attributes[Int(random.next() % UInt64(attributes.count))]
            let relation = relations[Int(random.next() % UInt64(relations.count))]
            let constant = Int(random.next() % 41) - 10
            let body: String
            if random.next() % 3 == 0 || attribute == "width" || attribute == "height" && random.next() % 2 == 0 {
                body = "\(first).\(attribute) \(relation) \(constant)"
            } else {
                let sameAxis =
                    ["width", "leading", "trailing", "centerX"].contains(attribute)
                    ? ["leading", "trailing", "centerX"] : ["top", "bottom", "centerY"]
                let other = views[Int(random.next() % 3)]
                let otherAttribute = sameAxis[Int(random.next() % 3)]
                body = "\(first).\(attribute) \(relation) \(other).\(otherAttribute) \(constant < 0 ? "-" : "+") \(abs(constant))"
            }
            lines.append("    \"<NSLayoutConstraint:0x\(String(index + 1, radix: 16))00 \(body)   (active)>\"")
        }
        return "Unable to simultaneously satisfy constraints.\n(\n" + lines.joined(separator: ",\n") + "\n)\n"
    }

    /// Minimal infeasible subsets of the entries, by brute force.
    static func bruteForceConflicts(_ model: LayoutModel, entries: Int) -> [[Int]] {
        let facts = model.constraints.filter { $0.entryIndex == nil }.map(\.linear)
        let byEntry = Dictionary(
            uniqueKeysWithValues: model.constraints.compactMap { constraint in
                constraint.entryIndex.map { ($0, constraint.linear) }
            })
        var minimal: [Set<Int>] = []
        for mask in 1..<(1 << entries) {
            let members = Set((0..<entries).filter { mask & (1 << $0) != 0 })
            if minimal.contains(where: { $0.isSubset(of: members) }) { continue }
            let system = facts + members.compactMap { byEntry[$0] }
            if !feasibility(of: system).isFeasible {
                minimal.removeAll { members.isSubset(of: $0) }
                minimal.append(members)
            }
        }
        return minimal.map { $0.sorted() }.sorted { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }
    }

    @Test func conflictsEqualBruteForce() throws {
        var random = SplitMix64(seed: 2026)
        var withConflicts = 0
        let rounds = TestTier.cases(quick: 44, exhaustive: 120)
        for round in 0..<rounds {
            let entries = 2 + round % 11
            let text = Self.randomReport(&random, entries: entries)
            let report = try #require(LogScanner.reports(in: text).first)
            #expect(report.constraints.count == entries)
            let analysis = ReportAnalyzer.analyze(report)
            let expected = Self.bruteForceConflicts(analysis.model, entries: entries)
            #expect(analysis.conflicts.map(\.entryIndices) == expected, "\(text)")
            #expect((analysis.verdict == .conflict) == !expected.isEmpty)
            if !expected.isEmpty { withConflicts += 1 }
            for conflict in analysis.conflicts {
                #expect(conflict.discrepancy > 0)
                #expect(conflict.certificate.isVerified)
            }
        }
        #expect(withConflicts * 3 > rounds, "\(withConflicts) of \(rounds) with a conflict")
    }
}
