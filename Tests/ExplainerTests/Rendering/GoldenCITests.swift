import Foundation
import Testing

@testable import Explainer
@testable import LogParser
@testable import Rendering

/// The exact CI documents for every sample log: GitHub's workflow
/// commands and JUnit XML. Kept in `Tests/ExplainerTests/GoldenGitHub/` and
/// `GoldenJUnit/`; regenerate with `WTFLAYOUT_UPDATE_GOLDEN=1 swift test
/// --filter GoldenCI` and read the diff.
@Suite struct GoldenCITests {
    private func groups(_ url: URL) throws -> [ReportGroup] {
        ReportGroup.group(try readReports(url, source: "SampleLogs/\(url.lastPathComponent)"))
    }

    @Test(arguments: sampleLogs)
    func gitHubWorkflowCommands(_ url: URL) throws {
        let output = GitHubRenderer().render(try groups(url))
        try GoldenFile("GoldenGitHub", sample: url, fileExtension: "txt").expect(output, url.lastPathComponent)
    }

    @Test(arguments: sampleLogs)
    func jUnitXML(_ url: URL) throws {
        let output = JUnitReport.xml(try Self.facts(groups(url)))
        try GoldenFile("GoldenJUnit", sample: url, fileExtension: "xml").expect(output, url.lastPathComponent)
    }

    static func facts(_ groups: [ReportGroup]) -> [ReportFacts.Group] {
        groups.map { ReportFacts.Group(kept: ReportExplanation($0.analysis, detail: []).facts, alsoAtLines: $0.alsoAtLines) }
    }

    /// The SARIF of a CI test run, as code scanning receives it
    /// with `--fail-on`: the app's conflict an error, seen twice, at the
    /// log's line (SnapKit's `PriceBadgeView.swift:43` is a file's name, no
    /// path code scanning opens: the message says it); the keyboard's a note.
    @Test func sarifOfATestRun() throws {
        let sample = packageRoot.appendingPathComponent("SampleLogs/ci-test-run.log")
        let output = SARIFRenderer(toolVersion: "0.4.0", appConflictsFail: true).render(try groups(sample))
        try GoldenFile("GoldenSARIF", "ci-test-run.sarif").expect(output, "ci-test-run.log")
    }

    /// Levels by owner: the app's warn, or fail with --fail-on unless a
    /// baseline knows them; Apple's are notes. Each result's fingerprint is
    /// its conflict's, its rule the one that chose the change.
    @Test func sarifLevelsFollowTheOwnerAndFailOn() throws {
        let facts = Self.facts(try groups(packageRoot.appendingPathComponent("SampleLogs/ci-test-run.log")))
        func results(failing: Bool) throws -> [[String: Any]] {
            let document = SARIFRenderer(toolVersion: "0.4.0", appConflictsFail: failing).closing(facts, diagnostics: [])
            let root = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
            let run = try #require((root["runs"] as? [[String: Any]])?.first)
            return try #require(run["results"] as? [[String: Any]])
        }
        #expect(try results(failing: false).compactMap { $0["level"] as? String } == ["warning", "note"])
        let failing = try results(failing: true)
        #expect(failing.compactMap { $0["level"] as? String } == ["error", "note"])
        let conflicts = facts.flatMap(\.kept.conflicts)
        #expect(
            failing.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFRenderer.fingerprintKey] }
                == [conflicts[0].fingerprint, conflicts[1].fingerprint])
        #expect(failing.compactMap { $0["ruleId"] as? String } == [conflicts[0].rule, conflicts[1].rule])
    }

    @Test func sarifPathsAreURIReferences() {
        #expect(SARIFRenderer.uriReference("Sources/Cells/Price Badge.swift") == "Sources/Cells/Price%20Badge.swift")
        #expect(SARIFRenderer.uriReference("/ci/logs/run#2.log") == "file:///ci/logs/run%232.log")
        #expect(SARIFRenderer.uriReference("Vues/Été.swift") == "Vues/%C3%89t%C3%A9.swift")
    }

    /// Every character the runner reads as syntax is escaped, in the message
    /// and (with `:` and `,` too) in a property.
    @Test func workflowCommandsEscapeWhatTheRunnerReads() {
        let command = WorkflowCommand(
            level: .error, properties: [("file", "Cells/Price,Badge.swift"), ("line", "43"), ("title", "50% off: now,\r\nthen")],
            message: "100% wide: a, b\r\nnext line")
        #expect(
            command.line
                == "::error file=Cells/Price%2CBadge.swift,line=43,title=50%25 off%3A now%2C%0D%0Athen::100%25 wide: a, b%0D%0Anext line")
        #expect(WorkflowCommand(level: .notice, properties: [], message: "plain").line == "::notice::plain")
    }

    /// The sample of a CI test run: the app's conflict is an error at its
    /// SnapKit location, seen twice; the keyboard's is a warning.
    @Test func aTestRunAnnotatesTheAppsConflictAtItsCode() throws {
        let commands = GitHubRenderer.commands(
            Self.facts(try groups(packageRoot.appendingPathComponent("SampleLogs/ci-test-run.log"))))
        #expect(commands.map(\.level) == [.error, .warning])
        #expect(commands[0].properties.map(\.name) == ["file", "line", "title"])
        #expect(commands[0].properties.prefix(2).map(\.value) == ["PriceBadgeView.swift", "43"])
        #expect(commands[0].message.hasPrefix("SampleLogs/ci-test-run.log:5: conflict in PriceBadgeView (horizontal) (seen 2 times); "))
    }

    @Test func testCasesAreListedUnderTheTestClassThatPrintedThem() {
        #expect(JUnitReport.testClass("-[CheckoutTests.PriceBadgeTests testSaleBadge]") == "CheckoutTests.PriceBadgeTests")
        #expect(JUnitReport.testClass("PriceBadgeTests.testSaleBadge()") == "PriceBadgeTests")
        #expect(JUnitReport.testClass("testSaleBadge()") == nil)
    }

    /// Every sample's JUnit document is valid under the common JUnit schema
    /// (`.ci/junit.xsd`), checked with libxml2's `xmllint`; CI installs it,
    /// so there (`CI` set) a missing `xmllint` fails rather than skips.
    @Test(.enabled(if: Self.xmllint != nil || ProcessInfo.processInfo.environment["CI"] != nil))
    func jUnitDocumentsAreValidUnderTheCommonSchema() throws {
        let xmllint = try #require(Self.xmllint, "xmllint (Debian's libxml2-utils) is needed to validate JUnit XML")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("junit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for url in sampleLogs {
            let file = folder.appendingPathComponent(url.deletingPathExtension().lastPathComponent + ".xml")
            try JUnitReport.xml(Self.facts(try groups(url))).write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        // And one that must fail, so a validator that passes everything cannot pass.
        let broken = folder.appendingPathComponent("broken.xml")
        try "<testsuites><testsuite name=\"x\" tests=\"1\"><testcase/></testsuite></testsuites>\n"
            .write(to: broken, atomically: true, encoding: .utf8)
        let schema = packageRoot.appendingPathComponent(".ci/junit.xsd").path
        #expect(try Self.validate(files, schema: schema, with: xmllint) == 0)
        #expect(try Self.validate([broken.path], schema: schema, with: xmllint) != 0)
    }

    static let xmllint: URL? = ["/usr/bin/xmllint", "/opt/homebrew/bin/xmllint", "/usr/local/bin/xmllint"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))

    private static func validate(_ files: [String], schema: String, with xmllint: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = xmllint
        process.arguments = ["--noout", "--schema", schema] + files
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
