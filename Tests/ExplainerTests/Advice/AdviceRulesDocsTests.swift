import Foundation
import Testing

@testable import Explainer

/// The README's advice section and `docs/how-it-judges.md` list the rules of
/// advice in their order, a line each, as `AdviceRules.ordered` has them: the
/// lists cannot drift from the code.
@Suite struct AdviceRulesDocsTests {
    static var list: String {
        AdviceRules.ordered.enumerated().map { "\($0.offset + 1). `\($0.element.name)`: \($0.element.summary)" }
            .joined(separator: "\n")
    }

    @Test(arguments: ["docs/how-it-judges.md"])
    func theDocsListTheRulesInTheirOrder(page name: String) throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent(name), encoding: .utf8)
        #expect(page.contains("\n\n" + Self.list + "\n\n"), "\(name)'s list of rules should read:\n\(Self.list)")
    }
}
