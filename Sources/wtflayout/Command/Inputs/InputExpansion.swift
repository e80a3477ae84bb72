import LogParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a name on the command line stands for: a file or standard input
/// is one log; a result bundle or a folder of exported diagnostics is
/// every console text in it.
enum InputExpansion {
    static func logs(for path: String, tool: ToolRun) -> Result<ResultBundle.Contents, ResultBundle.ReadError> {
        var status = stat()
        guard path != "-", stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            return .success(ResultBundle.Contents(logs: [LogInput(path: path)]))
        }
        if InputForm.withoutTrailingSlashes(path).hasSuffix(".xcresult") { return ResultBundle(path: path, tool: tool).read() }
        let found = DiagnosticsFolder.logs(in: path)
        guard !found.logs.isEmpty else { return .failure(ResultBundle.ReadError(message: InputForm.directoryMessage(path: path))) }
        return .success(ResultBundle.Contents(logs: found.logs, notes: found.notes))
    }
}
