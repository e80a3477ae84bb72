/// What a tableau's refusal of a member proves, and what its probe
/// (`Tableau.RefusalProbe`) shows about the proof's members.
struct Refusal {
    /// Proves the members the tableau held, with the refused one, infeasible.
    let certificate: FarkasCertificate
    /// Members of the certificate shown needed in that set (it holds without
    /// any one of them): the refused member itself (the others held) and
    /// those the probe shows droppable.
    var needed = MemberSet()
    /// For the certificate's other members: how much of `discrepancy`
    /// dropping each alone would cover. A hint for the deletion filter, not
    /// a proof.
    var capacity: [Int: Double] = [:]
    /// How far the refused member was from holding.
    var discrepancy = 0.0
}
