import Foundation
import Testing

@testable import Explainer
@testable import LogParser
@testable import Rendering

/// The exact JSON for every sample log: what tools read. The expected
/// documents live in `Tests/ExplainerTests/GoldenJSON/<sample>.json`;
/// regenerate with `WTFLAYOUT_UPDATE_GOLDEN=1 swift test --filter GoldenJSON`
/// and read the diff.
@Suite struct GoldenJSONTests {
    static let folder = packageRoot.appendingPathComponent("Tests/ExplainerTests/GoldenJSON")

    @Test(arguments: sampleLogs)
    func jsonOutput(_ url: URL) throws {
        let reports = try readReports(url, source: "SampleLogs/\(url.lastPathComponent)")
        let output = JSONRenderer().render(ReportGroup.group(reports), diagnostics: reports.flatMap(\.diagnostics))
        let golden = Self.folder.appendingPathComponent(url.deletingPathExtension().lastPathComponent + ".json")
        if ProcessInfo.processInfo.environment["WTFLAYOUT_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try output.write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(output == (try String(contentsOf: golden, encoding: .utf8)), "\(url.lastPathComponent) differs from its golden file")
    }

    @Test func everySampleHasAGoldenFile() throws {
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".json") }
        #expect(Set(goldens) == Set(sampleLogs.map { $0.deletingPathExtension().lastPathComponent + ".json" }))
    }
}
