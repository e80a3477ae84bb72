/// A minimal set of required constraints that cannot hold together: remove any
/// one of them and the rest can. The certificate shows why, using all of them.
package struct MinimalConflict: Hashable, Sendable {
    /// Ascending.
    package let tags: [Int]
    package let certificate: FarkasCertificate

    package init(tags: [Int], certificate: FarkasCertificate) {
        self.tags = tags
        self.certificate = certificate
    }

    var count: Int { tags.count }

    /// Smaller conflicts first, then by their sorted tags.
    static func smallerFirst(_ lhs: MinimalConflict, _ rhs: MinimalConflict) -> Bool {
        lhs.tags.count != rhs.tags.count
            ? lhs.tags.count < rhs.tags.count
            : lhs.tags.lexicographicallyPrecedes(rhs.tags)
    }
}
