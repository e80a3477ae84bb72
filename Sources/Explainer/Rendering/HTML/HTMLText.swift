/// Text from the log made safe inside HTML text and attributes: a label such
/// as `'<script>alert(1)</script>'` must show as text, never run.
enum HTMLText {
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default:
                // Control characters (a NUL from a damaged paste) are not allowed in XHTML.
                // U+FFFE and U+FFFF are not XML characters either.
                if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" || scalar.value == 0x7F
                    || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                {
                    escaped += "\u{FFFD}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
