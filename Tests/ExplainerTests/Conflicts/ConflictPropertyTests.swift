import SeededRandom
import TestTiers
import Testing

@testable import ConstraintSolving
@testable import Explainer

/// Generated systems checked against brute force over all subsets. The
/// oracle's own answers are self-certifying: every "feasible" comes with
/// solved values that satisfy the subset, every "infeasible" with a verified
/// certificate.
@Suite(.tags(.exhaustive)) struct ConflictPropertyTests {
    static func randomSystem(_ random: inout SplitMix64) -> [LinearConstraint] {
        let variableCount = 1 + random.below(4)
        let variables = (0..<variableCount).map { Variable(id: 7 * $0 + 3) }
        let count = 1 + random.below(12)
        // Distinct tags in scrambled order, so nothing relies on tags following positions.
        var tags = Array(0..<count).map { 100 + 37 * $0 % 101 }
        tags.shuffle(using: &random)
        return (0..<count).map { position in
            var terms: [Term] = []
            for variable in variables where random.below(3) > 0 || terms.isEmpty && variable == variables.last {
                terms.append(Term(variable, random.pick([-2, -1, 1, 1, 2, 0.5])))
            }
            if random.below(20) == 0 { terms = [] }
            let relation = random.pick([LinearRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
            let tolerance = random.below(4) == 0 ? 0.5 : 0
            let strength = random.below(10) == 0 ? Strength(500) : .required
            return LinearConstraint(
                LinearExpression(terms, constant: Double(random.below(11) - 5)), relation,
                strength: strength, tag: tags[position], tolerance: tolerance)
        }
    }

    /// Feasibility of every subset of the required constraints, by bit mask.
    struct Oracle {
        let required: [LinearConstraint]
        private(set) var feasible: [Bool] = []

        init(_ constraints: [LinearConstraint]) {
            required = constraints.filter(\.isRequired)
            let n = required.count
            feasible = Array(repeating: true, count: 1 << n)
            for mask in 0..<(1 << n) {
                // Supersets of an infeasible set are infeasible.
                if (0..<n).contains(where: { mask & (1 << $0) != 0 && !feasible[mask & ~(1 << $0)] }) {
                    feasible[mask] = false
                    continue
                }
                feasible[mask] = Oracle.solve(subset(mask))
            }
        }

        func subset(_ mask: Int) -> [LinearConstraint] {
            required.indices.filter { mask & (1 << $0) != 0 }.map { required[$0] }
        }

        func tags(_ mask: Int) -> [Int] { subset(mask).map(\.tag).sorted() }

        static func solve(_ constraints: [LinearConstraint]) -> Bool {
            var solver = Solver()
            for constraint in constraints {
                if let certificate = certificateOfRefusal({ () throws(SolverError) in try solver.add(constraint) }) {
                    #expect(certificate.isVerified, "unverified certificate for \(constraints)")
                    #expect(certificate.verify(against: constraints))
                    return false
                }
            }
            for constraint in constraints {
                let violation = constraint.violation { solver.value(of: $0) }
                #expect(violation <= 1e-7, "solution violates \(constraint) by \(violation)")
            }
            return true
        }

        var minimalConflicts: [[Int]] {
            let n = required.count
            return (0..<(1 << n)).filter { mask in
                !feasible[mask] && (0..<n).allSatisfy { mask & (1 << $0) == 0 || feasible[mask & ~(1 << $0)] }
            }
            .map(tags)
            .sorted { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }
        }

        func cheapestCorrection(_ weight: [Double]) -> (tags: [Int], cost: Double)? {
            let n = required.count
            var best: (tags: [Int], cost: Double)?
            for removal in 0..<(1 << n) where feasible[((1 << n) - 1) & ~removal] {
                let members = required.indices.filter { removal & (1 << $0) != 0 }
                    .sorted { required[$0].tag < required[$1].tag }
                let cost = members.reduce(0) { $0 + weight[$1] }
                guard cost.isFinite else { continue }
                let tags = members.map { required[$0].tag }
                if let current = best {
                    if cost > current.cost { continue }
                    if cost == current.cost
                        && (tags.count > current.tags.count
                            || tags.count == current.tags.count && !tags.lexicographicallyPrecedes(current.tags))
                    {
                        continue
                    }
                }
                best = (tags, cost)
            }
            return best
        }
    }

    @Test func conflictsAndCorrectionsMatchBruteForce() throws {
        var random = SplitMix64(seed: 0x57A7_1C_0DE)
        var infeasibleSystems = 0
        var multipleConflicts = 0
        let systems = TestTier.cases(quick: 100, exhaustive: 400)
        for _ in 0..<systems {
            let constraints = Self.randomSystem(&random)
            let oracle = Oracle(constraints)
            let everything = (1 << oracle.required.count) - 1
            let expected = oracle.minimalConflicts

            #expect(feasibility(of: constraints).isFeasible == oracle.feasible[everything])

            let all = allMinimalConflicts(in: constraints, cap: .max)
            #expect(!all.isTruncated)
            let capped = allMinimalConflicts(in: constraints)
            #expect(capped.conflicts == Array(all.conflicts.prefix(64)))
            #expect(capped.isTruncated == (all.conflicts.count > 64))
            #expect(all.conflicts.map(\.tags) == expected, "system: \(constraints)")
            for conflict in all.conflicts {
                #expect(conflict.certificate.isVerified)
                #expect(conflict.certificate.tags == conflict.tags)
                #expect(conflict.certificate.verify(against: constraints))
            }

            // Input order changes the search path, never the answer.
            let shuffled = constraints.shuffled(using: &random)
            #expect(allMinimalConflicts(in: shuffled, cap: .max).conflicts.map(\.tags) == expected)

            let first = firstMinimalConflict(in: constraints)
            #expect((first == nil) == expected.isEmpty)
            if let first { #expect(expected.contains(first.tags), "first \(first.tags) of \(expected)") }

            let weights = oracle.required.map { _ in random.pick([1, 1, 2, 3, .infinity]) }
            var weightOfTag: [Int: Double] = [:]
            for (constraint, weight) in zip(oracle.required, weights) { weightOfTag[constraint.tag] = weight }
            let fix = minimumCorrectionSet(of: constraints) { weightOfTag[$0.tag] ?? 1 }
            let bestFix = oracle.cheapestCorrection(weights)
            #expect(fix?.tags == bestFix?.tags, "system: \(constraints) weights: \(weights)")
            #expect(fix?.cost == bestFix?.cost)
            #expect(minimumCorrectionSet(of: shuffled) { weightOfTag[$0.tag] ?? 1 } == fix)

            if !expected.isEmpty { infeasibleSystems += 1 }
            if expected.count > 1 { multipleConflicts += 1 }
        }
        // The generator must exercise the interesting cases, not just feasible systems.
        #expect(infeasibleSystems * 8 > systems * 3, "\(infeasibleSystems) of \(systems) infeasible")
        #expect(multipleConflicts * 20 > systems * 3, "\(multipleConflicts) of \(systems) with several conflicts")
    }

    @Test func solverKeepsRequiredConstraintsThroughAddsAndRemoves() throws {
        var random = SplitMix64(seed: 42)
        for _ in 0..<TestTier.cases(quick: 40, exhaustive: 150) {
            let pool = Self.randomSystem(&random) + Self.randomSystem(&random).map { $0.withTag($0.tag + 1000) }
            var solver = Solver()
            for _ in 0..<40 {
                let constraint = random.pick(pool)
                if solver.contains(tag: constraint.tag) {
                    try solver.remove(tag: constraint.tag)
                } else if let certificate = certificateOfRefusal({ () throws(SolverError) in try solver.add(constraint) }) {
                    #expect(certificate.isVerified)
                    #expect(certificate.verify(against: solver.constraints + [constraint]))
                }
                for held in solver.constraints where held.isRequired {
                    #expect(held.violation { solver.value(of: $0) } <= 1e-7)
                }
            }
        }
    }
}

extension LinearConstraint {
    /// The same constraint under another tag, for a second copy of a system.
    fileprivate func withTag(_ newTag: Int) -> LinearConstraint {
        LinearConstraint(expression, relation, strength: strength, tag: newTag, tolerance: tolerance)
    }
}
