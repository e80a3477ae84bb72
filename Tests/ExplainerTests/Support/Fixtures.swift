import Foundation
import LogParser

/// The package's root, from this file's place in it.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

let sampleLogs: [URL] = {
    let folder = packageRoot.appendingPathComponent("SampleLogs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".log") }.sorted().map { folder.appendingPathComponent($0) }
}()

/// `../shared/corpus` beside the checkout (CI has it), when present.
let corpusFolder: URL? = {
    let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    return FileManager.default.fileExists(atPath: corpus.path) ? corpus : nil
}()

func readReports(_ url: URL, source: String? = nil) throws -> [Report] {
    var scanner = LogScanner(source: source ?? url.lastPathComponent)
    return scanner.scan([UInt8](try Data(contentsOf: url))) + scanner.finish()
}

/// The one report of a list of `entries` under UIKit's header, each quoted
/// (`quoted`) or bare, as a paste may hold it.
func listReport(_ entries: [String], quoted: Bool = true) throws -> Report {
    let lines = entries.map { quoted ? "    \"\($0)\"," : "    \($0)," }
    let text = "Unable to simultaneously satisfy constraints.\n(\n" + lines.joined(separator: "\n") + "\n)\n"
    guard let report = LogScanner.reports(in: text, source: "list.log").first else {
        throw FixtureError.noReport
    }
    return report
}

enum FixtureError: Error {
    case noReport
}
