/// One code file as every scanner reads it: split into lines, the types
/// its declarations give and the type each line is written in, each
/// worked out once, when a scanner first asks (a file that makes no
/// constraint of a scanner's kind never pays for them).
final class SourceFile {
    let path: String
    let text: String
    /// `.m`, `.mm`: Objective-C's declarations and `@implementation`s, else Swift's.
    let isObjectiveC: Bool

    init(path: String, text: String) {
        self.path = path
        self.text = text
        isObjectiveC = !path.hasSuffix(".swift")
    }

    private(set) lazy var lines: [String] = TextSearch.lines(text)

    /// Each variable's declared type, by name.
    private(set) lazy var types: [String: String] =
        isObjectiveC ? ObjectiveCAnchorScanner.declaredTypes(lines) : SwiftAnchorScanner.declaredTypes(lines)

    /// By line: the type it is written in (what `self` is), the last one declared above it.
    private(set) lazy var enclosing: [String?] = {
        var current: String?
        return lines.map { line in
            if let type = isObjectiveC ? ObjectiveCAnchorScanner.implementation(on: line) : SwiftAnchorScanner.typeDeclared(on: line) {
                current = type
            }
            return current
        }
    }()
}
