import Foundation
import Testing

@testable import Explainer

/// The README lists the rules of advice in their order, a line each, as
/// `AdviceRules.ordered` has them: the list cannot drift from the code.
@Suite struct AdviceRulesReadmeTests {
    static var list: String {
        AdviceRules.ordered.enumerated().map { "\($0.offset + 1). `\($0.element.name)`: \($0.element.summary)" }
            .joined(separator: "\n")
    }

    @Test func theReadmeListsTheRulesInTheirOrder() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("\n\n" + Self.list + "\n\n"), "the README's list of rules should read:\n\(Self.list)")
    }
}
