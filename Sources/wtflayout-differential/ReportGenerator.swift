import SeededRandom

/// Makes report `index` of a run from the run's seed: its shape, size and
/// text all follow from those two numbers, so any report can be made again.
enum ReportGenerator {
    /// The largest list the generator writes.
    static let largestReport = 300

    static func report(seed: UInt64, index: Int) -> GeneratedReport {
        var random = SplitMix64(seed: seed, index: index)
        var writer = LayoutWriter(random: &random)
        let linePrefix = ConsoleReportText.linePrefix(&random)
        let budget = random.weighted([
            (random.int(in: 3...15), 40), (random.int(in: 16...100), 40), (random.int(in: 101...largestReport), 20),
        ])

        var pieces: [ShapePiece] = []
        var ranges: [Range<Int>] = []
        func add(mustFit: Bool, budget: Int) {
            let start = writer.entries.count
            pieces.append(writePiece(ShapeRequest(mustFit: mustFit, entryBudget: budget), into: &writer, random: &random))
            ranges.append(start..<writer.entries.count)
        }
        let form = random.weighted([(ReportForm.single, 70), (.several, 15), (.satisfiable, 15)])
        switch form {
        case .single:
            add(mustFit: random.chance(percent: 20), budget: budget)
        case .several, .satisfiable:
            // Two to four pieces, or as many as fill a large budget.
            let target = budget > 100 ? Int.max : random.int(in: 2...4)
            let pieceBudget = budget > 100 ? random.int(in: 15...60) : max(7, budget / target)
            repeat {
                add(mustFit: form == .satisfiable || random.chance(percent: 15), budget: min(pieceBudget, budget - writer.entries.count))
            } while pieces.count < target && writer.entries.count + 7 <= budget
        }
        // Shapes have a least size: the last pieces go when they overshoot.
        while pieces.count > 1 && ranges.last!.upperBound > largestReport {
            pieces.removeLast()
            ranges.removeLast()
        }

        let order = printedOrder(ranges, random: &random)
        let entries = order.map { writer.entries[$0] }
        let required = entries.indices.filter { entries[$0].isRequired }
        // Each minimal conflict lies within one piece: the pieces share no view.
        let known = pieces.reduce(Optional(0)) { total, piece in
            guard let total, let count = piece.knownConflictCount else { return nil }
            let (sum, overflow) = total.addingReportingOverflow(count)
            return overflow ? nil : sum
        }
        return GeneratedReport(
            shape: form == .satisfiable ? .satisfiable : pieces.count == 1 ? pieces[0].kind : .severalConflicts,
            entries: entries, sizeVariables: writer.sizeVariables, marginVariables: writer.marginVariables,
            knownConflictCount: known,
            brokenEntry: required.isEmpty ? 0 : random.pick(required), linePrefix: linePrefix)
    }

    private enum ReportForm { case single, several, satisfiable }

    private static func writePiece(
        _ request: ShapeRequest, into writer: inout LayoutWriter,
        random: inout SplitMix64
    ) -> ShapePiece {
        var kinds: [(ShapeKind, Int)] = [(.row, 20), (.column, 10)]
        if request.entryBudget >= 25 { kinds.append((.grid, 10)) }
        // The other shapes stay small: a large report is made of rows, columns and grids.
        if request.entryBudget <= 100 {
            kinds += [
                (.stack, 10), (.nestedStack, 6), (.equalStack, 8), (.tableCell, 10), (.autoresizing, 6), (.margins, 14),
                (.multiplier, 8), (.tiny, 10),
            ]
        }
        switch random.weighted(kinds) {
        case .row: return RowShape.write(.horizontal, request, into: &writer, random: &random)
        case .column: return RowShape.write(.vertical, request, into: &writer, random: &random)
        case .grid: return GridShape.write(request, into: &writer, random: &random)
        case .stack: return StackShape.write(nested: false, request, into: &writer, random: &random)
        case .nestedStack: return StackShape.write(nested: true, request, into: &writer, random: &random)
        case .equalStack: return EqualStackShape.write(request, into: &writer, random: &random)
        case .tableCell: return TableCellShape.write(request, into: &writer, random: &random)
        case .autoresizing: return AutoresizingShape.write(request, into: &writer, random: &random)
        case .margins: return MarginShape.write(request, into: &writer, random: &random)
        case .multiplier: return MultiplierShape.write(request, into: &writer, random: &random)
        case .tiny, .severalConflicts, .satisfiable: return TinyShape.write(request, into: &writer, random: &random)
        }
    }

    /// UIKit lists a layout's constraints in no order a reader can rely on:
    /// the pieces' entries are merged at random (each piece keeping its own
    /// order), or shuffled outright.
    private static func printedOrder(_ ranges: [Range<Int>], random: inout SplitMix64) -> [Int] {
        let all = ranges.flatMap { Array($0) }
        if random.chance(percent: 25) { return random.shuffled(all) }
        var queues = ranges.map { Array($0) }.filter { !$0.isEmpty }
        var order: [Int] = []
        while !queues.isEmpty {
            let pick = random.int(in: 0...(queues.count - 1))
            order.append(queues[pick].removeFirst())
            if queues[pick].isEmpty { queues.remove(at: pick) }
        }
        return order
    }
}
