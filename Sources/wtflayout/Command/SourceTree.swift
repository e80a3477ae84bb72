import CodeIndex
import Foundation
import Rendering

/// `--source DIR`: the app's source files, read once into a `CodeIndex`.
/// Build outputs are skipped (`.build`, `DerivedData`, `build`, `.git`),
/// and the folders a root's `.wtflayoutignore` lists (a path relative to
/// the root per line, `#` for comments: sample apps, fixtures, code that
/// writes constraints' text but makes none); paths are said as a user
/// opens them from the working folder: relative to it when the root lies
/// inside it, else absolute.
enum SourceTree {
    static let skippedFolders: Set<String> = [".build", "DerivedData", "build", ".git", ".swiftpm"]
    /// Code, Interface Builder's documents, and Objective-C's headers, which declare the properties' types.
    static let extensions: Set<String> = ["swift", "m", "mm", "h", "xib", "storyboard"]

    /// A tree read for a run: its index, and where its paths link in a report.
    struct Read {
        let index: CodeIndex
        let links: SourceLinks?
    }

    /// The tree a run uses: `--source`'s, else the project the working
    /// directory holds (said on stderr), else none.
    static func read(for options: CommandOptions, console: Console) throws(CommandFailure) -> Read? {
        let workingDirectory = resolved(console.workingDirectory ?? FileManager.default.currentDirectoryPath)
        if !options.sourcePaths.isEmpty {
            return Read(
                index: try index(options.sourcePaths, from: workingDirectory),
                links: links(from: workingDirectory, environment: console.environment))
        }
        guard !options.noSource, let directory = console.workingDirectory, let root = SourceRoot.detect(from: directory) else {
            return nil
        }
        let index = try index([root.path], from: workingDirectory)
        // A project that makes no constraint (or whose folders that do are ignored) has nothing to say.
        if !index.sites.isEmpty { console.printError(root.announcement(from: directory)) }
        return Read(index: index, links: links(from: workingDirectory, environment: console.environment))
    }

    /// A folder's path with its symbolic links followed and its `.` and `..` gone.
    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// How a file is said: relative to the working folder when it lies
    /// inside it (`SampleLogs/app/Card.swift`), else absolute.
    static func shown(_ path: String, from workingDirectory: String) -> String {
        let inside = workingDirectory == "/" ? workingDirectory : workingDirectory + "/"
        return path.hasPrefix(inside) ? String(path.dropFirst(inside.count)) : path
    }

    /// Where the tree's files open: inside a GitHub Actions job, the
    /// repository's page of each file of its checkout at the job's commit;
    /// else the file on this machine.
    static func links(from workingDirectory: String, environment: [String: String]) -> SourceLinks {
        if let server = environment["GITHUB_SERVER_URL"], let repository = environment["GITHUB_REPOSITORY"],
            let commit = environment["GITHUB_SHA"], let workspace = environment["GITHUB_WORKSPACE"].map(resolved)
        {
            return SourceLinks(
                workingDirectory: workingDirectory, checkout: (workspace, "\(server)/\(repository)/blob/\(commit)/"))
        }
        return SourceLinks(workingDirectory: workingDirectory)
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

    static func index(_ roots: [String], from workingDirectory: String) throws(CommandFailure) -> CodeIndex {
        var files: [(path: String, text: String)] = []
        var rootsShown: [String] = []
        for root in roots {
            guard FileManager.default.isFolder(atPath: root) else {
                throw CommandFailure(message: "--source \(root): no such folder")
            }
            // A root given through a symbolic link is walked where it leads.
            let base = URL(fileURLWithPath: root).resolvingSymlinksInPath()
            let ignored = ignoredPaths(in: base)
            let prefix = base.standardizedFileURL.path.count + 1
            // The root as its files are said, which is no part of what their own folders say.
            let rootPath = base.standardizedFileURL.path + "/"
            rootsShown += Set([rootPath, shown(rootPath, from: workingDirectory)]).filter { !$0.isEmpty }
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
                files.append((shown(url.standardizedFileURL.path, from: workingDirectory), String(decoding: data, as: UTF8.self)))
            }
        }
        // In the same order on every file system.
        files.sort { $0.path < $1.path }
        return CodeIndex(files: files, roots: rootsShown)
    }
}
