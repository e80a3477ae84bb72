import Foundation
import Rendering

/// `wtflayout setup mcp [CLIENT] [--write]`: prints the configuration that
/// makes an MCP client start `wtflayout mcp`, for every client it knows or
/// the one named; with `--write`, adds it to that client's file, keeping
/// every other server there.
struct MCPSetup {
    struct SetupError: Error {
        let message: String
    }

    let client: MCPClientConfig?
    let write: Bool
    let home: String
    /// Where the project's files are, and the root a user's file names.
    let project: String
    let executable: String

    static let usage = "wtflayout setup mcp [\(MCPClientConfig.allCases.map(\.rawValue).joined(separator: "|"))] [--write]"

    /// What to print on standard output, and the line for standard error.
    func run() throws(SetupError) -> (output: String, note: String?) {
        guard write else {
            let clients = client.map { [$0] } ?? MCPClientConfig.allCases
            let blocks = clients.map { client in
                "# \(client.title): \(client.path(home: home))\n" + client.block(executable: executable, project: project)
            }
            return (blocks.joined(separator: "\n"), client == nil ? "add one with: \(Self.usage)" : nil)
        }
        guard let client else { throw SetupError(message: "setup mcp --write needs the client to set up: \(Self.usage)") }
        let relative = client.path(home: home)
        let path = relative.hasPrefix("/") ? relative : project + "/" + relative
        let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        let text = try updated(existing, for: client, path: path)
        guard text != existing else { return ("", "\(path) already starts wtflayout mcp; left as it is") }
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw SetupError(message: "setup mcp: cannot write \(path): \(error.localizedDescription)")
        }
        return ("", "\(existing == nil ? "wrote" : "added wtflayout to") \(path); restart \(client.rawValue) to load it")
    }

    /// The file's text with the server's entry in it.
    private func updated(_ existing: String?, for client: MCPClientConfig, path: String) throws(SetupError) -> String {
        guard let existing, !existing.allSatisfy(\.isWhitespace) else { return client.block(executable: executable, project: project) }
        guard let key = client.serversKey else {
            if existing.contains("[mcp_servers.wtflayout]") { return existing }
            return existing + (existing.hasSuffix("\n") ? "\n" : "\n\n") + client.block(executable: executable, project: project)
        }
        let document: JSONValue
        do {
            document = try JSONValue.parse(existing)
        } catch {
            throw SetupError(
                message: "setup mcp: \(path) is not plain JSON (\(error.message)); add this to its \"\(key)\" by hand:\n"
                    + client.block(executable: executable, project: project))
        }
        guard document.members != nil, document[key].map({ $0.members != nil }) ?? true else {
            throw SetupError(message: "setup mcp: \(path) has no \"\(key)\" object to add wtflayout to")
        }
        let entry = client.entry(executable: executable, project: project)
        let servers = (document[key] ?? .object([])).setting("wtflayout", to: entry)
        if document[key]?["wtflayout"] == entry { return existing }
        return document.setting(key, to: servers).serialized(indent: "  ") + "\n"
    }
}
