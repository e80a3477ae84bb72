import Rendering

/// The JSON Schemas (2020-12) of the tools' arguments and answers. The
/// answers' describe `wtflayout --json` (docs/json-schema.md), which the
/// tools return as it is; a client checks each answer against them.
enum ToolSchemas {
    static let explainInput = schema(
        #"""
        {"type": "object",
         "properties": {
           "log": {"type": "string", "description": "Console text holding one or more \"Unable to simultaneously satisfy constraints\" reports, as pasted (give this or path)."},
           "path": {"type": "string", "description": "A log file, a folder of a test run's exported diagnostics, or a .xcresult bundle, inside the server's roots (give this or log)."},
           "sourceRoot": {"type": "string", "description": "The app's source folder, inside the server's roots: each constraint is then found where the code makes it (file, line, how sure)."}
         },
         "additionalProperties": false}
        """#)

    static let locateInput = schema(
        #"""
        {"type": "object",
         "properties": {
           "constraint": {"type": "string", "description": "One or more constraint descriptions from a log, e.g. <NSLayoutConstraint:0x600002a01e00 UILabel:0x7fa1c0d0c6b0.leading == UIView:0x7fa1c0d0b6f0.leading + 16   (active)>."},
           "sourceRoot": {"type": "string", "description": "The app's source folder, inside the server's roots."}
         },
         "required": ["constraint", "sourceRoot"],
         "additionalProperties": false}
        """#)

    static let captureInput = schema(
        #"""
        {"type": "object",
         "properties": {
           "seconds": {"type": "integer", "minimum": 1, "maximum": 55, "default": 10, "description": "How long to follow the log (clients wait about a minute for an answer)."},
           "target": {"type": "string", "enum": ["simulator", "mac"], "default": "simulator", "description": "A simulator's log (through xcrun simctl) or this Mac's."},
           "device": {"type": "string", "description": "The simulator's UDID or name; the booted one by default."},
           "app": {"type": "string", "description": "Only this app's conflicts: its bundle identifier on a simulator, its process name on a Mac."},
           "sourceRoot": {"type": "string", "description": "The app's source folder, inside the server's roots."}
         },
         "additionalProperties": false}
        """#)

    /// `wtflayout --json`'s document; `compact` only in an answer that left reports out.
    static let document = schema(
        #"""
        {"type": "object",
         "required": ["schemaVersion", "reports", "kinds", "diagnostics", "notes"],
         "properties": {
           "schemaVersion": {"const": 1},
           "reports": {"type": "array", "items": {"$ref": "#/$defs/report"}},
           "kinds": {"type": "array", "items": {"type": "object",
             "required": ["kind", "reports", "distinctReports", "first", "subject", "owner", "fix", "constants"],
             "properties": {"kind": {"type": "string"}, "reports": {"type": "integer", "minimum": 1},
                            "distinctReports": {"type": "integer", "minimum": 1}, "first": {"type": "string"},
                            "subject": {"type": "string"}, "owner": {"enum": ["app", "apple", "harmless"]},
                            "fix": {"type": "string"},
                            "constants": {"type": "array", "items": {"type": "object", "required": ["constraint", "min", "max"],
                              "properties": {"constraint": {"type": "string"}, "min": {"type": "number"},
                                             "max": {"type": "number"}}}}}}},
           "diagnostics": {"type": "array", "items": {"$ref": "#/$defs/diagnostic"}},
           "notes": {"type": "array", "items": {"type": "string"}},
           "compact": {"type": "object", "required": ["distinctReports", "reportsShown", "said"],
             "properties": {"distinctReports": {"type": "integer", "minimum": 1},
                            "reportsShown": {"type": "integer", "minimum": 0}, "said": {"type": "string"}}}
         },
        """# + definitions + "}")

    /// What `capture_conflicts` saw: the reports, as `--json` gives them.
    static let capture = schema(
        #"""
        {"type": "object",
         "required": ["seconds", "reports"],
         "properties": {
           "seconds": {"type": "integer"},
           "reports": {"type": "array", "items": {"$ref": "#/$defs/report"}}
         },
        """# + definitions + "}")

    static let located = schema(
        #"""
        {"type": "object",
         "required": ["sourceRoot", "constraints"],
         "properties": {
           "sourceRoot": {"type": "string"},
           "constraints": {"type": "array", "items": {
             "type": "object",
             "required": ["text", "named", "origin", "found", "confidence", "locations", "evidence", "reason"],
             "properties": {
               "text": {"type": "string"},
               "named": {"type": ["string", "null"]},
               "origin": {"type": ["string", "null"]},
               "found": {"type": "boolean"},
               "confidence": {"enum": ["exact", "likely", "candidates", null]},
               "locations": {"type": "array", "items": {"$ref": "#/$defs/place"}},
               "evidence": {"type": "array", "items": {"type": "string"}},
               "reason": {"type": ["string", "null"]}
             }}}
         },
        """# + definitions + "}")

    /// The shared parts, as `$defs`.
    private static let definitions = #"""
         "$defs": {
           "place": {"type": "object", "required": ["file", "line", "column"],
             "properties": {"file": {"type": "string"}, "line": {"type": "integer"}, "column": {"type": ["integer", "null"]}}},
           "diagnostic": {"type": "object", "required": ["file", "line", "message"],
             "properties": {"file": {"type": "string"}, "line": {"type": "integer"}, "message": {"type": "string"}}},
           "report": {"type": "object",
             "required": ["source", "platform", "occurrences", "alsoAtLines", "constraints", "views", "brokenBySystem", "verdict",
                          "margins", "owner", "appleComponent", "knownConflict", "conflicts", "conflictCount", "conflictsComplete",
                          "conflictsCapped", "suggestion", "explanation"],
             "properties": {
               "source": {"type": "object", "required": ["file", "line", "process", "testCase"],
                 "properties": {"file": {"type": "string"}, "line": {"type": "integer"},
                                "process": {"type": ["string", "null"]}, "testCase": {"type": ["string", "null"]}}},
               "platform": {"enum": ["UIKit", "AppKit", "unknown"]},
               "occurrences": {"type": "integer", "minimum": 1},
               "alsoAtLines": {"type": "array", "items": {"type": "integer"}},
               "constraints": {"type": "array", "items": {"$ref": "#/$defs/constraint"}},
               "views": {"type": "array", "items": {"type": "object", "required": ["name", "class", "address"]}},
               "brokenBySystem": {"type": ["string", "null"]},
               "verdict": {"enum": ["conflict", "conflictAssumingDefaults", "conflictPastMarginBound", "noConflictFound", "redacted",
                                     "unreadable"]},
               "margins": {"type": ["object", "null"], "required": ["atLeast", "atMost", "assumed"],
                 "properties": {"atLeast": {"type": ["number", "null"]}, "atMost": {"type": ["number", "null"]},
                                "assumed": {"type": ["number", "null"]}}},
               "owner": {"enum": ["app", "apple", "harmless", "none"]},
               "appleComponent": {"type": ["string", "null"]},
               "knownConflict": {"oneOf": [{"type": "null"}, {"type": "object",
                 "required": ["id", "name", "seenOn", "whatAppsDo", "sources"],
                 "properties": {"id": {"type": "string"}, "name": {"type": "string"}, "seenOn": {"type": "string"},
                                "whatAppsDo": {"type": "string"},
                                "sources": {"type": "array", "items": {"type": "string"}, "minItems": 1}}}]},
               "conflicts": {"type": "array", "items": {"$ref": "#/$defs/conflict"}},
               "conflictCount": {"type": "integer"},
               "minimalConflictCount": {"type": "integer", "minimum": 0},
               "conflictsComplete": {"type": "boolean"},
               "conflictsCapped": {"type": "boolean"},
               "suggestion": {"oneOf": [{"type": "null"}, {"type": "object", "required": ["constraints", "action", "rule", "text"],
                 "properties": {"constraints": {"type": "array", "items": {"type": "string"}}, "action": {"type": "string"},
                                "rule": {"type": ["string", "null"]}, "text": {"type": "string"}}}]},
               "explanation": {"type": "string"}
             }},
           "constraint": {"type": "object",
             "required": ["id", "address", "class", "identifier", "origin", "maker", "sourceLocation", "source", "text", "line",
                          "parsed", "reason", "equation", "named", "priority"],
             "properties": {
               "id": {"type": "string"}, "address": {"type": ["string", "null"]}, "class": {"type": ["string", "null"]},
               "identifier": {"type": ["string", "null"]}, "origin": {"type": ["string", "null"]},
               "maker": {"oneOf": [{"type": "null"}, {"type": "object", "required": ["kind", "library", "evidence", "sure"],
                 "properties": {"kind": {"enum": ["app", "library", "apple", "app or library"]},
                                "library": {"type": ["string", "null"]}, "evidence": {"type": "string"},
                                "sure": {"enum": ["sure", "likely", "not known"]}}}]},
               "sourceLocation": {"oneOf": [{"type": "null"}, {"type": "object", "required": ["file", "line"]}]},
               "source": {"oneOf": [{"type": "null"}, {"type": "object",
                 "required": ["file", "line", "column", "confidence", "evidence", "vendored", "candidates"],
                 "properties": {"confidence": {"enum": ["exact", "likely", "candidates"]},
                                "evidence": {"type": "array", "items": {"type": "string"}}, "vendored": {"type": "boolean"},
                                "candidates": {"type": "array", "items": {"$ref": "#/$defs/place"}}}}]},
               "text": {"type": "string"}, "line": {"type": "integer"}, "parsed": {"type": "boolean"},
               "reason": {"type": ["string", "null"]}, "equation": {"type": ["string", "null"]}, "named": {"type": ["string", "null"]},
               "priority": {"type": ["number", "null"]}
             }},
           "conflict": {"type": "object",
             "required": ["constraints", "letters", "subject", "axis", "discrepancy", "proof", "owner", "appleComponent", "action",
                          "rule", "fingerprint", "new", "why", "ruler", "fix", "code", "warning", "debugger"],
             "properties": {
               "constraints": {"type": "array", "items": {"type": "string"}},
               "letters": {"type": "array", "items": {"type": "string"}},
               "subject": {"type": "string"}, "axis": {"enum": ["horizontal", "vertical", null]},
               "discrepancy": {"type": ["number", "null"]}, "proof": {"type": ["string", "null"]},
               "owner": {"enum": ["app", "apple", "harmless"]}, "appleComponent": {"type": ["string", "null"]},
               "library": {"type": ["string", "null"]},
               "action": {"type": "string"}, "rule": {"type": ["string", "null"]}, "fingerprint": {"type": "string"},
               "new": {"type": ["boolean", "null"]}, "why": {"type": "string"}, "ruler": {"type": ["string", "null"]}, "kind": {"type": "string"},
               "family": {"oneOf": [{"type": "null"}, {"type": "object", "required": ["count", "everyConflict", "classes"],
                 "properties": {"count": {"type": "integer", "minimum": 2}, "everyConflict": {"type": "boolean"},
                                "classes": {"type": "array", "items": {"type": "object", "required": ["constraints", "chosen"],
                                  "properties": {"constraints": {"type": "array", "items": {"type": "string"}},
                                                 "chosen": {"type": "integer", "minimum": 1}}}}}}]},
               "fix": {"type": "string"},
               "code": {"type": "array", "items": {"type": "object", "required": ["dialect", "location", "lines"]}},
               "warning": {"type": ["string", "null"]},
               "debugger": {"type": "array", "items": {"type": "string"}}
             }}
         }
        """#

    /// Every schema here is this file's own text: one that does not parse is a mistake the tests catch.
    private static func schema(_ text: String) -> JSONValue {
        do {
            return try JSONValue.parse(text).setting("$schema", to: .string("https://json-schema.org/draft/2020-12/schema"))
        } catch {
            preconditionFailure("a tool schema does not parse: \(error.message)")
        }
    }
}
