/// Claims read against the model, counted by kind, with each false one kept
/// for the failure message (`ClaimTests`, `HeadlineTests`).
struct ClaimTally {
    private(set) var checked: [String: Int] = [:]
    private(set) var failures: [String] = []

    mutating func check(_ kind: String, _ holds: Bool, _ place: String, _ text: String) {
        checked[kind, default: 0] += 1
        if !holds { failures.append("\(place) \(kind): \(text)") }
    }

    var total: Int { checked.values.reduce(0, +) }

    /// `count of a conflict 389, discrepancy 336, …`, by kind.
    var counts: String { checked.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") }

    var firstFailures: String { failures.prefix(20).joined(separator: "\n") }
}
