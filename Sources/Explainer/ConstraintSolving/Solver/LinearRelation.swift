/// How a constraint's expression compares with zero.
package enum LinearRelation: String, Hashable, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}
