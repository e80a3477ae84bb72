/// A proof that required constraints cannot all hold: multipliers such that the
/// weighted sum of the constraints' expressions has no variable left, only a
/// constant, and that constant contradicts what the constraints allow.
///
/// Convention: each constraint reads `expression RELATION 0` within its
/// tolerance. Multipliers of `<=` constraints are positive, of `>=` ones
/// negative, of `==` ones either sign; then `Σ multiplier·expression` may be at
/// most `allowance = Σ |multiplier|·tolerance`, yet it is the constant
/// `discrepancy = Σ multiplier·constant`, which is larger. Multipliers are scaled
/// so the smallest is ±1 (and snapped to integers when that close), so for a
/// chain of plain sums the discrepancy is the number of points the two sides
/// are apart.
package struct FarkasCertificate: Hashable, Sendable, CustomStringConvertible {
    package struct Entry: Hashable, Sendable {
        package let tag: Int
        package let multiplier: Double
        /// `multiplier × constant` of the constraint's expression: the entries'
        /// contributions add up to `discrepancy`.
        package let contribution: Double
    }

    /// Sorted by tag; multipliers are never zero.
    package let entries: [Entry]
    /// How far apart the two sides are: always positive.
    package let discrepancy: Double
    /// How much the constraints' tolerances together forgive; below `discrepancy`.
    let allowance: Double
    /// Largest coefficient left on any variable after combining (round-off only).
    let residual: Double
    /// The numerical check (signs, cancellation, discrepancy beyond allowance)
    /// passed when the certificate was made.
    package let isVerified: Bool

    package var tags: [Int] { entries.map(\.tag) }
    /// By how much the discrepancy exceeds what the tolerances forgive.
    var excess: Double { discrepancy - allowance }

    package func multiplier(for tag: Int) -> Double {
        entries.first { $0.tag == tag }?.multiplier ?? 0
    }

    /// `Σ multiplier·expression` over the given constraints (matched by tag):
    /// for a valid certificate, a constant equal to `discrepancy` up to round-off.
    func combination(of constraints: [LinearConstraint]) -> LinearExpression {
        var byTag: [Int: LinearConstraint] = [:]
        for constraint in constraints where byTag[constraint.tag] == nil { byTag[constraint.tag] = constraint }
        var sum = LinearExpression()
        for entry in entries {
            guard let constraint = byTag[entry.tag] else { continue }
            sum = sum + constraint.expression.scaled(by: entry.multiplier)
        }
        let scale = entries.reduce(1.0) { max($0, abs($1.multiplier)) }
        let kept = sum.terms.filter { abs($0.coefficient) > Numerics.certificateResidual * scale }
        return LinearExpression(kept, constant: sum.constant)
    }

    /// Re-checks the certificate against the constraints it names, from scratch.
    func verify(against constraints: [LinearConstraint]) -> Bool {
        var numbering = VariableNumbering()
        var byTag: [Int: PreparedConstraint] = [:]
        for constraint in constraints where byTag[constraint.tag] == nil {
            byTag[constraint.tag] = PreparedConstraint(constraint, numbering: &numbering)
        }
        var pairs: [(PreparedConstraint, Double)] = []
        for entry in entries {
            guard let constraint = byTag[entry.tag] else { return false }
            pairs.append((constraint, entry.multiplier))
        }
        guard let again = FarkasCertificate(checking: pairs) else { return false }
        return again.isVerified
    }

    package var description: String {
        let sum = entries.map { "\($0.multiplier) × #\($0.tag)" }.joined(separator: " + ")
        return "\(sum): discrepancy \(discrepancy), allowance \(allowance)"
    }
}

extension FarkasCertificate {
    /// The same certificate with every tag mapped (entries re-sorted by new tag).
    func retagged(_ newTag: (Int) -> Int) -> FarkasCertificate {
        let entries = self.entries
            .map { Entry(tag: newTag($0.tag), multiplier: $0.multiplier, contribution: $0.contribution) }
            .sorted { $0.tag < $1.tag }
        return FarkasCertificate(
            entries: entries, discrepancy: discrepancy, allowance: allowance,
            residual: residual, isVerified: isVerified)
    }

