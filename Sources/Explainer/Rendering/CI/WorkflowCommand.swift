/// One GitHub Actions workflow command (`::error file=App.swift,line=88,title=…::message`),
/// escaped as the runner requires: in the message `%`, `\r` and `\n`; in a
/// property value also `:` and `,`, which would end it.
struct WorkflowCommand: Equatable {
    enum Level: String { case error, warning, notice }

    let level: Level
    /// In order; `file`, `line` and `title` are the ones GitHub shows.
    let properties: [(name: String, value: String)]
    let message: String

    var line: String {
        let properties = properties.map { "\($0.name)=\(Self.escapedProperty($0.value))" }.joined(separator: ",")
        return "::\(level.rawValue)\(properties.isEmpty ? "" : " " + properties)::\(Self.escapedData(message))"
    }

    static func escapedData(_ text: String) -> String { escaped(text, inProperty: false) }

    static func escapedProperty(_ text: String) -> String { escaped(text, inProperty: true) }

    private static func escaped(_ text: String, inProperty: Bool) -> String {
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            case ":" where inProperty: escaped += "%3A"
            case "," where inProperty: escaped += "%2C"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    static func == (a: WorkflowCommand, b: WorkflowCommand) -> Bool { a.line == b.line }
}
