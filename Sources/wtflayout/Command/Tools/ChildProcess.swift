import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One of Apple's tools started as a child process, its standard error
/// kept in a temporary file: when it fails, its last line says why.
final class ChildProcess {
    private let process = Process()
    private let ended = DispatchSemaphore(value: 0)
    private let errorPath: String

    /// Nil when it cannot be started. `output`: a `FileHandle` or a `Pipe`.
    init?(_ executable: String, _ arguments: [String], environment: [String: String], output: Any, temporaryDirectory: String) {
        errorPath = "\(temporaryDirectory)/wtflayout-tool-error-\(UUID().uuidString)"
        guard FileManager.default.createFile(atPath: errorPath, contents: nil),
            let error = FileHandle(forWritingAtPath: errorPath)
        else { return nil }
        defer { try? error.close() }
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        process.terminationHandler = { [ended] _ in ended.signal() }
        do {
            try process.run()
        } catch {
            unlink(errorPath)
            return nil
        }
    }

    deinit { unlink(errorPath) }

    /// Whether it ended within `seconds`.
    func waitForEnd(seconds: Double) -> Bool {
        ended.wait(timeout: .now() + seconds) == .success
    }

    /// Asks it to end (SIGTERM), then makes it (SIGKILL): a child that
    /// inherited SIGTERM blocked from the thread that started it ignores the
    /// asking. Foundation starts it in a process group of its own, so a
    /// Ctrl-C at the terminal does not reach it.
    func stop() {
        process.terminate()
        if !waitForEnd(seconds: 0.5) {
            kill(process.processIdentifier, SIGKILL)
            _ = waitForEnd(seconds: 2)
        }
    }

    /// Once it has ended: why it failed (its last line on standard error),
    /// or nil when it exited with 0 or was stopped by a signal.
    var failure: (status: Int32, reason: String)? {
        guard process.terminationReason == .exit, process.terminationStatus != 0 else { return nil }
        let status = process.terminationStatus
        let text = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        let lastLine = text.split(whereSeparator: \.isNewline).last { !$0.allSatisfy(\.isWhitespace) }
        return (status, lastLine.map { $0.trimmingCharacters(in: .whitespaces) } ?? "it exited with status \(status)")
    }
}
