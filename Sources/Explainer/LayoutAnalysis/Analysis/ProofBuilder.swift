import ConstraintSolving

/// Turns a Farkas certificate into arithmetic a person can check.
///
/// The certificate's multipliers combine the constraints so every variable
/// cancels; what is left are the constants, `Σ multiplier × constant`, which
/// should be zero and are not. Terms of one sign form a sum, those of the
/// other sign what it is held against: in a chain of edges and sizes, the
/// pieces and the total they fail to make.
enum ProofBuilder {
    private struct Signed {
        let term: Proof.Term
        let multiplier: Double
    }

    static func proof(from certificate: FarkasCertificate, facts: [Int: ImplicitFact]) -> Proof {
        var terms: [Signed] = []
        for entry in certificate.entries {
            if let index = ConstraintID(tag: entry.tag).entryIndex {
                terms.append(
                    Signed(
                        term: Proof.Term(
                            entryIndex: index, fact: nil, value: entry.contribution,
                            multiplier: entry.multiplier), multiplier: entry.multiplier))
            } else if let fact = facts[entry.tag], entry.contribution != 0 {
                terms.append(
                    Signed(
                        term: Proof.Term(
                            entryIndex: nil, fact: fact, value: entry.contribution,
                            multiplier: entry.multiplier), multiplier: entry.multiplier))
            }
        }
        let positive = terms.filter { $0.term.value > 0 }
        let negative = terms.filter { $0.term.value < 0 }
        let zeros = terms.filter { $0.term.value == 0 }

        // The side with fewer terms is what the sum is held against (the
        // cell's fixed height against the pieces that fill it). On a tie, the
        // flush edges (zero terms) tell which side is the chain: they share
        // its multipliers' sign.
        let zeroSign = zeros.reduce(0.0) { $0 + ($1.multiplier > 0 ? 1 : -1) }
        func isChain(_ side: [Signed]) -> Bool { side.contains { ($0.multiplier > 0) == (zeroSign > 0) } }
        let negativeIsAgainst: Bool
        if positive.count != negative.count {
            negativeIsAgainst = negative.count < positive.count
        } else if zeroSign != 0, isChain(positive) != isChain(negative) {
            negativeIsAgainst = isChain(positive)
        } else {
            negativeIsAgainst = true
        }
        var sum = negativeIsAgainst ? positive : negative
        var against = negativeIsAgainst ? negative : positive
        sum += zeros
        if against.isEmpty, let last = sum.last(where: { $0.term.value == 0 }) {
            sum.removeAll { $0.term == last.term }
            against = [last]
        }

        // Measure in the units of a single total it is held against (the
        // cell's height), not in the certificate's arbitrary scale.
        var scale = 1.0
        if against.count == 1, against[0].multiplier != 0 { scale = 1 / abs(against[0].multiplier) }
        func normalised(_ signed: Signed) -> Proof.Term {
            Proof.Term(
                entryIndex: signed.term.entryIndex, fact: signed.term.fact, value: abs(signed.term.value) * scale,
                multiplier: abs(signed.multiplier) * scale)
        }
        return Proof(
            sum: sum.map(normalised).sorted(by: printedOrder),
            against: against.map(normalised).sorted(by: printedOrder),
            discrepancy: certificate.discrepancy * scale)
    }

    /// Entries in printed order, then facts.
    private static func printedOrder(_ lhs: Proof.Term, _ rhs: Proof.Term) -> Bool {
        (lhs.entryIndex ?? Int.max) < (rhs.entryIndex ?? Int.max)
    }
}
