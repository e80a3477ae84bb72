import Foundation
import Testing

@testable import LogParser

/// `../shared/corpus` beside the checkout (CI has it), when present.
let corpusDirectory: URL? = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let corpus = root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    return FileManager.default.fileExists(atPath: corpus.path) ? corpus : nil
}()

func corpusLogs() throws -> [URL] {
    guard let corpusDirectory else { return [] }
    return try FileManager.default.contentsOfDirectory(at: corpusDirectory, includingPropertiesForKeys: nil)
        .filter { $0.pathExtension == "log" }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
}

func scan(_ url: URL) throws -> [Report] {
    let bytes = [UInt8](try Data(contentsOf: url))
    var scanner = LogScanner(source: url.lastPathComponent)
    return scanner.scan(bytes) + scanner.finish()
}

@Suite(.enabled(if: corpusDirectory != nil, "needs ../shared/corpus"))
struct CorpusTests {
    /// Every header starts a report, every line holding a constraint entry is
    /// read into some report, and every entry is parsed or explained.
    @Test func everyReportAndEntryIsAccountedFor() throws {
        var totals = (reports: 0, entries: 0, parsed: 0, diagnosed: 0)
        for url in try corpusLogs() {
            let reports = try scan(url)
            let lines = String(decoding: try Data(contentsOf: url), as: UTF8.self)
                .split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            let startLines = Set(reports.map(\.startLine))
            let entryLines = Set(reports.flatMap { $0.entries.map(\.line) + ($0.recovery.map { [$0.line] } ?? []) })
            for (index, line) in lines.enumerated() {
                let number = index + 1
                if line.contains("Unable to simultaneously satisfy constraints") {
                    #expect(startLines.contains(number), "\(url.lastPathComponent):\(number): header not found")
                }
                let bytes = Array(line.utf8)
                if bytes.indices.contains(where: {
                    bytes[$0] == .lessThan && LineTokenizer.entryStarts(in: bytes, at: $0, requireConstraintClass: true)
                }) {
                    #expect(entryLines.contains(number), "\(url.lastPathComponent):\(number): entry not read")
                }
            }
            for report in reports {
                totals.reports += 1
                for entry in report.entries + (report.recovery.map { [$0] } ?? []) {
                    totals.entries += 1
                    if entry.constraint != nil {
                        totals.parsed += 1
                    } else {
                        totals.diagnosed += 1
                        let explained = report.diagnostics.contains {
                            $0.line == entry.line && $0.severity == .error && !$0.message.isEmpty
                        }
                        #expect(explained, "\(url.lastPathComponent):\(entry.line): unreadable entry without a diagnostic")
                    }
                }
            }
        }
        print("corpus: \(totals.reports) reports, \(totals.entries) entries, \(totals.parsed) parsed, \(totals.diagnosed) diagnosed")
        #expect(totals.reports > 0)
    }

    /// Cross-check with the independent implementation's report count per file.
    @Test func reportCountsAgreeWithExpected() throws {
        guard let corpusDirectory else { return }
        let data = try Data(contentsOf: corpusDirectory.appendingPathComponent("expected.json"))
        let files = try #require(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        for file in files {
            let name = try #require(file["file"] as? String)
            let expected = try #require(file["reports"] as? [[String: Any]])
            let reports = try scan(corpusDirectory.appendingPathComponent(name))
            #expect(reports.count == expected.count, "\(name)")
        }
    }
}
