import Foundation
import Testing

@testable import LogParser

/// Every real paste and every sample, damaged the ways pastes are
/// (wrapped as mail and `fold -s` wrap, Markdown-escaped, tags stripped,
/// and each of those wrapped), reads as its clean text: the same reports,
/// each with the same conflicts, why and fix.
@Suite(.enabled(if: corpusFolder != nil, "needs ../shared/corpus"))
struct CorpusPasteFormsTests {
    struct Variant: CustomTestStringConvertible, Sendable {
        let name: String
        let damage: @Sendable (String) -> String
        var testDescription: String { name }
    }

    /// Wraps at 72 and 76 columns, the widths mail and terminals wrap at.
    /// (At 60 a forced break can cut a label: see `narrowWrapsReadOtherwiseOnlyWhereKnown`.)
    static let variants: [Variant] =
        [
            Variant(name: "escaped", damage: PasteDamaging.markdownEscaped),
            Variant(name: "tags stripped", damage: PasteDamaging.tagsStripped),
        ]
        + [72, 76].flatMap { width in
            [
                Variant(name: "wrapped at \(width)") { PasteDamaging.wrapped($0, at: width) },
                Variant(name: "escaped, wrapped at \(width)") { PasteDamaging.wrapped(PasteDamaging.markdownEscaped($0), at: width) },
                Variant(name: "stripped, wrapped at \(width)") { PasteDamaging.wrapped(PasteDamaging.tagsStripped($0), at: width) },
            ]
        }

    /// Every report of the corpus and the top-level samples, one text each.
    static func reportTexts() throws -> [(name: String, text: String)] {
        let corpus = try #require(corpusFolder)
        let samples = packageRoot.appendingPathComponent("SampleLogs")
        var texts: [(String, String)] = []
        for folder in [corpus, samples] {
            let logs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".log") }.sorted()
            for log in logs {
                let url = folder.appendingPathComponent(log)
                // By bytes: a CRLF is one Character, which a split at "\n" would not cut.
                let lines = try Data(contentsOf: url).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                for report in try readReports(url) where report.endLine >= report.startLine {
                    let text = lines[(report.startLine - 1)..<report.endLine].map { String(decoding: $0, as: UTF8.self) }
                        .joined(separator: "\n")
                    texts.append(("\(folder.lastPathComponent)/\(log):\(report.startLine)", text))
                }
            }
        }
        return texts
    }

    /// The reports whose damaged text reads otherwise than the clean one.
    static func differing(_ damage: (String) -> String) throws -> [String] {
        try reportTexts().compactMap { name, text in
            let clean = LogScanner.reports(in: text)
            // Two empty readings would agree: each text holds its report.
            guard !clean.isEmpty else { return name + " (read alone, it holds no report)" }
            let damaged = LogScanner.reports(in: damage(text))
            let same =
                PasteDamaging.answers(damaged) == PasteDamaging.answers(clean)
                && damaged.map(\.entries.count) == clean.map(\.entries.count)
                && damaged.map { $0.recovery?.constraint?.address } == clean.map { $0.recovery?.constraint?.address }
            return same ? nil : name
        }
    }

    @Test(arguments: variants)
    func eachDamagedPasteReadsAsItsCleanText(_ variant: Variant) throws {
        #expect(try Self.reportTexts().count > 80)
        let differing = try Self.differing(variant.damage)
        #expect(differing == [], "\(differing)")
    }

    /// At 60 columns a few reports read otherwise: a forced break (no
    /// blank within 60 columns) cuts a label, and the joining cannot tell
    /// whether a blank stood there ('Knead…' read as ' Knead…', 'Lo rem').
    /// (Where the wrap folds the header, the console prefix that names the
    /// process is left on a line of its own and not read, so a class of the
    /// app's module is only likely the app's: the list says so, the answer
    /// compared here does not.) The list is exact, so it cannot go stale
    /// when one starts reading.
    @Test func narrowWrapsReadOtherwiseOnlyWhereKnown() throws {
        let known = [
            "corpus/030.log:1", "SampleLogs/console-session.log:8", "SampleLogs/console-session.log:49",
            "SampleLogs/markdown-quoted.log:4", "SampleLogs/row-of-swatches.log:1", "SampleLogs/temporary-width.log:1",
            "SampleLogs/two-conflicts.log:25",
        ]
        let total = try Self.reportTexts().count
        let damages: [(String, @Sendable (String) -> String, [String])] = [
            ("wrapped", { $0 }, known),
            ("escaped", PasteDamaging.markdownEscaped, known + ["SampleLogs/syslog-warning.log:3"]),
            ("stripped", PasteDamaging.tagsStripped, known + ["SampleLogs/syslog-warning.log:3"]),
        ]
        for (name, damage, expected) in damages {
            let differing = try Self.differing { PasteDamaging.wrapped(damage($0), at: 60) }
            print("\(name), wrapped at 60: \(differing.count) of \(total) reports read otherwise")
            #expect(differing.sorted() == expected.sorted(), "\(name)")
        }
    }
}
