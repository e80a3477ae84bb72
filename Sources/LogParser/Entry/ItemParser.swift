/// Where an item is being read; it decides what may follow a quoted label.
enum ItemContext {
    /// `Item.attribute` in an equation.
    case equation
    /// `[Item]` or `[Item(size)]` in a visual-format body.
    case visualFormat
    /// `name:Item` in the `names:` list.
    case nameList
}

extension EntryBodyParser {
    /// Reads `Item.attribute`.
    mutating func parseAnchor() throws(EntryParseError) -> Anchor {
        let itemStart = cursor.position
        let item = try parseItem(context: .equation)
        guard cursor.consume(.dot) else {
            throw EntryParseError(
                message: "expected '.attribute' after '\(cursor.text(itemStart..<cursor.position))' but found \(cursor.excerpt())",
                offset: cursor.position)
        }
        let attribute = try parseAttribute(after: itemStart..<cursor.position)
        return Anchor(item: item, attribute: attribute)
    }

    /// Reads an attribute name, or an engine variable such as `contentHeight{id: 28}`.
    /// `itemRange` is the text before the attribute, quoted only when it fails
    /// (making it a String for every anchor cost more than the rest).
    mutating func parseAttribute(after itemRange: Range<Int>) throws(EntryParseError) -> Attribute {
        let start = cursor.position
        let word = cursor.read(while: \.isIdentifierCharacter)
        if cursor.peek() == UInt8(ascii: "{"), !word.isEmpty,
            let close = cursor.firstIndex(of: [UInt8(ascii: "}")])
        {
            cursor.position = close + 1
            return .engineVariable(cursor.text(start..<cursor.position))
        }
        if let attribute = Attribute(bytes: cursor.slice(word)) { return attribute }
        cursor.position = start
        throw EntryParseError(
            message: "expected an attribute after '\(cursor.text(itemRange))' but found \(cursor.excerpt())", offset: start)
    }

    /// Reads a view or guide: a `names:` short name, `Class:0xADDR['label']`,
    /// `Class:key` (Masonry/SnapKit), or a bare name.
    mutating func parseItem(context: ItemContext) throws(EntryParseError) -> LayoutItem {
        if let bound = matchBoundName(context: context) {
            if bound.address == nil { readItemWithoutAddress = true }
            return bound
        }
        let start = cursor.position
        var classRange = cursor.read(while: \.isClassNameCharacter)
        if !classRange.isEmpty, cursor.peek() != .colon, let cut = cutClassNameEnd(from: start) {
            classRange = start..<cut
            cursor.position = cut
        }
        if !classRange.isEmpty, cursor.peek() == .colon, let next = cursor.peek(1), next.isIdentifierCharacter {
            cursor.position += 1
            let address = readAddressOrKey()
            // Built once, label and all: setting the label afterwards copied the item.
            let label = cursor.peek() == .quote ? try readLabel(context: context) : nil
            return LayoutItem(className: cursor.className(classRange), address: cursor.text(address), label: label)
        }
        cursor.position = start
        readItemWithoutAddress = true
        return try parseBareName(context: context)
    }

    /// Where a class name the runtime cut short ends (`CapsuleNavigationBar?isSe...`):
    /// it may hold bytes no class name does, and ends in `...` right before
    /// `:0x` and an address. Nil for anything else.
    private func cutClassNameEnd(from start: Int) -> Int? {
        var index = start
        while let byte = cursor.byte(at: index), !Self.endsCutName(byte) { index += 1 }
        guard index - start > 3, cursor.byte(at: index) == .colon, cursor.hasPrefix(Literals.hexPrefix, at: index + 1),
            cursor.bytes[(index - 3)..<index].allSatisfy({ $0 == .dot })
        else { return nil }
        return index
    }

    private static func endsCutName(_ byte: UInt8) -> Bool {
        byte.isBlank || byte == .colon || byte == .quote || byte == .openParen || byte == .closeParen
            || byte == .openBracket || byte == .closeBracket || byte == .comma || byte == .greaterThan
            || byte == .lessThan || byte == .equals
    }

    /// `0x7fa4d0dece70`, or a key such as `messageLabel` / `ConflictingConstraint[0]`.
    private mutating func readAddressOrKey() -> Range<Int> {
        if cursor.hasPrefix(Literals.hexPrefix) {
            let start = cursor.position
            cursor.position += 2
            _ = cursor.read(while: \.isHexDigit)
            return start..<cursor.position
        }
        return cursor.read(while: \.isIdentifierCharacter)
    }

