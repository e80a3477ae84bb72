/// What a refusal's tableau shows about dropping each constraint of its proof.
struct RefusalProbe {
    /// Handles of constraints each of which, dropped alone, lets the refused one in.
    var droppable: [Int]
    /// The others, with how much of the discrepancy dropping each alone would cover.
    var capacity: [(handle: Int, capacity: Double)]
    /// How far the refused constraint is from holding (phase one's minimum).
    var discrepancy: Double
}

/// The algorithm: an incremental simplex tableau in the style of Cassowary as
/// implemented by Kiwi, extended with bounded slacks, plus Cassowary-style
/// explanations (Farkas multipliers read off the artificial row when a
/// required constraint cannot be added).
///
/// Every constraint becomes one row, tied to it by a marker symbol that occurs
/// in no other original equation. External symbols (the caller's variables)
/// are unrestricted and are made basic first; all other symbols are
/// non-negative. Optional constraints add error symbols to the objective,
/// weighted by strength.
///
/// Tolerances: a required equality with tolerance t is one row
/// `expr - t + s = 0` whose slack is bounded, `0 <= s <= 2t`. A bounded symbol
/// that reaches its upper bound is complemented (replaced by `2t - s`, which is
/// back at zero), so the usual rule "non-basic symbols are zero" still holds.
/// When an entering symbol is stopped by its own bound, that complement (a
/// "bound flip") is the whole step: it touches only the rows holding the
/// symbol and creates no fill-in, where a pair of one-sided rows would need a
/// pivot through long rows for every band a conflict passes through.
///
/// Determinism: nothing here iterates a hashed collection. Entering symbols are
/// the lowest-numbered candidates and ties in ratio tests go to the lowest
/// basic symbol (Bland's rule), so the result is a function of the sequence of
/// operations alone.
///
/// Speed: rows are sorted sparse arrays. Once the tableau is large, each
/// symbol keeps a column index (the slots of the rows that may contain it) so
/// substituting or flipping a symbol touches only the rows that hold it; small
/// tableaux (the conflict search builds many throwaway ones of a few dozen
/// rows) scan their rows instead, which is cheaper than keeping the index.
struct Tableau {
    /// How a constraint is tied to the tableau: the marker of its row and, for
    /// optional constraints, the row's second error or slack symbol.
    struct Record {
        var marker: Symbol
        var other: Symbol?
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

    private enum Phase { case main, artificial }

    private static let noSymbol = Symbol(serial: Int(UInt32.max >> 2), kind: .dummy)

    // MARK: Storage (slot- and serial-indexed arrays; no hashed collections)

    private var rows: [Row] = []
    private var basics: [Symbol] = []
    private var freeSlots: [Int32] = []
    private var slotStamps: [UInt32] = []
    private var stamp: UInt32 = 0

    /// What the tableau knows about each symbol, by serial.
    private struct SymbolInfo {
        /// Slot of the row where the symbol is basic, -1 when non-basic.
        var slot: Int32 = -1
        /// Handle of the constraint a marker belongs to, -1 for other symbols.
        var owner: Int32
        /// Infinity for unbounded symbols, zero for dummies, 2t for band slacks.
        var upperBound: Double
        /// Coefficient of a marker in its constraint's canonical equation (±1),
        /// what a tableau coefficient is divided by to give a Farkas multiplier.
        var sign: Int8
        /// The column currently stands for `upperBound - symbol` (see type comment).
        var isComplemented = false
        /// False while the symbol has never been put in a tableau row; such a
        /// symbol needs no substitution when it becomes basic.
        var mayOccur = false
    }

    private var symbols: [SymbolInfo] = []
    /// Scratch for `substitute`'s new symbols, kept between calls.
    private var spareSymbols: [Symbol] = []
    /// By serial; empty until `indexesColumns` (see `columnIndexThreshold`).
    private var columns: [[Int32]] = []
    private var indexesColumns = false
    /// Live rows beyond which the column index is kept. Below it, a scan of
    /// every row (a binary search each) costs less than allocating and
    /// maintaining a list per symbol; report-sized parts (up to ~40 rows) stay
    /// below it, long chains go far above, where scans would make every
    /// substitution linear in the tableau size.
    private static let columnIndexThreshold = 48

