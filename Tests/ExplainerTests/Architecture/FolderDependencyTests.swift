import Foundation
import Testing

/// The Explainer's folders depend on each other in one direction, and the
/// renderers only format what the analysis found (issue 19).
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
        "Verdict": [], "Origin": [], "Suggestion": [], "CodeFix": [],
        "ReportAnalysis": ["Rendering/Document/DocumentFormat.swift"],
    ]

    struct SourceFile {
        let path: String
        let folder: String
        let code: String
    }

    static let logParser = explainer.deletingLastPathComponent().appendingPathComponent("LogParser")

    static func sources(in library: URL = explainer) throws -> [SourceFile] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: library.path))
        return try enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            let text = try String(contentsOf: library.appendingPathComponent(path), encoding: .utf8)
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

    /// A newcomer browsing the sources reads in each folder what it owns.
    @Test func everyFolderSaysWhatItOwns() throws {
        let libraries = [Self.explainer, Self.logParser]
        var folders = 0
        for library in libraries {
            let names = try FileManager.default.contentsOfDirectory(atPath: library.path)
            for name in names.sorted() {
                var isFolder: ObjCBool = false
                let folder = library.appendingPathComponent(name)
                guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                folders += 1
                let readme = try? String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
                let paragraph = readme?.split(separator: "\n").dropFirst().joined(separator: " ") ?? ""
                #expect(
                    readme?.hasPrefix("# \(name)\n") == true && paragraph.count > 60,
                    "\(library.lastPathComponent)/\(name) has no README.md saying what it owns")
            }
        }
        #expect(folders >= 17)
    }
}
