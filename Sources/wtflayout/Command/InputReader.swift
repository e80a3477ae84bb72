import Explainer
import LayoutAnalysis
import LogParser
import Run

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads one input (a file, standard input, or text handed in) in chunks
/// into a `ReportRun`, so no file or stream is ever held whole.
struct InputReader {
    static let chunkSize = 1 << 20

    /// What reading one input left: its reports grouped (with what the output
    /// keeps of each distinct one), and the parse diagnostics.
    struct Outcome<Kept: Sendable> {
        var groups: [DistinctReports<Kept>.Group]
        var reportCount: Int
        var diagnostics: [Diagnostic]
        /// The input's first bytes, to say what it is when it holds no report.
        var head: [UInt8]
    }

    /// What the run keeps of each distinct report, and how it groups them.
    struct Keeping<Kept: Sendable> {
        /// Whether the reports keep their quoted lines (`DistinctReports`).
        var rawLines: Bool
        /// One name per view across the run's inputs.
        var names: ViewNameBook
        var part: @Sendable (ReportAnalysis) -> Kept
    }

    /// Reads the input chunk by chunk into a run of its own, grouping
    /// reports as they complete so repeats cost no memory; or says why it
    /// could not be read.
    ///
    /// With `passThrough`, each chunk is written to standard output as it
    /// is read, unchanged (`--tee`), before it is scanned. Without a
    /// `console` (an agent's run) there is no standard input and no
    /// progress line.
    static func load<Kept>(
        _ input: LogInput, keeping: Keeping<Kept>, passThrough: PassThrough? = nil, console: Console?
    ) -> Result<Outcome<Kept>, CommandFailure> {
        let diagnostics = Collected<Diagnostic>()
        let run = ReportRun(
            source: input.name, live: false, keepingRawLines: keeping.rawLines, names: keeping.names,
            tag: input.testAt.map { testAt in { tagged($0, testAt) } }, part: keeping.part
        ) { event in
            if case .diagnostic(let diagnostic) = event { diagnostics.add(diagnostic) }
        }
        var head: [UInt8] = []
        switch input.bytes {
        case .text(let text):
            head = Array(text.utf8.prefix(InputForm.headLength))
            var text = text
            text.withUTF8 { utf8 in
                let bytes = UnsafeRawBufferPointer(utf8)
                for start in stride(from: 0, to: bytes.count, by: chunkSize) {
                    run.read(UnsafeRawBufferPointer(rebasing: bytes[start..<min(start + chunkSize, bytes.count)]))
                }
            }
        case .file, .standardInput:
            if let failure = read(input, into: run, head: &head, passThrough: passThrough, console: console) { return .failure(failure) }
        }
        let groups = run.finish()
        return .success(Outcome(groups: groups, reportCount: run.reportCount, diagnostics: diagnostics.all, head: head))
    }

    /// A file's or standard input's bytes, chunk by chunk, into `run`, its
    /// first bytes kept in `head`; why it could not be read, if it could not.
    private static func read<Part>(
        _ input: LogInput, into run: ReportRun<Part>, head: inout [UInt8], passThrough: PassThrough?, console: Console?
    ) -> CommandFailure? {
        let path = input.path ?? input.name
        let isStandardInput = path == "-"
        if isStandardInput, console == nil { return CommandFailure(message: "no standard input to read") }
        let descriptor = isStandardInput ? console!.input : open(path, O_RDONLY)
        guard descriptor >= 0 else {
            return CommandFailure(message: "cannot open \(path): \(String(cString: strerror(errno)))")
        }
        defer { if !isStandardInput { close(descriptor) } }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            return CommandFailure(message: InputForm.directoryMessage(path: path))
        }
        var progress = console.map { console in
            ProgressLine(
                name: input.name, totalBytes: status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : nil, console: console,
                enabled: passThrough == nil)
        }
        defer { progress?.erase() }
        let chunks = ReadAhead(descriptor: descriptor, chunkSize: chunkSize)
        defer { chunks.close() }  // before the descriptor is closed, once reading has ended
        while true {
            switch chunks.next() {
            case .bytes(let chunk):
                if head.count < InputForm.headLength { head += chunk.prefix(InputForm.headLength - head.count) }
                passThrough?.write(chunk)
                run.read(chunk)
                progress?.update(bytes: run.bytesRead, reports: run.reportCount)
            case .end:
                return nil
            case .failure(let error):
                return CommandFailure(message: "cannot read \(path): \(String(cString: strerror(error)))")
            }
        }
    }

    /// A report without a `Test Case` line before it, given the test its input says printed its first line.
    private static func tagged(_ report: Report, _ testAt: (Int) -> String?) -> Report {
        guard report.testCase == nil else { return report }
        var report = report
        report.testCase = testAt(report.startLine)
        return report
    }
}
