import Foundation
import Testing

@testable import LogParser

/// The project's own sample logs, read with exact expectations: where each
/// report starts, its platform, how many constraints, and which one UIKit broke.
let sampleLogsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("SampleLogs")

struct ExpectedReport: CustomTestStringConvertible {
    var file: String
    var startLine: Int
    var platform: Platform
    var constraints: Int
    var broken: String?
    var redacted = false

    var testDescription: String { "\(file):\(startLine)" }
}

let expectedSampleReports: [ExpectedReport] = [
    .init(file: "appkit-window.log", startLine: 1, platform: .appKit, constraints: 8, broken: "0x600003a0ca00"),
    .init(file: "appkit-not-flipped.log", startLine: 1, platform: .appKit, constraints: 6, broken: "0x600000c83250"),
    .init(file: "collapsed-bar.log", startLine: 1, platform: .uiKit, constraints: 3, broken: "0x600002a4c1e0"),
    .init(file: "animated-collapse.log", startLine: 1, platform: .uiKit, constraints: 4, broken: "0x600002a51ea0"),
    .init(file: "appkit-two-reports.log", startLine: 1, platform: .appKit, constraints: 8, broken: "0x600003a0ca00"),
    .init(file: "appkit-two-reports.log", startLine: 17, platform: .appKit, constraints: 6, broken: "0x6000031bf660"),
    .init(file: "autoresizing-mask.log", startLine: 1, platform: .uiKit, constraints: 7, broken: "0x6000035e4780"),
    .init(file: "autoresizing-mask.log", startLine: 22, platform: .uiKit, constraints: 4, broken: "0x6000035e47d0"),
    .init(file: "bare-list.log", startLine: 1, platform: .uiKit, constraints: 5, broken: nil),
    .init(file: "ci-test-run.log", startLine: 5, platform: .uiKit, constraints: 4, broken: "0x600002f1c180"),
    .init(file: "ci-test-run.log", startLine: 24, platform: .uiKit, constraints: 4, broken: "0x600002f25a40"),
    .init(file: "ci-test-run.log", startLine: 43, platform: .uiKit, constraints: 4, broken: "0x600002f4c180"),
    .init(file: "console-session.log", startLine: 8, platform: .uiKit, constraints: 5, broken: "0x600003f14f00"),
    .init(file: "console-session.log", startLine: 29, platform: .uiKit, constraints: 4, broken: "0x600003f2cd70"),
    .init(file: "console-session.log", startLine: 49, platform: .uiKit, constraints: 5, broken: "0x600003f38b90"),
    .init(file: "default-margins.log", startLine: 1, platform: .uiKit, constraints: 7, broken: "0x600001f9a0f0"),
    .init(file: "hidden-cause.log", startLine: 1, platform: .uiKit, constraints: 4, broken: "0x600002d1c190"),
    .init(file: "ios8-no-active.log", startLine: 1, platform: .uiKit, constraints: 8, broken: "0x16d8e3c0"),
    .init(file: "keyboard-system-only.log", startLine: 1, platform: .uiKit, constraints: 6, broken: "0x600003d65a40"),
    .init(file: "margins-decide.log", startLine: 1, platform: .uiKit, constraints: 5, broken: "0x600002a1c140"),
    .init(file: "template-cell-fence.log", startLine: 1, platform: .uiKit, constraints: 4, broken: "0x60000218a6c0"),
    .init(file: "margins-guide.log", startLine: 1, platform: .uiKit, constraints: 8, broken: "0x600001f6c5a0"),
    .init(file: "markdown-quoted.log", startLine: 4, platform: .uiKit, constraints: 5, broken: "0x600002b5d540"),
    .init(file: "masonry.log", startLine: 1, platform: .uiKit, constraints: 11, broken: "nameWidth"),
    .init(file: "edge-placed-twice.log", startLine: 1, platform: .uiKit, constraints: 3, broken: "0x600002d11c70"),
    .init(file: "centred-and-pinned.log", startLine: 1, platform: .uiKit, constraints: 5, broken: "0x600002d2c460"),
    .init(file: "negative-width.log", startLine: 1, platform: .uiKit, constraints: 3, broken: "0x600002d4a230"),
    .init(file: "overflow-many-times.log", startLine: 1, platform: .uiKit, constraints: 4, broken: "0x600002d5e140"),
    .init(file: "multiplier.log", startLine: 1, platform: .uiKit, constraints: 8, broken: "0x600003e9c140"),
    .init(file: "redacted-private.log", startLine: 4, platform: .uiKit, constraints: 0, broken: nil, redacted: true),
    .init(file: "redacted-private.log", startLine: 12, platform: .uiKit, constraints: 0, broken: nil, redacted: true),
    .init(file: "row-of-swatches.log", startLine: 1, platform: .uiKit, constraints: 23, broken: "0x600002b8c320"),
    .init(file: "rtl.log", startLine: 1, platform: .uiKit, constraints: 6, broken: "0x6000008f1d10"),
    .init(file: "safe-area.log", startLine: 1, platform: .uiKit, constraints: 10, broken: "0x6000029c50e0"),
    .init(file: "snapkit.log", startLine: 1, platform: .uiKit, constraints: 9, broken: "0x600001e2c6c0"),
    .init(file: "stack-view.log", startLine: 1, platform: .uiKit, constraints: 7, broken: "0x6000012e8f00"),
    .init(file: "stack-view-overflow.log", startLine: 1, platform: .uiKit, constraints: 11, broken: "0x600003a1c0f0"),
    .init(file: "syslog-warning.log", startLine: 3, platform: .uiKit, constraints: 7, broken: "0x14e62010"),
    .init(file: "syslog-warning.log", startLine: 22, platform: .uiKit, constraints: 4, broken: "0x14f3a760"),
    .init(file: "table-cell-height.log", startLine: 1, platform: .uiKit, constraints: 6, broken: "0x600002f3a1c0"),
    .init(file: "temporary-width.log", startLine: 1, platform: .uiKit, constraints: 6, broken: "0x600002c5a990"),
    .init(file: "root-view-width.log", startLine: 1, platform: .uiKit, constraints: 6, broken: "0x600001b4c1e0"),
    .init(file: "table-column-width.log", startLine: 1, platform: .appKit, constraints: 6, broken: "0x600003b1d1d0"),
    .init(file: "two-conflicts.log", startLine: 1, platform: .uiKit, constraints: 11, broken: "0x600001a4e6f0"),
    .init(file: "two-conflicts.log", startLine: 25, platform: .uiKit, constraints: 6, broken: "0x600001a4e920"),
    .init(file: "shared-views.log", startLine: 1, platform: .uiKit, constraints: 8, broken: "0x600002b4a2d0"),
    .init(file: "shared-views.log", startLine: 23, platform: .uiKit, constraints: 4, broken: "0x600002b4c0a0"),
]

