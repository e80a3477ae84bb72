/// An unknown of the linear model, such as the x of one item's frame.
///
/// Identity is the `id` alone: the `name` only helps a person reading a dump,
/// so two variables with the same id and different names are the same unknown.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    public let id: Int
    public let name: String

    public init(id: Int, name: String = "") {
        self.id = id
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public var description: String { name.isEmpty ? "v\(id)" : name }
}
