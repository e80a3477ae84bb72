/// An unknown of the linear model, such as the x of one item's frame.
///
/// Identity is the `id` alone: the `name` only helps a person reading a dump,
/// so two variables with the same id and different names are the same unknown.
package struct Variable: Hashable, Sendable, CustomStringConvertible {
    package let id: Int
    package let name: String

    package init(id: Int, name: String = "") {
        self.id = id
        self.name = name
    }

    package static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }

    package var description: String { name.isEmpty ? "v\(id)" : name }
}
