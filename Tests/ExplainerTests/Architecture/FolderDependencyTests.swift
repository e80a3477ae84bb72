import Foundation
import Testing

/// The Explainer's folders depend on each other in one direction, and the
/// renderers only format what the analysis found.
///
/// Read from the sources as text: a folder depends on another when one of
/// its files names a type declared at the top level of the other's files.
struct FolderDependencyTests {
    static let explainer = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/Explainer")

    /// Folders whose types a renderer never names: it formats a
    /// `ReportExplanation` and works nothing out itself.
    static let closedToRenderers: Set<String> = ["Solver", "Conflicts", "Model", "Analysis", "Advice", "Naming", "Origins"]
    /// The exceptions, by type: plain values a renderer prints as they are,
    /// and the analysis handed to the explainer at the one door.
    static let openToRenderers: [String: Set<String>] = [
        "Verdict": [], "Origin": [], "Maker": [], "Suggestion": [], "CodeFix": [],
        "ReportAnalysis": ["Rendering/Document/DocumentFormat.swift"],
    ]

    struct SourceFile {
        let path: String
        let folder: String
        let code: String
    }

    static let logParser = explainer.deletingLastPathComponent().appendingPathComponent("LogParser")

    /// The Explainer's layers that are folders of folders (`ConstraintSolving/Solver`, …):
    /// those whose own folder holds no Swift file.
    static func layersOfFolders(_ paths: [String]) -> Set<String> {
        let tops = Set(paths.map { String($0.split(separator: "/")[0]) })
        return tops.filter { top in !paths.contains { $0.hasPrefix(top + "/") && $0.split(separator: "/").count == 2 } }
    }

    /// Each Swift file of the library, named from its folder: inside a
    /// layer of folders, from the folder within it (`Solver/Tableau.swift`).
    static func sources(in library: URL = explainer) throws -> [SourceFile] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: library.path))
        let paths = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
        let nested = library == explainer ? layersOfFolders(paths) : []
        return try paths.map { fullPath in
            let text = try String(contentsOf: library.appendingPathComponent(fullPath), encoding: .utf8)
            let top = String(fullPath.split(separator: "/")[0])
            let path = nested.contains(top) ? String(fullPath.dropFirst(top.count + 1)) : fullPath
            // Comments name types freely; only code counts.
            let code = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
                .joined(separator: "\n")
            return SourceFile(path: path, folder: String(path.split(separator: "/")[0]), code: code)
        }
    }

    /// Types declared at the top level (not indented), by name.
    static func declaredTypes(in files: [SourceFile]) -> [String: SourceFile] {
        let kinds = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private", "final"]
        var owner: [String: SourceFile] = [:]
        for file in files {
            for line in file.code.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
                let words = line.split(separator: " ").drop { modifiers.contains($0) }
                guard let kind = words.first, kinds.contains(String(kind)), words.count > 1 else { continue }
                let name = words[words.index(after: words.startIndex)].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if owner[String(name)] == nil { owner[String(name)] = file }
            }
        }
        return owner
    }

    /// Capitalised identifiers the code names.
    static func namedTypes(in file: SourceFile) -> Set<String> {
        var names = Set<String>()
        var current = ""
        for character in file.code + " " {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if let first = current.first, first.isUppercase { names.insert(current) }
                current = ""
            }
        }
        return names
    }

    static func dependencies(in library: URL = explainer) throws
        -> (files: [SourceFile], uses: [(file: SourceFile, type: String, owner: SourceFile)])
    {
        let files = try sources(in: library)
        let owner = declaredTypes(in: files)
        var uses: [(file: SourceFile, type: String, owner: SourceFile)] = []
        for file in files {
            for name in namedTypes(in: file).sorted() {
                if let declaring = owner[name], declaring.folder != file.folder { uses.append((file, name, declaring)) }
            }
        }
        return (files, uses)
    }

    @Test(arguments: [explainer, logParser])
    func foldersFormNoCycle(_ library: URL) throws {
        let (files, uses) = try Self.dependencies(in: library)
        #expect(files.count > 30, "the \(library.lastPathComponent)'s sources were found")
        var edges: [String: Set<String>] = [:]
        for use in uses { edges[use.file.folder, default: []].insert(use.owner.folder) }
        // Depth-first search for a folder reachable from itself.
        func path(from start: String, to target: String, seen: inout Set<String>) -> [String]? {
            for next in (edges[start] ?? []).sorted() {
                if next == target { return [start, next] }
                if seen.insert(next).inserted, let rest = path(from: next, to: target, seen: &seen) { return [start] + rest }
            }
            return nil
        }
        for folder in edges.keys.sorted() {
            var seen = Set<String>()
            let cycle = path(from: folder, to: folder, seen: &seen)
            #expect(cycle == nil, "folders depend on each other in a cycle: \(cycle?.joined(separator: " → ") ?? "")")
        }
    }

    @Test func renderersOnlyFormatTheExplanation() throws {
        let (_, uses) = try Self.dependencies()
        let renderers = uses.filter { $0.file.folder == "Rendering" }
        #expect(renderers.contains { $0.owner.folder == "Explanation" }, "the renderers were read")
        let reaching = renderers.filter { use in
            guard Self.closedToRenderers.contains(use.owner.folder) else { return false }
            guard let files = Self.openToRenderers[use.type] else { return true }
            return !files.isEmpty && !files.contains(use.file.path)
        }.map { "\($0.file.path) names \($0.type)" }
        #expect(reaching == [], "renderers reaching into the analysis")
    }

    static func folders(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
    }

    /// A newcomer browsing the sources reads in each folder what it owns:
    /// each of the libraries' folders, and each folder of a layer of folders.
    @Test func everyFolderSaysWhatItOwns() throws {
        let nested = Self.layersOfFolders(
            try #require(FileManager.default.enumerator(atPath: Self.explainer.path)).compactMap { $0 as? String }.filter {
                $0.hasSuffix(".swift")
            })
        #expect(nested == ["ConstraintSolving", "LayoutAnalysis", "Explainer"])
        var checked: [URL] = []
        for library in [Self.explainer, Self.logParser] {
            for name in try Self.folders(in: library) {
                let folder = library.appendingPathComponent(name)
                checked.append(folder)
                if library == Self.explainer, nested.contains(name) {
                    checked += try Self.folders(in: folder).map(folder.appendingPathComponent)
                }
            }
        }
        for folder in checked {
            let name = folder.lastPathComponent
            let readme = try? String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
            let paragraph = readme?.split(separator: "\n").dropFirst().joined(separator: " ") ?? ""
            #expect(
                readme?.hasPrefix("# \(name)\n") == true && paragraph.count > 60,
                "\(folder.path) has no README.md saying what it owns")
        }
        #expect(checked.count == 25)
    }

    /// SwiftPM's layout and the modules say the same: each folder of
    /// `Sources/Explainer` is a layer, built as the target of its name
    /// (`explainerLayers` in Package.swift); a folder no layer claims would
    /// be built by none, its files silently left out.
    @Test func everyFolderOfTheExplainerIsALayer() throws {
        let manifest = try String(
            contentsOf: Self.explainer.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Package.swift"),
            encoding: .utf8)
        let line = try #require(manifest.split(separator: "\n").first { $0.hasPrefix("let explainerLayers = [") })
        let layers = line.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        #expect(layers == ["ConstraintSolving", "LayoutAnalysis", "CodeIndex", "Explainer", "Rendering"])
        #expect(try Self.folders(in: Self.explainer) == layers.sorted())
    }
}
