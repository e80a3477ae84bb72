import Explainer

/// `--junit FILE`: the run as JUnit XML for Jenkins, GitLab and Bitrise, a
/// test case per distinct conflict. The app's conflicts fail; Apple's, a
/// passing first layout's, those a baseline knows, and reports with no
/// conflict to show are skipped, with the reason. Built from the facts kept
/// of every report, so it needs no part of any other document.
package enum JUnitReport {
    package static func xml(_ groups: [ReportFacts.Group]) -> String {
        let cases = testCases(groups)
        let failures = cases.count { $0.outcome.isFailure }
        let skipped = cases.count - failures
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\""
        // The common schema lets only a suite count its skips.
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"wtflayout\" \(counts) time=\"0\">",
            "  <testsuite name=\"Auto Layout conflicts\" \(counts) skipped=\"\(skipped)\" time=\"0\">",
        ]
        for testCase in cases { lines += testCase.xml.map { "    " + $0 } }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.asLines
    }

    struct TestCase {
        enum Outcome {
            case failure(message: String, body: String)
            case skipped(reason: String)

            var isFailure: Bool {
                if case .failure = self { return true }
                return false
            }
        }

        let name: String
        /// The test class that printed it, when the log says, so a CI
        /// service lists the conflict under that class.
        let className: String
        let outcome: Outcome
        /// Said beside the outcome: the test that printed the report.
        let output: String?

        var xml: [String] {
            let open = "<testcase name=\"\(escape(name))\" classname=\"\(escape(className))\" time=\"0\">"
            var lines = [open]
            switch outcome {
            case .failure(let message, let body):
                lines.append(
                    "  <failure message=\"\(escape(message))\" type=\"AutoLayoutConflict\">\(escape(body))</failure>")
            case .skipped(let reason):
                lines.append("  <skipped message=\"\(escape(reason))\"/>")
            }
            if let output { lines.append("  <system-out>\(escape(output))</system-out>") }
            return lines + ["</testcase>"]
        }

        /// XML's escapes are HTML's, control characters included (both are XML).
        private func escape(_ text: String) -> String { HTMLText.escape(text) }
    }

    /// Distinct conflicts in order of first appearance, then a case per
    /// report with no conflict to show.
    static func testCases(_ groups: [ReportFacts.Group]) -> [TestCase] {
        var seen: Set<String> = []
        var cases: [TestCase] = []
        for group in groups {
            let facts = group.kept
            let output = facts.testCase.map { "Printed while the test \($0) ran." }
            let className = facts.testCase.flatMap(testClass) ?? "Auto Layout"
            let times = group.occurrences > 1 ? " (seen \(group.occurrences) times)" : ""
            guard !facts.conflicts.isEmpty else {
                cases.append(
                    TestCase(
                        name: "report at \(facts.location)", className: className,
                        outcome: .skipped(reason: "no conflict to check: \(facts.oneLine)"),
                        output: output))
                continue
            }
            for conflict in facts.conflicts where seen.insert(conflict.fingerprint).inserted {
                let name = "\(conflict.heading) at \(facts.location)"
                // Where the constraint to change was made, as a line editors and CI logs link (the schema has no place for it).
                let place = conflict.codeLocation.map { ["Change it at \($0.path):\($0.line)"] } ?? []
                let body =
                    (["\(facts.location): \(conflict.heading)\(times)"] + conflict.constraints.map { "  " + $0 }
                    + ["Why: " + conflict.why, "Fix: " + conflict.fix] + place).joined(separator: "\n")
                cases.append(TestCase(name: name, className: className, outcome: outcome(conflict, body: body), output: output))
            }
        }
        return cases
    }

    /// `CheckoutTests.PriceBadgeTests` from `-[CheckoutTests.PriceBadgeTests testSaleBadge]`,
    /// `PriceBadgeTests` from `PriceBadgeTests.testSaleBadge()`.
    static func testClass(_ testCase: String) -> String? {
        if testCase.hasPrefix("-["), let space = testCase.firstIndex(of: " ") {
            return String(testCase[testCase.index(testCase.startIndex, offsetBy: 2)..<space])
        }
        guard let dot = testCase.lastIndex(of: "."), dot > testCase.startIndex else { return nil }
        return String(testCase[..<dot])
    }

    private static func outcome(_ conflict: ConflictFacts, body: String) -> TestCase.Outcome {
        switch conflict.owner {
        case .app where conflict.isNew == false:
            .skipped(reason: "known: the baseline holds this conflict (\(conflict.fingerprint))")
        case .app:
            .failure(message: conflict.why, body: body)
        case .apple:
            .skipped(reason: "Apple's conflict (\(conflict.appleComponent ?? "Apple's views")): " + conflict.fix)
        case .harmless, .none:
            .skipped(reason: "passing: " + conflict.fix)
        }
    }
}
