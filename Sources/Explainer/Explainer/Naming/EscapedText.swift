/// A label as the log escaped it, made readable: NSLog's `\U00fc`, Swift's
/// and JSON's `\u00e9`, and C's octal UTF-8 bytes (`\342\200\246`). Anything
/// else, a lone backslash included, is left as printed.
enum EscapedText {
    static func decoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        let input = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var octalBytes: [UInt8] = []
        func flushOctal() {
            guard !octalBytes.isEmpty else { return }
            output.append(contentsOf: String(decoding: octalBytes, as: UTF8.self).unicodeScalars)
            octalBytes = []
        }
        var index = 0
        while index < input.count {
            let scalar = input[index]
            if scalar == "\\", index + 1 < input.count {
                let next = input[index + 1]
                if next == "U" || next == "u", let value = hex(input, from: index + 2, count: 4), let decoded = Unicode.Scalar(value) {
                    flushOctal()
                    output.append(decoded)
                    index += 6
                    continue
                }
                if let byte = octal(input, from: index + 1) {
                    octalBytes.append(byte)
                    index += 4
                    continue
                }
            }
            flushOctal()
            output.append(scalar)
            index += 1
        }
        flushOctal()
        return String(output)
    }

    private static func hex(_ scalars: [Unicode.Scalar], from start: Int, count: Int) -> UInt32? {
        guard start + count <= scalars.count else { return nil }
        return UInt32(String(String.UnicodeScalarView(scalars[start..<(start + count)])), radix: 16)
    }

    /// Three octal digits making a byte (`\342`).
    private static func octal(_ scalars: [Unicode.Scalar], from start: Int) -> UInt8? {
        guard start + 3 <= scalars.count, let value = UInt16(String(String.UnicodeScalarView(scalars[start..<(start + 3)])), radix: 8),
            value <= 255
        else { return nil }
        return UInt8(value)
    }
}
