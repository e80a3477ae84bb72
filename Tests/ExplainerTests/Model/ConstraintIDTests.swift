import Testing

@testable import Explainer
@testable import LayoutAnalysis

struct ConstraintIDTests {
    @Test func everyKindComesBackFromItsTag() {
        let ids: [ConstraintID] = [.entry(0), .entry(9_999), .fact(0), .fact(41_000), .assumption(3), .pull(12), .probe(1)]
        for id in ids { #expect(ConstraintID(tag: id.tag) == id) }
        #expect(Set(ids.map(\.tag)).count == ids.count)
    }

    @Test func onlyFactsAndAssumptionsAreBackground() {
        #expect(ConstraintID.fact(2).isBackground && ConstraintID.assumption(0).isBackground)
        #expect(!ConstraintID.entry(2).isBackground && !ConstraintID.pull(0).isBackground)
        #expect(ConstraintID.entry(7).entryIndex == 7 && ConstraintID.fact(7).entryIndex == nil)
    }
}
