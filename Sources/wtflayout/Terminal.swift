#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's terminal and streams: the only place that knows about them.
enum Terminal {
    static func printError(_ message: String) {
        write("wtflayout: \(message)\n", to: 2)
    }

    /// Text for stderr as is (no prefix, no newline): the progress line.
    static func writeRawError(_ text: String) {
        write(text, to: 2)
    }

    static func writeOutput(_ text: String) {
        write(text, to: 1)
    }

    static var isTerminal: Bool { isatty(1) == 1 }

    /// Standard output is a pipe or a socket: another program reads it.
    static var outputIsPipe: Bool {
        var status = stat()
        guard fstat(1, &status) == 0 else { return false }
        let kind = status.st_mode & S_IFMT
        return kind == S_IFIFO || kind == S_IFSOCK
    }

    /// An explicit `--color` wins; else `NO_COLOR` turns colour off
    /// (no-color.org), `FORCE_COLOR` on (force-color.org), and otherwise
    /// only a terminal gets it.
    /// `descriptor`: where the analysis goes (stderr with `--tee`).
    static func wantsColor(_ requested: Bool?, on descriptor: Int32 = 1) -> Bool {
        if let requested { return requested }
        if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
        if let force = getenv("FORCE_COLOR"), force.pointee != 0, String(cString: force) != "0" { return true }
        return isatty(descriptor) == 1
    }

    /// Columns to wrap the text output to: `COLUMNS` when set (as for
    /// `ls`), else the terminal's width; nil for a pipe or a file.
    static var columns: Int? { columns(of: 1) }

    static func columns(of descriptor: Int32) -> Int? {
        if let text = getenv("COLUMNS").map({ String(cString: $0) }), let columns = Int(text), columns >= 20 { return columns }
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 else { return 100 }
        return Int(size.ws_col)
    }

    /// Standard input is a terminal: nothing was piped in.
    static var inputIsTerminal: Bool { isatty(0) == 1 }

    /// A failed write to a closed pipe or a full disk has nowhere to be told.
    private static func write(_ text: String, to descriptor: Int32) {
        _ = FileTransfer.writeAll(text, to: descriptor)
    }
}
