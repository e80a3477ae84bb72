import Foundation
import Rendering
import Testing

@testable import Command

/// `wtflayout mcp`'s protocol, a message at a time: both eras'
/// negotiation, the errors JSON-RPC and MCP name, and each tool's answers
/// against the command's own. (CI drives the built server with the
/// official Python SDK's client: .ci/mcp-check.py.)
@Suite struct MCPServerTests {
    static let root = CommandRunTests.root.path

    private func server(environment: [String: String] = [:]) -> MCPServer {
        MCPServer(
            tools: MCPRun.tools,
            context: MCPToolContext(
                roots: MCPRoots([Self.root], workingDirectory: Self.root), environment: environment,
                temporaryDirectory: FileManager.default.temporaryDirectory.path))
    }

    private func answer(_ request: String, on server: inout MCPServer) throws -> JSONValue {
        let line = server.answer(request)
        return try JSONValue.parse(try #require(line))
    }

    private static let modernMeta =
        #""_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}"#

    /// A tool's result, the handshake made first when it has not been.
    private func call(_ tool: String, _ arguments: String, on server: inout MCPServer) throws -> JSONValue {
        if server.era == nil {
            _ = server.answer(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25"}}"#)
        }
        return try answer(
            #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"\#(tool)","arguments":\#(arguments)}}"#, on: &server)[
                "result"]!
    }

    private func text(_ result: JSONValue) -> String? { result["content"]?.arrayValue?.first?["text"]?.stringValue }

    @Test func theHandshakeAnswersTheClientsVersionOrTheNewest() throws {
        for (asked, answered) in [("2025-06-18", "2025-06-18"), ("2024-11-05", "2024-11-05"), ("2031-01-01", "2025-11-25")] {
            var server = server()
            let reply = try answer(
                #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"\#(asked)","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
                on: &server)
            #expect(reply["id"] == .integer(1))
            #expect(reply["result"]?["protocolVersion"] == .string(answered))
            #expect(reply["result"]?["capabilities"]?.serialized() == #"{"tools":{"listChanged":false}}"#)
            #expect(reply["result"]?["serverInfo"]?.serialized() == #"{"name":"wtflayout","title":"wtflayout","version":"0.4.0"}"#)
            #expect(server.era == .handshake(version: answered))
            let notified = server.answer(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
            #expect(notified == nil)
            let pong = try answer(#"{"jsonrpc":"2.0","id":2,"method":"ping"}"#, on: &server)
            #expect(pong.serialized() == #"{"jsonrpc":"2.0","id":2,"result":{}}"#)
            // A 2026-07-28 request cannot follow the handshake.
            let mixed = try answer(#"{"jsonrpc":"2.0","id":3,"method":"tools/list","params":{\#(Self.modernMeta)}}"#, on: &server)
            #expect(mixed["error"]?["code"] == .integer(-32600))
        }
    }

    /// A first request without the 2026 envelope opens the handshake's era: the tools wait for initialize, discover is not of it.
    @Test func beforeTheHandshakeOnlyPingIsServed() throws {
        var server = server()
        let early = try answer(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#, on: &server)
        #expect(early["error"]?.serialized() == #"{"code":-32602,"message":"initialize first: the handshake comes before tools/list"}"#)
        #expect(server.era == .handshake(version: nil))
        let pong = try answer(#"{"jsonrpc":"2.0","id":2,"method":"ping"}"#, on: &server)
        #expect(pong["result"] == .object([]))
        let discover = try answer(#"{"jsonrpc":"2.0","id":3,"method":"server/discover"}"#, on: &server)
        #expect(discover["error"]?["code"] == .integer(-32601))
    }

    @Test func discoverOpensThe2026RevisionWhoseResultsAreStamped() throws {
        var server = server()
        let discovered = try answer(#"{"jsonrpc":"2.0","id":"a","method":"server/discover","params":{\#(Self.modernMeta)}}"#, on: &server)
        #expect(server.era == .modern)
        let result = try #require(discovered["result"])
        #expect(result["supportedVersions"]?.serialized() == #"["2026-07-28"]"#)
        #expect(result["ttlMs"] == .integer(0))
        #expect(result["cacheScope"] == .string("private"))
        #expect(result["resultType"] == .string("complete"))
        #expect(result["_meta"]?["io.modelcontextprotocol/serverInfo"]?["name"] == .string("wtflayout"))
        let listed = try answer(#"{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{\#(Self.modernMeta)}}"#, on: &server)
        #expect(
            listed["result"]?["tools"]?.arrayValue?.compactMap { $0["name"]?.stringValue }
                == ["explain_conflicts", "locate_constraint", "capture_conflicts"])
        #expect(listed["result"]?["resultType"] == .string("complete"))
        // Ping is gone in 2026-07-28; the handshake is refused with the versions served.
        let ping = try answer(#"{"jsonrpc":"2.0","id":3,"method":"ping","params":{\#(Self.modernMeta)}}"#, on: &server)
        #expect(ping["error"]?.serialized() == #"{"code":-32601,"message":"no method 'ping'"}"#)
        let handshake = try answer(
            #"{"jsonrpc":"2.0","id":4,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{}}}"#, on: &server)
        #expect(handshake["error"]?["code"] == .integer(-32022))
        #expect(handshake["error"]?["data"]?.serialized() == #"{"supported":["2026-07-28"],"requested":"2025-11-25"}"#)
        // A version that is no string is not echoed as one.
        let odd = try answer(#"{"jsonrpc":"2.0","id":5,"method":"initialize","params":{"protocolVersion":7}}"#, on: &server)
        #expect(odd["error"]?["data"]?.serialized() == #"{"supported":["2026-07-28"]}"#)
    }

    @Test func a2026RequestMustCarryASupportedVersionAndCapabilities() throws {
        var server = server()
        let future = try answer(
            #"{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2030-01-01","io.modelcontextprotocol/clientCapabilities":{}}}}"#,
            on: &server)
        #expect(future["error"]?["code"] == .integer(-32022))
        #expect(future["error"]?["data"]?.serialized() == #"{"supported":["2026-07-28"],"requested":"2030-01-01"}"#)
        let bare = try answer(
            #"{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}"#,
            on: &server)
        #expect(
            bare["error"]?.serialized()
                == #"{"code":-32602,"message":"params._meta is missing io.modelcontextprotocol/clientCapabilities"}"#)
    }

    @Test func messagesThatAreNoRequestsGetJSONRPCsErrors() throws {
        var server = server()
        _ = server.answer(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25"}}"#)
        let cases: [(String, String)] = [
            (
                "{oops",
                #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"the message is no JSON: expected a key in quotes at byte 1"}}"#
            ),
            (
                #"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#,
                #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"the message is a batch (JSON-RPC batches are not part of MCP)"}}"#
            ),
            (
                #"{"jsonrpc":"1.0","id":5,"method":"ping"}"#,
                #"{"jsonrpc":"2.0","id":5,"error":{"code":-32600,"message":"\"jsonrpc\" must be \"2.0\""}}"#
            ),
            (#"{"jsonrpc":"2.0","id":6}"#, #"{"jsonrpc":"2.0","id":6,"error":{"code":-32600,"message":"the message has no method"}}"#),
            (
                #"{"jsonrpc":"2.0","id":8,"method":"resources/list"}"#,
                #"{"jsonrpc":"2.0","id":8,"error":{"code":-32601,"message":"no method 'resources/list'"}}"#
            ),
            (
                #"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"explain_everything"}}"#,
                #"{"jsonrpc":"2.0","id":9,"error":{"code":-32602,"message":"no tool 'explain_everything'; the tools are explain_conflicts, locate_constraint, capture_conflicts"}}"#
            ),
        ]
        for (request, expected) in cases {
            let answered = server.answer(request)
            #expect(answered == expected)
        }
        // A notification (even a malformed one), and a response to nothing the server asked (even an error), are answered with nothing.
        for silent in [
            #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized","params":[1]}"#,
            #"{"jsonrpc":"2.0","id":4,"result":{}}"#,
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"no JSON"}}"#,
        ] {
            let answered = server.answer(silent)
            #expect(answered == nil, "\(silent)")
        }
    }

    @Test func explainAnswersWhatJSONAnswersAndBriefsText() async throws {
        var server = server()
        let result = try call("explain_conflicts", #"{"path":"SampleLogs/two-conflicts.log"}"#, on: &server)
        let path = Self.root + "/SampleLogs/two-conflicts.log"
        let json = try await CommandRunTests.run(["--json", "--no-source", path])
        #expect(result["isError"] == .bool(false))
        #expect(result["structuredContent"] == (try JSONValue.parse(json.output)))
        // Each conflict's why and fix, as the JSON says them.
        let vertical =
            "A + B + C + D + E make UIView 221 pt tall (UIImageView 180 pt, UILabel 'Sourdough starter' 21 pt and gaps of 8 and 12 pt), "
            + "but F, set by its container, fixes it at 200 pt: 21 pt too much. Lower B to priority "
            + "999 so it gives way to the size its container sets."
        #expect(
            text(result)
                == """
                \(path):1: conflict 1 of 2 in UIView (horizontal): A + B + C make UIView 174 pt wide (UILabel 'Sourdough starter' 150 pt \
                and 2 gaps of 12 pt), but D, set by its container, fixes it at 160 pt: 14 pt too much. Lower B to priority 999 so it gives way to the size \
                its container sets.
                \(path):1: conflict 2 of 2 in UIView (vertical): \(vertical)
                \(path):25: conflict in UIView (vertical): \(vertical)
                """)
        let pasted = try call("explain_conflicts", #"{"log":"no report here"}"#, on: &server)
        #expect(pasted["structuredContent"]?["reports"] == .array([]))
        #expect(text(pasted) == "<stdin>: no Auto Layout conflict report found")
    }

    /// An agent's text is read in memory and its explanations collected as
    /// data: the answer needs no temporary file (the folder for them here
    /// does not exist), is `--json`'s for the same text on standard input,
    /// and says what the command says on standard error.
    @Test func anAgentsTextIsExplainedWithoutATemporaryFile() async throws {
        var server = MCPServer(
            tools: MCPRun.tools,
            context: MCPToolContext(
                roots: MCPRoots([Self.root], workingDirectory: Self.root), environment: [:],
                temporaryDirectory: "/nonexistent/wtflayout-no-such-folder"))
        for (name, said) in [
            ("two-conflicts.log", nil),
            (
                "redacted-private.log",
                "no report could be read: 2 found, each redacted or unreadable (see the messages above or the output)"
            ),
        ] {
            let log = try String(contentsOfFile: Self.root + "/SampleLogs/" + name, encoding: .utf8)
            let result = try call("explain_conflicts", #"{"log":\#(JSONValue.string(log).serialized())}"#, on: &server)
            let json = try await CommandRunTests.run(["--json", "--no-source", "-"], input: log)
            #expect(result["isError"] == .bool(false), "\(name)")
            #expect(result["structuredContent"] == (try JSONValue.parse(json.output)), "\(name)")
            // The text: a line per conflict, then what the command says on standard error.
            let lines = ToolSummary.lines(of: result["structuredContent"]?["reports"]?.arrayValue ?? []) + (said.map { [$0] } ?? [])
            #expect(text(result) == lines.joined(separator: "\n"), "\(name)")
            // Two-conflicts' 3 conflicts; the redacted log's one distinct report (seen twice) and the note.
            #expect(lines.count == (said == nil ? 3 : 2), "\(name)")
            if let said { #expect(json.error.contains(said), "\(name)") }
        }
    }

    /// A UI-test run's log is thousands of distinct reports; a model reads
    /// the answer whole, so past 100 it gets each kind's first report, every
    /// report still counted, and a line saying what was left out.
    @Test func aBigLogsAnswerIsCompactAndSaysSo() throws {
        let reports = (0..<101).map { number in
            let view = "0x7f00000\(1000 + number)"
            let own = "<NSLayoutConstraint:0x6000\(1000 + number)b0 Feed.ToastView:\(view).height == \(41 + number)   (active)>"
            return """
                Feed[4412:781130] [LayoutConstraints] Unable to simultaneously satisfy constraints.
                (
                    "<NSAutoresizingMaskLayoutConstraint:0x6000\(1000 + number)a0 h=--& v=--& Feed.ToastView:\(view).height == 40   (active)>",
                    "\(own)"
                )

                Will attempt to recover by breaking constraint
                \(own)

                """
        }
        var server = server()
        let log = JSONValue.string(reports.joined()).serialized()
        let result = try call("explain_conflicts", #"{"log":\#(log)}"#, on: &server)
        let document = try #require(result["structuredContent"])
        #expect(document["reports"]?.arrayValue?.count == 1)
        #expect(document["kinds"]?.arrayValue?.map { $0["reports"] } == [.integer(101)])
        let said =
            "101 distinct reports, 1 kind of conflict. The first report of each kind is shown in full in reports; kinds counts "
            + "every report; wtflayout --json on the log gives each in full."
        #expect(
            document["compact"]
                == .object([("distinctReports", .integer(101)), ("reportsShown", .integer(1)), ("said", .string(said))]))
        #expect(text(result)?.split(separator: "\n").first.map(String.init) == said)
    }

    @Test func pathsOutsideTheRootsMissingFilesAndOversizedTextAreToolErrors() throws {
        var server = server()
        let refusals: [(String, String)] = [
            (
                #"{"path":"/etc/hostname"}"#,
                "explain_conflicts: the log /etc/hostname is outside the folders this server may read (\(Self.root)); start it with --root DIR to allow another"
            ),
            (
                #"{"path":"SampleLogs/../../x.log"}"#,
                "explain_conflicts: the log SampleLogs/../../x.log is outside the folders this server may read (\(Self.root)); start it with --root DIR to allow another"
            ),
            (#"{"path":"SampleLogs/none.log"}"#, "explain_conflicts: there is no file or folder at SampleLogs/none.log"),
            (#"{}"#, "explain_conflicts takes the console text (log) or a log's path (path): one of the two"),
            (#"{"path":"a.log","verbose":true}"#, "explain_conflicts takes log, path, sourceRoot, not 'verbose'"),
            (#"{"path":7}"#, "explain_conflicts: path must be a non-empty string"),
            (
                #"{"path":"SampleLogs/two-conflicts.log","sourceRoot":"/"}"#,
                "explain_conflicts: the source root / is outside the folders this server may read (\(Self.root)); start it with --root DIR to allow another"
            ),
            (
                #"{"log":"\#(String(repeating: "x", count: MCPLimits.largestLogText + 1))"}"#,
                "explain_conflicts: the log text is more than the 8 MiB a call takes; save it to a file and give its path, or keep the part with the reports"
            ),
        ]
        for (arguments, message) in refusals {
            let result = try call("explain_conflicts", arguments, on: &server)
            #expect(
                result.serialized()
                    == JSONValue.object([
                        ("content", .array([.object([("type", .string("text")), ("text", .string(message))])])), ("isError", .bool(true)),
                    ]).serialized())
        }
    }

    @Test func locateFindsEachConstraintWhereJSONWithSourceDoes() throws {
        var server = server()
        let description =
            #"<NSLayoutConstraint:0x600002a01f40 UILabel:0x7fa1c0d0c6b0'Balance'.leading == UIImageView:0x7fa1c0d0c2a0.trailing + 12   (active)>"#
        let autoresizing = #"<NSAutoresizingMaskLayoutConstraint:0x600002a02000 h=--& v=--& UIView:0x7fa1c0d0b6f0.width == 320   (active)>"#
        let arguments = JSONValue.object([
            ("constraint", .string(description + "\n" + autoresizing)), ("sourceRoot", .string("SampleLogs/projects/anchors-swift/Ledger")),
        ])
        let result = try call("locate_constraint", arguments.serialized(), on: &server)
        #expect(
            text(result)
                == """
                UILabel 'Balance'.leading == UIImageView.trailing + 12: SampleLogs/projects/anchors-swift/Ledger/SummaryCardView.swift:20:13 (exact: attributes, relation and constant; type UILabel; text 'Balance'; type UIImageView)
                UIView.width == 320: not found: UIKit or AppKit makes it (autoresizingMask), not the app's code
                """)
        let found = try #require(result["structuredContent"]?["constraints"]?.arrayValue?.first)
        #expect(
            found["locations"]?.serialized()
                == #"[{"file":"SampleLogs/projects/anchors-swift/Ledger/SummaryCardView.swift","line":20,"column":13}]"#)
        #expect(found["confidence"] == .string("exact"))
        let none = try call("locate_constraint", #"{"constraint":"hello","sourceRoot":"SampleLogs"}"#, on: &server)
        #expect(text(none)?.hasPrefix("locate_constraint: no constraint description in the text") == true)
    }

    @Test func captureGathersTheStreamsReportsForTheSecondsAsked() throws {
        let folder = try makeTemporaryFolder("mcp-capture")
        defer { removeFolder(folder) }
        let standIn = try StandInTool("xcrun", script: "cat '\(CaptureTests.stream)'; exec sleep 30", in: folder)
        var server = server(environment: ["PATH": standIn.path])
        let result = try call("capture_conflicts", #"{"seconds":1}"#, on: &server)
        #expect(result["isError"] == .bool(false))
        #expect(standIn.calls().first?.prefix(4) == ["simctl", "spawn", "booted", "log"])
        let reports = try #require(result["structuredContent"]?["reports"]?.arrayValue)
        #expect(reports.count == 3)
        #expect(reports.compactMap { $0["source"]?["file"]?.stringValue } == Array(repeating: "simulator booted", count: 3))
        let lines = text(result)?.split(separator: "\n").map(String.init) ?? []
        #expect(lines.first == "Captured for 1 s: 3 distinct reports.")
        #expect(Array(lines.dropFirst()) == ToolSummary.lines(of: reports))
        for seconds in [0, 56] {
            let refused = try call("capture_conflicts", #"{"seconds":\#(seconds),"target":"mac"}"#, on: &server)
            #expect(text(refused) == "capture_conflicts: seconds must be a whole number from 1 to 55")
        }
        let linux = try call("capture_conflicts", #"{"target":"mac","device":"x"}"#, on: &server)
        #expect(text(linux) == "capture_conflicts: device names a simulator; target mac follows this Mac")
    }
}
