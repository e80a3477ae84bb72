import Foundation
import Testing

@testable import Explainer

/// `docs/how-it-judges.md` lists the rules of advice in their order, a line
/// each, as `AdviceRules.ordered` has them: the list cannot drift from the code.
@Suite struct AdviceRulesDocsTests {
    static var list: String {
        AdviceRules.ordered.enumerated().map { "\($0.offset + 1). `\($0.element.name)`: \($0.element.summary)" }
            .joined(separator: "\n")
    }

    @Test func theDocsListTheRulesInTheirOrder() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/how-it-judges.md"), encoding: .utf8)
        #expect(page.contains("\n\n" + Self.list + "\n\n"), "docs/how-it-judges.md's list of rules should read:\n\(Self.list)")
    }
}
