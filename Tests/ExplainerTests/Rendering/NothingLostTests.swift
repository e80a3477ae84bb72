import Foundation
import Testing

@testable import Explainer
@testable import LogParser
@testable import Rendering

/// Every report in the input appears in the output: as its own block, or as a
/// repeat's line number, also when the input stops in the middle of one.
@Suite struct NothingLostTests {
    private func expectEveryReportShown(_ reports: [Report], source: String) {
        let text = TextRenderer().render(ReportGroup.group(reports))
        let seenLines = text.split(separator: "\n").filter { $0.contains("seen ") && $0.contains("times: lines") }
            .flatMap { $0.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) } }
        for report in reports {
            let shown = text.contains("\(source):\(report.startLine)  ") || seenLines.contains(report.startLine)
            #expect(shown, "\(source):\(report.startLine) is missing from the output")
        }
    }

    @Test(arguments: sampleLogs)
    func everySampleReport(_ url: URL) throws {
        let source = "SampleLogs/\(url.lastPathComponent)"
        expectEveryReportShown(try readReports(url, source: source), source: source)
    }

    @Test(arguments: sampleLogs)
    func inputCutInTheMiddle(_ url: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: url))
        let cut = Array(bytes.prefix(bytes.count * 2 / 3))
        var scanner = LogScanner(source: "cut.log")
        let reports = scanner.scan(cut) + scanner.finish()
        #expect(!reports.isEmpty)
        expectEveryReportShown(reports, source: "cut.log")
    }
}
