import SeededRandom
import Testing

@testable import ConstraintSolving
@testable import Explainer

struct RowTests {
    private func row(_ cells: [(Int, Double)], constant: Double = 0) -> Row {
        var row = Row(constant: constant)
        for (serial, coefficient) in cells { row.add(Symbol(serial: serial, kind: .slack), coefficient) }
        return row
    }

    private func contents(_ row: Row) -> [Int: Double] {
        var result: [Int: Double] = [:]
        for cell in row.cells { result[cell.symbol.serial] = cell.coefficient }
        return result
    }

    @Test func mergeMatchesAReferenceInPlaceAndNot() {
        var random = SplitMix64(seed: 7)
        for round in 0..<500 {
            let a = (0..<random.below(8)).map { _ in (random.below(12), Double(random.below(7) - 3)) }
            let b = (0..<random.below(8)).map { _ in (random.below(12), Double(random.below(7) - 3)) }
            let factor = random.pick([1.0, -1.0, 2.0, 0.5])
            let left = row(a, constant: 1)
            let right = row(b, constant: 2)

            var expected = contents(left)
            for (serial, coefficient) in contents(right) {
                let sum = (expected[serial] ?? 0) + factor * coefficient
                expected[serial] = sum == 0 ? nil : sum
            }
            let expectedNew = Set(contents(right).keys).subtracting(contents(left).keys)

            for inPlace in [false, true] {
                var merged = left
                if inPlace { merged.reserveCapacity(left.cells.count + right.cells.count + round % 3) }
                var added: [Symbol] = []
                merged.add(right, times: factor, newSymbols: &added)
                #expect(contents(merged) == expected)
                #expect(merged.cells.map(\.symbol.serial) == merged.cells.map(\.symbol.serial).sorted())
                #expect(Set(added.map(\.serial)) == expectedNew)
                #expect(merged.constant == 1 + 2 * factor)
            }
        }
    }

    @Test func solveAndComplement() {
        // 0 = 6 + 2s + 3t  ->  s = -3 - 1.5t
        var equation = row([(1, 2), (2, 3)], constant: 6)
        equation.solve(for: Symbol(serial: 1, kind: .slack))
        #expect(equation.constant == -3)
        #expect(contents(equation) == [2: -1.5])
        // t -> 4 - t': constant -3 - 1.5*4, coefficient +1.5
        equation.complement(Symbol(serial: 2, kind: .slack), bound: 4)
        #expect(equation.constant == -9)
        #expect(contents(equation) == [2: 1.5])
    }
}
