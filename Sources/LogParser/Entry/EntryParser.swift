/// Parses one constraint description:
///
///     <CLASS:0xADDR[@File.swift#LINE] [h=XXX v=XXX] ['IDENTIFIER'] BODY [PRIORITY] [  (INFO)]>
///
/// The tail (info, then priority) is taken off first, because the `names:`
/// it declares are needed to read the body.
enum EntryParser {
    static func parse(_ text: String) -> Result<ConstraintEntry, EntryParseError> {
        parse(bytes: Array(text.utf8))
    }

    static func parse(bytes: [UInt8]) -> Result<ConstraintEntry, EntryParseError> {
        var unboundNames: [String] = []
        return parse(bytes: bytes, unboundNames: &unboundNames)
    }

    /// Also gives the names the body uses that its `names:` does not bind, as
    /// quoted in notes (`?` for a nameless item): found here, while the
    /// equation is at hand, rather than by copying the whole entry out of the result.
    static func parse(bytes: [UInt8], unboundNames: inout [String]) -> Result<ConstraintEntry, EntryParseError> {
        bytes.withUnsafeBufferPointer { buffer in
            do throws(EntryParseError) {
                return .success(try parseEntry(buffer, unboundNames: &unboundNames))
            } catch {
                return .failure(error)
            }
        }
    }

    private static func noteUnboundNames(of equation: borrowing Equation, into names: inout [String]) {
        equation.forEachAnchor { anchor in
            guard anchor.item.address == nil && anchor.item.name != "|" else { return }
            names.append(anchor.item.name ?? "?")
        }
    }

    private static func parseEntry(_ bytes: UnsafeBufferPointer<UInt8>, unboundNames: inout [String]) throws(EntryParseError)
        -> ConstraintEntry
    {
        guard bytes.first == .lessThan else {
            throw EntryParseError(message: "an entry starts with '<'", offset: 0)
        }
        var end = bytes.count
        while end > 0, bytes[end - 1].isBlank { end -= 1 }
        guard end > 1, bytes[end - 1] == .greaterThan else {
            throw EntryParseError(
                message: "the entry is cut short: no closing '>'", offset: bytes.count,
                address: leadingAddress(bytes))
        }
        var cursor = ByteCursor(bytes, position: 1, end: end - 1)

        let classRange = cursor.read(while: \.isClassNameCharacter)
        guard !classRange.isEmpty, cursor.consume(.colon) else {
            throw EntryParseError(
                message: "expected 'Class:0xADDRESS' at the start of the entry but found \(cursor.excerpt())",
                offset: cursor.position)
        }
        let addressRange = cursor.read { $0 != .space && $0 != .at && $0 != .tab }
        guard !addressRange.isEmpty else {
            throw EntryParseError(
                message: "expected the constraint's address after '\(cursor.text(classRange)):'",
                offset: cursor.position)
        }
        let address = cursor.text(addressRange)
        func fail(_ error: EntryParseError) -> EntryParseError {
            var error = error
            error.address = address
            return error
        }

        if cursor.hasPrefix(Self.nullBody), cursor.position + Self.nullBody.count == cursor.end {
            throw EntryParseError(message: Self.nullBodyMessage, offset: cursor.position, address: address)
        }
        var header = EntryHeader()
        do throws(EntryParseError) {
            header.sourceLocation = try parseSourceLocation(&cursor)
            cursor.skipSpaces()
            header.mask = try parseMask(&cursor)
            cursor.skipSpaces()
            let tail = try parseTail(&cursor)
            let body = try parseIdentifierAndBody(&cursor, tail: tail)
            // Looking through the anchors copies the equation: only when an item had no address.
            if body.format.mayUseUnboundNames { noteUnboundNames(of: body.format.equation, into: &unboundNames) }
            return ConstraintEntry(
                className: cursor.className(classRange), address: address, sourceLocation: header.sourceLocation,
                autoresizingMask: header.mask, identifier: body.identifier, equation: body.format.equation,
                visualFormat: body.visualFormat, priority: body.format.priority ?? tail.priority ?? .required,
                direction: body.format.direction, isActive: tail.info.isActive, names: tail.info.names,
                contentPriorities: tail.contentPriorities)
        } catch {
            throw fail(error)
        }
    }

    /// ` (null)`: a body the log did not print (a detached description's,
    /// `<NSLayoutConstraint: 0x…> (null) ((null), (null))`).
    private static let nullBody = Array(" (null)".utf8)
    /// Said of such an entry: no fault of the text, a note (`ReportAssembler.noteContent`).
    package static let nullBodyMessage = "the log printed (null) in place of this constraint, so nothing of it can be read"

    /// The longest priority suffix, ` Hug:1000 CompressionResistance:1000`,
    /// with room to spare: the suffix is looked for in this many last bytes
    /// of the body only. A stated limit: a priority printed longer than that
    /// is not one any framework writes, and the entry is reported unreadable.
    static let suffixWindow = 64

    private struct EntryHeader {
        var sourceLocation: CodeLocation?
        var mask: AutoresizingMask?
    }

