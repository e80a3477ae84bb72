import Foundation
import LogParser

/// How much one request may ask the server to read. The command reads
/// logs of any size; an answer to a model is one message, so the logs a
/// call reads are bounded, and said in plain words when over. Each report
/// inside keeps the reading's own limits (`ReadingLimits`: entries, lines).
enum MCPLimits {
    /// A message line longer than this is refused unread.
    static let largestMessage = 16 << 20
    /// Log text given inline.
    static let largestLogText = 8 << 20
    /// A log file, or a diagnostics folder's console texts together.
    static let largestLogFiles = 64 << 20

    /// The bytes of log text the command would read at `path`: a file's
    /// size, or a folder's console texts; nil for a result bundle, whose
    /// console log xcresulttool extracts.
    static func logBytes(at path: String) -> Int? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return 0 }
        guard isFolder.boolValue else { return size(of: path) }
        if InputForm.withoutTrailingSlashes(path).hasSuffix(".xcresult") { return nil }
        let walker = FileManager.default.enumerator(atPath: path)
        return (walker?.compactMap { $0 as? String }.filter(DiagnosticsFolder.isConsoleText) ?? [])
            .reduce(0) { $0 + size(of: path + "/" + $1) }
    }

    private static func size(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// `12.5 MiB`.
    static func mebibytes(_ bytes: Int) -> String {
        let value = Double(bytes) / Double(1 << 20)
        return value == value.rounded() ? "\(Int(value)) MiB" : String(format: "%.1f MiB", value)
    }
}