    /// Builds a certificate from raw multipliers (as read off a tableau):
    /// drops noise, scales, snaps to integers and checks the result. Nil when
    /// nothing is left.
    init?(rawMultipliers raw: [(constraint: PreparedConstraint, multiplier: Double)]) {
        let largest = raw.reduce(0.0) { max($0, abs($1.multiplier)) }
        guard largest > 0, largest.isFinite else { return nil }
        let noise = Numerics.multiplierCleanup * largest
        var smallest = Double.infinity
        for entry in raw where abs(entry.multiplier) > noise { smallest = min(smallest, abs(entry.multiplier)) }
        var kept: [(constraint: PreparedConstraint, multiplier: Double)] = []
        kept.reserveCapacity(raw.count)
        for entry in raw where abs(entry.multiplier) > noise {
            var value = entry.multiplier / smallest
            let integer = value.rounded()
            if abs(value - integer) <= Numerics.multiplierCleanup * max(1, abs(value)) { value = integer }
            kept.append((entry.constraint, value))
        }
        self.init(checking: kept)
    }

    /// Takes the multipliers as they are and records whether they prove a conflict.
    init?(checking pairs: [(constraint: PreparedConstraint, multiplier: Double)]) {
        guard !pairs.isEmpty else { return nil }
        // Inside the conflict search multipliers already come in tag order.
        // Read by index: a copy of each pair went through the generic tuple copy.
        var isSorted = true
        for index in pairs.indices.dropFirst() where pairs[index - 1].constraint.tag > pairs[index].constraint.tag {
            isSorted = false
            break
        }
        let order =
            isSorted ? Array(pairs.indices) : pairs.indices.sorted { (pairs[$0].constraint.tag, $0) < (pairs[$1].constraint.tag, $1) }
        var entries: [Entry] = []
        entries.reserveCapacity(order.count)
        var discrepancy = 0.0
        var allowance = 0.0
        var signsHold = true
        var products: [(variable: Int32, value: Double)] = []
        products.reserveCapacity(pairs.reduce(0) { $0 + $1.constraint.cells.count })
        var largestProduct = 0.0
        var largestVariable: Int32 = 0
        for index in order {
            let multiplier = pairs[index].multiplier
            let constant = pairs[index].constraint.constant
            let contribution = multiplier * constant
            entries.append(Entry(tag: pairs[index].constraint.tag, multiplier: multiplier, contribution: contribution))
            discrepancy += contribution
            allowance += abs(multiplier) * pairs[index].constraint.tolerance
            switch pairs[index].constraint.relation {
            case .lessThanOrEqual: signsHold = signsHold && multiplier > 0
            case .greaterThanOrEqual: signsHold = signsHold && multiplier < 0
            case .equal: break
            }
            signsHold = signsHold && pairs[index].constraint.isRequired && multiplier.isFinite
            for cell in pairs[index].constraint.cells {
                let product = multiplier * cell.coefficient
                products.append((cell.variable, product))
                largestProduct = max(largestProduct, abs(product))
                largestVariable = max(largestVariable, cell.variable)
            }
        }
        let residual = Self.largestSum(of: products, variables: Int(largestVariable) + 1)
        self.entries = entries
        self.discrepancy = Numerics.sanitized(discrepancy)
        self.allowance = Numerics.sanitized(allowance)
        self.residual = Numerics.sanitized(residual)
        self.isVerified =
            signsHold && discrepancy.isFinite && allowance.isFinite
            && residual <= Numerics.certificateResidual * max(1, largestProduct)
            && discrepancy - allowance > 0
    }

    /// The largest sum, in absolute value, of the products of any one
    /// variable, each summed in the order given (so the residual is
    /// reproducible). Variables are dense indices: where they are few enough,
    /// one slot each; else sorted, which keeps equal variables in order.
    private static func largestSum(of products: [(variable: Int32, value: Double)], variables: Int) -> Double {
        var largest = 0.0
        if variables <= 4 * products.count + 64 {
            var sums = [Double](repeating: 0, count: variables)
            for product in products { sums[Int(product.variable)] += product.value }
            for sum in sums { largest = max(largest, abs(sum)) }
            return largest
        }
        let sorted = products.enumerated().sorted {
            ($0.element.variable, $0.offset) < ($1.element.variable, $1.offset)
        }.map(\.element)
        var index = 0
        while index < sorted.count {
            var sum = 0.0
            let variable = sorted[index].variable
            while index < sorted.count && sorted[index].variable == variable {
                sum += sorted[index].value
                index += 1
            }
            largest = max(largest, abs(sum))
        }
        return largest
    }
}
