import CodeIndex
import Explainer
import LayoutAnalysis
import LogParser
import Rendering
import Run

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--follow` and `capture`: reads standard input, a child's output or a
/// file as it grows into a live run, which hands each report on the moment
/// it is explained, and each repeat as a repeat, to a sink (the command's
/// live printer, an agent's collector). It ends at the stream's end, at
/// Ctrl-C or at the deadline.
struct FollowMode {
    /// What is followed: a stream read to its end, or a file as it grows.
    enum Input {
        /// Standard input, or a child's output (`capture`), and the name its reports are shown under.
        case stream(descriptor: Int32, name: String)
        case file(path: String)
    }

    let input: Input
    let console: Console
    /// When a stream's reading stops though it has not ended (`capture --for SECONDS`).
    var deadline: ContinuousClock.Instant? = nil

    /// The name the input's reports are shown under.
    var source: String {
        switch input {
        case .stream(_, let name): name
        case .file(let path): path
        }
    }

    /// Runs until the stream ends or the user interrupts, each distinct
    /// report made into its `part` on another core while reading goes on
    /// and each event handed to `sink` (a live printer, an agent's
    /// collector) as soon as it can be, in input order; returns every
    /// distinct report, or nil when the file cannot be followed. Memory
    /// grows with the distinct conflicts, not with the stream.
    func run<Part: Sendable>(
        part: @escaping @Sendable (ReportAnalysis) -> Part, sink: @escaping @Sendable (RunEvent<Part>) -> Void
    ) -> [DistinctReports<Part>.Group]? {
        if console.handlesInterrupts { Interrupts.install() }
        let run = ReportRun(source: source, live: true, part: part, sink: sink)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)

        switch input {
        case .file(let path):
            guard var file = FileFollower(path: path) else {
                let reason =
                    errno != EISDIR
                    ? String(cString: strerror(errno))
                    : InputForm.withoutTrailingSlashes(path).hasSuffix(".xcresult") || DiagnosticsFolder.holdsConsoleText(path)
                        ? "it is a folder; to read the console texts in it, run wtflayout \(InputForm.shellQuoted(path)) without --follow"
                        : "it is a folder"
                console.printError("\(path): cannot open it to follow (\(reason))")
                return nil
            }
            defer { file.close() }
            while let event = file.next(into: &buffer, stopped: { Interrupts.happened }) {
                switch event {
                case .bytes(let count):
                    buffer.withUnsafeBytes { run.read(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
                case .restarted(let reason):
                    run.restart()
                    console.printError("\(path) \(reason)")
                }
            }
        case .stream(let descriptor, _):
            while !Interrupts.happened, Self.waitForInput(descriptor, until: deadline) {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                buffer.withUnsafeBytes { run.read(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            }
        }
        // The rest analysed on every core, each handed on as it is done, then the end.
        return run.finish()
    }

    /// Whether the stream has something to read (or has ended) before the deadline; always, without one.
    private static func waitForInput(_ descriptor: Int32, until deadline: ContinuousClock.Instant?) -> Bool {
        guard let deadline else { return true }
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return false }
            let milliseconds = Int32(min(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1, 60_000))
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, milliseconds)
            if ready > 0 { return true }
            if ready < 0 && errno != EINTR { return true }
            if ready < 0 && Interrupts.happened { return false }
        }
    }

}
