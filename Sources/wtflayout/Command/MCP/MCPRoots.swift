import Foundation

/// The folders the server's tools may read: `wtflayout mcp --root DIR`
/// (repeatable), else the folder it was started in, as an agent starts it
/// in the project. A path is resolved (`..` and symbolic links followed)
/// before it is compared, so no spelling of a path outside reaches in.
struct MCPRoots: Equatable {
    /// Absolute and resolved.
    let folders: [String]

    init(_ folders: [String], workingDirectory: String) {
        self.folders = folders.map { Self.resolved($0, from: workingDirectory) }
    }

    /// `path` (relative to the first root) resolved, when it lies in a root.
    func resolve(_ path: String, what: String, tool: String) throws(MCPToolError) -> String {
        let resolved = Self.resolved(path, from: folders[0])
        guard folders.contains(where: { resolved == $0 || resolved.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else {
            throw MCPToolError(
                message: "\(tool): \(what) \(path) is outside the folders this server may read (\(folders.joined(separator: ", "))); "
                    + "start it with --root DIR to allow another")
        }
        return resolved
    }

    private static func resolved(_ path: String, from base: String) -> String {
        let expanded = (path as NSString).expandingTildeInPath
        let url = expanded.hasPrefix("/") ? URL(fileURLWithPath: expanded) : URL(fileURLWithPath: base).appendingPathComponent(expanded)
        return url.standardizedFileURL.resolvingSymlinksInPath().path
    }
}
