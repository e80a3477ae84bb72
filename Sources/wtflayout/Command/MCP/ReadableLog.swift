import Foundation
import LogParser

/// A log a tool may read: inside the server's roots, a regular file or a
/// folder (a test run's diagnostics, a `.xcresult`), and within the limit.
/// A folder's console texts are checked one by one, as each may be a link
/// that leads out of the roots; a FIFO or a device would block the server.
enum ReadableLog {
    /// The path to give the command, resolved.
    static func path(_ path: String, tool: String, roots: MCPRoots) throws(MCPToolError) -> String {
        let resolved = try roots.resolve(path, what: "the log", tool: tool)
        guard let found = entry(resolved) else { throw MCPToolError(message: "\(tool): there is no file or folder at \(path)") }
        switch found.type {
        case .typeRegular:
            try checkSize(found.size, of: path, tool: tool)
        case .typeDirectory:
            // A result bundle's console log is what xcresulttool extracts, not its files (attachments, videos).
            if InputForm.withoutTrailingSlashes(resolved).hasSuffix(".xcresult") { return resolved }
            var total = 0
            let texts = FileManager.default.enumerator(atPath: resolved)?.compactMap { $0 as? String } ?? []
            for relative in texts where DiagnosticsFolder.isConsoleText(relative) {
                let text = try roots.resolve(resolved + "/" + relative, what: "the log", tool: tool)
                guard let file = entry(text), file.type == .typeRegular else {
                    throw MCPToolError(message: "\(tool): \(path)/\(relative) is no regular file")
                }
                total += file.size
            }
            try checkSize(total, of: path, tool: tool)
        default:
            throw MCPToolError(message: "\(tool): \(path) is neither a file nor a folder")
        }
        return resolved
    }

    private static func checkSize(_ bytes: Int, of path: String, tool: String) throws(MCPToolError) {
        guard bytes > MCPLimits.largestLogFiles else { return }
        throw MCPToolError(
            message: "\(tool): \(path) holds \(MCPLimits.mebibytes(bytes)) of log text, more than the "
                + "\(MCPLimits.mebibytes(MCPLimits.largestLogFiles)) a call reads; run wtflayout \(path) --brief "
                + "in a shell for the whole of it")
    }

    /// What is at a resolved path, and its size; nil when nothing is.
    private static func entry(_ path: String) -> (type: FileAttributeType?, size: Int)? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        return (attributes[.type] as? FileAttributeType, (attributes[.size] as? NSNumber)?.intValue ?? 0)
    }
}
