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

/// `--follow`: reads standard input, or a file as it grows, and explains
/// each report the moment it is complete. A repeat of an earlier conflict
/// prints one short line. Ctrl-C or the end of standard input prints the summary.
struct FollowMode {
    /// What is followed: a stream read to its end, or a file as it grows.
    enum Input {
        /// Standard input, or a child's output (`capture`), and the name its reports are shown under.
        case stream(descriptor: Int32, name: String)
        case file(path: String)
    }

    let input: Input
    /// A live one (the option checks refuse the rest).
    let format: OutputFormat
    let style: TextStyle
    /// What the text adds to its short form (`--verbose`, `--lldb`).
    let extras: TextExtras
    /// Reports wholly inside Apple's views are counted but not printed.
    let ignoreSystem: Bool
    /// The app's source, to say where each constraint was made.
    let code: CodeIndex?
    let console: Console
    /// When a stream's reading stops though it has not ended (`capture --for SECONDS`).
    var deadline: ContinuousClock.Instant? = nil

    /// Runs until the stream ends or the user interrupts; returns what was
    /// seen of each distinct report, or nil when the file cannot be followed. Each distinct report's part is kept
    /// (its facts make the summary): memory grows with the distinct
    /// conflicts, not with the stream.
    func run() -> [ReportFacts]? {
        if console.handlesInterrupts { Interrupts.install() }
        let source: String
        switch input {
        case .stream(_, let name): source = name
        case .file(let path): source = path
        }
        let settings = FormatSettings(style: style, width: console.columns(of: console.output), extras: extras)
        let printer = LivePrinter(
            format: (format.live ?? OutputFormat.text.live!).make(settings), ignoreSystem: ignoreSystem, source: source,
            write: console.writeOutput, note: console.printError)
        // The batch's grouping: each distinct report explained on another
        // core while reading goes on, and printed in order as soon as it is.
        let run = ReportRun(
            source: source, live: true,
            part: { [code] analysis in
                printer.part(ReportExplanation(analysis, detail: printer.detail, code: code))
            }, sink: printer.receive)
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
        // The rest analysed on every core, each printed as it is done, then the summary.
        return run.finish().map(\.kept.facts)
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
