/// The info part at the end of an entry: `(active)`, `(active, names: a:0x1, '|':UIView:0x2 )`,
/// the older `(Names: '|':UIView:0x2 )`, or `(inactive)`.
struct EntryInfo {
    var isActive: Bool?
    var names: [NameBinding] = []

    static let openings: [[UInt8]] = ["(active", "(inactive", "(Names:", "(names:"].map { Array($0.utf8) }
}

extension EntryBodyParser {
    mutating func parseInfo() throws(EntryParseError) -> EntryInfo {
        var info = EntryInfo()
        _ = cursor.consume(.openParen)
        if cursor.consume(Literals.active) {
            info.isActive = true
        } else if cursor.consume(Literals.inactive) {
            info.isActive = false
        }
        cursor.skipSpaces()
        _ = cursor.consume(.comma)
        cursor.skipSpaces()
        if cursor.consume(Literals.names) || cursor.consume(Literals.oldNames) {
            info.names = try parseBindings()
        }
        cursor.skipSpaces()
        guard cursor.consume(.closeParen) else {
            throw EntryParseError(
                message: "expected ')' to close the info part but found \(cursor.excerpt())",
                offset: cursor.position)
        }
        return info
    }

    private mutating func parseBindings() throws(EntryParseError) -> [NameBinding] {
        var bindings: [NameBinding] = []
        while true {
            cursor.skipSpaces()
            guard let next = cursor.peek(), next != .closeParen else { return bindings }
            let name = try parseBindingName()
            let item: LayoutItem
            if cursor.hasPrefix(Literals.hexPrefix) {
                let address = cursor.read { $0.isHexDigit || $0 == UInt8(ascii: "x") }
                item = LayoutItem(address: cursor.text(address))
            } else {
                item = try parseItem(context: .nameList)
            }
            bindings.append(NameBinding(name: name, item: item))
            cursor.skipSpaces()
            _ = cursor.consume(.comma)
        }
    }

    /// `'|'`, `homeLarge`, or a name with spaces: everything up to the `:` that starts the item.
    private mutating func parseBindingName() throws(EntryParseError) -> String {
        let start = cursor.position
        if cursor.peek() == .quote, let close = cursor.firstIndex(of: [.quote, .colon], from: start + 1) {
            cursor.position = close + 2
            return cursor.text((start + 1)..<close)
        }
        var index = start
        while index < cursor.end {
            if cursor.bytes[index] == .colon, index > start, itemStarts(at: index + 1) {
                cursor.position = index + 1
                return cursor.text(start..<index)
            }
            index += 1
        }
        throw EntryParseError(message: "expected 'name:0xADDRESS' in names: but found \(cursor.excerpt())", offset: start)
    }

    /// `0x…` or `Class:…` starts at `index`.
    private func itemStarts(at index: Int) -> Bool {
        if cursor.hasPrefix(Literals.hexPrefix, at: index) { return true }
        var stop = index
        while let byte = cursor.byte(at: stop), byte.isClassNameCharacter { stop += 1 }
        return stop > index && cursor.byte(at: stop) == .colon
    }
}
