import Foundation

/// A pipe for an in-process run's standard output or error, read on
/// another thread as it is written, so a long output never fills it and
/// blocks the command.
final class DrainedPipe: @unchecked Sendable {
    private let pipe = Pipe()
    private let done = DispatchSemaphore(value: 0)
    /// Written by the reading thread only, read after `done`.
    private var data = Data()

    init() {
        let reading = pipe.fileHandleForReading
        Thread { [self] in
            data = reading.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    /// The descriptor the command writes to.
    var descriptor: Int32 { pipe.fileHandleForWriting.fileDescriptor }

    /// Closes the writing end and returns everything written.
    func finish() -> String {
        try? pipe.fileHandleForWriting.close()
        done.wait()
        try? pipe.fileHandleForReading.close()
        return String(decoding: data, as: UTF8.self)
    }
}