    /// What follows the body: priority, content priorities and the info part.
    private struct EntryTail {
        var bodyEnd: Int
        var info = EntryInfo()
        var priority: Priority?
        var contentPriorities: ContentPriorities?
    }

    private struct Body {
        var identifier: String?
        var visualFormat: String?
        var format: EntryBodyParser.VisualFormat
    }

    /// The address of an entry cut short, when enough of it is there.
    static func leadingAddress(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var cursor = ByteCursor(bytes, position: 1)
        guard !cursor.read(while: \.isClassNameCharacter).isEmpty, cursor.consume(.colon) else { return nil }
        let range = cursor.read { $0 != .space && $0 != .at && $0 != .tab && $0 != .greaterThan }
        return range.isEmpty ? nil : cursor.text(range)
    }

    /// SnapKit's `@File.swift#88` (or an absolute path) right after the address.
    private static func parseSourceLocation(_ cursor: inout ByteCursor) throws(EntryParseError) -> CodeLocation? {
        guard cursor.consume(.at) else { return nil }
        let start = cursor.position
        var index = start
        while index < cursor.end, !(cursor.bytes[index] == .hash && (cursor.byte(at: index + 1)?.isDigit ?? false)) {
            if cursor.bytes[index] == .space && !looksLikePathContinues(cursor, after: index) { break }
            index += 1
        }
        guard index < cursor.end, cursor.bytes[index] == .hash else {
            throw EntryParseError(message: "expected 'File.swift#LINE' after '@' but found \(cursor.excerpt())", offset: start)
        }
        let path = cursor.text(start..<index)
        cursor.position = index + 1
        let digits = cursor.read(while: \.isDigit)
        return CodeLocation(path: path, line: Int(cursor.text(digits)) ?? 0)
    }

    /// Absolute paths may hold spaces (`/Users/me/My App/File.swift#12`): keep
    /// reading while a `#line` is still ahead before the next `.`-attribute.
    private static func looksLikePathContinues(_ cursor: ByteCursor, after index: Int) -> Bool {
        guard let hash = cursor.firstIndex(of: [.hash], from: index) else { return false }
        guard let next = cursor.firstIndex(of: [.space], from: index + 1) else { return true }
        return hash < next && cursor.bytes[cursor.position..<index].contains(UInt8(ascii: "/"))
    }

    private static func parseMask(_ cursor: inout ByteCursor) throws(EntryParseError) -> AutoresizingMask? {
        guard cursor.hasPrefix(Literals.horizontalMask) else { return nil }
        let start = cursor.position
        guard let end = cursor.firstIndex(of: [.space], from: start), cursor.hasPrefix(Literals.verticalMask, at: end),
            let horizontal = AutoresizingMask.AxisFlags(cursor.text((start + 2)..<end)),
            end + 6 <= cursor.end,
            let vertical = AutoresizingMask.AxisFlags(cursor.text((end + 3)..<(end + 6)))
        else {
            throw EntryParseError(
                message: "expected autoresizing flags like 'h=--& v=--&' but found \(cursor.excerpt(maxLength: 12))",
                offset: start)
        }
        cursor.position = end + 6
        return AutoresizingMask(horizontal: horizontal, vertical: vertical)
    }

    /// Finds the info part and the priority at the end of the entry, and where the body stops.
    private static func parseTail(_ cursor: inout ByteCursor) throws(EntryParseError) -> EntryTail {
        var tail = EntryTail(bodyEnd: cursor.end)
        let infoStart = lastInfoOpening(cursor)
        if let infoStart {
            var infoParser = EntryBodyParser(cursor: ByteCursor(cursor.bytes, position: infoStart, end: cursor.end), names: [])
            tail.info = try infoParser.parseInfo()
            infoParser.cursor.skipSpaces()
            guard infoParser.cursor.isAtEnd else {
                throw EntryParseError(
                    message: "unexpected \(infoParser.cursor.excerpt()) after the info part",
                    offset: infoParser.cursor.position)
            }
            tail.bodyEnd = infoStart
        }
        trimBlanks(cursor.bytes, from: cursor.position, end: &tail.bodyEnd)
        try parsePrioritySuffix(cursor.bytes, from: cursor.position, into: &tail)
        return tail
    }

    /// Where the last `(active`, `(inactive`, `(Names:` or `(names:` starts: one backward pass.
    private static func lastInfoOpening(_ cursor: ByteCursor) -> Int? {
        var index = cursor.end - 1
        while index >= cursor.position {
            if cursor.bytes[index] == .openParen,
                EntryInfo.openings.contains(where: { cursor.hasPrefix($0, at: index) })
            {
                return index
            }
            index -= 1
        }
        return nil
    }

    private static func trimBlanks(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: inout Int) {
        while end > start, bytes[end - 1].isBlank { end -= 1 }
    }

