import Explainer

/// What `--fail-on` fails on.
enum ExitStatus {
    static func fails(_ all: [ReportFacts], on failOn: CommandOptions.FailOn) -> Bool {
        let reports = all.filter { !$0.isIgnoredAsKnown }
        return switch failOn {
        case .app: reports.contains { $0.owner == .app }
        case .any: reports.contains { $0.hasConflict || $0.owner == .apple }
        case .new: reports.contains { $0.newAppConflicts > 0 }
        }
    }
}
