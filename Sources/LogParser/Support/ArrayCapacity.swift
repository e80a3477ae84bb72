extension Array {
    /// The same elements in storage of their own size. Arrays grow by
    /// doubling, so a quarter of their room is empty on average; results kept
    /// for a whole run (a report's entries, a model's constraints) are trimmed.
    package func trimmedToCount() -> [Element] {
        guard capacity > count else { return self }
        var exact: [Element] = []
        exact.reserveCapacity(count)
        exact.append(contentsOf: self)
        return exact
    }
}
