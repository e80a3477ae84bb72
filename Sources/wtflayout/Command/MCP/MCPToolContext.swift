/// What every tool is given besides its arguments.
struct MCPToolContext {
    let roots: MCPRoots
    let environment: [String: String]
    let temporaryDirectory: String
}
