/// One code file as every scanner reads it: split into lines, the types
/// its declarations give and the type each line is written in, each
/// worked out once, when a scanner first asks (a file that makes no
/// constraint of a scanner's kind never pays for them).
final class SourceFile {
    let path: String
    let text: String
    /// `.m`, `.mm`: Objective-C's declarations and `@implementation`s, else Swift's.
    let isObjectiveC: Bool

    /// The text of its header (`CardView.h` beside `CardView.m`), where an Objective-C class declares its properties.
    private let header: String?

    init(path: String, text: String, header: String? = nil) {
        self.path = path
        self.text = text
        self.header = header
        isObjectiveC = !path.hasSuffix(".swift")
    }

    private(set) lazy var lines: [String] = TextSearch.lines(text)

    /// Each variable's declared type, by name: the file's own first, then its header's.
    private(set) lazy var types: [String: String] = {
        guard isObjectiveC else { return SwiftAnchorScanner.declaredTypes(lines) }
        let own = ObjectiveCAnchorScanner.declaredTypes(lines)
        guard let header else { return own }
        return own.merging(ObjectiveCAnchorScanner.declaredTypes(TextSearch.lines(header))) { mine, _ in mine }
    }()

    /// By line: the type it is written in (what `self` is). In Swift, the
    /// innermost type whose braces are still open, so a type nested in
    /// another (`private struct Layout { … }`) ends where its braces do; in
    /// Objective-C, the last `@implementation` above it.
    private(set) lazy var enclosing: [String?] = {
        if isObjectiveC {
            var current: String?
            return lines.map { line in
                if let type = ObjectiveCAnchorScanner.implementation(on: line) { current = type }
                return current
            }
        }
        var open: [(type: String, depth: Int, opened: Bool)] = []
        var depth = 0
        return lines.map { line in
            if let type = SwiftAnchorScanner.typeDeclared(on: line) { open.append((type, depth, false)) }
            let type = open.last?.type
            let braces = Self.braces(line)
            if braces.peak > 0, let last = open.last, last.depth == depth { open[open.count - 1].opened = true }
            depth += braces.balance
            while let last = open.last, last.opened, depth <= last.depth { open.removeLast() }
            return type
        }
    }()

    /// The braces a line opens less those it closes, and the most open at once, outside strings and comments.
    private static func braces(_ line: String) -> (balance: Int, peak: Int) {
        var (balance, peak, inString, previous) = (0, 0, false, UInt8(0))
        for byte in line.utf8 {
            if inString {
                if byte == UInt8(ascii: "\""), previous != UInt8(ascii: "\\") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "/"), previous == UInt8(ascii: "/") {
                break
            } else if byte == UInt8(ascii: "{") {
                balance += 1
                peak = max(peak, balance)
            } else if byte == UInt8(ascii: "}") {
                balance -= 1
            }
            previous = byte
        }
        return (balance, peak)
    }
}
