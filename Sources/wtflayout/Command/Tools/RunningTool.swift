import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tool left running while its output is read as it comes (`log
/// stream`): its standard output a pipe to read.
final class RunningTool {
    private let child: ChildProcess
    private let pipe = Pipe()

    /// Where its output is read from.
    var output: Int32 { pipe.fileHandleForReading.fileDescriptor }

    /// Nil when the program cannot be started.
    init?(_ executable: String, _ arguments: [String], environment: [String: String], temporaryDirectory: String) {
        guard
            let child = ChildProcess(
                executable, arguments, environment: environment, output: pipe, temporaryDirectory: temporaryDirectory)
        else { return nil }
        self.child = child
        // Only the child writes: its end closing is the end of the stream.
        try? pipe.fileHandleForWriting.close()
    }

    /// Waits up to `seconds` for its first output (or its end), without
    /// reading it: a stream has begun once it has something to say.
    func waitForOutput(seconds: Double) {
        var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, Int32(seconds * 1000))
    }

    /// Once its output has ended or the reading was stopped (`interrupted`,
    /// Ctrl-C, which does not reach it): stops it if it still runs (at once
    /// when interrupted, else after a moment to end on its own). Why it
    /// failed, when it ended on its own with a failure; else nil.
    func finish(interrupted: Bool) -> String? {
        defer { try? pipe.fileHandleForReading.close() }
        if interrupted || !child.waitForEnd(seconds: 1) { child.stop() }
        return child.failure?.reason
    }
}
