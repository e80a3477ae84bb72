import Foundation

/// What a run found, gathered report by report and printed at the end.
struct RunSummary {
    /// Failures shown in full, per kind.
    static let examplesPerKind = 3

    private(set) var reports = 0
    private(set) var byShape: [ShapeKind: Int] = [:]
    private(set) var bySize: [SizeBucket: Int] = [:]
    private(set) var toolVerdicts: [String: Int] = [:]
    private(set) var failureCounts: [FailureKind: Int] = [:]
    private(set) var failingReports = 0
    private(set) var examples: [FailureKind: [ReportRecord]] = [:]
    private(set) var skipped: [ReferenceError: Int] = [:]
    private(set) var truthByBruteForce = 0
    private(set) var truthByClosedForm = 0
    private(set) var minimalityChecksLimited = 0
    private(set) var slowest: ReportRecord?
    private(set) var conflictsChecked = 0
    private(set) var familiesChecked = 0
    private(set) var incompleteByTool = 0
    /// Not a failure (the budget is the tool's to set), but worth knowing.
    private(set) var incompleteThoughSmall = 0
    private(set) var severalTrueConflicts = 0

    init(_ records: [ReportRecord]) {
        for record in records { add(record) }
    }

    var failureTotal: Int { failureCounts.values.reduce(0, +) }

    /// Above this share of skipped reports the run checks too little to pass.
    static let largestSkippedShare = 0.01

    var skippedShare: Double { reports == 0 ? 0 : Double(skipped.values.reduce(0, +)) / Double(reports) }

    private mutating func add(_ record: ReportRecord) {
        reports += 1
        byShape[record.shape, default: 0] += 1
        bySize[SizeBucket(entryCount: record.entryCount), default: 0] += 1
        toolVerdicts[record.result.toolVerdict?.rawValue ?? "not analysed", default: 0] += 1
        if let error = record.result.skipped { skipped[error, default: 0] += 1 }
        switch record.result.truth {
        case .bruteForce?: truthByBruteForce += 1
        case .closedForm?: truthByClosedForm += 1
        case nil: break
        }
        if record.result.minimalityChecksLimited { minimalityChecksLimited += 1 }
        conflictsChecked += record.result.conflictsChecked
        familiesChecked += record.result.familiesChecked
        if record.result.toolComplete == false {
            incompleteByTool += 1
            if let truth = record.result.trueCount, truth <= 64 { incompleteThoughSmall += 1 }
        }
        if (record.result.trueCount ?? 0) > 1 { severalTrueConflicts += 1 }
        if slowest.map({ record.seconds > $0.seconds }) ?? true { slowest = record }
        if !record.result.failures.isEmpty { failingReports += 1 }
        for kind in Set(record.result.failures.map(\.kind)) {
            failureCounts[kind, default: 0] += 1
            if examples[kind, default: []].count < Self.examplesPerKind { examples[kind, default: []].append(record) }
        }
    }

    func text(seed: UInt64, requested: Int, seconds: Double, stoppedEarly: Bool) -> String {
        var lines: [String] = []
        var header = "wtflayout-differential: \(reports) reports from seed \(seed) in \(Self.seconds(seconds))"
        if stoppedEarly { header += " (time limit reached; \(requested) requested)" }
        lines.append(header)
        if let slowest {
            lines.append(
                "slowest report: #\(slowest.index), \(slowest.shape.rawValue), \(slowest.entryCount) entries, "
                    + Self.seconds(slowest.seconds))
        }
        lines.append("")
        lines.append("Reports by shape:")
        for shape in ShapeKind.allCases where byShape[shape] != nil {
            lines.append("  \(Self.padded(shape.rawValue, 20)) \(byShape[shape]!)")
        }
        lines.append("Reports by size (constraints in the list):")
        for bucket in SizeBucket.allCases where bySize[bucket] != nil {
            lines.append("  \(Self.padded(bucket.rawValue, 20)) \(bySize[bucket]!)")
        }
        lines.append(
            "Tool verdicts: "
                + toolVerdicts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
                .joined(separator: ", "))
        lines.append(
            "True minimal conflicts known: by brute force in \(truthByBruteForce) reports, "
                + "by closed form in \(truthByClosedForm)")
        lines.append(
            "  (more than one in \(severalTrueConflicts)); listed conflicts checked: \(conflictsChecked); "
                + "searches the tool called incomplete: \(incompleteByTool) "
                + "(\(incompleteThoughSmall) with at most 64 true conflicts)")
        lines.append(
            "Families of interchangeable conflicts listed: \(familiesChecked), up to "
                + "\(Comparison.familyChecks) more conflicts of each judged minimal by the reference")
        if minimalityChecksLimited > 0 {
            lines.append(
                "Minimality checked on the first \(Comparison.minimalityChecks) listed conflicts only, "
                    + "in \(minimalityChecksLimited) reports")
        }
        lines.append(
            "Skipped: overflow \(skipped[.overflow] ?? 0), pivot limit \(skipped[.pivotLimit] ?? 0) "
                + "(\(String(format: "%.2f", 100 * skippedShare))% of reports"
                + (skippedShare > Self.largestSkippedShare ? ", more than the 1% a run may skip: FAILED)" : ")"))
        lines.append("")
        guard failureTotal > 0 else {
            lines.append("Failures: none")
            return lines.joined(separator: "\n")
        }
        lines.append("Failures: \(failingReports) reports")
        for kind in FailureKind.allCases where failureCounts[kind] != nil {
            lines.append("  \(Self.padded(kind.rawValue, 52)) \(failureCounts[kind]!)")
        }
        return lines.joined(separator: "\n")
    }

    private static func seconds(_ value: Double) -> String {
        value < 1 ? String(format: "%.0f ms", value * 1000) : String(format: "%.1f s", value)
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

enum SizeBucket: String, CaseIterable, Hashable {
    case small = "1–15"
    case medium = "16–100"
    case large = "101–300"
    case larger = "over 300"

    init(entryCount: Int) {
        switch entryCount {
        case ...15: self = .small
        case 16...100: self = .medium
        case 101...300: self = .large
        default: self = .larger
        }
    }
}