    private var externalOfVariable: [Int32] = []
    /// Whether a refusal also works out `lastRefusal` (it costs a pass over
    /// the tableau).
    var probesRefusals = false
    /// After a refusal, when `probesRefusals`: what dropping each constraint
    /// of its proof would do (see `RefusalProbe`).
    private(set) var lastRefusal: RefusalProbe?
    /// Row cells written or scanned so far: a measure of the work done that,
    /// unlike a clock, is the same on every machine and in every run.
    private(set) var work = 0
    private var objective = Row()
    private var artificial: Row?
    private(set) var records: [Record] = []

    init() {}

    /// A tableau sized for `constraints` constraints over `variables`
    /// variables, so its arrays never regrow (the conflict search knows the
    /// sizes and builds thousands of tableaux).
    init(constraints: Int, variables: Int) {
        rows.reserveCapacity(constraints + 1)
        basics.reserveCapacity(constraints + 1)
        slotStamps.reserveCapacity(constraints + 1)
        records.reserveCapacity(constraints)
        // Externals, up to two markers per constraint, one artificial symbol.
        symbols.reserveCapacity(variables + 2 * constraints + 1)
        externalOfVariable.reserveCapacity(variables)
    }

    // MARK: Reading values

    /// Solved value of the variable with this dense index; zero when it is
    /// unknown to the tableau or free (non-basic). Never NaN or infinite.
    package func value(ofVariable index: Int) -> Double {
        guard index < externalOfVariable.count, externalOfVariable[index] >= 0 else { return 0 }
        let slot = symbols[Int(externalOfVariable[index])].slot
        return slot >= 0 ? Numerics.sanitized(rows[Int(slot)].constant) : 0
    }

    /// Whether the variable with this dense index is fixed by exact required
    /// equalities alone: basic, in a row of dummy markers only (always 0), so
    /// nothing optional can move it.
    func isPinned(variable index: Int) -> Bool {
        guard index < externalOfVariable.count, externalOfVariable[index] >= 0 else { return false }
        let slot = symbols[Int(externalOfVariable[index])].slot
        return slot >= 0 && rows[Int(slot)].cells.allSatisfy { $0.symbol.isDummy }
    }

    /// How the variables with these dense indices (-1: unknown to the
    /// tableau) move when the constant of the exact equality `handle` grows
    /// by 1: the coefficients of its dummy marker in their rows (the constant
    /// and the marker enter the equality as a sum, and only equalities it
    /// implies hold the marker too). In a tableau of exact equalities alone,
    /// that is the move with every other marker held at 0: the equalities
    /// added after it that it implies move with it. Nil when the marker is
    /// basic, that is when the equalities added before it imply it and its
    /// constant cannot move on its own, or when it is no exact equality.
    func movement(perConstantOf handle: Int, ofVariables indices: [Int]) -> [Double]? {
        let marker = records[handle].marker
        guard records[handle].isAlive, marker.isDummy, symbols[marker.serial].slot < 0 else { return nil }
        return indices.map { index in
            guard index >= 0, index < externalOfVariable.count, externalOfVariable[index] >= 0 else { return 0 }
            let slot = symbols[Int(externalOfVariable[index])].slot
            return slot >= 0 ? rows[Int(slot)].coefficient(for: marker) : 0
        }
    }

    // MARK: Adding

