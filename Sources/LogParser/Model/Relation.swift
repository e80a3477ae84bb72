package enum Relation: String, Hashable, Sendable {
    case equal = "=="
    case greaterThanOrEqual = ">="
    case lessThanOrEqual = "<="
}