    /// ` @750`, ` ^750.0` / ` ^high` (SnapKit, Masonry), ` priority:250`,
    /// ` Hug:250 CompressionResistance:750` (content-size constraints).
    private static func parsePrioritySuffix(_ bytes: UnsafeBufferPointer<UInt8>, from bodyStart: Int, into tail: inout EntryTail)
        throws(EntryParseError)
    {
        // Suffixes are short: look only at the end of the body.
        // Every marker starts with a space: only the window's spaces are tried.
        let start = max(bodyStart, tail.bodyEnd - suffixWindow)
        let spaces = ByteSearch.spaceMask(in: bytes, from: start, to: tail.bodyEnd)
        if spaces == 0 { return }
        if let hug = ByteSearch.lastIndex(ofSpaced: Literals.hugging, in: bytes, spaces: spaces, from: start, to: tail.bodyEnd) {
            var cursor = ByteCursor(bytes, position: hug + 5, end: tail.bodyEnd)
            let hugging = try cursor.readNumber(what: "a hugging priority")
            cursor.skipSpaces()
            guard cursor.consume(Literals.compressionResistance) else {
                throw EntryParseError(message: "expected 'CompressionResistance:' after the hugging priority", offset: cursor.position)
            }
            let resistance = try cursor.readNumber(what: "a compression resistance")
            tail.contentPriorities = ContentPriorities(hugging: hugging, compressionResistance: resistance)
            tail.bodyEnd = hug
            trimBlanks(bytes, from: bodyStart, end: &tail.bodyEnd)
        }
        let markerStart = max(bodyStart, tail.bodyEnd - suffixWindow)
        let markerSpaces = markerStart == start ? spaces : ByteSearch.spaceMask(in: bytes, from: markerStart, to: tail.bodyEnd)
        for (marker, markerBytes) in Literals.prioritySuffixes {
            guard
                let index = ByteSearch.lastIndex(
                    ofSpaced: markerBytes, in: bytes, spaces: markerSpaces,
                    from: markerStart, to: tail.bodyEnd)
            else { continue }
            let valueStart = index + markerBytes.count
            let valueBytes = UnsafeBufferPointer(rebasing: bytes[valueStart..<tail.bodyEnd])
            let valueText = String(decoding: valueBytes, as: UTF8.self)
            let value: Double
            if let number = PrintedNumber(text: valueText, bytes: valueBytes) {
                value = number.value
            } else if marker == " ^", let named = Priority.masonryNames[valueText] {
                value = named
            } else {
                continue
            }
            tail.priority = Priority(value: value, text: String(marker.dropFirst()) + valueText)
            tail.bodyEnd = index
            trimBlanks(bytes, from: bodyStart, end: &tail.bodyEnd)
            return
        }
    }

    /// The identifier (which may contain spaces and quotes) ends at the first
    /// `' ` after which a body can be read.
    private static func parseIdentifierAndBody(_ cursor: inout ByteCursor, tail: EntryTail) throws(EntryParseError) -> Body {
        let bodyCursor = ByteCursor(cursor.bytes, position: cursor.position, end: tail.bodyEnd)
        guard cursor.peek() == .quote else {
            return Body(
                identifier: nil, visualFormat: visualFormatText(bodyCursor),
                format: try parseBody(bodyCursor, names: tail.info.names))
        }
        let open = cursor.position
        var firstError: EntryParseError?
        var index = open + 1
        while index < tail.bodyEnd {
            if cursor.bytes[index] == .quote, cursor.byte(at: index + 1) == .space {
                var candidate = ByteCursor(cursor.bytes, position: index + 1, end: tail.bodyEnd)
                candidate.skipSpaces()
                do throws(EntryParseError) {
                    let format = try parseBody(candidate, names: tail.info.names)
                    return Body(
                        identifier: cursor.text((open + 1)..<index), visualFormat: visualFormatText(candidate),
                        format: format)
                } catch {
                    firstError = firstError ?? error
                }
            }
            index += 1
        }
        throw firstError ?? EntryParseError(message: "the identifier that starts here is never closed", offset: open)
    }

    private static func isVisualFormat(_ cursor: ByteCursor) -> Bool {
        guard let axis = cursor.peek(), axis == UInt8(ascii: "H") || axis == UInt8(ascii: "V"),
            cursor.peek(1) == .colon, let next = cursor.peek(2)
        else { return false }
        return next == .pipe || next == .openBracket
    }

    private static func visualFormatText(_ cursor: ByteCursor) -> String? {
        guard isVisualFormat(cursor) else { return nil }
        var end = cursor.end
        trimBlanks(cursor.bytes, from: cursor.position, end: &end)
        return cursor.text(cursor.position..<end)
    }

    private static func parseBody(_ cursor: ByteCursor, names: [NameBinding]) throws(EntryParseError) -> EntryBodyParser.VisualFormat {
        var parser = EntryBodyParser(cursor: cursor, names: names)
        var format =
            if isVisualFormat(cursor) {
                try parser.parseVisualFormat(superview: names.first { $0.name == "|" }?.item)
            } else {
                EntryBodyParser.VisualFormat(equation: try parser.parseEquation(), priority: nil, direction: nil)
            }
        format.mayUseUnboundNames = parser.readItemWithoutAddress
        return format
    }
}
