import Foundation
import Rendering

extension MCPToolContext {
    /// Runs the command with `arguments` (a live capture's, which follows a
    /// child's stream); its failure (status 2 with no answer) is the call's,
    /// in its own words.
    func command(_ arguments: [String], tool: String) throws(MCPToolError) -> InProcessRun {
        // Plain text whatever the client's environment says: no colours, no wrapping, for a model to read.
        let plain = environment.filter { !["FORCE_COLOR", "COLUMNS"].contains($0.key) }
        let ran = InProcessRun.run(arguments + ["--color", "never"], environment: plain, temporaryDirectory: temporaryDirectory)
        guard let run = ran else {
            throw MCPToolError(message: "\(tool): cannot make a temporary file in \(temporaryDirectory) to run the analysis")
        }
        guard run.status != 2 || !run.output.isEmpty else { throw MCPToolError(message: run.errors.joined(separator: "\n")) }
        return run
    }

    /// `--source ROOT` for a `sourceRoot` inside the roots, else `--no-source`
    /// (the server's folder is no app the caller named).
    func sourceOptions(_ sourceRoot: String?, tool: String) throws(MCPToolError) -> [String] {
        guard let sourceRoot else { return ["--no-source"] }
        return ["--source", try sourceFolder(sourceRoot, tool: tool)]
    }

    /// A source root inside the roots, resolved; it must be a folder.
    func sourceFolder(_ sourceRoot: String, tool: String) throws(MCPToolError) -> String {
        let folder = try roots.resolve(sourceRoot, what: "the source root", tool: tool)
        guard FileManager.default.isFolder(atPath: folder) else {
            throw MCPToolError(message: "\(tool): the source root \(sourceRoot) is no folder")
        }
        return folder
    }
}
