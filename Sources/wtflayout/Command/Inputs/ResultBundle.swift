import Foundation
import LogParser

/// An Xcode result bundle (`Tests.xcresult`): an object store, not text,
/// read through Xcode's `xcresulttool` as a child process. Its console
/// log (`get log --type console`, Xcode 16 and later), which holds the
/// test runner's output, and its diagnostics exported to a temporary
/// folder (`export diagnostics`, Xcode 16 and later; before, each test
/// action's diagnostics by id, the `--legacy` forms), which hold each
/// app's own output in a UI test.
struct ResultBundle {
    let path: String
    let tool: ToolRun

    /// The logs found, notes to say, and the temporary files and folders
    /// they are in, to remove once they are read.
    struct Contents {
        var logs: [LogInput] = []
        var notes: [String] = []
        var temporaryPaths: [String] = []
    }

    private var name: String { InputForm.withoutTrailingSlashes(path) }

    func read() -> Result<Contents, CommandFailure> {
        var contents = Contents()
        let console = xcresulttool(["get", "log", "--type", "console", "--compact", "--path", name])
        if case .failure(let stop) = console, stop.isFinal { return .failure(CommandFailure(path: path, reason: stop.reason)) }
        if case .success(let data) = console, let text = ResultBundleJSON.consoleText(data) {
            let file = temporaryPath("console")
            guard FileManager.default.createFile(atPath: file, contents: Data(text.utf8)) else {
                return .failure(CommandFailure(message: "cannot read \(path): cannot write a temporary file in \(tool.temporaryDirectory)"))
            }
            contents.temporaryPaths.append(file)
            contents.logs.append(LogInput(path: file, name: "\(name) (console log)"))
        }
        let folder = temporaryPath("diagnostics")
        contents.temporaryPaths.append(folder)
        switch exportDiagnostics(to: folder) {
        case .failure(let stop) where contents.logs.isEmpty || stop.isFinal:
            Self.removeTemporaryFiles(contents)
            // The newest form's reason, when it failed too: the one a user of today's Xcode meets.
            if case .failure(let first) = console, !stop.isFinal { return .failure(CommandFailure(path: path, reason: first.reason)) }
            return .failure(CommandFailure(path: path, reason: stop.reason))
        case .failure(let stop):
            contents.notes.append(
                "\(name): read its console log only; its diagnostics, which hold each app's own output in a UI test, "
                    + "could not be exported (\(stop.reason))")
        case .success(let notes):
            let found = DiagnosticsFolder.logs(in: folder, shownAs: name)
            // The console log already holds the test runners' own output.
            let readConsole = !contents.logs.isEmpty
            contents.logs += found.logs.filter { !readConsole || !DiagnosticsFolder.isRunnerText($0.path ?? "") }
            contents.notes += notes + found.notes
        }
        guard !contents.logs.isEmpty else {
            Self.removeTemporaryFiles(contents)
            return .failure(
                CommandFailure(message: "cannot read \(path): it holds no console output (StandardOutputAndStandardError*.txt)"))
        }
        return .success(contents)
    }

    static func removeTemporaryFiles(_ contents: Contents) {
        for path in contents.temporaryPaths { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Why a step gave nothing; a final one (no `xcrun`, a timeout) ends
    /// the reading, as every other step would meet it too.
    private struct Stop: Error {
        /// What follows `cannot read PATH: `.
        let reason: String
        let isFinal: Bool
    }

    /// The diagnostics in `folder`, and notes on those that could not be
    /// exported; the newest form first, the forms before Xcode 16 after it.
    private func exportDiagnostics(to folder: String) -> Result<[String], Stop> {
        switch xcresulttool(["export", "diagnostics", "--path", name, "--output-path", folder]) {
        case .success: return .success([])
        case .failure(let stop) where stop.isFinal: return .failure(stop)
        case .failure: return exportLegacyDiagnostics(to: folder)
        }
    }

    /// Before Xcode 16: the root record names each test action's
    /// diagnostics, exported by id. Xcode 16 wants `--legacy` on these
    /// forms, earlier versions do not know it.
    private func exportLegacyDiagnostics(to folder: String) -> Result<[String], Stop> {
        var legacy = ["--legacy"]
        var root = xcresulttool(["get"] + legacy + ["--format", "json", "--path", name])
        if case .failure(let stop) = root, !stop.isFinal {
            legacy = []
            root = xcresulttool(["get", "--format", "json", "--path", name])
        }
        let ids: [String]
        switch root {
        case .failure(let stop): return .failure(stop)
        case .success(let data):
            guard let found = ResultBundleJSON.diagnosticsIDs(data) else {
                return .failure(Stop(reason: "its record is not the JSON xcresulttool writes", isFinal: false))
            }
            ids = found
        }
        guard !ids.isEmpty else {
            return .failure(Stop(reason: "its record names no diagnostics", isFinal: false))
        }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var notes: [String] = []
        var exported = 0
        for (index, id) in ids.enumerated() {
            let arguments = ["export"] + legacy + ["--type", "directory", "--id", id, "--path", name]
            // A folder per action when there are several, as the bundle keeps them.
            let output = ids.count == 1 ? folder : "\(folder)/\(index + 1)"
            switch xcresulttool(arguments + ["--output-path", output]) {
            case .success: exported += 1
            case .failure(let stop) where stop.isFinal: return .failure(stop)
            case .failure(let stop): notes.append("\(name): the diagnostics \(id) could not be exported (\(stop.reason))")
            }
        }
        guard exported > 0 else {
            return .failure(Stop(reason: "no diagnostics could be exported: " + notes.joined(separator: "; "), isFinal: false))
        }
        return .success(notes)
    }

    private func xcresulttool(_ arguments: [String]) -> Result<Data, Stop> {
        let command = (["xcrun", "xcresulttool"] + arguments.map(InputForm.shellQuoted)).joined(separator: " ")
        switch tool.run("xcrun", ["xcresulttool"] + arguments) {
        case .finished(let output):
            return .success(output)
        case .missing:
            return .failure(
                Stop(
                    reason: "a result bundle is read with Xcode's xcresulttool, and this machine has no xcrun; on a Mac "
                        + "with Xcode, `xcrun xcresulttool export diagnostics --path \(InputForm.shellQuoted(name)) "
                        + "--output-path Diagnostics` writes its console texts to a folder that wtflayout reads anywhere "
                        + "(`wtflayout Diagnostics`)",
                    isFinal: true))
        case .timedOut:
            return .failure(
                Stop(
                    reason: "`\(command)` did not finish within \(tool.timeout) s and was stopped; give it longer with --timeout SECONDS",
                    isFinal: true))
        case .failed(_, let reason):
            return .failure(Stop(reason: "`\(command)` failed: \(reason)", isFinal: false))
        case .interrupted:
            return .failure(Stop(reason: "stopped by Ctrl-C while `\(command)` ran", isFinal: true))
        }
    }

    private func temporaryPath(_ what: String) -> String {
        "\(tool.temporaryDirectory)/wtflayout-xcresult-\(what)-\(UUID().uuidString)"
    }
}
