import ConstraintSolving
import Explainer
import Foundation
import SeededRandom

// Timings of the conflict search on generated, layout-like inputs.
// Run in release mode: `swift run -c release wtflayout-bench [case numbers]`.
// Each case builds its input first (not timed), then times the work, and
// checks the answer so a fast wrong result cannot pass for a fast one.
// For profiling at other sizes: CHAIN_VIEWS (case 1, default 4,998 views)
// and REPORTS (cases 3, 6 and 7, default 20,000); LOG_SCALE multiplies cases 8 and 10 (size, reports, distinct).

struct BenchCase {
    let name: String
    let target: String
    /// Builds the input and returns the timed work; the work returns a summary
    /// line, or throws `BenchFailure` when the answer is wrong.
    let prepare: () -> () throws -> String
}

struct BenchFailure: Error, CustomStringConvertible {
    let description: String
}

let cases: [BenchCase] = [
    BenchCase(name: "10,000-constraint chain, one contradiction: first minimal conflict", target: "< 1 s") {
        let views = Int(ProcessInfo.processInfo.environment["CHAIN_VIEWS"] ?? "") ?? 4_998
        let layout = LayoutGenerator.horizontalChain(views: views, excess: 10)
        return {
            guard let conflict = firstMinimalConflict(in: layout.constraints) else {
                throw BenchFailure(description: "no conflict found")
            }
            guard conflict.tags == Array(2..<layout.constraints.count),
                abs(conflict.certificate.discrepancy - 10) < 1e-6
            else {
                throw BenchFailure(description: "wrong conflict: \(conflict.tags.count) constraints")
            }
            return
                "\(layout.constraints.count) constraints, conflict of \(conflict.tags.count), discrepancy \(conflict.certificate.discrepancy)"
        }
    },
    BenchCase(name: "2,000 constraints, 50 independent conflicts: all minimal conflicts", target: "< 2 s") {
        var layout = LayoutGenerator()
        var random = SplitMix64(seed: 2)
        for _ in 0..<50 { layout.tooTallCell(&random, labels: 5, excess: Double(random.int(in: 1...30))) }
        return {
            let result = allMinimalConflicts(in: layout.constraints, cap: 1_000)
            guard !result.isTruncated, result.conflicts.count == 50,
                result.conflicts.allSatisfy({ $0.certificate.isVerified && $0.tags.count == 12 })
            else {
                throw BenchFailure(description: "expected 50 conflicts of 12, got \(result.conflicts.map(\.tags.count))")
            }
            return "\(layout.constraints.count) constraints, \(result.conflicts.count) conflicts"
        }
    },
    BenchCase(name: "20,000 report-sized systems: feasibility + all conflicts + cheapest fix", target: ">= 5,000 / s") {
        var random = SplitMix64(seed: 3)
        let count = Int(ProcessInfo.processInfo.environment["REPORTS"] ?? "") ?? 20_000
        let systems = (0..<count).map { _ -> [LinearConstraint] in
            var layout = LayoutGenerator()
            layout.tableCell(&random, labels: random.int(in: 1...4))
            return layout.constraints
        }
        return {
            var conflicts = 0
            var infeasible = 0
            let start = ContinuousClock.now
            for constraints in systems {
                if case .infeasible = feasibility(of: constraints) { infeasible += 1 }
                conflicts += allMinimalConflicts(in: constraints).conflicts.count
                // The encapsulated height (the last constraint) is the system's;
                // size bounds cannot be removed.
                let fix = minimumCorrectionSet(of: constraints) { constraint in
                    if constraint.tag == constraints.count - 1 { return 10 }
                    return constraint.expression.constant == 0 && constraint.relation == .greaterThanOrEqual
                        ? .infinity : 1
                }
                if fix == nil { throw BenchFailure(description: "no correction set") }
            }
            let seconds = (ContinuousClock.now - start).seconds
            let sizes = systems.map(\.count)
            return "\(systems.count) systems of \(sizes.min()!)–\(sizes.max()!) constraints, \(infeasible) infeasible, "
                + "\(conflicts) conflicts, \(Int(Double(systems.count) / seconds)) systems/s"
        }
    },
]

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}

#if os(Linux)
    let rusageSelf = __rusage_who_t(RUSAGE_SELF.rawValue)
#else
    let rusageSelf = RUSAGE_SELF
#endif

/// Peak resident memory of the process so far, in MB.
func peakMemoryMB() -> Int {
    var usage = rusage()
    getrusage(rusageSelf, &usage)
    #if os(Linux)
        return usage.ru_maxrss / 1024
    #else
        return usage.ru_maxrss / (1024 * 1024)
    #endif
}

let allCases =
    cases + ReportCases.all + LogFileCases.all + TeeCase.all + SourceTreeCase.all + FollowCase.all + TightRowCase.all
    + QuarterRowsCase.all + RowShapeCases.all
let selected = CommandLine.arguments.dropFirst()
var failed = false
for (number, benchCase) in allCases.enumerated() where selected.isEmpty || selected.contains(String(number + 1)) {
    let work = benchCase.prepare()
    let start = ContinuousClock.now
    do {
        let summary = try work()
        let elapsed = (ContinuousClock.now - start).seconds
        print("\(number + 1). \(benchCase.name)")
        print("   \(String(format: "%.3f", elapsed)) s (target \(benchCase.target)): \(summary); peak memory so far \(peakMemoryMB()) MB")
    } catch {
        failed = true
        print("\(number + 1). \(benchCase.name)\n   FAILED: \(error)")
    }
}
if failed { exit(1) }
