/// Every minimal conflict among a few entries, found by looking at every
/// subset: it cannot miss one, and shares no idea with the tool's search.
///
/// Subsets are visited in increasing bit-mask order, so all of a set's
/// subsets are decided before it. A set is solved only when every subset one
/// smaller holds; even then two cheap rules settle most sets without a solve:
/// a set in independent parts holds (its parts are proper subsets), and so
/// does a set where some free variable appears in one entry only (that entry
/// can always be met by moving it).
enum BruteForceConflicts {
    /// 2^20 subsets at most per group of related entries.
    static let largestGroup = 20

    /// The minimal conflicts among `group` (entry indices), each sorted.
    static func all(in group: [Int], judge: ReferenceJudge) throws(ReferenceError) -> [[Int]] {
        let count = group.count
        precondition(count <= largestGroup, "brute force is for small groups")
        var users: [Int: UInt32] = [:]
        for (bit, index) in group.enumerated() {
            for variable in judge.constraints[index].variables { users[variable, default: 0] |= 1 << UInt32(bit) }
        }
        var neighbours = [UInt32](repeating: 0, count: count)
        for mask in users.values {
            for bit in 0..<count where mask & (1 << UInt32(bit)) != 0 { neighbours[bit] |= mask }
        }
        let freeVariableUsers = users.filter { judge.isFree($0.key) }.map(\.value)

        var infeasible = [Bool](repeating: false, count: 1 << count)
        var found: [[Int]] = []
        for mask in UInt32(1)..<(UInt32(1) << UInt32(count)) {
            if containsInfeasibleSubset(mask, infeasible) {
                infeasible[Int(mask)] = true
                continue
            }
            guard isConnected(mask, neighbours),
                !freeVariableUsers.contains(where: { ($0 & mask).nonzeroBitCount == 1 })
            else { continue }
            let members = (0..<count).filter { mask & (1 << UInt32($0)) != 0 }.map { group[$0] }
            if try !judge.isFeasible(members) {
                infeasible[Int(mask)] = true
                found.append(members.sorted())
            }
        }
        return found
    }

    /// Whether dropping one member leaves a set already known not to hold.
    private static func containsInfeasibleSubset(_ mask: UInt32, _ infeasible: [Bool]) -> Bool {
        var rest = mask
        while rest != 0 {
            let lowest = rest & (~rest &+ 1)
            if infeasible[Int(mask ^ lowest)] { return true }
            rest ^= lowest
        }
        return false
    }

    private static func isConnected(_ mask: UInt32, _ neighbours: [UInt32]) -> Bool {
        var reached = mask & (~mask &+ 1)
        var frontier = reached
        while frontier != 0 {
            let bit = frontier.trailingZeroBitCount
            frontier &= frontier - 1
            let next = neighbours[bit] & mask & ~reached
            reached |= next
            frontier |= next
        }
        return reached == mask
    }
}
