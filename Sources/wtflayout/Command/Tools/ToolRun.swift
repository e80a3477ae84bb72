import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program of Apple's (`xcrun`, `log`) run as a child process, found on
/// the run's `PATH`: what it printed, or why it printed nothing useful.
/// Its output goes to a temporary file, so a large answer cannot fill a
/// pipe and stall it.
struct ToolRun {
    enum Outcome: Equatable {
        /// Exit status 0, with what it wrote to standard output.
        case finished(output: Data)
        /// Another status, with the last line it wrote to standard error.
        case failed(status: Int32, reason: String)
        /// Still running after the timeout; it was stopped.
        case timedOut
        /// No such program on `PATH`.
        case missing
    }

    let environment: [String: String]
    /// Seconds to wait for an answer before stopping the child.
    let timeout: Int
    let temporaryDirectory: String

    /// Runs `program arguments…` to its end or the timeout.
    func run(_ program: String, _ arguments: [String]) -> Outcome {
        guard let executable = Self.find(program, environment: environment) else { return .missing }
        let outputPath = temporaryPath("output")
        let errorPath = temporaryPath("error")
        defer {
            unlink(outputPath)
            unlink(errorPath)
        }
        guard FileManager.default.createFile(atPath: outputPath, contents: nil),
            FileManager.default.createFile(atPath: errorPath, contents: nil),
            let output = FileHandle(forWritingAtPath: outputPath), let error = FileHandle(forWritingAtPath: errorPath)
        else { return .failed(status: -1, reason: "cannot create a temporary file in \(temporaryDirectory)") }
        defer {
            try? output.close()
            try? error.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            try process.run()
        } catch {
            return .failed(status: -1, reason: error.localizedDescription)
        }
        if ended.wait(timeout: .now() + .seconds(timeout)) == .timedOut {
            Self.stop(process, ended: ended)
            return .timedOut
        }
        let status = process.terminationStatus
        guard status == 0 else {
            let text = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
            return .failed(status: status, reason: Self.lastLine(of: text) ?? "it exited with status \(status)")
        }
        return .finished(output: (try? Data(contentsOf: URL(fileURLWithPath: outputPath))) ?? Data())
    }

    /// Asks the child to end, then makes it.
    static func stop(_ process: Process, ended: DispatchSemaphore) {
        process.terminate()
        if ended.wait(timeout: .now() + .seconds(2)) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            _ = ended.wait(timeout: .now() + .seconds(2))
        }
    }

    /// The program's path: the first executable of that name in `PATH`'s folders.
    static func find(_ program: String, environment: [String: String]) -> String? {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.lazy.map { "\($0)/\(program)" }.first { access($0, X_OK) == 0 }
    }

    /// The last line with text, which is where tools say what went wrong.
    static func lastLine(of text: String) -> String? {
        text.split(whereSeparator: \.isNewline).last { !$0.allSatisfy(\.isWhitespace) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private func temporaryPath(_ stream: String) -> String {
        "\(temporaryDirectory)/wtflayout-tool-\(stream)-\(UUID().uuidString)"
    }
}
