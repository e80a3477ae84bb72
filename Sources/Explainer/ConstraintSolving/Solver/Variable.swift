/// An unknown of the linear model, such as the x of one item's frame: its
/// `id` alone. A plain number, so expressions, frames and the solver's
/// inputs copy without a reference count (a name for dumps, kept in each
/// variable, cost 2.5 % of a run's instructions in retains and releases).
package struct Variable: Hashable, Sendable, CustomStringConvertible {
    package let id: Int

    package init(id: Int) {
        self.id = id
    }

    package var description: String { "v\(id)" }
}