    /// A label may itself contain `'` (`'YOU'RE OK'`): it ends at the first
    /// quote after which the entry reads on as it should.
    private mutating func readLabel(context: ItemContext) throws(EntryParseError) -> String {
        let open = cursor.position
        var candidate = open + 1
        while candidate < cursor.end {
            if cursor.bytes[candidate] == .quote && labelCanEnd(at: candidate, context: context) {
                cursor.position = candidate + 1
                return cursor.text((open + 1)..<candidate)
            }
            candidate += 1
        }
        // A misspelt attribute after the label: end the label at the first `'.`
        // so the error names the attribute, not the quote.
        if context == .equation, let quote = cursor.firstIndex(of: [.quote, .dot], from: open + 1) {
            cursor.position = quote + 1
            return cursor.text((open + 1)..<quote)
        }
        throw EntryParseError(message: "the quoted label that starts here is never closed", offset: open)
    }

    private func labelCanEnd(at quote: Int, context: ItemContext) -> Bool {
        let next = quote + 1
        guard let byte = cursor.byte(at: next) else { return context != .visualFormat }
        switch context {
        case .equation:
            return byte == .dot && attributeFollows(at: next + 1)
        case .visualFormat:
            return byte == .closeBracket || byte == .openParen
        case .nameList:
            return byte == .comma || byte == .space || byte == .closeParen
        }
    }

    /// Whether an attribute name (or engine variable) starts at `index` and ends there too.
    func attributeFollows(at index: Int) -> Bool {
        var stop = index
        while let byte = cursor.byte(at: stop), byte.isIdentifierCharacter { stop += 1 }
        guard stop > index else { return false }
        if cursor.byte(at: stop) == UInt8(ascii: "{") { return true }
        if let after = cursor.byte(at: stop), after.isIdentifierCharacter { return false }
        return Attribute(bytes: cursor.slice(index..<stop)) != nil
    }

    /// A short name bound in `names:` (`homeLarge`, `progress background`), longest first.
    private mutating func matchBoundName(context: ItemContext) -> LayoutItem? {
        for (position, binding) in namesByLength.enumerated() where cursor.hasPrefix(binding.bytes) {
            // The same name bound again, and that binding not read yet: the next view of that name.
            if usedBindings.contains(position),
                namesByLength.indices.contains(where: {
                    $0 > position && !usedBindings.contains($0) && namesByLength[$0].bytes == binding.bytes
                })
            {
                continue
            }
            let after = cursor.position + binding.bytes.count
            let followed: Bool
            switch context {
            case .equation: followed = cursor.byte(at: after) == .dot && attributeFollows(at: after + 1)
            case .visualFormat: followed = cursor.byte(at: after) == .closeBracket || cursor.byte(at: after) == .openParen
            case .nameList: followed = false
            }
            if followed {
                usedBindings.insert(position)
                cursor.position = after
                var item = binding.binding.item
                item.name = binding.binding.name
                return item
            }
        }
        return nil
    }

    /// A name no binding explains (names may hold spaces and dots, and may be
    /// truncated: `DetailViewFeatureItemCell....width`). Kept unresolved.
    private mutating func parseBareName(context: ItemContext) throws(EntryParseError) -> LayoutItem {
        let start = cursor.position
        var stop = start
        switch context {
        case .equation:
            while stop < cursor.end {
                if cursor.bytes[stop] == .dot && stop > start && attributeFollows(at: stop + 1) { break }
                stop += 1
            }
        case .visualFormat:
            while stop < cursor.end, cursor.bytes[stop] != .closeBracket, cursor.bytes[stop] != .openParen { stop += 1 }
        case .nameList:
            while stop < cursor.end, cursor.bytes[stop] != .comma, cursor.bytes[stop] != .closeParen { stop += 1 }
        }
        guard stop > start, stop < cursor.end || context != .equation else {
            throw EntryParseError(
                message: "expected a view (Class:0xADDRESS or a name) but found \(cursor.excerpt())",
                offset: start)
        }
        cursor.position = stop
        let name = cursor.text(start..<stop)
        return LayoutItem(name: name)
    }
}
