import CodeIndex
import Foundation

/// `--source DIR`: the app's source files, read once into a `CodeIndex`.
/// Build outputs are skipped (`.build`, `DerivedData`, `build`, `.git`);
/// paths are kept relative to their root, as an editor opens them from it.
enum SourceTree {
    struct ReadError: Error {
        let message: String
    }

    static let skippedFolders: Set<String> = [".build", "DerivedData", "build", ".git", ".swiftpm"]
    static let extensions: Set<String> = ["swift", "m", "mm", "xib", "storyboard"]

    /// The index a run uses: of `--source`'s trees, else of the project the
    /// working directory holds (said on stderr), else none.
    static func index(for options: CommandOptions, console: Console) throws(ReadError) -> CodeIndex? {
        if !options.sourcePaths.isEmpty { return try index(options.sourcePaths) }
        guard !options.noSource, let directory = console.workingDirectory, let root = SourceRoot.detect(from: directory) else {
            return nil
        }
        console.printError(root.announcement(from: directory))
        return try index([root.path])
    }

    static func index(_ roots: [String]) throws(ReadError) -> CodeIndex {
        var files: [(path: String, text: String)] = []
        for root in roots {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
                throw ReadError(message: "--source \(root): no such folder")
            }
            let base = URL(fileURLWithPath: root)
            guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey]) else { continue }
            while let url = walk.nextObject() as? URL {
                if skippedFolders.contains(url.lastPathComponent) {
                    walk.skipDescendants()
                    continue
                }
                guard extensions.contains(url.pathExtension), let data = FileManager.default.contents(atPath: url.path) else {
                    continue
                }
                let relative = url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1)
                files.append((String(relative), String(decoding: data, as: UTF8.self)))
            }
        }
        // In the same order on every file system.
        files.sort { $0.path < $1.path }
        return CodeIndex(files: files)
    }
}