    package mutating func add(_ constraint: PreparedConstraint) -> AddResult {
        lastRefusal = nil
        let handle = records.count
        var row = createRow(constraint, handle: handle)
        let record = records[handle]
        var subject = chooseSubject(row, record)
        if subject == nil && row.cells.allSatisfy({ $0.symbol.isDummy }) {
            // Only exact required equalities are involved: the row is either
            // redundant (zero constant) or a plain contradiction.
            if !Numerics.isZero(row.constant) {
                let proof = multipliers(from: row)
                if probesRefusals {
                    lastRefusal = probe(proof, refusedRow: row, skipping: nil, pending: handle)
                }
                records.removeLast()
                return .unsatisfiable(pendingHandle: handle, multipliers: proof)
            }
            subject = record.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, by: row)
            insertRow(row, basic: subject)
        } else if let proof = addWithArtificialVariable(row, record) {
            return .unsatisfiable(pendingHandle: handle, multipliers: proof)
        }
        optimize(.main)
        return .added(handle: handle)
    }

    /// The constraint's row with basic symbols substituted, its marker(s)
    /// added and its record appended.
    private mutating func createRow(_ constraint: PreparedConstraint, handle: Int) -> Row {
        let t = constraint.tolerance
        let isBand = constraint.isRequired && constraint.relation == .equal && t > 0
        var shift = 0.0
        if constraint.isRequired {
            switch constraint.relation {
            case .equal: shift = isBand ? -t : 0
            case .lessThanOrEqual: shift = -t
            case .greaterThanOrEqual: shift = t
            }
        }
        var row = Row(constant: constraint.constant + shift)
        // Room for every substituted row and the (up to two) markers, so all
        // merges below happen in place.
        var size = 2
        for cell in constraint.cells {
            let serial = Int(cell.variable) < externalOfVariable.count ? Int(externalOfVariable[Int(cell.variable)]) : -1
            let basicSlot = serial >= 0 ? Int(symbols[serial].slot) : -1
            size += basicSlot >= 0 ? rows[basicSlot].cells.count : 1
        }
        row.reserveCapacity(size)
        work += size
        for cell in constraint.cells {
            let symbol = externalSymbol(forVariable: Int(cell.variable))
            let slot = symbols[symbol.serial].slot
            if slot >= 0 {
                row.add(rows[Int(slot)], times: cell.coefficient)
            } else {
                row.add(symbol, cell.coefficient)
            }
        }
        var record: Record
        switch (constraint.isRequired, constraint.relation) {
        case (true, .equal) where !isBand:
            let dummy = newSymbol(.dummy, owner: handle, sign: 1, bound: 0)
            row.add(dummy, 1)
            record = Record(marker: dummy, isRequired: true, weight: 0)
        case (true, .equal):
            // expr - t + s = 0 with 0 <= s <= 2t, that is |expr| <= t.
            let slack = newSymbol(.slack, owner: handle, sign: 1, bound: 2 * t)
            row.add(slack, 1)
            record = Record(marker: slack, isRequired: true, weight: 0)
        case (true, .lessThanOrEqual):
            let slack = newSymbol(.slack, owner: handle, sign: 1, bound: .infinity)
            row.add(slack, 1)
            record = Record(marker: slack, isRequired: true, weight: 0)
        case (true, .greaterThanOrEqual):
            let slack = newSymbol(.slack, owner: handle, sign: -1, bound: .infinity)
            row.add(slack, -1)
            record = Record(marker: slack, isRequired: true, weight: 0)
        case (false, .equal):
            let plus = newSymbol(.error, owner: handle, sign: -1, bound: .infinity)
            let minus = newSymbol(.error, owner: handle, sign: 1, bound: .infinity)
            row.add(plus, -1)
            row.add(minus, 1)
            objective.add(plus, constraint.weight)
            objective.add(minus, constraint.weight)
            record = Record(marker: plus, other: minus, isRequired: false, weight: constraint.weight)
        case (false, let relation):
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack, owner: handle, sign: sign, bound: .infinity)
            let error = newSymbol(.error, owner: handle, sign: -sign, bound: .infinity)
            row.add(slack, sign)
            row.add(error, -sign)
            objective.add(error, constraint.weight)
            record = Record(marker: slack, other: error, isRequired: false, weight: constraint.weight)
        }
        records.append(record)
        // A non-negative constant lets a restricted marker with a negative
        // coefficient become basic at a non-negative value.
        if row.constant < 0 { row.negate() }
        return row
    }

    private func chooseSubject(_ row: Row, _ record: Record) -> Symbol? {
        // Any external will do (they are unrestricted); one that occurs in no
        // other row needs no substitution, so it goes first.
        var firstExternal: Symbol?
        for cell in row.cells where cell.symbol.isExternal {
            if !symbols[cell.symbol.serial].mayOccur { return cell.symbol }
            if firstExternal == nil { firstExternal = cell.symbol }
        }
        if let firstExternal { return firstExternal }
        for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.isPivotable {
            let coefficient = row.coefficient(for: symbol)
            // Solved for the symbol, the row gives it the value constant/-coefficient.
            if coefficient < 0 && row.constant / -coefficient <= symbols[symbol.serial].upperBound { return symbol }
        }
        return nil
    }

    /// Phase one of the simplex method for one row: minimise an artificial
    /// variable equal to the row. If the minimum is positive the row cannot
    /// hold together with the rest; the artificial row then is, term by term,
    /// a combination of the original equations proving it. Returns those
    /// multipliers on failure.
    ///
    /// A failure is undone by dropping the artificial row. Every other row has
    /// no artificial term, and the only original equation holding the
    /// artificial is the new one, so each other row is a combination of the
    /// old equations alone: they are a feasible tableau (in another basis) of
    /// exactly the old system, in which the new marker has no place.
    private mutating func addWithArtificialVariable(
        _ row: Row, _ record: Record
    ) -> [(handle: Int, multiplier: Double)]? {
        let art = newSymbol(.slack, owner: -1, sign: 0, bound: .infinity)
        insertRow(row, basic: art)
        artificial = row
        optimize(.artificial)
        let minimum = artificial?.constant ?? 0
        artificial = nil
        let artSlot = symbols[art.serial].slot
        if minimum > Numerics.infeasibility && artSlot >= 0 {
            let proof = multipliers(from: rows[Int(artSlot)])
            if probesRefusals {
                lastRefusal = probe(
                    proof, refusedRow: rows[Int(artSlot)], skipping: Int(artSlot),
                    pending: records.count - 1)
            }
            removeRow(Int(artSlot))
            // Zero in exact arithmetic; scrub any round-off left behind.
            for slot in rowsHolding(record.marker) { rows[Int(slot)].remove(record.marker) }
            records.removeLast()
            // Phase one moved the basis; put the optional constraints' optimum back.
            optimize(.main)
            return proof
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
        for slot in rowsHolding(art) { rows[Int(slot)].remove(art) }
        if indexesColumns { columns[art.serial] = [] }
        objective.remove(art)
        return nil
    }

    /// Farkas multipliers by constraint handle, read off a row that is a
    /// combination of original equations: a marker's coefficient (sign
    /// flipped when the column is complemented) divided by its coefficient in
    /// its own equation is that equation's multiplier.
    private func multipliers(from row: Row) -> [(handle: Int, multiplier: Double)] {
        var found: [(handle: Int, multiplier: Double)] = []
        for cell in row.cells {
            let serial = cell.symbol.serial
            let owner = Int(symbols[serial].owner)
            // Optional constraints' multipliers vanish at the optimum (their
            // error terms absorb anything); only required ones prove a conflict.
            guard owner >= 0, records[owner].isRequired else { continue }
            let coefficient = symbols[serial].isComplemented ? -cell.coefficient : cell.coefficient
            found.append((owner, coefficient / Double(symbols[serial].sign)))
        }
        found.sort { $0.handle < $1.handle }
        return found
    }

    // MARK: Removing

    package mutating func remove(handle: Int) {
        guard handle < records.count, records[handle].isAlive else { return }
        let record = records[handle]
        if !record.isRequired {
            for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.kind == .error {
                let slot = symbols[symbol.serial].slot
                if slot >= 0 {
                    objective.add(rows[Int(slot)], times: -record.weight)
                } else {
                    objective.add(symbol, -record.weight)
                }
            }
        }
        removeMarker(record.marker)
        records[handle].isAlive = false
        optimize(.main)
    }

    /// Drops the marker's equation: the marker becomes a free quantity and is
    /// eliminated. If it is not basic it first enters the basis in the row
    /// chosen by `markerLeavingRow`, whose basic symbol leaves at a bound.
    private mutating func removeMarker(_ marker: Symbol) {
        let basicSlot = symbols[marker.serial].slot
        if basicSlot >= 0 {
            removeRow(Int(basicSlot))
            return
        }
        // A marker that occurs nowhere no longer constrains anything.
        guard let (slot, leavesAtUpperBound) = markerLeavingRow(marker) else { return }
        var row = rows[slot]
        let leaving = basics[slot]
        removeRow(slot)
        row.solve(for: marker, replacing: leaving)
        substitute(marker, by: row)
        if leavesAtUpperBound { complement(leaving) }
    }

    /// Where a non-basic marker should enter the basis before it is dropped.
    ///
    /// Once dropped, the marker is free, so it may move either way; it moves
    /// until the first restricted basic symbol reaches a bound, and that row is
    /// the pivot row. Kiwi's rule, generalised to upper bounds: moving up
    /// first, then down, then (no restricted row holds it) an external row.
    ///
    /// A row whose basic symbol is a dummy comes before all: such a row (left
    /// by a redundant equality) holds only dummies, must stay at exactly zero,
    /// and has a zero constant, so pivoting there moves nothing. Kiwi skips
    /// this case, may pivot elsewhere, shift the dummy row's constant away from
    /// zero and so silently break the redundant constraint once the one it
    /// duplicated is removed.
    private mutating func markerLeavingRow(_ marker: Symbol) -> (slot: Int, leavesAtUpperBound: Bool)? {
        typealias Limit = (step: Double, basic: Symbol, slot: Int, atUpper: Bool)
        func better(_ candidate: Limit, than current: Limit?) -> Bool {
            guard let current else { return true }
            return candidate.step < current.step || (candidate.step == current.step && candidate.basic < current.basic)
        }
        var dummyRow: (basic: Symbol, slot: Int)?
        var up: Limit?
        var down: Limit?
        var external: (basic: Symbol, slot: Int)?
        for slot32 in rowsHolding(marker) {
            let slot = Int(slot32)
            let basic = basics[slot]
            let coefficient = rows[slot].coefficient(for: marker)
            let constant = max(rows[slot].constant, 0)
            let bound = symbols[basic.serial].upperBound
            if basic.isDummy {
                if dummyRow == nil || basic < dummyRow!.basic { dummyRow = (basic, slot) }
            } else if basic.isExternal {
                if external == nil || basic < external!.basic { external = (basic, slot) }
            } else if coefficient < 0 {
                let upLimit: Limit = (constant / -coefficient, basic, slot, false)
                if better(upLimit, than: up) { up = upLimit }
                if bound.isFinite {
                    let downLimit: Limit = (max(bound - constant, 0) / -coefficient, basic, slot, true)
                    if better(downLimit, than: down) { down = downLimit }
                }
            } else {
                let downLimit: Limit = (constant / coefficient, basic, slot, false)
                if better(downLimit, than: down) { down = downLimit }
                if bound.isFinite {
                    let upLimit: Limit = (max(bound - constant, 0) / coefficient, basic, slot, true)
                    if better(upLimit, than: up) { up = upLimit }
                }
            }
        }
        if let dummyRow { return (dummyRow.slot, false) }
        if let up { return (up.slot, up.atUpper) }
        if let down { return (down.slot, down.atUpper) }
        if let external { return (external.slot, false) }
        return nil
    }

    /// What dropping each constraint of the proof alone would do, read off
    /// the tableau at phase one's optimum without a pivot.
    ///
    /// Dropping a constraint frees its marker. Moving that marker alone (every
    /// other non-basic symbol stays put) changes the artificial variable by
    /// its coefficient per unit, so a step of `-minimum / coefficient` brings
    /// it to zero, where the refused constraint holds. Basic symbols move with
    /// it; if every restricted one stays within its bounds over that step, the
    /// point reached satisfies everything but the dropped constraint and the
    /// refused one is met: the rest holds without it (`droppable`). Where a
    /// bound stops the step first, the part of the discrepancy covered by
    /// then is the constraint's `capacity`: a hint of how many such
    /// constraints must go together, not a proof.
    ///
    /// `refusedRow` is the artificial row at its minimum (its slot, if in the
    /// tableau, is `skipping`), or the row of a refused exact equality holding
    /// only dummies, which reads `0 = constant + Σ…`: the same test applies.
    private mutating func probe(
        _ proof: [(handle: Int, multiplier: Double)], refusedRow artificialRow: Row, skipping artificialSlot: Int?,
        pending: Int
    ) -> RefusalProbe {
        let discrepancy = abs(artificialRow.constant)
        // By serial; NaN for symbols that are not a candidate's marker.
        var stepOfSerial = [Double](repeating: .nan, count: symbols.count)
        var candidates: [(handle: Int, serial: Int)] = []
        for (handle, _) in proof where handle != pending && handle < records.count && records[handle].isAlive {
            let marker = records[handle].marker
            guard symbols[marker.serial].slot < 0 else { continue }
            let coefficient = artificialRow.coefficient(for: marker)
            guard abs(coefficient) > Numerics.epsilon else { continue }
            stepOfSerial[marker.serial] = -artificialRow.constant / coefficient
            candidates.append((handle, marker.serial))
        }
        guard !candidates.isEmpty else { return RefusalProbe(droppable: [], capacity: [], discrepancy: discrepancy) }
        // The fraction of its step each candidate's marker can take, by serial.
        var reach = [Double](repeating: 1, count: symbols.count)
        for slot in rows.indices where slot != artificialSlot && basics[slot] != Tableau.noSymbol {
            let basic = basics[slot]
            guard !basic.isExternal else { continue }
            let row = rows[slot]
            work += row.cells.count
            let bound = symbols[basic.serial].upperBound
            for cell in row.cells {
                let step = stepOfSerial[cell.symbol.serial]
                guard !step.isNaN else { continue }
                let change = cell.coefficient * step
                let room = change < 0 ? row.constant + Numerics.epsilon : bound + Numerics.epsilon - row.constant
                if abs(change) > max(room, 0) {
                    reach[cell.symbol.serial] = min(reach[cell.symbol.serial], max(room, 0) / abs(change))
                }
            }
        }
        var droppable: [Int] = []
        var capacity: [(handle: Int, capacity: Double)] = []
        for candidate in candidates {
            if reach[candidate.serial] >= 1 {
                droppable.append(candidate.handle)
            } else {
                capacity.append((candidate.handle, reach[candidate.serial] * discrepancy))
            }
        }
        return RefusalProbe(droppable: droppable.sorted(), capacity: capacity, discrepancy: discrepancy)
    }

    // MARK: Simplex iterations

    private mutating func optimize(_ phase: Phase) {
        var budget = Numerics.pivotsPerRow * (rows.count - freeSlots.count + 16)
        while budget > 0 {
            budget -= 1
            guard let entering = enteringSymbol(phase) else { return }
            // The objectives are bounded below (sums of non-negative symbols),
            // so an unlimited step can only come from round-off.
            switch ratioTest(for: entering) {
            case .unlimited:
                return
            case .flip:
                complement(entering)
            case .pivot(let slot, let leavesAtUpperBound):
                let leaving = basics[slot]
                pivot(slot: slot, entering: entering)
                if leavesAtUpperBound { complement(leaving) }
            }
        }
    }

    /// Lowest-numbered symbol whose increase lowers the objective.
    private func enteringSymbol(_ phase: Phase) -> Symbol? {
        let cells = phase == .main ? objective.cells : artificial!.cells
        for cell in cells where cell.coefficient < 0 && cell.symbol.isPivotable { return cell.symbol }
        return nil
    }

    private enum Step {
        case unlimited
        /// The entering symbol reaches its own upper bound first.
        case flip
        case pivot(slot: Int, leavesAtUpperBound: Bool)
    }

    /// How far the entering symbol can grow before a restricted basic symbol
    /// reaches zero or its upper bound, or the entering symbol its own bound.
    /// Ties go to the lowest basic symbol, and rows beat the own bound.
    private mutating func ratioTest(for entering: Symbol) -> Step {
        var best: (step: Double, basic: Symbol, slot: Int, atUpper: Bool)?
        for slot32 in rowsHolding(entering) {
            let slot = Int(slot32)
            let basic = basics[slot]
            guard !basic.isExternal else { continue }
            let coefficient = rows[slot].coefficient(for: entering)
            let constant = max(rows[slot].constant, 0)
            let step: Double
            let atUpper: Bool
            if coefficient < 0 {
                step = constant / -coefficient
                atUpper = false
            } else {
                let bound = symbols[basic.serial].upperBound
                guard bound.isFinite else { continue }
                step = max(bound - constant, 0) / coefficient
                atUpper = true
            }
            if best == nil || step < best!.step || (step == best!.step && basic < best!.basic) {
                best = (step, basic, slot, atUpper)
            }
        }
        let ownBound = symbols[entering.serial].upperBound
        if let best, best.step <= ownBound {
            // A basic symbol with a zero bound (a dummy) leaves at zero, not "at its upper bound".
            return .pivot(slot: best.slot, leavesAtUpperBound: best.atUpper && symbols[best.basic.serial].upperBound > 0)
        }
        return ownBound.isFinite ? .flip : .unlimited
    }

    private mutating func pivot(slot: Int, entering: Symbol) {
        var row = rows[slot]
        let leaving = basics[slot]
        rows[slot] = Row()
        symbols[leaving.serial].slot = -1
        row.solve(for: entering, replacing: leaving)
        substitute(entering, by: row)
        rows[slot] = row
        basics[slot] = entering
        symbols[entering.serial].slot = Int32(slot)
        symbols[leaving.serial].mayOccur = true
        if indexesColumns { columns[leaving.serial].append(Int32(slot)) }
    }

    /// Replaces a non-basic bounded symbol `y` by `bound - y` in every row:
    /// the symbol sits at its upper bound, and its complement is back at zero.
    private mutating func complement(_ symbol: Symbol) {
        let bound = symbols[symbol.serial].upperBound
        guard bound.isFinite, bound > 0 else { return }
        for slot in rowsHolding(symbol) { rows[Int(slot)].complement(symbol, bound: bound) }
        objective.complement(symbol, bound: bound)
        artificial?.complement(symbol, bound: bound)
        symbols[symbol.serial].isComplemented.toggle()
    }

    /// Replaces `symbol` everywhere by the expression `row` stands for.
    private mutating func substitute(_ symbol: Symbol, by row: Row) {
        // Borrow the spare buffer (given back below) rather than allocate one per call.
        var added = spareSymbols
        spareSymbols = []
        defer {
            added.removeAll(keepingCapacity: true)
            spareSymbols = added
        }
        if symbols[symbol.serial].mayOccur {
            for slot in rowsHolding(symbol) {
                work += rows[Int(slot)].cells.count + row.cells.count
                rows[Int(slot)].substitute(symbol, by: row, newSymbols: &added)
                for newSymbol in added {
                    symbols[newSymbol.serial].mayOccur = true
                    if indexesColumns && !newSymbol.isDummy { columns[newSymbol.serial].append(slot) }
                }
                added.removeAll(keepingCapacity: true)
            }
            if indexesColumns { columns[symbol.serial] = [] }
        }
        objective.substitute(symbol, by: row, newSymbols: &added)
        if artificial != nil {
            added.removeAll(keepingCapacity: true)
            artificial!.substitute(symbol, by: row, newSymbols: &added)
        }
    }

    // MARK: Bookkeeping

    private mutating func newSymbol(_ kind: Symbol.Kind, owner: Int, sign: Double, bound: Double) -> Symbol {
        let symbol = Symbol(serial: symbols.count, kind: kind)
        symbols.append(SymbolInfo(owner: Int32(owner), upperBound: bound, sign: Int8(sign)))
        if indexesColumns { columns.append([]) }
        return symbol
    }

    private mutating func externalSymbol(forVariable index: Int) -> Symbol {
        if index >= externalOfVariable.count {
            externalOfVariable.append(contentsOf: repeatElement(-1, count: index + 1 - externalOfVariable.count))
        }
        let serial = externalOfVariable[index]
        if serial >= 0 { return Symbol(serial: Int(serial), kind: .external) }
        let symbol = newSymbol(.external, owner: -1, sign: 0, bound: .infinity)
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
        symbols[basic.serial].slot = Int32(slot)
        for cell in row.cells { symbols[cell.symbol.serial].mayOccur = true }
        if indexesColumns {
            for cell in row.cells where !cell.symbol.isDummy { columns[cell.symbol.serial].append(Int32(slot)) }
        } else if rows.count - freeSlots.count > Tableau.columnIndexThreshold {
            indexesColumns = true
            columns = Array(repeating: [], count: symbols.count)
            for (slot, row) in rows.enumerated() where basics[slot] != Tableau.noSymbol {
                for cell in row.cells where !cell.symbol.isDummy { columns[cell.symbol.serial].append(Int32(slot)) }
            }
        }
    }

    private mutating func removeRow(_ slot: Int) {
        symbols[basics[slot].serial].slot = -1
        rows[slot] = Row()
        basics[slot] = Tableau.noSymbol
        freeSlots.append(Int32(slot))
    }

    /// The slots whose rows hold `symbol` right now.
    ///
    /// Small tableaux have no column index (see the type comment). Dummies are
    /// never indexed: they never enter the basis, so their columns
    /// are only wanted when a constraint is removed (or a redundant row is
    /// re-based), rare events that can afford a scan. On a long chain of exact
    /// equalities, the dummy cells are most of the tableau.
    ///
    /// A scan's result is a bit set (ascending slots, as scanned), not an
    /// array: these calls come by the thousand per small tableau, and an
    /// array each cost an allocation.
    private mutating func rowsHolding(_ symbol: Symbol) -> SlotList {
        if indexesColumns && !symbol.isDummy { return SlotList(column: liveColumn(symbol)) }
        var found = MemberSet()
        work += rows.count
        // Through buffer pointers: indexing the arrays directly retained and
        // released each row's cells on every probe.
        rows.withUnsafeBufferPointer { rows in
            basics.withUnsafeBufferPointer { basics in
                for slot in rows.indices where basics[slot] != Tableau.noSymbol && rows[slot].contains(symbol) {
                    found.insert(slot)
                }
            }
        }
        return SlotList(scanned: found)
    }

    /// Slots, from a column list (in its order) or a scan (ascending).
    private struct SlotList: Sequence {
        private let column: [Int32]
        private let scanned: MemberSet

        init(column: [Int32]) {
            self.column = column
            scanned = MemberSet()
        }

        init(scanned: MemberSet) {
            column = []
            self.scanned = scanned
        }

        struct Iterator: IteratorProtocol {
            fileprivate var column: IndexingIterator<[Int32]>
            fileprivate var scanned: MemberSet.Iterator

            mutating func next() -> Int32? {
                if let slot = column.next() { return slot }
                return scanned.next().map { Int32($0) }
            }
        }

        func makeIterator() -> Iterator {
            Iterator(column: column.makeIterator(), scanned: scanned.makeIterator())
        }
    }

    /// The slots whose rows hold a non-dummy `symbol` right now. Column lists are allowed
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
