#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `wtflayout mcp`: the server on stdio. Each line of standard input is a
/// message; each answer is a line on standard output, which carries
/// nothing else. It ends when standard input does.
struct MCPRun {
    let roots: [String]
    let console: Console

    static let tools: [any MCPTool] = [ExplainConflictsTool(), LocateConstraintTool(), CaptureConflictsTool()]

    func run() -> Int32 {
        let workingDirectory = console.workingDirectory ?? "/"
        let context = MCPToolContext(
            roots: MCPRoots(roots.isEmpty ? [workingDirectory] : roots, workingDirectory: workingDirectory),
            environment: console.environment, temporaryDirectory: console.temporaryDirectory)
        var server = MCPServer(tools: Self.tools, context: context)
        var lines = MessageLines(descriptor: console.input)
        while let line = lines.next() {
            let answer: String?
            switch line {
            case .message(let text):
                answer = text.allSatisfy(\.isWhitespace) ? nil : server.answer(text)
            case .tooLong:
                answer = MCPMessage.response(
                    id: .null,
                    error: .invalidRequest("a message over \(MCPLimits.mebibytes(MCPLimits.largestMessage)) was not read"))
            }
            if let answer, FileTransfer.writeAll(answer + "\n", to: console.output) != nil { return 1 }
        }
        return 0
    }

    /// The lines of a descriptor, each at most `MCPLimits.largestMessage` bytes kept.
    private struct MessageLines {
        enum Line {
            case message(String)
            case tooLong
        }

        let descriptor: Int32
        private var pending: [UInt8] = []
        /// How much of `pending` is known to hold no line break.
        private var searched = 0
        private var overflowed = false
        private var ended = false
        private var chunk = [UInt8](repeating: 0, count: 1 << 16)

        init(descriptor: Int32) { self.descriptor = descriptor }

        mutating func next() -> Line? {
            while true {
                if let newline = pending[searched...].firstIndex(of: 0x0A) {
                    let line = pending[..<newline]
                    defer {
                        pending.removeSubrange(...newline)
                        (searched, overflowed) = (0, false)
                    }
                    return overflowed ? .tooLong : .message(String(decoding: line, as: UTF8.self))
                }
                searched = pending.count
                if pending.count > MCPLimits.largestMessage {
                    overflowed = true
                    pending.removeAll(keepingCapacity: true)
                    searched = 0
                }
                if ended {
                    guard !pending.isEmpty || overflowed else { return nil }
                    defer { (pending, searched, overflowed) = ([], 0, false) }
                    return overflowed ? .tooLong : .message(String(decoding: pending, as: UTF8.self))
                }
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 {
                    ended = true
                } else {
                    pending += chunk[0..<count]
                }
            }
        }
    }
}
