/// Why a call cannot be answered: a mistake in its arguments (the model's
/// to correct), or what stopped the command; said as a tool error.
struct MCPToolError: Error {
    let message: String
}
