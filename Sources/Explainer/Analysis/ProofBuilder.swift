/// Turns a Farkas certificate into arithmetic a person can check.
///
/// The certificate's multipliers combine the constraints so every variable
/// cancels; what is left are the constants, `Σ multiplier × constant`, which
/// should be zero and are not. Terms of one sign form a sum, those of the
/// other sign what it is held against: in a chain of edges and sizes, the
/// pieces and the total they fail to make.
enum ProofBuilder {
    static func proof(from certificate: FarkasCertificate, facts: [Int: ImplicitFact]) -> Proof {
        var terms: [Proof.Term] = []
        for entry in certificate.entries {
            if entry.tag < ModelBuilder.implicitTagBase {
                terms.append(Proof.Term(entryIndex: entry.tag, fact: nil, value: entry.contribution))
            } else if let fact = facts[entry.tag], entry.contribution != 0 {
                terms.append(Proof.Term(entryIndex: nil, fact: fact, value: entry.contribution))
            }
        }
        var positive = terms.filter { $0.value > 0 }
        var negative = terms.filter { $0.value < 0 }.map { Proof.Term(entryIndex: $0.entryIndex, fact: $0.fact, value: -$0.value) }
        // The side with fewer terms is what the sum is held against (the cell's
        // fixed height against the pieces that fill it).
        let positiveTotal = positive.reduce(0) { $0 + $1.value }
        let negativeTotal = negative.reduce(0) { $0 + $1.value }
        if negative.count > positive.count || (negative.count == positive.count && negativeTotal > positiveTotal) {
            swap(&positive, &negative)
        }
        // Zero terms are pieces of the chain (a flush edge), unless nothing
        // else is left to hold the sum against (`40, but 0`).
        var zeros = terms.filter { $0.value == 0 }
        if negative.isEmpty, let last = zeros.popLast() { negative = [last] }
        positive = (positive + zeros).sorted(by: Self.printedOrder)
        negative.sort(by: Self.printedOrder)
        // Measure in the units of a single total it is held against (the
        // cell's height), not in the certificate's arbitrary scale.
        var scale = 1.0
        if negative.count == 1, negative[0].value != 0,
           let multiplier = certificate.entries.first(where: { $0.tag == negative[0].entryIndex })?.multiplier,
           multiplier != 0 {
            scale = 1 / abs(multiplier)
        }
        func scaled(_ term: Proof.Term) -> Proof.Term {
            Proof.Term(entryIndex: term.entryIndex, fact: term.fact, value: term.value * scale)
        }
        return Proof(sum: positive.map(scaled), against: negative.map(scaled), discrepancy: certificate.discrepancy * scale)
    }

    /// Entries in printed order, then facts.
    private static func printedOrder(_ lhs: Proof.Term, _ rhs: Proof.Term) -> Bool {
        (lhs.entryIndex ?? Int.max) < (rhs.entryIndex ?? Int.max)
    }
}
