/// A line read as one assignment, `target = value`, without a pattern and
/// byte by byte: the frame scanner meets one on many lines of a view's
/// file (`let icon = UIImageView()`,
/// `icon.translatesAutoresizingMaskIntoConstraints = false`), and a regular
/// expression, or reading characters, for each cost more than the rest of
/// indexing a tree.
struct AssignmentText {
    /// What is assigned to, as a path of names without declaration words
    /// or a type: `let icon: UIImageView` and `UIImageView *icon` are
    /// `["icon"]`, `self.header.frame` is `["self", "header", "frame"]`.
    let path: [String]
    /// The value, trimmed, without a trailing `;` or comment.
    let value: String

    /// nil when the line assigns nothing (a comparison, a call).
    init?(_ line: String) {
        let bytes = Array(line.utf8)
        guard let equals = Self.assignment(in: bytes) else { return nil }
        var end = bytes.count
        if let comment = Self.comment(in: bytes, from: equals + 1) { end = comment }
        var valueRange = Self.trimmed(bytes, equals + 1..<end)
        if valueRange.last.map({ bytes[$0] == Self.semicolon }) == true {
            valueRange = Self.trimmed(bytes, valueRange.lowerBound..<valueRange.upperBound - 1)
        }
        var target = Self.trimmed(bytes, 0..<equals)
        // `let icon: UIImageView`: the name before the type; `UIImageView *icon`: the name after the star.
        if let colon = target.first(where: { bytes[$0] == Self.colon }) { target = Self.trimmed(bytes, target.lowerBound..<colon) }
        if let star = target.last(where: { bytes[$0] == Self.star }) { target = Self.trimmed(bytes, star + 1..<target.upperBound) }
        // The name is the last word: `private lazy var icon`, `static let shared`.
        if let space = target.last(where: { bytes[$0] == Self.space || bytes[$0] == Self.tab }) {
            target = space + 1..<target.upperBound
        }
        var path: [String] = []
        var start = target.lowerBound
        for index in target.lowerBound...target.upperBound where index == target.upperBound || bytes[index] == Self.dot {
            guard index > start, bytes[start..<index].allSatisfy(Self.isNameByte) else { return nil }
            path.append(String(decoding: bytes[start..<index], as: UTF8.self))
            start = index + 1
        }
        guard !path.isEmpty else { return nil }
        self.path = path
        value = String(decoding: bytes[valueRange], as: UTF8.self)
    }

    /// The view the path names before its last `count` names (`self` when
    /// none is left): `self.header.frame`, less one, is `header`; `_icon` is `icon`.
    func item(droppingLast count: Int) -> String? {
        guard path.count >= count else { return nil }
        guard var name = path.dropLast(count).last, name != "self" else { return "self" }
        if name.hasPrefix("_"), name.count > 1 { name.removeFirst() }
        return name
    }

    /// The value as a type made without arguments: `UIImageView()`,
    /// `[[UIImageView alloc] init]`, `[UIImageView new]`; the type, without a module.
    var madeType: String? {
        var type: Substring
        if value.hasSuffix("()") {
            type = value.dropLast(2)
        } else if value.hasPrefix("[["), value.hasSuffix(" alloc] init]") {
            type = value.dropFirst(2).dropLast(" alloc] init]".count)
        } else if value.hasPrefix("["), value.hasSuffix(" new]") {
            type = value.dropFirst().dropLast(" new]".count)
        } else {
            return nil
        }
        type = type.split(separator: ".").last ?? type
        guard let first = type.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
            type.utf8.allSatisfy(Self.isNameByte)
        else { return nil }
        return String(type)
    }

    private static let (semicolon, colon, star, space, tab, dot) = (
        UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "*"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ".")
    )

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// The `=` that assigns: not part of `==`, `!=`, `<=`, `>=`, `+=`, `=>`;
    /// nil when a string or a call comes first (`foo(a = b)` assigns nothing of the line's own).
    private static func assignment(in bytes: [UInt8]) -> Int? {
        let operatorBytes = Array("=!<>+-*/%&|^".utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "(") { return nil }
            if byte == UInt8(ascii: "=") {
                let following = index + 1 < bytes.count ? bytes[index + 1] : space
                let previous = index > 0 ? bytes[index - 1] : space
                if following != UInt8(ascii: "=") && following != UInt8(ascii: ">") && !operatorBytes.contains(previous) {
                    return index
                }
                // Past the whole operator.
                index += following == UInt8(ascii: "=") || following == UInt8(ascii: ">") ? 2 : 1
                continue
            }
            index += 1
        }
        return nil
    }

    /// Where a `//` comment starts, at or past `start`.
    private static func comment(in bytes: [UInt8], from start: Int) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        return (start..<bytes.count - 1).first { bytes[$0] == UInt8(ascii: "/") && bytes[$0 + 1] == UInt8(ascii: "/") }
    }

    private static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
        let isSpace = { (byte: UInt8) in byte == space || byte == tab }
        guard let start = range.first(where: { !isSpace(bytes[$0]) }), let end = range.last(where: { !isSpace(bytes[$0]) }) else {
            return range.upperBound..<range.upperBound
        }
        return start..<end + 1
    }
}
