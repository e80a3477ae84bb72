import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tool left running while its output is read as it comes (`log
/// stream`): its standard output a pipe to read, its standard error kept
/// in a file to say why it ended.
final class RunningTool {
    private let process: Process
    private let ended = DispatchSemaphore(value: 0)
    private let errorPath: String
    private let pipe = Pipe()

    /// Where its output is read from.
    var output: Int32 { pipe.fileHandleForReading.fileDescriptor }

    /// Nil when the program cannot be started (`ToolRun.find` found none, or it failed to run).
    init?(_ executable: String, _ arguments: [String], environment: [String: String], temporaryDirectory: String) {
        errorPath = "\(temporaryDirectory)/wtflayout-tool-error-\(UUID().uuidString)"
        guard FileManager.default.createFile(atPath: errorPath, contents: nil),
            let error = FileHandle(forWritingAtPath: errorPath)
        else { return nil }
        defer { try? error.close() }
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = pipe
        process.standardError = error
        process.terminationHandler = { [ended] _ in ended.signal() }
        do {
            try process.run()
        } catch {
            unlink(errorPath)
            return nil
        }
        // Only the child writes: its end closing is the end of the stream.
        try? pipe.fileHandleForWriting.close()
    }

    /// Once its output has ended, or the reading was stopped: stops it if
    /// it still runs after a moment; why it ended on its own, when that
    /// was a failure (the last line it wrote to standard error); nil when
    /// it ended well, by a signal (Ctrl-C reaches it too) or was stopped.
    func finish() -> String? {
        defer {
            try? pipe.fileHandleForReading.close()
            unlink(errorPath)
        }
        if ended.wait(timeout: .now() + .seconds(1)) == .timedOut {
            ToolRun.stop(process, ended: ended)
            return nil
        }
        let status = process.terminationStatus
        guard process.terminationReason == .exit, status != 0 else { return nil }
        let text = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        return ToolRun.lastLine(of: text) ?? "it exited with status \(status)"
    }
}
