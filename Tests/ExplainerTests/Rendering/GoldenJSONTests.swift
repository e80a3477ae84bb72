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

    @Test(arguments: sampleLogs)
    func jsonOutput(_ url: URL) throws {
        let reports = try readReports(url, source: "SampleLogs/\(url.lastPathComponent)")
        let output = JSONRenderer().render(ReportGroup.group(reports), diagnostics: reports.flatMap(\.diagnostics))
        try GoldenFile("GoldenJSON", sample: url, fileExtension: "json").expect(output, url.lastPathComponent)
    }

    @Test func everySampleHasAGoldenFile() throws {
        #expect(
            try GoldenFile.names(in: "GoldenJSON", fileExtension: "json")
                == Set(sampleLogs.map { GoldenFile("GoldenJSON", sample: $0, fileExtension: "json").url.lastPathComponent }))
    }
}
