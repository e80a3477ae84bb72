import LayoutAnalysis

/// The run in one sentence a reader takes in without decoding: how many
/// reports, how many different conflicts, and whose they are —
/// `9 reports, 2 different conflicts, none in your code: they lie inside
/// UIAlertController and the share sheet`. Conflicts are told apart by
/// their fingerprint, so a conflict printed in many reports counts once;
/// where a search stopped early, whose they are is said of those listed:
/// `1 report, 252 conflicts (64 listed), all in your code`.
/// Reports of known conflicts of Apple's views that `--ignore-known` left
/// out of the counts are said after them, by name:
/// `…; 2 reports of a known conflict of Apple's views left out of these
/// counts (--ignore-known): UIToolbar laid out before it has a size`.
package enum RunSummary {
    package static func sentence(_ all: [ReportFacts.Group]) -> String {
        let groups = all.filter { !$0.kept.isIgnoredAsKnown }
        let ignored = all.filter(\.kept.isIgnoredAsKnown)
        guard !ignored.isEmpty else { return counts(groups) }
        guard !groups.isEmpty else {
            let reports = ReportFacts.Group.reportCount(ignored)
            return "no report counted: \(plural(reports, "report")) of \(knownKind(ignored)) of Apple's views left out "
                + "(--ignore-known): " + knownNames(ignored)
        }
        return counts(groups) + "; " + leftOut(ignored)
    }

    private static func counts(_ groups: [ReportFacts.Group]) -> String {
        let facts = groups.map(\.kept)
        let reports = ReportFacts.Group.reportCount(groups)
        var distinct: [String: ConflictFacts] = [:]
        var order: [String] = []
        for conflict in facts.flatMap(\.conflicts) where distinct[conflict.fingerprint] == nil {
            distinct[conflict.fingerprint] = conflict
            order.append(conflict.fingerprint)
        }
        let conflicts = order.compactMap { distinct[$0] }
        // A search stopped early lists only some of a report's conflicts.
        let allListed = facts.allSatisfy { $0.conflicts.count == $0.conflictCount && $0.conflictsComplete }
        var sentence = plural(reports, "report")
        if conflicts.isEmpty {
            sentence += allListed ? ", no conflict" : ", " + ReportFacts.conflictTotal(facts) + ", none listed"
        } else {
            let printed = groups.reduce(0) { $0 + $1.occurrences * $1.kept.conflicts.count }
            sentence +=
                allListed
                ? ", " + counted(conflicts.count, printed: printed)
                : ", \(ReportFacts.conflictTotal(facts)) (\(conflicts.count)\(printed > conflicts.count ? " different" : "") listed)"
            let owners = whose(conflicts)
            // `2 conflicts, both in your code`; a colon before a list of counts.
            sentence += (owners.first?.isNumber == true ? ": " : ", ") + owners
        }
        let without = groups.filter { $0.kept.conflicts.isEmpty && $0.kept.conflictCount == 0 }.reduce(0) { $0 + $1.occurrences }
        if without > 0, !conflicts.isEmpty { sentence += "; " + plural(without, "report") + " without one" }
        return sentence
    }

    /// `2 reports of a known conflict of Apple's views left out of these counts (--ignore-known): <names>`.
    private static func leftOut(_ ignored: [ReportFacts.Group]) -> String {
        let reports = ReportFacts.Group.reportCount(ignored)
        return "\(plural(reports, "report")) of \(knownKind(ignored)) of Apple's views left out of these counts (--ignore-known): "
            + knownNames(ignored)
    }

    /// `a known conflict` where the reports are all one, else `known conflicts`.
    private static func knownKind(_ ignored: [ReportFacts.Group]) -> String {
        Set(ignored.compactMap(\.kept.known?.id)).count == 1 ? "a known conflict" : "known conflicts"
    }

    /// The known conflicts' names, each once: a few by name, past that their number.
    private static func knownNames(_ ignored: [ReportFacts.Group]) -> String {
        var names: [String] = []
        for name in ignored.compactMap(\.kept.known?.name) where !names.contains(name) { names.append(name) }
        return names.count <= 3 ? names.spokenList : "\(names.count) kinds, each named in its report"
    }

    /// `1 conflict`, `1 conflict (seen 3 times)`, `2 different conflicts`:
    /// "different" only where some conflict was printed more than once.
    private static func counted(_ distinct: Int, printed: Int) -> String {
        guard distinct != 1 else { return "1 conflict" + (printed > 1 ? " (seen \(printed) times)" : "") }
        return plural(distinct, printed > distinct ? "different conflict" : "conflict")
    }

    /// `both in your code`, `none in your code: it lies inside UIAlertController`,
    /// `which passes after the first layout`,
    /// `2 in your code, 1 inside UIAlertController, 1 passing after the first layout`.
    private static func whose(_ conflicts: [ConflictFacts]) -> String {
        // A conflict whose change is surely a library's is in that library's code, not the app's.
        let yours = conflicts.filter { $0.owner == .app && $0.library == nil }.count
        var libraries: [String] = []
        for library in conflicts.compactMap({ $0.owner == .app ? $0.library : nil }) where !libraries.contains(library) {
            libraries.append(library)
        }
        let inLibraries = conflicts.filter { $0.owner == .app && $0.library != nil }.count
        let libraryCode = "in " + (libraries.count <= 3 ? libraries.map { "\($0)'s" }.spokenList : "libraries'") + " code"
        let apples = conflicts.filter { $0.owner == .apple }
        let passing = conflicts.filter { $0.owner == .harmless }.count
        var components: [String] = []
        for name in apples.map({ $0.appleComponent ?? "Apple's views" }) where !components.contains(name) { components.append(name) }
        // A few components by name; past that, a list too long to read.
        let inside = "inside " + (components.count <= 3 ? components.spokenList : "Apple's views")
        if yours == conflicts.count {
            return switch yours {
            case 1: "in your code"
            case 2: "both in your code"
            default: "all in your code"
            }
        }
        if inLibraries == conflicts.count {
            return conflicts.count == 1 ? libraryCode : conflicts.count == 2 ? "both \(libraryCode)" : "all \(libraryCode)"
        }
        if yours == 0, passing == 0, inLibraries == 0 {
            return "none in your code: \(apples.count == 1 ? "it lies" : "they lie") \(inside)"
        }
        // A passing conflict is still the app's constraint against a first
        // layout's size: never "none in your code".
        if yours == 0, apples.isEmpty, inLibraries == 0 {
            return "\(passing == 1 ? "which passes" : "which pass") after the first layout"
        }
        var others: [String] = []
        if yours > 0 { others.append("\(yours) in your code") }
        if inLibraries > 0 { others.append("\(inLibraries) \(libraryCode)") }
        if !apples.isEmpty { others.append("\(apples.count) \(inside)") }
        if passing > 0 { others.append("\(passing) passing after the first layout") }
        return others.joined(separator: ", ")
    }

    package static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

}
