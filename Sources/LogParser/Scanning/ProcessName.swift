/// The process a console line names before its message: the unified log's
/// `2026-11-20 12:31:55.902217+0100 SpringBoard[63:2914] [LayoutConstraints] …`,
/// syslog's `Nov 20 12:31:55 iPhone SpringBoard(UIKitCore)[63] <Notice>: …`,
/// Console.app's copied rows `error⇥12:31:55.902217+0100⇥SpringBoard⇥…`.
enum ProcessName {
    private static let phrase = Array("Unable to simultaneously".utf8)

    /// A console prefix alone on its line, as a wrap leaves it before the
    /// header: `2026-03-03 19:22:36.981534+0100 Shelf[30118:2052267] [LayoutConstraints]`.
    static func isPrefixLine(_ line: [UInt8]) -> Bool {
        var end = line.count
        while end > 0, line[end - 1].isBlank { end -= 1 }
        guard end > 0, line[end - 1] == .closeBracket || line[end - 1] == .colon else { return false }
        return of(headerLine: String(decoding: line[..<end], as: UTF8.self)) != nil
    }

    static func of(headerLine line: String) -> String? {
        let bytes = Array(line.utf8)
        let end = ByteSearch.firstIndex(of: phrase, in: bytes, from: 0, to: bytes.count) ?? bytes.count
        // The first `Name[digits` (or `Name(Library)[digits`) before the message.
        var open = 0
        while open + 1 < end {
            defer { open += 1 }
            guard bytes[open] == .openBracket, bytes[open + 1].isDigit else { continue }
            var nameEnd = open
            if nameEnd > 0, bytes[nameEnd - 1] == .closeParen, let paren = bytes[..<nameEnd].lastIndex(of: .openParen) {
                nameEnd = paren
            }
            var nameStart = nameEnd
            while nameStart > 0, !bytes[nameStart - 1].isBlank { nameStart -= 1 }
            // `[10:00:01]:` at the start (fastlane's clock) names no process: look on.
            guard nameStart < nameEnd else { continue }
            return String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
        }
        return consoleAppProcess(bytes[..<end])
    }

    /// The message types Console.app's first column shows.
    private static let messageTypes: Set<String> = ["default", "info", "debug", "error", "fault", "notice"]

    /// A row copied from Console.app: type, time and process columns,
    /// separated by tabs, before the message.
    private static func consoleAppProcess(_ prefix: ArraySlice<UInt8>) -> String? {
        let columns = prefix.split(separator: .tab, omittingEmptySubsequences: false)
        guard columns.count >= 4,
            messageTypes.contains(String(decoding: columns[0], as: UTF8.self).lowercased()),
            columns[1].first?.isDigit == true,
            !columns[2].isEmpty, !columns[2].contains(.space)
        else { return nil }
        return String(decoding: columns[2], as: UTF8.self)
    }
}
