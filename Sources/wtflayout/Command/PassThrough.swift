#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--tee`: the input's bytes to standard output as they are read. When the
/// reader after wtflayout goes away (`| head`), the copy stops but the
/// analysis goes on, as the user still wants it in its file; any other
/// failed write is an error, so a copy with a hole in it never passes for whole.
final class PassThrough {
    /// Why the copy stopped, once it has; nil while every byte went through.
    private(set) var failure: Int32?
    private let console: Console

    /// Broken pipes become `EPIPE` from `write`, not a signal that ends the process.
    init(console: Console) {
        self.console = console
        signal(SIGPIPE, SIG_IGN)
    }

    func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, let error = FileTransfer.writeAll(bytes, to: console.output) else { return }
        failure = error
        if error == EPIPE {
            console.printError("standard output was closed; the input is no longer passed through, but still read for the analysis")
        } else {
            console.printError("cannot pass the input through to standard output: \(String(cString: strerror(error)))")
        }
    }

    /// The copy lost bytes for a reason other than a reader that went away.
    var failedBadly: Bool { failure.map { $0 != EPIPE } ?? false }
}
