import Testing

@testable import Rendering

/// `JSONValue.parse`: the MCP server's messages and the
/// command's own JSON read back, keys in order, numbers as written.
@Suite struct JSONParsingTests {
    @Test func aDocumentReadsBackToTheSameText() throws {
        let text = #"{"b":1,"a":[true,false,null,-2.5,1.0e3,"x\"\\\/\n\u00e9\ud83d\ude00",12345678901234567890,0],"c":{}}"#
        let value = try JSONValue.parse(" \n" + text + "\n")
        #expect(value["b"] == .integer(1))
        #expect(value["a"]?.arrayValue?[3] == .number(-2.5))
        #expect(value["a"]?.arrayValue?[4] == .numeral("1.0e3"))
        #expect(value["a"]?.arrayValue?[4].integerValue == 1000)
        #expect(value["a"]?.arrayValue?[5] == .string("x\"\\/\né😀"))
        #expect(value.members?.map(\.0) == ["b", "a", "c"])
        // Numbers as written; escapes undone where JSON needs none.
        #expect(value.serialized() == #"{"b":1,"a":[true,false,null,-2.5,1.0e3,"x\"\\/\né😀",12345678901234567890,0],"c":{}}"#)
    }

    @Test func brokenTextSaysWhatAndWhere() {
        let cases: [(String, String)] = [
            ("", "the text ends where a value was expected at byte 0"),
            ("{\"a\" 1}", "expected ':' after a key at byte 5"),
            ("[1,]", "unexpected character at byte 3"),
            ("[1 2]", "expected ',' or ']' at byte 3"),
            ("\"a\u{01}\"", "a control character inside a string at byte 2"),
            ("\"\\x\"", "an unknown escape in a string at byte 3"),
            ("-", "unexpected character at byte 0"),
            ("1.", "'1.' is no number at byte 0"),
            ("01", "'01' is no number at byte 0"),
            ("-01", "'-01' is no number at byte 0"),
            ("1.e0", "'1.e0' is no number at byte 0"),
            ("1e", "'1e' is no number at byte 0"),
            (#""\u+041""#, "a \\u escape that is no character at byte 1"),
            (#""\ud800x""#, "a \\u escape that is no character at byte 1"),
            ("{} x", "unexpected text after the value at byte 3"),
            (String(repeating: "[", count: 600), "nested deeper than 512 levels at byte 512"),
        ]
        for (text, message) in cases {
            #expect(throws: JSONValue.ParseError(message: message)) { try JSONValue.parse(text) }
        }
    }

    @Test func settingReplacesInPlaceOrAddsLast() throws {
        let value = try JSONValue.parse(#"{"a":1,"b":2}"#)
        #expect(value.setting("a", to: .integer(3)).serialized() == #"{"a":3,"b":2}"#)
        #expect(value.setting("c", to: .null).serialized() == #"{"a":1,"b":2,"c":null}"#)
        #expect(value["a"]?.integerValue == 1 && value["z"] == nil && JSONValue.string("s")["a"] == nil)
    }
}
