import ConstraintSolving

/// The command line: `wtflayout-differential [--reports N] [--seed S]
/// [--max-seconds T] [--only INDEX] [--tool-budget W]`.
struct DifferentialOptions: Equatable {
    /// CI's default: a few minutes in release mode on two cores.
    var reports = 2_000
    var seed: UInt64 = 1
    var maxSeconds: Double?
    /// Check this one report verbosely instead of running.
    var only: Int?
    /// The tool's search budget, in its work units; nil for its default.
    var toolBudget: Int?
    var showHelp = false

    static let usage = """
        usage: wtflayout-differential [--reports N] [--seed S] [--max-seconds T] [--only INDEX] [--tool-budget W]

        Generates N conflict reports in UIKit's console format from seed S, runs
        wtflayout's analysis on each and checks its verdict and minimal conflicts
        against an exact rational reference. Exits 1 on any disagreement.

          --reports N       how many reports (default 2000)
          --seed S          the run's seed (default 1); report i is the same for the same S
          --max-seconds T   stop starting new reports after T seconds
          --only INDEX      print report INDEX of seed S, both answers and any failure
          --tool-budget W   the tool's search budget in work units (default: the tool's own,
                            SearchBudget.perReport); larger budgets test more complete searches
        """

    struct InvalidArgument: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ arguments: [String]) throws(InvalidArgument) -> DifferentialOptions {
        var options = DifferentialOptions()
        var rest = arguments[...]
        func value(for flag: String) throws(InvalidArgument) -> String {
            guard let value = rest.popFirst() else { throw InvalidArgument(description: "\(flag) needs a value") }
            return value
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--reports":
                guard let count = Int(try value(for: flag)), count >= 0 else {
                    throw InvalidArgument(description: "--reports needs a count")
                }
                options.reports = count
            case "--seed":
                guard let seed = UInt64(try value(for: flag)) else { throw InvalidArgument(description: "--seed needs a whole number") }
                options.seed = seed
            case "--max-seconds":
                guard let seconds = Double(try value(for: flag)), seconds > 0 else {
                    throw InvalidArgument(description: "--max-seconds needs a positive number")
                }
                options.maxSeconds = seconds
            case "--only":
                guard let index = Int(try value(for: flag)), index >= 0 else {
                    throw InvalidArgument(description: "--only needs a report index")
                }
                options.only = index
            case "--tool-budget":
                guard let work = Int(try value(for: flag)), work > 0 else {
                    throw InvalidArgument(description: "--tool-budget needs a positive number of work units")
                }
                options.toolBudget = work
            case "-h", "--help":
                options.showHelp = true
            default:
                throw InvalidArgument(description: "unknown argument \(flag)")
            }
        }
        return options
    }
}
