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
