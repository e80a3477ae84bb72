#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a run of the command is given besides its arguments: the three
/// standard streams, the environment and the working directory. The process's own in `main.swift`;
/// a test's pipes and variables in the tests. The only place that knows
/// about descriptors 0, 1 and 2.
package struct Console: Sendable {
    package let input: Int32
    package let output: Int32
    package let error: Int32
    package let environment: [String: String]
    /// Ctrl-C ends `--follow` with its summary: only for the process's own
    /// streams, as the handler is the process's.
    package let handlesInterrupts: Bool
    /// Where an app's project is looked for when no `--source` is given;
    /// nil looks nowhere (a test's run, unless it asks).
    package let workingDirectory: String?

    package init(
        input: Int32, output: Int32, error: Int32, environment: [String: String], handlesInterrupts: Bool = false,
        workingDirectory: String? = nil
    ) {
        self.input = input
        self.output = output
        self.error = error
        self.environment = environment
        self.handlesInterrupts = handlesInterrupts
        self.workingDirectory = workingDirectory
    }

    func printError(_ message: String) {
        write("wtflayout: \(message)\n", to: error)
    }

    /// Text for stderr as is (no prefix, no newline): the progress line.
    func writeRawError(_ text: String) {
        write(text, to: error)
    }

    func writeOutput(_ text: String) {
        write(text, to: output)
    }

    var outputIsTerminal: Bool { isatty(output) == 1 }
    var errorIsTerminal: Bool { isatty(error) == 1 }

    /// Standard output is a pipe or a socket: another program reads it.
    var outputIsPipe: Bool {
        var status = stat()
        guard fstat(output, &status) == 0 else { return false }
        let kind = status.st_mode & S_IFMT
        return kind == S_IFIFO || kind == S_IFSOCK
    }

    /// An explicit `--color` wins; else `NO_COLOR` turns colour off
    /// (no-color.org), `FORCE_COLOR` on (force-color.org), and otherwise
    /// only a terminal gets it.
    /// `descriptor`: where the analysis goes (stderr with `--tee`).
    func wantsColor(_ requested: Bool?, on descriptor: Int32) -> Bool {
        if let requested { return requested }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
        return isatty(descriptor) == 1
    }

    /// Columns to wrap the text output to: `COLUMNS` when set (as for
    /// `ls`), else the terminal's width; nil for a pipe or a file.
    func columns(of descriptor: Int32) -> Int? {
        if let text = environment["COLUMNS"], let columns = Int(text), columns >= 20 { return columns }
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 else { return 100 }
        return Int(size.ws_col)
    }

    /// Standard input is a terminal: nothing was piped in.
    var inputIsTerminal: Bool { isatty(input) == 1 }

    /// Where temporary files go: `TMPDIR`, else `/tmp`.
    var temporaryDirectory: String { environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp" }

    /// A failed write to a closed pipe or a full disk has nowhere to be told.
    private func write(_ text: String, to descriptor: Int32) {
        _ = FileTransfer.writeAll(text, to: descriptor)
    }
}
