/// The algorithm: an incremental simplex tableau in the style of Cassowary as
/// implemented by Kiwi, plus Cassowary-style explanations (Farkas multipliers
/// read off the artificial row when a required constraint cannot be added).
///
/// Every constraint becomes one or two rows, each tied to the constraint by a
/// marker symbol that occurs in no other original equation. External symbols
/// (the caller's variables) are unrestricted and are made basic first; all
/// other symbols are non-negative. Optional constraints add error symbols to
/// the objective, weighted by strength.
///
/// Determinism: nothing here iterates a hashed collection. Entering symbols are
/// the lowest-numbered candidates and ties in the ratio test go to the lowest
/// basic symbol (Bland's rule, which also rules out cycling), so the result is
/// a function of the sequence of operations alone.
///
/// Speed: rows are sorted sparse arrays, and each symbol keeps a column index
/// (the slots of the rows that may contain it) so substituting a symbol touches
/// only the rows that hold it, not the whole tableau.
struct Tableau {
    /// How a constraint is tied to the tableau: a marker per row and, for
    /// optional constraints, the second error or slack symbol of that row.
    struct Piece {
        var marker: Symbol
        var other: Symbol?
    }

    struct Record {
        var pieces: [Piece] = []
        var isRequired: Bool
        var weight: Double
        var isAlive = true
    }

    enum AddResult {
        case added(handle: Int)
        /// Farkas multipliers by handle; the constraint being added had handle
        /// `pendingHandle` and was not kept.
        case unsatisfiable(pendingHandle: Int, multipliers: [(handle: Int, multiplier: Double)])
    }

    private enum RowOutcome {
        case added
        case failed([(handle: Int, multiplier: Double)])
    }

    /// Which rows of the canonical form a constraint turns into.
    private enum PieceKind {
        case exactEquality            // expr + d = 0, d a dummy
        case atMost(shift: Double)    // expr + shift + s = 0, so expr + shift <= 0
        case atLeast(shift: Double)   // expr + shift - s = 0, so expr + shift >= 0
        case optional(Relation)
    }

    private enum Phase { case main, artificial }

    private static let noSymbol = Symbol(serial: Int(UInt32.max >> 2), kind: .dummy)

    // MARK: Storage (slot- and serial-indexed arrays; no hashed collections)

    private var rows: [Row] = []
    private var basics: [Symbol] = []
    private var freeSlots: [Int32] = []
    private var slotStamps: [UInt32] = []
    private var stamp: UInt32 = 0

    private var slotOfSymbol: [Int32] = []
    private var columns: [[Int32]] = []
    private var ownerOfSymbol: [Int32] = []
    /// Coefficient of a marker in its constraint's canonical equation (β⁰ = ±1),
    /// what a tableau coefficient is divided by to give a Farkas multiplier.
    private var signOfMarker: [Double] = []

    private var externalOfVariable: [Int32] = []
    private var objective = Row()
    private var artificial: Row?
    private(set) var records: [Record] = []

    // MARK: Reading values

    /// Solved value of the variable with this dense index; zero when it is
    /// unknown to the tableau or free (non-basic). Never NaN or infinite.
    func value(ofVariable index: Int) -> Double {
        guard index < externalOfVariable.count, externalOfVariable[index] >= 0 else { return 0 }
        let slot = slotOfSymbol[Int(externalOfVariable[index])]
        return slot >= 0 ? Numerics.sanitized(rows[Int(slot)].constant) : 0
    }

    // MARK: Adding

    mutating func add(_ constraint: PreparedConstraint) -> AddResult {
        let handle = records.count
        records.append(Record(isRequired: constraint.isRequired, weight: constraint.weight))
        let kinds: [PieceKind]
        if !constraint.isRequired {
            kinds = [.optional(constraint.relation)]
        } else {
            let t = constraint.tolerance
            switch constraint.relation {
            case .equal where t == 0: kinds = [.exactEquality]
            case .equal: kinds = [.atMost(shift: -t), .atLeast(shift: t)]
            case .lessThanOrEqual: kinds = [.atMost(shift: -t)]
            case .greaterThanOrEqual: kinds = [.atLeast(shift: t)]
            }
        }
        for kind in kinds {
            let (row, piece) = createRow(constraint, kind, handle: handle)
            records[handle].pieces.append(piece)
            if case .failed(let multipliers) = addRow(row, piece) {
                // A failed row leaves the tableau as it was before that row; the
                // rows already added for this constraint must go too.
                let done = records[handle].pieces.dropLast()
                for earlier in done { removePiece(earlier) }
                records.removeLast()
                if !done.isEmpty { optimize(.main) }
                return .unsatisfiable(pendingHandle: handle, multipliers: multipliers)
            }
        }
        optimize(.main)
        return .added(handle: handle)
    }

