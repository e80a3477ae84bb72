/// A run's conflicts as CI documents list them: each distinct one (by
/// fingerprint) once, in order of first appearance, with the report that
/// first showed it and how many reports showed it.
package struct DistinctConflict: Sendable {
    package let conflict: ConflictFacts
    /// The first report it was seen in.
    package let report: ReportFacts
    /// How many reports of the run showed it, repeats included.
    package let occurrences: Int

    /// Each distinct conflict of `groups`, in order of first appearance.
    package static func all(in groups: [ReportFacts.Group]) -> [DistinctConflict] {
        let occurrences = occurrences(in: groups)
        var seen: Set<String> = []
        return groups.flatMap { group in
            group.kept.conflicts.filter { seen.insert($0.fingerprint).inserted }.map {
                DistinctConflict(conflict: $0, report: group.kept, occurrences: occurrences[$0.fingerprint] ?? 1)
            }
        }
    }

    /// How many reports of the run showed each conflict, by fingerprint.
    package static func occurrences(in groups: [ReportFacts.Group]) -> [String: Int] {
        var occurrences: [String: Int] = [:]
        for group in groups {
            for fingerprint in Set(group.kept.fingerprints) { occurrences[fingerprint, default: 0] += group.occurrences }
        }
        return occurrences
    }
}
