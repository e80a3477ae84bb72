import Foundation
import LogParser

/// An Xcode result bundle (`Tests.xcresult`): an object store, not text,
/// read through Xcode's `xcresulttool` as a child process. Its console
/// log first (`get log --type console`, Xcode 16 and later); when that
/// is refused or shows no report, its diagnostics exported to a
/// temporary folder (`export diagnostics`, Xcode 16 and later), and
/// before Xcode 16 each action's diagnostics by id (the `--legacy` forms).
struct ResultBundle {
    let path: String
    let tool: ToolRun

    struct ReadError: Error, Equatable {
        let message: String
    }

    /// The logs found, notes to say, and the temporary files and folders
    /// they are in, to remove once they are read.
    struct Contents {
        var logs: [LogInput] = []
        var notes: [String] = []
        var temporaryPaths: [String] = []
    }

    private var name: String { path.hasSuffix("/") ? String(path.dropLast()) : path }
    private var quotedPath: String { InputForm.shellQuoted(name) }

    func read() -> Result<Contents, ReadError> {
        var contents = Contents()
        // The console log: one text with the runner's `Test Case` lines.
        let console = xcresulttool(["get", "log", "--type", "console", "--compact", "--path", name])
        /// Why the newest form failed: what to say when every form fails.
        var firstFailure: ReadError?
        if case .failure(let stop) = console {
            if stop.isFinal { return .failure(stop.error) }
            firstFailure = stop.error
        }
        if case .success(let data) = console, let text = ResultBundleJSON.consoleText(data) {
            let file = temporaryPath("console")
            guard FileManager.default.createFile(atPath: file, contents: Data(text.utf8)) else {
                return .failure(ReadError(message: "cannot read \(path): cannot write a temporary file in \(tool.temporaryDirectory)"))
            }
            contents.temporaryPaths.append(file)
            contents.logs.append(LogInput(path: file, name: "\(name) (console log)"))
            if LogScanner.reports(in: text).count > 0 { return .success(contents) }
        }
        // The diagnostics: the runner's and each app's own output, per test target.
        let folder = temporaryPath("diagnostics")
        contents.temporaryPaths.append(folder)
        var exported = xcresulttool(["export", "diagnostics", "--path", name, "--output-path", folder])
        if case .failure(let stop) = exported, !stop.isFinal { exported = exportLegacyDiagnostics(to: folder) }
        switch exported {
        case .failure(let stop) where contents.logs.isEmpty || stop.isFinal:
            Self.removeTemporaryFiles(contents)
            return .failure(stop.isFinal ? stop.error : firstFailure ?? stop.error)
        case .failure:
            return .success(contents)
        case .success:
            let found = DiagnosticsFolder.logs(in: folder, shownAs: name)
            contents.logs += found.logs
            contents.notes += found.notes
            guard !contents.logs.isEmpty else {
                Self.removeTemporaryFiles(contents)
                return .failure(ReadError(message: "cannot read \(path): it holds no console output (StandardOutputAndStandardError*.txt)"))
            }
            return .success(contents)
        }
    }

    static func removeTemporaryFiles(_ contents: Contents) {
        for path in contents.temporaryPaths { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Why a step gave nothing; a final one (no `xcrun`, a timeout) ends
    /// the reading, as every other step would meet it too.
    private struct Stop: Error {
        let error: ReadError
        let isFinal: Bool
    }

    private func xcresulttool(_ arguments: [String]) -> Result<Data, Stop> {
        let command = (["xcrun", "xcresulttool"] + arguments.map(InputForm.shellQuoted)).joined(separator: " ")
        switch tool.run("xcrun", ["xcresulttool"] + arguments) {
        case .finished(let output):
            return .success(output)
        case .missing:
            return .failure(
                Stop(
                    error: ReadError(
                        message: "cannot read \(path): a result bundle is read with Xcode's xcresulttool, and this machine "
                            + "has no xcrun; on a Mac with Xcode, `xcrun xcresulttool export diagnostics --path \(quotedPath) "
                            + "--output-path Diagnostics` writes its console texts to a folder that wtflayout reads anywhere "
                            + "(`wtflayout Diagnostics`)"),
                    isFinal: true))
        case .timedOut:
            return .failure(
                Stop(
                    error: ReadError(
                        message: "cannot read \(path): `\(command)` did not finish within \(tool.timeout) s and was stopped; "
                            + "give it longer with --timeout SECONDS"),
                    isFinal: true))
        case .failed(_, let reason):
            return .failure(
                Stop(
                    error: ReadError(message: "cannot read \(path): `\(command)` failed: \(reason)"),
                    isFinal: false))
        }
    }

    /// Before Xcode 16: the root record names each action's diagnostics,
    /// exported by id. Xcode 16 wants `--legacy` on these forms, earlier
    /// versions do not know it.
    private func exportLegacyDiagnostics(to folder: String) -> Result<Data, Stop> {
        var legacy = ["--legacy"]
        var root = xcresulttool(["get"] + legacy + ["--format", "json", "--path", name])
        if case .failure(let stop) = root, !stop.isFinal {
            legacy = []
            root = xcresulttool(["get", "--format", "json", "--path", name])
        }
        let data: Data
        switch root {
        case .failure(let stop): return .failure(stop)
        case .success(let answer): data = answer
        }
        guard let ids = ResultBundleJSON.diagnosticsIDs(data), !ids.isEmpty else {
            return .failure(Stop(error: ReadError(message: "cannot read \(path): it records no diagnostics to read"), isFinal: true))
        }
        for (index, id) in ids.enumerated() {
            let arguments = ["export"] + legacy + ["--type", "directory", "--id", id, "--path", name]
            // A folder per action when there are several, as the bundle keeps them.
            let output = ids.count == 1 ? folder : "\(folder)/\(index + 1)"
            if case .failure(let stop) = xcresulttool(arguments + ["--output-path", output]) {
                return .failure(stop)
            }
        }
        return .success(Data())
    }

    private func temporaryPath(_ what: String) -> String {
        "\(tool.temporaryDirectory)/wtflayout-xcresult-\(what)-\(UUID().uuidString)"
    }
}
