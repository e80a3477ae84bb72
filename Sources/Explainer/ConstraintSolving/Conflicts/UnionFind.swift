/// Disjoint sets over `0..<count`, with path halving and union by size.
struct UnionFind {
    private var parent: [Int32]
    private var size: [Int32]

    init(count: Int) {
        parent = (0..<count).map { Int32($0) }
        size = Array(repeating: 1, count: count)
    }

    mutating func find(_ element: Int) -> Int {
        var node = element
        while parent[node] != Int32(node) {
            let grandparent = parent[Int(parent[node])]
            parent[node] = grandparent
            node = Int(grandparent)
        }
        return node
    }

    mutating func union(_ a: Int, _ b: Int) {
        var rootA = find(a)
        var rootB = find(b)
        if rootA == rootB { return }
        // Ties go to the lower index so the result never depends on call order quirks.
        if size[rootA] < size[rootB] || (size[rootA] == size[rootB] && rootB < rootA) { swap(&rootA, &rootB) }
        parent[rootB] = Int32(rootA)
        size[rootA] += size[rootB]
    }
}
