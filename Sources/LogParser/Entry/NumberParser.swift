extension ByteCursor {
    /// Reads a number as `%g` or Swift prints it (`94.3333`, `2.22507e-308`,
    /// `1e+06`, `-16`, `10.0`), with a sign only when glued to it.
    mutating func readNumber(what: String) throws(EntryParseError) -> PrintedNumber {
        let start = position
        if peek() == .minus || peek() == .plus { position += 1 }
        let digitsStart = position
        _ = read(while: \.isDigit)
        if peek() == .dot {
            position += 1
            _ = read(while: \.isDigit)
        }
        let mantissaHasDigits = bytes[digitsStart..<position].contains(where: \.isDigit)
        if mantissaHasDigits, let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            let exponentStart = position
            position += 1
            if peek() == .minus || peek() == .plus { position += 1 }
            if read(while: \.isDigit).isEmpty { position = exponentStart }
        }
        guard mantissaHasDigits else {
            position = digitsStart
            let word = read(while: \.isLetter)
            let found = text(word).lowercased()
            if found == "nan" || found.hasPrefix("inf") {
                throw EntryParseError(message: "\(what) is '\(text(start..<position))', which no layout can use", offset: start)
            }
            position = start
            throw EntryParseError(message: "expected \(what) but found \(excerpt())", offset: start)
        }
        let printed = text(start..<position)
        guard let number = PrintedNumber(text: printed, bytes: slice(start..<position)) else {
            throw EntryParseError(message: "the number '\(printed)' is out of range", offset: start)
        }
        return number
    }

    /// `nan`, `inf`, `-inf`: what `%g` prints for values no layout can hold.
    var startsNonFiniteNumber: Bool {
        var index = position
        if byte(at: index) == .minus || byte(at: index) == .plus { index += 1 }
        var stop = index
        while let byte = byte(at: stop), byte.isIdentifierCharacter { stop += 1 }
        let word = text(index..<stop).lowercased()
        return word == "nan" || word == "inf" || word == "infinity"
    }

    var startsNumber: Bool {
        guard let byte = peek() else { return false }
        if byte.isDigit { return true }
        if byte == .dot { return peek(1)?.isDigit ?? false }
        return false
    }
}
