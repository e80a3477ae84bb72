import Foundation

/// What `xcresulttool`'s JSON answers hold for wtflayout: the console
/// text of a test run, or where a bundle keeps its diagnostics.
enum ResultBundleJSON {
    /// The console's text from `get log --type console` (Xcode 16 and
    /// later): its items' `content` in order, as the console showed them.
    /// What a person typed into the debugger (`kind` `input`) is left
    /// out. Nil when the answer is not that document.
    static func consoleText(_ data: Data) -> String? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let items = root["items"] as? [[String: Any]]
        else { return nil }
        return items.compactMap { item -> String? in
            guard item["kind"] as? String != "input" else { return nil }
            return item["content"] as? String
        }.joined()
    }

    /// The ids of the test actions' diagnostics folders in a bundle's root
    /// record (`get --legacy --format json`, or `get --format json` before
    /// Xcode 16): each action's `actionResult.diagnosticsRef`, in order
    /// (a build's own diagnostics, under `buildResult`, hold no test output).
    /// Nil when the answer is not that record.
    static func diagnosticsIDs(_ data: Data) -> [String]? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let actions = (root["actions"] as? [String: Any])?["_values"] as? [[String: Any]]
        else { return nil }
        return actions.compactMap { action in
            let reference = (action["actionResult"] as? [String: Any])?["diagnosticsRef"] as? [String: Any]
            return (reference?["id"] as? [String: Any])?["_value"] as? String
        }
    }
}
