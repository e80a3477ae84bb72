import Foundation

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
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let walker = FileManager.default.enumerator(atPath: base) else { return ([], []) }
        let relativePaths = walker.compactMap { $0 as? String }.filter { isConsoleText($0) }.sorted()
        var notes: [String] = []
        let logs = relativePaths.map { relative in
            let path = base + "/" + relative
            let name = (shownName ?? base) + "/" + relative
            switch appRunTests(at: path) {
            case .runnerText:
                return LogInput(path: path, name: name)
            case .app(let runs?):
                return LogInput(path: path, name: name) { runs.test(atLine: $0) }
            case .app(nil):
                notes.append(
                    "\(name): the app's runs could not be matched to the test runner's launches beside it, "
                        + "so its reports are not tied to tests")
                return LogInput(path: path, name: name)
            }
        }
        return (logs, notes)
    }

    static func isConsoleText(_ relativePath: String) -> Bool {
        let file = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        return file.hasPrefix(consolePrefix) && file.hasSuffix(".txt")
    }

    private enum Kind {
        case runnerText
        /// An app's output, with its runs' tests when the runner's text agrees.
        case app(AppRunTests?)
    }

    /// An app's output is `…-com.example.Feed.txt`, its runs' tests read
    /// from the runner's text in the same folder.
    private static func appRunTests(at path: String) -> Kind {
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        guard stem.hasPrefix(consolePrefix + "-") else { return .runnerText }
        let bundleID = String(stem.dropFirst(consolePrefix.count + 1))
        let runner = url.deletingLastPathComponent().appendingPathComponent(consolePrefix + ".txt")
        guard let appLog = try? String(contentsOf: url, encoding: .utf8),
            let runnerLog = try? String(contentsOf: runner, encoding: .utf8)
        else { return .app(nil) }
        return .app(AppRunTests(appLog: appLog, runnerLog: runnerLog, bundleID: bundleID))
    }
}
