/// One equation of the tableau: `basic = constant + Σ coefficient·symbol`
/// (the basic symbol itself is kept by the tableau, not in the row).
///
/// Rows are sparse: only non-zero cells are stored, in an array sorted by
/// symbol, so lookups are binary searches, combining two rows is a linear
/// merge, and iteration order never depends on hashing.
struct Row {
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    private(set) var cells: [Cell]
    var constant: Double
    /// Bit `serial % 64` set for every symbol the row has held: a clear bit
    /// proves the symbol absent without a search. The tableau asks "does
    /// this row hold s?" of every row, many times per pivot, and most
    /// answers are no. Bits are never cleared (a stale bit only costs the
    /// search it would have saved).
    private var symbolBits: UInt64 = 0

    init(constant: Double = 0) {
        cells = []
        self.constant = constant
    }

    @inline(__always)
    private static func bit(_ symbol: Symbol) -> UInt64 { 1 << UInt64(symbol.raw >> 2 & 63) }

    var isEmpty: Bool { cells.isEmpty }

    private func index(of symbol: Symbol) -> (found: Bool, at: Int) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            if cells[mid].symbol.raw < symbol.raw { low = mid &+ 1 } else { high = mid }
        }
        return (low < cells.count && cells[low].symbol == symbol, low)
    }

    func coefficient(for symbol: Symbol) -> Double {
        guard symbolBits & Row.bit(symbol) != 0 else { return 0 }
        let (found, at) = index(of: symbol)
        return found ? cells[at].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool { symbolBits & Row.bit(symbol) != 0 && index(of: symbol).found }

    /// Adds `coefficient·symbol`; returns true when the symbol was not in the row before
    /// and is now (the tableau keeps its column index up to date with it).
    @discardableResult
    package mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        let (found, at) = index(of: symbol)
        if found {
            let sum = cells[at].coefficient + coefficient
            if Numerics.isZero(sum) { cells.remove(at: at) } else { cells[at].coefficient = sum }
            return false
        }
        if Numerics.isZero(coefficient) { return false }
        symbolBits |= Row.bit(symbol)
        // New markers are the newest symbols, so most inserts are appends.
        if at == cells.count {
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
        } else {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: at)
        }
        return true
    }

    /// Adds `factor` times `other`, appending to `newSymbols` every symbol that
    /// this row did not hold before and holds now.
    package mutating func add(_ other: Row, times factor: Double, newSymbols: inout [Symbol]) {
        merge(other, times: factor) { newSymbols.append($0) }
    }

    /// Adds `factor` times `other` (for rows not yet in a tableau, whose
    /// symbols nobody indexes).
    package mutating func add(_ other: Row, times factor: Double) {
        merge(other, times: factor) { _ in }
    }

    /// Makes room for `capacity` cells, so that merges up to that size happen
    /// in place (see `merge`).
    mutating func reserveCapacity(_ capacity: Int) { cells.reserveCapacity(capacity) }

    /// The one hot loop of the tableau: a sorted merge. With enough spare
    /// capacity it runs in place, backwards from the end (each write lands at
    /// or beyond the next unread cell of this row, so nothing unread is
    /// overwritten); otherwise into a new buffer sized once. Building a long
    /// row by successive merges into fresh buffers would leave a trail of
    /// freed, ever smaller buffers that the allocator cannot reuse.
    @inline(__always)
    private mutating func merge(_ other: Row, times factor: Double, added: (Symbol) -> Void) {
        constant += other.constant * factor
        symbolBits |= other.symbolBits
        let theirs = other.cells
        if theirs.isEmpty { return }
        let n = cells.count
        let m = theirs.count
        if cells.capacity >= n + m {
            cells.append(contentsOf: repeatElement(theirs[0], count: m))
            var kept = 0
            cells.withUnsafeMutableBufferPointer { buffer in
                theirs.withUnsafeBufferPointer { b in
                    var i = n - 1
                    var j = m - 1
                    var k = n + m - 1
                    while j >= 0 {
                        if i >= 0 && buffer[i].symbol.raw > b[j].symbol.raw {
                            buffer[k] = buffer[i]
                            i -= 1
                        } else if i >= 0 && buffer[i].symbol.raw == b[j].symbol.raw {
                            buffer[k].symbol = buffer[i].symbol
                            buffer[k].coefficient = buffer[i].coefficient + b[j].coefficient * factor
                            i -= 1
                            j -= 1
                        } else {
                            let value = b[j].coefficient * factor
                            buffer[k] = Cell(symbol: b[j].symbol, coefficient: value)
                            if !Numerics.isZero(value) { added(b[j].symbol) }
                            j -= 1
                        }
                        k -= 1
                    }
                    // Cells 0...i never moved; the merged tail starts at k + 1.
                    // Close the gap left by combined cells and drop the zeros.
                    var write = i + 1
                    for read in (k + 1)..<(n + m) where !Numerics.isZero(buffer[read].coefficient) {
                        buffer[write] = buffer[read]
                        write += 1
                    }
                    kept = write
                }
            }
            cells.removeLast(n + m - kept)
            return
        }
        let mine = cells
        cells = [Cell](unsafeUninitializedCapacity: n + m) { buffer, count in
            var c = 0
            var i = 0
            var j = 0
            mine.withUnsafeBufferPointer { a in
                theirs.withUnsafeBufferPointer { b in
                    /// A cell only the other row has, scaled; a new symbol for this row.
                    func appendScaled(_ cell: Cell) {
                        let value = cell.coefficient * factor
                        if !Numerics.isZero(value) {
                            buffer.initializeElement(at: c, to: Cell(symbol: cell.symbol, coefficient: value))
                            c += 1
                            added(cell.symbol)
                        }
                    }
                    while i < a.count && j < b.count {
                        let x = a[i].symbol.raw
                        let y = b[j].symbol.raw
                        if x < y {
                            buffer.initializeElement(at: c, to: a[i])
                            c += 1
                            i += 1
                        } else if y < x {
                            appendScaled(b[j])
                            j += 1
                        } else {
                            let value = a[i].coefficient + b[j].coefficient * factor
                            if !Numerics.isZero(value) {
                                buffer.initializeElement(at: c, to: Cell(symbol: a[i].symbol, coefficient: value))
                                c += 1
                            }
                            i += 1
                            j += 1
                        }
                    }
                    while i < a.count {
                        buffer.initializeElement(at: c, to: a[i])
                        c += 1
                        i += 1
                    }
                    while j < b.count {
                        appendScaled(b[j])
                        j += 1
                    }
                }
            }
            count = c
        }
    }

    package mutating func remove(_ symbol: Symbol) {
        let (found, at) = index(of: symbol)
        if found { cells.remove(at: at) }
    }

    mutating func negate() {
        constant = -constant
        for k in cells.indices { cells[k].coefficient = -cells[k].coefficient }
    }

    /// Turns `0 = constant + … + a·symbol + …` into `symbol = …`, removing the symbol.
    mutating func solve(for symbol: Symbol) {
        let (found, at) = index(of: symbol)
        precondition(found, "solving a row for a symbol it does not hold")
        let factor = -1 / cells[at].coefficient
        cells.remove(at: at)
        constant *= factor
        for k in cells.indices { cells[k].coefficient *= factor }
    }

    /// Turns `lhs = …` (a row whose basic symbol is `lhs`) into `rhs = …`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `bound - symbol`, if the symbol occurs here.
    mutating func complement(_ symbol: Symbol, bound: Double) {
        let (found, at) = index(of: symbol)
        guard found else { return }
        constant += cells[at].coefficient * bound
        cells[at].coefficient = -cells[at].coefficient
    }

    /// Replaces `symbol` by the expression `row` stands for, if the symbol occurs here.
    mutating func substitute(_ symbol: Symbol, by row: Row, newSymbols: inout [Symbol]) {
        let (found, at) = index(of: symbol)
        guard found else { return }
        let factor = cells[at].coefficient
        cells.remove(at: at)
        add(row, times: factor, newSymbols: &newSymbols)
    }

    /// The same, for a tableau that keeps no column index.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        let (found, at) = index(of: symbol)
        guard found else { return }
        let factor = cells[at].coefficient
        cells.remove(at: at)
        add(row, times: factor)
    }
}
