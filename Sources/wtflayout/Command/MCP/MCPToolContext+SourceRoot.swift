import Foundation

extension MCPToolContext {
    /// A source root inside the roots, resolved; it must be a folder.
    func sourceFolder(_ sourceRoot: String, tool: String) throws(MCPToolError) -> String {
        let folder = try roots.resolve(sourceRoot, what: "the source root", tool: tool)
        guard FileManager.default.isFolder(atPath: folder) else {
            throw MCPToolError(message: "\(tool): the source root \(sourceRoot) is no folder")
        }
        return folder
    }
}
