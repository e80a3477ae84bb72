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

    /// Colour only for a terminal, and never when `NO_COLOR` is set (no-color.org).
    static func wantsColor(_ requested: Bool?) -> Bool {
        if requested == false { return false }
        if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
        return isatty(1) == 1
    }

    /// A failed write to a closed pipe or a full disk has nowhere to be told.
    private static func write(_ text: String, to descriptor: Int32) {
        _ = FileTransfer.writeAll(text, to: descriptor)
    }
}
