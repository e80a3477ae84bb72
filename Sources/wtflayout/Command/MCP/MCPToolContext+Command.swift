import Foundation
import Rendering

extension MCPToolContext {
    /// Runs the command with `arguments`; its failure (status 2 with no
    /// answer) is the call's, in its own words. A log whose every report is
    /// unreadable still has its answer, which says so.
    ///
    /// With `format`, the arguments are a batch run's, written in that format.
    func command(_ arguments: [String], input: String = "", format: OutputFormat? = nil, tool: String) throws(MCPToolError)
        -> InProcessRun
    {
        // Plain text whatever the client's environment says: no colours, no wrapping, for a model to read.
        let plain = environment.filter { !["FORCE_COLOR", "COLUMNS"].contains($0.key) }
        let arguments = arguments + ["--color", "never"]
        let ran = InProcessRun.run(input: input, environment: plain, temporaryDirectory: temporaryDirectory) { console in
            guard let format, let options = try? CommandOptions.parse(arguments) else {
                return WTFLayout.run(arguments, console: console)
            }
            return BatchRun(options: options, console: console, formatInstead: format).run()
        }
        guard let run = ran else {
            throw MCPToolError(message: "\(tool): cannot make a temporary file in \(temporaryDirectory) to run the analysis")
        }
        guard run.status != 2 || !run.output.isEmpty else { throw MCPToolError(message: run.errors.joined(separator: "\n")) }
        return run
    }

    /// The command's JSON, read back.
    func document(of run: InProcessRun, tool: String) throws(MCPToolError) -> JSONValue {
        do {
            return try JSONValue.parse(run.output)
        } catch {
            throw MCPToolError(message: "\(tool): the analysis gave no JSON (\(error.message))")
        }
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
