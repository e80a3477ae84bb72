/// Turns a Farkas certificate into arithmetic a person can check.
///
/// The certificate's multipliers combine the constraints so every variable
/// cancels; what is left are the constants, `Σ multiplier × constant`, which
/// should be zero and are not. Terms of one sign form a sum, those of the
/// other sign what it is held against: in a chain of edges and sizes, the
/// pieces and the total they fail to make.
enum ProofBuilder {
    static func proof(from certificate: FarkasCertificate, model: LayoutModel) -> Proof {
        var terms: [Proof.Term] = []
        for entry in certificate.entries {
            guard entry.tag < ModelBuilder.implicitTagBase else { continue }
            terms.append(Proof.Term(entryIndex: entry.tag, value: entry.contribution))
        }
        terms.sort { $0.entryIndex < $1.entryIndex }
        var positive = terms.filter { $0.value >= 0 }
        var negative = terms.filter { $0.value < 0 }.map { Proof.Term(entryIndex: $0.entryIndex, value: -$0.value) }
        // The side with fewer terms is what the sum is held against (the cell's
        // fixed height against the pieces that fill it).
        if negative.count > positive.count || (negative.count == positive.count && negative.isEmpty == false
            && negative.reduce(0, { $0 + $1.value }) > positive.reduce(0, { $0 + $1.value })) {
            swap(&positive, &negative)
        }
        // Zero-valued terms are pieces of the chain (a flush edge), not the total.
        let zeros = negative.filter { $0.value == 0 }
        negative.removeAll { $0.value == 0 }
        positive = (positive + zeros).sorted { $0.entryIndex < $1.entryIndex }
        return Proof(sum: positive, against: negative, discrepancy: certificate.discrepancy)
    }
}
