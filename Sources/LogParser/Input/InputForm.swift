/// Inputs that hold no console text but name a place such logs live (a
/// result bundle, a log archive, a compressed log): what to run instead,
/// so that "no report found" is never the whole answer.
package enum InputForm {
    /// The first bytes an input is looked at by.
    package static let headLength = 4096

    /// Why a directory cannot be read, and what to read instead.
    package static func directoryMessage(path: String) -> String {
        let bare = withoutTrailingSlashes(path)
        let name = shellQuoted(bare)
        if bare.hasSuffix(".logarchive") {
            return "cannot read \(path): it is a unified log archive (a directory); read it with "
                + "`log show --archive \(name) --style json --predicate 'eventMessage CONTAINS \"simultaneously satisfy\"' | wtflayout`"
        }
        return "cannot read \(path): it is a directory, and holds no test run's console text "
            + "(StandardOutputAndStandardError*.txt, as `xcrun xcresulttool export diagnostics` writes it)"
    }

    /// What an input without any report is, when its first bytes say it is
    /// not console text; nil for text.
    package static func notTextMessage(path: String, head: [UInt8]) -> String? {
        let path = shellQuoted(path)
        if head.starts(with: [0x1F, 0x8B]) {
            return "it is gzip-compressed (an .xcactivitylog, or a CI artifact); read it with `gunzip -c \(path) | wtflayout`"
        }
        if head.starts(with: Array("PK\u{03}\u{04}".utf8)) {
            return "it is a zip archive; read the log inside with `unzip -p \(path) | wtflayout`"
        }
        if head.starts(with: Array("bplist".utf8)) {
            return "it is a binary property list, not console text"
        }
        if isUTF16(head) {
            return "it is UTF-16 text; convert it with `iconv -f UTF-16 -t UTF-8 \(path) | wtflayout`"
        }
        if head.contains(0) {
            return "it holds binary data, not console text"
        }
        return nil
    }

    /// A byte-order mark, or ASCII with a zero byte beside every character.
    private static func isUTF16(_ head: [UInt8]) -> Bool {
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) { return true }
        let pairs = head.count / 2
        guard pairs >= 8 else { return false }
        let zeroHigh = (0..<pairs).count { head[2 * $0 + 1] == 0 && head[2 * $0] != 0 }
        let zeroLow = (0..<pairs).count { head[2 * $0] == 0 && head[2 * $0 + 1] != 0 }
        return max(zeroHigh, zeroLow) * 10 >= pairs * 9
    }

    /// A path as a shell word, so that a suggested command can be pasted:
    /// as it is when it holds nothing the shell reads, else in single quotes.
    /// `Tests.xcresult` for `Tests.xcresult/` or `Tests.xcresult//`, as a shell completes it; `/` stays.
    package static func withoutTrailingSlashes(_ path: String) -> String {
        var bare = Substring(path)
        while bare.count > 1, bare.hasSuffix("/") { bare = bare.dropLast() }
        return String(bare)
    }

    package static func shellQuoted(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || "0123456789._-/+@%=:,".unicodeScalars.contains($0) }
        return plain && !path.isEmpty
            ? path : "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
