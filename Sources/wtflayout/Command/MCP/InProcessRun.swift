#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command run as a function inside the server, its streams
/// temporary files removed the moment they are open: the tools answer what
/// `wtflayout --json` answers, and nothing reaches the server's own
/// standard output, which carries only protocol messages.
struct InProcessRun {
    let status: Int32
    let output: String
    /// Its standard error, each line without the `wtflayout: ` prefix.
    let errors: [String]

    /// Runs `arguments` with `input` on standard input; nil when no
    /// temporary file can be made.
    static func run(_ arguments: [String], input: String = "", environment: [String: String], temporaryDirectory: String) -> InProcessRun? {
        run(input: input, environment: environment, temporaryDirectory: temporaryDirectory) { console in
            WTFLayout.run(arguments, console: console)
        }
    }

    /// `command` run with `input` on its console's standard input; nil when no temporary file can be made.
    static func run(
        input: String, environment: [String: String], temporaryDirectory: String, _ command: (Console) -> Int32
    ) -> InProcessRun? {
        guard let stdin = unlinkedFile(in: temporaryDirectory), let stdout = unlinkedFile(in: temporaryDirectory),
            let stderr = unlinkedFile(in: temporaryDirectory)
        else { return nil }
        defer { for descriptor in [stdin, stdout, stderr] { close(descriptor) } }
        guard FileTransfer.writeAll(input, to: stdin) == nil, lseek(stdin, 0, SEEK_SET) == 0 else { return nil }
        let console = Console(input: stdin, output: stdout, error: stderr, environment: environment)
        let status = command(console)
        let errors = contents(of: stderr).split(whereSeparator: \.isNewline).map { line in
            line.hasPrefix("wtflayout: ") ? String(line.dropFirst("wtflayout: ".count)) : String(line)
        }
        return InProcessRun(status: status, output: contents(of: stdout), errors: errors)
    }

    private static func unlinkedFile(in folder: String) -> Int32? {
        guard let (descriptor, path) = FileTransfer.makeTemporary(prefix: folder + "/wtflayout-mcp.") else { return nil }
        unlink(path)
        return descriptor
    }

    private static func contents(of descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var offset: off_t = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
            offset += off_t(count)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
