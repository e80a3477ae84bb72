import CodeIndex
import Foundation
import Rendering

/// `--source DIR`: the app's source files, read once into a `CodeIndex`.
/// Build outputs are skipped (`.build`, `DerivedData`, `build`, `.git`),
/// and the folders a root's `.wtflayoutignore` lists (a path relative to
/// the root per line, `#` for comments: sample apps, fixtures, code that
/// writes constraints' text but makes none); paths are kept relative to
/// their root, as an editor opens them from it.
enum SourceTree {
    struct ReadError: Error {
        let message: String
    }

    static let skippedFolders: Set<String> = [".build", "DerivedData", "build", ".git", ".swiftpm"]
    static let extensions: Set<String> = ["swift", "m", "mm", "xib", "storyboard"]

    /// A tree read for a run: its index, and where its paths link in a report.
    struct Read {
        let index: CodeIndex
        let links: SourceLinks?
    }

    /// The tree a run uses: `--source`'s, else the project the working
    /// directory holds (said on stderr), else none.
    static func read(for options: CommandOptions, console: Console) throws(ReadError) -> Read? {
        if !options.sourcePaths.isEmpty {
            return Read(index: try index(options.sourcePaths), links: links(options.sourcePaths, environment: console.environment))
        }
        guard !options.noSource, let directory = console.workingDirectory, let root = SourceRoot.detect(from: directory) else {
            return nil
        }
        let index = try index([root.path])
        // A project that makes no constraint (or whose folders that do are ignored) has nothing to say.
        if !index.sites.isEmpty { console.printError(root.announcement(from: directory)) }
        return Read(index: index, links: links([root.path], environment: console.environment))
    }

    /// Where the tree's files open: inside a GitHub Actions job whose
    /// checkout holds the tree, the repository's page of each file at the
    /// job's commit; else the file on this machine. With several trees, a
    /// path says no root: no links.
    static func links(_ roots: [String], environment: [String: String]) -> SourceLinks? {
        guard roots.count == 1 else { return nil }
        let root = URL(fileURLWithPath: roots[0]).standardizedFileURL.path
        if let server = environment["GITHUB_SERVER_URL"], let repository = environment["GITHUB_REPOSITORY"],
            let commit = environment["GITHUB_SHA"],
            let workspace = environment["GITHUB_WORKSPACE"].map({
                URL(fileURLWithPath: $0).standardizedFileURL.path
            }), root == workspace || root.hasPrefix(workspace + "/")
        {
            let inside = String(root.dropFirst(workspace.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            let encoded = inside.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? inside
            return SourceLinks(base: "\(server)/\(repository)/blob/\(commit)/" + (encoded.isEmpty ? "" : encoded + "/"))
        }
        return SourceLinks(base: URL(fileURLWithPath: root, isDirectory: true).absoluteString)
    }

    /// The paths a root's `.wtflayoutignore` lists, without their slashes at either end.
    static func ignoredPaths(in root: URL) -> Set<String> {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(".wtflayoutignore").path) else { return [] }
        return Set(
            String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
                let path = line.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
                return path.isEmpty || path.hasPrefix("#") ? nil : path
            })
    }

    static func index(_ roots: [String]) throws(ReadError) -> CodeIndex {
        var files: [(path: String, text: String)] = []
        for root in roots {
            guard FileManager.default.isFolder(atPath: root) else {
                throw ReadError(message: "--source \(root): no such folder")
            }
            // A root given through a symbolic link is walked where it leads.
            let base = URL(fileURLWithPath: root).resolvingSymlinksInPath()
            let ignored = ignoredPaths(in: base)
            let prefix = base.standardizedFileURL.path.count + 1
            guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey]) else { continue }
            while let url = walk.nextObject() as? URL {
                let isSkipped =
                    skippedFolders.contains(url.lastPathComponent)
                    || (!ignored.isEmpty && ignored.contains(String(url.standardizedFileURL.path.dropFirst(prefix))))
                if isSkipped {
                    walk.skipDescendants()
                    continue
                }
                guard extensions.contains(url.pathExtension), let data = FileManager.default.contents(atPath: url.path) else {
                    continue
                }
                files.append((String(url.standardizedFileURL.path.dropFirst(prefix)), String(decoding: data, as: UTF8.self)))
            }
        }
        // In the same order on every file system.
        files.sort { $0.path < $1.path }
        return CodeIndex(files: files)
    }
}
