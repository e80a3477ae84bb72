/// Every minimal conflict, smallest first, unless a limit cut the list short.
package struct MinimalConflictList: Hashable, Sendable {
    /// Smaller conflicts first, then by their sorted tags.
    package let conflicts: [MinimalConflict]
    /// True when there were more conflicts than the cap, or the search hit its
    /// work limit; the list then holds the smallest of those found.
    package let isTruncated: Bool
}