@Suite struct SampleLogsTests {
    @Test func everySampleIsCoveredAndReadsCleanly() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: sampleLogsDirectory.path).filter { $0.hasSuffix(".log") }
        #expect(files.count >= 12)
        #expect(Set(files) == Set(expectedSampleReports.map(\.file)))
        for file in files {
            let reports = try scan(sampleLogsDirectory.appendingPathComponent(file))
            #expect(reports.map(\.startLine) == expectedSampleReports.filter { $0.file == file }.map(\.startLine), "\(file)")
            for report in reports {
                #expect(report.isComplete, "\(file):\(report.startLine) \(report.gaps)")
                #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty, "\(file): \(report.diagnostics)")
            }
        }
    }

    @Test(arguments: expectedSampleReports)
    func report(_ expected: ExpectedReport) throws {
        let reports = try scan(sampleLogsDirectory.appendingPathComponent(expected.file))
        let report = try #require(reports.first { $0.startLine == expected.startLine })
        #expect(report.platform == expected.platform)
        #expect(report.entries.count == expected.constraints)
        #expect(report.constraints.count == expected.constraints)
        #expect(report.isRedacted == expected.redacted)
        if let broken = expected.broken {
            let index = try #require(report.brokenEntryIndex)
            #expect(report.entries[index].address == broken)
        } else {
            #expect(report.brokenEntryIndex == nil)
        }
    }

    @Test func snapKitSampleKeepsSourceLines() throws {
        let report = try #require(try scan(sampleLogsDirectory.appendingPathComponent("snapkit.log")).first)
        let locations = report.constraints.compactMap(\.sourceLocation).map { "\($0.path)#\($0.line)" }
        #expect(locations.contains("ProfileViewController.swift#88"))
        #expect(locations.allSatisfy { $0.hasPrefix("ProfileViewController.swift#") })
    }
}
