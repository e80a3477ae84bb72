/// Numbers distinct conflicts in order of first appearance, by signature.
/// Signatures are compared exactly (a hash collision never merges two
/// conflicts) and kept trimmed: a kilobyte or two per distinct report.
package struct SignatureIndex {
    private var groups: [ReportSignature: Int] = [:]

    package init() {}

    /// The group of a report with this signature, and whether the report is
    /// its first (the group numbered next).
    package mutating func group(of signature: ReportSignature) -> (index: Int, isNew: Bool) {
        if let known = groups[signature] { return (known, false) }
        let index = groups.count
        groups[signature.trimmed()] = index
        return (index, true)
    }
}
