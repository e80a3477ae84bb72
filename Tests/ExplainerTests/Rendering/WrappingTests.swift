import Foundation
import Testing

@testable import Explainer
@testable import LogParser
@testable import Rendering

/// The text output wraps to the terminal's width, counting only what
/// shows (colour codes take no column), and not at all into a pipe.
@Suite struct WrappingTests {
    static let log = packageRoot.appendingPathComponent("SampleLogs/two-conflicts.log")

    private func render(width: Int?, colour: Bool) throws -> String {
        let reports = try readReports(Self.log, source: "SampleLogs/two-conflicts.log")
        return TextRenderer(style: TextStyle(enabled: colour), width: width).render(ReportGroup.group(reports))
    }

    private func stripped(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    @Test(arguments: [60, 100, 160])
    func linesFitTheWidthWithAndWithoutColour(_ width: Int) throws {
        let plain = try render(width: width, colour: false)
        let coloured = try render(width: width, colour: true)
        #expect(coloured.contains("\u{1B}["))
        #expect(stripped(coloured) == plain, "colour changes no line break")
        for line in TextOutputLines.prose(plain) {
            #expect(line.count <= width, "too long at \(width): \(line)")
        }
    }

    @Test func widerTerminalsWrapLess() throws {
        let counts = try [60, 100, 160].map { try render(width: $0, colour: false).split(separator: "\n").count }
        #expect(counts[0] > counts[1] && counts[1] > counts[2])
    }

    /// Into a pipe each paragraph is one line: the reader's tool wraps it.
    @Test func noWidthMeansNoWrap() throws {
        let text = try render(width: nil, colour: false)
        let why = text.split(separator: "\n").filter { $0.hasPrefix("  Why: ") }
        #expect(!why.isEmpty)
        #expect(why.allSatisfy { $0.hasSuffix("pt too much.") })
        // The only indented lines under Why and Fix left are the ones that start
        // on their own: the ruler under Why, the recovery and the fix's outcome under Fix.
        let continued = text.split(separator: "\n").filter { $0.hasPrefix("       ") }
        let ownLines = { (line: Substring) in
            line.hasPrefix("       UIKit broke ") || line.hasPrefix("       With the fix, ") || line.hasPrefix("       H:|")
                || line.hasPrefix("       V:|")
        }
        #expect(!continued.isEmpty && continued.allSatisfy(ownLines))
    }
}
