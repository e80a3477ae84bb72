import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program of Apple's (`xcrun`, `log`) run to its end as a child
/// process, found on the run's `PATH`: what it printed, or why it printed
/// nothing useful. Its output goes to a temporary file, so a large answer
/// cannot fill a pipe and stall it.
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
        /// Ctrl-C was pressed while it ran; it was stopped.
        case interrupted
    }

    let environment: [String: String]
    /// Seconds to wait for an answer before stopping the child.
    let timeout: Int
    let temporaryDirectory: String
    /// Ctrl-C stops the child (which it does not reach) and ends the wait.
    var handlesInterrupts = false

    /// Runs `program arguments…` to its end or the timeout.
    func run(_ program: String, _ arguments: [String]) -> Outcome {
        guard let executable = Self.find(program, environment: environment) else { return .missing }
        let outputPath = "\(temporaryDirectory)/wtflayout-tool-output-\(UUID().uuidString)"
        defer { unlink(outputPath) }
        guard FileManager.default.createFile(atPath: outputPath, contents: nil),
            let output = FileHandle(forWritingAtPath: outputPath)
        else { return .failed(status: -1, reason: "cannot create a temporary file in \(temporaryDirectory)") }
        defer { try? output.close() }
        guard
            let child = ChildProcess(
                executable, arguments, environment: environment, output: output, temporaryDirectory: temporaryDirectory)
        else { return .failed(status: -1, reason: "\(executable) could not be started") }
        if handlesInterrupts { Interrupts.install() }
        // Only while the child runs: a long analysis after it must still end at Ctrl-C.
        defer { if handlesInterrupts && !Interrupts.happened { Interrupts.restoreDefault() } }
        let deadline = ContinuousClock.now + .seconds(timeout)
        while !child.waitForEnd(seconds: 0.1) {
            if handlesInterrupts && Interrupts.happened {
                child.stop()
                return .interrupted
            }
            if ContinuousClock.now >= deadline {
                child.stop()
                return .timedOut
            }
        }
        if let failure = child.failure { return .failed(status: failure.status, reason: failure.reason) }
        return .finished(output: (try? Data(contentsOf: URL(fileURLWithPath: outputPath))) ?? Data())
    }

    /// The program's path: the first executable of that name in `PATH`'s folders.
    static func find(_ program: String, environment: [String: String]) -> String? {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.lazy.map { "\($0)/\(program)" }.first { access($0, X_OK) == 0 }
    }
}
