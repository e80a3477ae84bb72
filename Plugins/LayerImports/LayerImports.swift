import Foundation
import PackagePlugin

/// Fails the build when a source file imports a target of this package
/// that its own target does not name as a dependency in `Package.swift`.
///
/// SwiftPM's `--explicit-target-dependency-import-check` accepts any module
/// in a target's dependency closure, so a renderer could import the solver
/// through the Explainer beneath it. The layers are the direct dependencies
/// `Package.swift` declares, and this keeps each target to them.
@main struct LayerImports: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let packageModules = Set(context.package.targets.compactMap { ($0 as? SourceModuleTarget)?.moduleName })
        let allowed = Set(
            module.dependencies.compactMap { dependency -> String? in
                guard case .target(let target) = dependency else { return nil }
                return (target as? SourceModuleTarget)?.moduleName
            })
        for file in module.sourceFiles(withSuffix: "swift") {
            let text = try String(contentsOf: file.url, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let imported = Self.importedModule(line), packageModules.contains(imported), !allowed.contains(imported)
                else { continue }
                let layers = allowed.isEmpty ? "none" : allowed.sorted().joined(separator: ", ")
                // The place is in the text too: SwiftPM prints a plugin's diagnostics without it.
                Diagnostics.error(
                    "\(file.url.path):\(index + 1): \(module.moduleName) may not import \(imported): it is not among the "
                        + "targets \(module.moduleName) depends on in Package.swift (\(layers))",
                    file: file.url.path, line: index + 1)
            }
        }
        return []
    }

    /// The module an `import` line names (`@testable import X`, `internal import X`, `import struct X.Y`).
    static func importedModule(_ line: Substring) -> String? {
        var words = line.split(whereSeparator: \.isWhitespace)[...]
        while let first = words.first, first.hasPrefix("@") || ["public", "package", "internal", "fileprivate", "private"].contains(first) {
            words = words.dropFirst()
        }
        guard words.first == "import", words.count >= 2 else { return nil }
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
        let path =
            kinds.contains(words[words.startIndex + 1]) && words.count >= 3 ? words[words.startIndex + 2] : words[words.startIndex + 1]
        return path.split(separator: ".").first.map(String.init)
    }
}
