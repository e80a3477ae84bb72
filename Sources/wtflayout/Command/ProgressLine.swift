#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A one-line progress report on stderr for inputs that take more than a
/// second, only when stderr is a terminal; erased when reading ends, so
/// nothing of it stays in the output or a log.
struct ProgressLine {
    let name: String
    let totalBytes: Int?
    private let start = ProgressLine.now()
    private var lastDrawn = 0.0
    private var shown = false
    private let enabled: Bool
    private let console: Console

    /// `enabled` false when stdout passes the input through (`--tee`): on
    /// one terminal the line would land in the middle of it.
    init(name: String, totalBytes: Int?, console: Console, enabled: Bool = true) {
        self.name = name
        self.totalBytes = totalBytes
        self.console = console
        self.enabled = enabled && console.errorIsTerminal
    }

    mutating func update(bytes: Int, reports: Int) {
        guard enabled else { return }
        let elapsed = Self.now() - start
        guard elapsed > 1, elapsed - lastDrawn > 0.2 else { return }
        lastDrawn = elapsed
        let total = totalBytes.map { " of \(megabytes($0))" } ?? ""
        write("\r\u{1B}[Kreading \(name): \(megabytes(bytes))\(total), \(reports) report\(reports == 1 ? "" : "s") found")
        shown = true
    }

    mutating func erase() {
        guard shown else { return }
        write("\r\u{1B}[K")
        shown = false
    }

    private func megabytes(_ bytes: Int) -> String {
        "\(bytes / 1_000_000) MB"
    }

    private func write(_ text: String) {
        console.writeRawError(text)
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
