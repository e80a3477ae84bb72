import Rendering

/// One tool the server offers: what `tools/list` says of it, and its call.
protocol MCPTool: Sendable {
    var name: String { get }
    /// The tool as listed: name, title, description, input and output schemas, annotations.
    var definition: JSONValue { get }
    /// Throws for arguments the tool cannot use, which the result then names.
    func call(_ arguments: MCPArguments, context: MCPToolContext) throws(MCPToolError) -> MCPToolResult
}

extension MCPTool {
    /// A listing with the annotations every tool here shares: each reads
    /// and never writes. `live`: it reads what happens now (a device's log),
    /// not files, so the same call can answer otherwise.
    func listing(title: String, description: String, input: JSONValue, output: JSONValue, live: Bool = false) -> JSONValue {
        .object([
            ("name", .string(name)),
            ("title", .string(title)),
            ("description", .string(description)),
            ("inputSchema", input),
            ("outputSchema", output),
            (
                "annotations",
                .object([
                    ("title", .string(title)), ("readOnlyHint", .bool(true)), ("destructiveHint", .bool(false)),
                    ("idempotentHint", .bool(!live)), ("openWorldHint", .bool(live)),
                ])
            ),
        ])
    }
}
