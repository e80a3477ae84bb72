import Foundation
import LogParser

/// A folder of a test run's diagnostics, as `xcrun xcresulttool export
/// diagnostics` writes it (and CI jobs keep it): the console text of each
/// test runner and app, `StandardOutputAndStandardError*.txt`, in folders
/// of their own. Plain text, read on any platform.
enum DiagnosticsFolder {
    static let consolePrefix = "StandardOutputAndStandardError"

    /// Every console text in the folder, in path order; an app's own
    /// output with the test that launched each of its runs, read from the
    /// runner's text beside it. `shownAs` names the folder in the reports
    /// (a result bundle's name for a folder exported from it). `notes` says
    /// where an app's runs could not be tied to tests. Empty when the
    /// folder holds no console text.
    static func logs(in folder: String, shownAs shownName: String? = nil) -> (logs: [LogInput], notes: [String]) {
        let base = InputForm.withoutTrailingSlashes(folder)
        guard let walker = FileManager.default.enumerator(atPath: base) else { return ([], []) }
        let relativePaths = walker.compactMap { $0 as? String }.filter { isConsoleText($0) }.sorted()
        var notes: [String] = []
        let logs = relativePaths.map { relative in
            let path = base + "/" + relative
            let name = (shownName ?? base) + "/" + relative
            switch kind(at: path) {
            case .ownTests:
                return LogInput(path: path, name: name)
            case .app(let runs):
                return LogInput(path: path, name: name) { runs.test(atLine: $0) }
            case .untied(let reason):
                notes.append("\(name): its reports are not tied to tests: \(reason)")
                return LogInput(path: path, name: name)
            }
        }
        return (logs, notes)
    }

    /// Whether the folder holds a console text, without reading any.
    static func holdsConsoleText(_ folder: String) -> Bool {
        FileManager.default.enumerator(atPath: folder)?.contains { ($0 as? String).map(isConsoleText) == true } == true
    }

    static func isConsoleText(_ relativePath: String) -> Bool {
        let file = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        return file.hasPrefix(consolePrefix) && file.hasSuffix(".txt")
    }

    /// A test runner's own output: `StandardOutputAndStandardError.txt`,
    /// as opposed to an app's (`…-com.example.Feed.txt`).
    static func isRunnerText(_ path: String) -> Bool {
        URL(fileURLWithPath: path).lastPathComponent == consolePrefix + ".txt"
    }

    private enum Kind {
        /// A runner's output, or an app's that names its tests itself (a
        /// unit test run inside the app): its `Test Case` lines say the test.
        case ownTests
        /// An app's output, its runs tied to the tests that launched them.
        case app(AppRunTests)
        /// An app's output whose runs cannot be tied to tests, and why.
        case untied(String)
    }

    /// An app's output is `…-com.example.Feed.txt`, its runs' tests read
    /// from the runner's text in the same folder.
    private static func kind(at path: String) -> Kind {
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        guard stem.hasPrefix(consolePrefix + "-") else { return .ownTests }
        let bundleID = String(stem.dropFirst(consolePrefix.count + 1))
        let runner = url.deletingLastPathComponent().appendingPathComponent(consolePrefix + ".txt")
        let appLines = AppRunTests.lines(of: text(at: url) ?? "")
        if appLines.contains(where: { XCTestLine(Array($0.utf8)) != nil }) { return .ownTests }
        guard let runnerLog = text(at: runner) else {
            return .untied("no test runner's output (\(consolePrefix).txt) is beside it to say which test launched the app")
        }
        switch AppRunTests.tie(appLines: appLines, runnerLog: runnerLog, bundleID: bundleID) {
        case .success(let runs):
            return .app(runs)
        case .failure(let mismatch):
            return .untied(
                "the test runner's output beside it launches \(bundleID) \(mismatch.launches) time\(mismatch.launches == 1 ? "" : "s"), "
                    + "and the app's output shows \(mismatch.runs) run\(mismatch.runs == 1 ? "" : "s")")
        }
    }

    /// The file's text, its bytes that are not UTF-8 replaced; nil when it cannot be read.
    private static func text(at url: URL) -> String? {
        (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
    }
}
