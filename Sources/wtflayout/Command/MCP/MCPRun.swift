import Foundation

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
        let roots = MCPRoots(self.roots.isEmpty ? [workingDirectory] : self.roots, workingDirectory: workingDirectory)
        if let refusal = refusal(of: roots) {
            console.printError(refusal)
            return 2
        }
        let context = MCPToolContext(roots: roots, environment: console.environment, temporaryDirectory: console.temporaryDirectory)
        var server = MCPServer(tools: Self.tools, context: context)
        var lines = MessageLines(descriptor: console.input, longest: MCPLimits.largestMessage)
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

    /// Why the roots cannot be served: one that is no folder, or, given
    /// none, a start in `/` or the home folder (as an app started from the
    /// Dock starts its servers), which would open every file to the tools.
    private func refusal(of roots: MCPRoots) -> String? {
        if let missing = zip(self.roots, roots.folders).first(where: { !FileManager.default.isFolder(atPath: $0.1) }) {
            return "mcp --root \(missing.0): no such folder"
        }
        let home = console.environment["HOME"].map { MCPRoots([$0], workingDirectory: "/").folders[0] }
        guard self.roots.isEmpty, roots.folders[0] == "/" || roots.folders[0] == home else { return nil }
        return "mcp was started in \(roots.folders[0]) without --root: name the folders its tools may read, "
            + "wtflayout mcp --root DIR (wtflayout setup mcp prints each client's configuration with it)"
    }
}