    private mutating func createRow(_ constraint: PreparedConstraint, _ kind: PieceKind, handle: Int) -> (Row, Piece) {
        var shift = 0.0
        if case .atMost(let s) = kind { shift = s }
        if case .atLeast(let s) = kind { shift = s }
        var row = Row(constant: constraint.constant + shift)
        var ignored: [Symbol] = []
        for cell in constraint.cells {
            let symbol = externalSymbol(forVariable: Int(cell.variable))
            let slot = slotOfSymbol[symbol.serial]
            if slot >= 0 {
                row.add(rows[Int(slot)], times: cell.coefficient, newSymbols: &ignored)
            } else {
                row.add(symbol, cell.coefficient)
            }
        }
        let piece: Piece
        switch kind {
        case .exactEquality:
            let dummy = newSymbol(.dummy, owner: handle, sign: 1)
            row.add(dummy, 1)
            piece = Piece(marker: dummy)
        case .atMost:
            let slack = newSymbol(.slack, owner: handle, sign: 1)
            row.add(slack, 1)
            piece = Piece(marker: slack)
        case .atLeast:
            let slack = newSymbol(.slack, owner: handle, sign: -1)
            row.add(slack, -1)
            piece = Piece(marker: slack)
        case .optional(.equal):
            let plus = newSymbol(.error, owner: handle, sign: -1)
            let minus = newSymbol(.error, owner: handle, sign: 1)
            row.add(plus, -1)
            row.add(minus, 1)
            objective.add(plus, constraint.weight)
            objective.add(minus, constraint.weight)
            piece = Piece(marker: plus, other: minus)
        case .optional(let relation):
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack, owner: handle, sign: sign)
            let error = newSymbol(.error, owner: handle, sign: -sign)
            row.add(slack, sign)
            row.add(error, -sign)
            objective.add(error, constraint.weight)
            piece = Piece(marker: slack, other: error)
        }
        // A non-negative constant lets a restricted marker with a negative
        // coefficient become basic at a non-negative value.
        if row.constant < 0 { row.negate() }
        return (row, piece)
    }

    private mutating func addRow(_ newRow: Row, _ piece: Piece) -> RowOutcome {
        var row = newRow
        var subject = chooseSubject(row, piece)
        if subject == nil && row.cells.allSatisfy({ $0.symbol.isDummy }) {
            // Only required equalities are involved: the row is either
            // redundant (zero constant) or a plain contradiction.
            if !Numerics.isZero(row.constant) { return .failed(multipliers(from: row)) }
            subject = piece.marker
        }
        guard let subject else { return addWithArtificialVariable(row) }
        row.solve(for: subject)
        substitute(subject, by: row)
        insertRow(row, basic: subject)
        return .added
    }

    private func chooseSubject(_ row: Row, _ piece: Piece) -> Symbol? {
        for cell in row.cells where cell.symbol.isExternal { return cell.symbol }
        if piece.marker.isPivotable && row.coefficient(for: piece.marker) < 0 { return piece.marker }
        if let other = piece.other, other.isPivotable && row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Phase one of the simplex method for one row: minimise an artificial
    /// variable equal to the row. If the minimum is positive the row cannot
    /// hold together with the rest; the artificial row then is, term by term,
    /// a combination of the original equations proving it.
    private mutating func addWithArtificialVariable(_ row: Row) -> RowOutcome {
        let saved = self
        let art = newSymbol(.slack, owner: -1, sign: 0)
        insertRow(row, basic: art)
        artificial = row
        optimize(.artificial)
        let minimum = artificial?.constant ?? 0
        artificial = nil
        let artSlot = slotOfSymbol[art.serial]
        if minimum > Numerics.infeasibility && artSlot >= 0 {
            let proof = multipliers(from: rows[Int(artSlot)])
            self = saved
            return .failed(proof)
        }
        if artSlot >= 0 {
            var artRow = rows[Int(artSlot)]
            removeRow(Int(artSlot))
            if !artRow.isEmpty {
                // A redundant row can hold only dummies; one of them then
                // becomes basic (at value zero) rather than failing as Kiwi does.
                let entering = artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol ?? artRow.cells[0].symbol
                artRow.solve(for: entering, replacing: art)
                substitute(entering, by: artRow)
                insertRow(artRow, basic: entering)
            }
        }
        // The artificial variable is non-basic, that is zero, from now on.
        for slot in liveColumn(art) { rows[Int(slot)].remove(art) }
        columns[art.serial] = []
        objective.remove(art)
        return .added
    }

    /// Farkas multipliers by constraint handle, read off a row that is a
    /// combination of original equations: a marker's coefficient divided by its
    /// coefficient in its own equation is that equation's multiplier.
    private func multipliers(from row: Row) -> [(handle: Int, multiplier: Double)] {
        var found: [(handle: Int, multiplier: Double)] = []
        for cell in row.cells {
            let owner = Int(ownerOfSymbol[cell.symbol.serial])
            // Optional constraints' multipliers vanish at the optimum (their
            // error terms absorb anything); only required ones prove a conflict.
            guard owner >= 0, records[owner].isRequired else { continue }
            found.append((owner, cell.coefficient / signOfMarker[cell.symbol.serial]))
        }
        found.sort { $0.handle < $1.handle }
        var combined: [(handle: Int, multiplier: Double)] = []
        for entry in found {
            if let last = combined.last, last.handle == entry.handle {
                combined[combined.count - 1].multiplier += entry.multiplier
            } else {
                combined.append(entry)
            }
        }
        return combined
    }

    // MARK: Removing

    mutating func remove(handle: Int) {
        guard handle < records.count, records[handle].isAlive else { return }
        let record = records[handle]
        if !record.isRequired {
            var ignored: [Symbol] = []
            for piece in record.pieces {
                for symbol in [piece.marker, piece.other].compactMap({ $0 }) where symbol.kind == .error {
                    let slot = slotOfSymbol[symbol.serial]
                    if slot >= 0 {
                        objective.add(rows[Int(slot)], times: -record.weight, newSymbols: &ignored)
                    } else {
                        objective.add(symbol, -record.weight)
                    }
                }
            }
        }
        for piece in record.pieces { removePiece(piece) }
        records[handle].isAlive = false
        optimize(.main)
    }

    private mutating func removePiece(_ piece: Piece) {
        let marker = piece.marker
        let basicSlot = slotOfSymbol[marker.serial]
        if basicSlot >= 0 {
            removeRow(Int(basicSlot))
            return
        }
        // A marker that occurs nowhere no longer constrains anything.
        guard let slot = markerLeavingSlot(marker) else { return }
        var row = rows[slot]
        let leaving = basics[slot]
        removeRow(slot)
        row.solve(for: marker, replacing: leaving)
        substitute(marker, by: row)
    }

    /// The row to pivot a non-basic marker into before dropping it.
    ///
    /// A row whose basic symbol is a dummy comes first. Such a row (left by a
    /// redundant equality) holds only dummies and must stay at exactly zero;
    /// its constant is zero, so pivoting there changes no value at all. Kiwi
    /// skips this case and may instead pivot elsewhere, which shifts the dummy
    /// row's constant away from zero and silently breaks the redundant
    /// constraint once the one it duplicated is removed.
    /// Otherwise, as in Kiwi, the most restrictive restricted row, so the
    /// remaining rows stay feasible, and an external row last.
    private mutating func markerLeavingSlot(_ marker: Symbol) -> Int? {
        var dummyRow: (basic: Symbol, slot: Int)?
        var first: (ratio: Double, basic: Symbol, slot: Int)?
        var second: (ratio: Double, basic: Symbol, slot: Int)?
        var third: (basic: Symbol, slot: Int)?
        for slot32 in liveColumn(marker) {
            let slot = Int(slot32)
            let basic = basics[slot]
            let coefficient = rows[slot].coefficient(for: marker)
            if basic.isDummy {
                if dummyRow == nil || basic < dummyRow!.basic { dummyRow = (basic, slot) }
            } else if basic.isExternal {
                if third == nil || basic < third!.basic { third = (basic, slot) }
            } else if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if first == nil || ratio < first!.ratio || (ratio == first!.ratio && basic < first!.basic) {
                    first = (ratio, basic, slot)
                }
            } else {
                let ratio = rows[slot].constant / coefficient
                if second == nil || ratio < second!.ratio || (ratio == second!.ratio && basic < second!.basic) {
                    second = (ratio, basic, slot)
                }
            }
        }
        return dummyRow?.slot ?? first?.slot ?? second?.slot ?? third?.slot
    }

    // MARK: Simplex iterations

    private mutating func optimize(_ phase: Phase) {
        var budget = Numerics.pivotsPerRow * (rows.count - freeSlots.count + 16)
        while budget > 0 {
            budget -= 1
            guard let entering = enteringSymbol(phase) else { return }
            // The objectives are bounded below (sums of non-negative symbols),
            // so a missing leaving row can only come from round-off.
            guard let slot = leavingSlot(for: entering) else { return }
            pivot(slot: slot, entering: entering)
        }
    }

    /// Lowest-numbered symbol whose increase lowers the objective.
    private func enteringSymbol(_ phase: Phase) -> Symbol? {
        let cells = phase == .main ? objective.cells : artificial!.cells
        for cell in cells where cell.coefficient < 0 && cell.symbol.isPivotable { return cell.symbol }
        return nil
    }

    /// Ratio test over the restricted rows; ties go to the lowest basic symbol.
    private mutating func leavingSlot(for entering: Symbol) -> Int? {
        var best: (ratio: Double, basic: Symbol, slot: Int)?
        for slot32 in liveColumn(entering) {
            let slot = Int(slot32)
            let basic = basics[slot]
            guard !basic.isExternal else { continue }
            let coefficient = rows[slot].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[slot].constant / coefficient
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && basic < best!.basic) {
                best = (ratio, basic, slot)
            }
        }
        return best?.slot
    }

    private mutating func pivot(slot: Int, entering: Symbol) {
        var row = rows[slot]
        let leaving = basics[slot]
        rows[slot] = Row()
        slotOfSymbol[leaving.serial] = -1
        row.solve(for: entering, replacing: leaving)
        substitute(entering, by: row)
        rows[slot] = row
        basics[slot] = entering
        slotOfSymbol[entering.serial] = Int32(slot)
        columns[leaving.serial].append(Int32(slot))
    }

    /// Replaces `symbol` everywhere by the expression `row` stands for.
    private mutating func substitute(_ symbol: Symbol, by row: Row) {
        var added: [Symbol] = []
        for slot in liveColumn(symbol) {
            rows[Int(slot)].substitute(symbol, by: row, newSymbols: &added)
            for newSymbol in added { columns[newSymbol.serial].append(slot) }
            added.removeAll(keepingCapacity: true)
        }
        columns[symbol.serial] = []
        objective.substitute(symbol, by: row, newSymbols: &added)
        if artificial != nil {
            added.removeAll(keepingCapacity: true)
            artificial!.substitute(symbol, by: row, newSymbols: &added)
        }
    }

    // MARK: Bookkeeping

    private mutating func newSymbol(_ kind: Symbol.Kind, owner: Int, sign: Double) -> Symbol {
        let symbol = Symbol(serial: slotOfSymbol.count, kind: kind)
        slotOfSymbol.append(-1)
        columns.append([])
        ownerOfSymbol.append(Int32(owner))
        signOfMarker.append(sign)
        return symbol
    }

    private mutating func externalSymbol(forVariable index: Int) -> Symbol {
        if index >= externalOfVariable.count {
            externalOfVariable.append(contentsOf: repeatElement(-1, count: index + 1 - externalOfVariable.count))
        }
        let serial = externalOfVariable[index]
        if serial >= 0 { return Symbol(serial: Int(serial), kind: .external) }
        let symbol = newSymbol(.external, owner: -1, sign: 0)
        externalOfVariable[index] = Int32(symbol.serial)
        return symbol
    }

    private mutating func insertRow(_ row: Row, basic: Symbol) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            rows[slot] = row
            basics[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            basics.append(basic)
            slotStamps.append(0)
        }
        slotOfSymbol[basic.serial] = Int32(slot)
        for cell in row.cells { columns[cell.symbol.serial].append(Int32(slot)) }
    }

    private mutating func removeRow(_ slot: Int) {
        slotOfSymbol[basics[slot].serial] = -1
        rows[slot] = Row()
        basics[slot] = Tableau.noSymbol
        freeSlots.append(Int32(slot))
    }

    /// The slots whose rows hold `symbol` right now. Column lists are allowed
    /// to keep stale or repeated slots (cheap to append, costly to delete);
    /// this filters them and stores the cleaned list back.
    private mutating func liveColumn(_ symbol: Symbol) -> [Int32] {
        stamp &+= 1
        if stamp == 0 {
            for k in slotStamps.indices { slotStamps[k] = 0 }
            stamp = 1
        }
        let listed = columns[symbol.serial]
        var live: [Int32] = []
        live.reserveCapacity(listed.count)
        for slot32 in listed {
            let slot = Int(slot32)
            if slotStamps[slot] == stamp { continue }
            slotStamps[slot] = stamp
            if basics[slot] != Tableau.noSymbol && rows[slot].contains(symbol) { live.append(slot32) }
        }
        columns[symbol.serial] = live
        return live
    }
}
