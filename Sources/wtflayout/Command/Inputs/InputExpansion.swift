import LogParser
import Run

/// What a source stands for in logs: a file, standard input or text is
/// one log; a result bundle or a folder of exported diagnostics is every
/// console text in it.
enum InputExpansion {
    static func logs(for source: RunSource, tool: ToolRun) -> Result<ResultBundle.Contents, CommandFailure> {
        switch source {
        case .file(let path): return .success(ResultBundle.Contents(logs: [LogInput(path: path)]))
        case .standardInput: return .success(ResultBundle.Contents(logs: [LogInput(path: "-")]))
        case .text(let text, let name): return .success(ResultBundle.Contents(logs: [LogInput(text: text, name: name)]))
        case .resultBundle(let path): return ResultBundle(path: path, tool: tool).read()
        case .diagnosticsFolder(let path):
            let found = DiagnosticsFolder.logs(in: path)
            guard !found.logs.isEmpty else { return .failure(CommandFailure(message: InputForm.directoryMessage(path: path))) }
            return .success(ResultBundle.Contents(logs: found.logs, notes: found.notes))
        }
    }
}
