import Foundation
import Rendering

/// `wtflayout setup mcp [CLIENT] [--write]`: prints the configuration that
/// makes an MCP client start `wtflayout mcp`, for every client it knows or
/// the one named; with `--write`, adds it to that client's file, keeping
/// every other server there.
struct MCPSetup {
    let client: MCPClientConfig?
    let write: Bool
    let home: String
    /// Where the project's files are, and the root a user's file names.
    let project: String
    let executable: String

    static let usage = "wtflayout setup mcp [\(MCPClientConfig.allCases.map(\.rawValue).joined(separator: "|"))] [--write]"

    /// What to print on standard output, and the line for standard error.
    func run() throws(CommandFailure) -> (output: String, note: String?) {
        guard write else {
            let clients = client.map { [$0] } ?? MCPClientConfig.allCases
            let blocks = clients.map { client in
                "# \(client.title): \(client.path(home: home))\n" + client.block(executable: executable, project: project)
            }
            return (blocks.joined(separator: "\n"), client == nil ? "add one with: \(Self.usage)" : nil)
        }
        guard let client else { throw CommandFailure(message: "setup mcp --write needs the client to set up: \(Self.usage)") }
        let relative = client.path(home: home)
        let path = relative.hasPrefix("/") ? relative : project + "/" + relative
        // A linked file (dotfiles) is changed where it lives, the link kept; its mode is kept too (it may hold tokens).
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let manager = FileManager.default
        var existing: String?
        if manager.fileExists(atPath: target) {
            do {
                existing = try String(contentsOfFile: target, encoding: .utf8)
            } catch {
                throw CommandFailure(message: "setup mcp: cannot read \(path) as UTF-8 text; nothing was changed")
            }
        }
        let text = try updated(existing, for: client, path: path)
        guard text != existing else { return ("", "\(path) already starts wtflayout mcp; left as it is") }
        do {
            let mode = try? manager.attributesOfItem(atPath: target)[.posixPermissions]
            try manager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
            if let mode { try manager.setAttributes([.posixPermissions: mode], ofItemAtPath: target) }
        } catch {
            throw CommandFailure(message: "setup mcp: cannot write \(path): \(error.localizedDescription)")
        }
        return ("", "\(existing == nil ? "wrote" : "added wtflayout to") \(path); restart \(client.rawValue) to load it")
    }

    /// The file's text with the server's entry in it.
    private func updated(_ existing: String?, for client: MCPClientConfig, path: String) throws(CommandFailure) -> String {
        guard let existing, !existing.allSatisfy(\.isWhitespace) else { return client.block(executable: executable, project: project) }
        let block = client.block(executable: executable, project: project)
        guard let key = client.serversKey else {
            guard let table = Self.tomlTable(in: existing) else {
                return existing + (existing.hasSuffix("\n") ? "\n" : "\n\n") + block
            }
            if existing.contains(block) { return existing }
            throw CommandFailure(
                message: "setup mcp: \(path) already has its own \(table); left as it is. To use setup's, replace it with:\n" + block)
        }
        let document: JSONValue
        do {
            document = try JSONValue.parse(existing)
        } catch {
            throw CommandFailure(
                message: "setup mcp: \(path) is not plain JSON (\(error.message)); add this to its \"\(key)\" by hand:\n"
                    + block)
        }
        guard document.members != nil, document[key].map({ $0.members != nil }) ?? true else {
            throw CommandFailure(message: "setup mcp: \(path) has no \"\(key)\" object to add wtflayout to")
        }
        let entry = client.entry(executable: executable, project: project)
        if let own = document[key]?["wtflayout"] {
            // Someone's own entry (an env, other roots) is theirs: never replaced unasked.
            guard own == entry else {
                throw CommandFailure(
                    message:
                        "setup mcp: \(path) already has its own \"wtflayout\" server; left as it is. To use setup's, replace it with:\n"
                        + JSONValue.object([("wtflayout", entry)]).serialized(indent: "  "))
            }
            return existing
        }
        let servers = (document[key] ?? .object([])).setting("wtflayout", to: entry)
        return document.setting(key, to: servers).serialized(indent: "  ") + "\n"
    }

    /// The header of a TOML table for the server (`[mcp_servers.wtflayout]`,
    /// spaced or quoted), when a line that is no comment has one.
    static func tomlTable(in text: String) -> String? {
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("["), !trimmed.hasPrefix("[["), let close = trimmed.firstIndex(of: "]") else { continue }
            let name = trimmed[trimmed.index(after: trimmed.startIndex)..<close].split(separator: ".").map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            }
            if name == ["mcp_servers", "wtflayout"] { return String(trimmed[...close]) }
        }
        return nil
    }
}
