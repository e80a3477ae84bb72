import Foundation

/// The app's project, found from the working directory when no `--source`
/// is given: the directory itself or its git repository's root, whichever
/// first holds an `.xcodeproj`, an `.xcworkspace` or a `Package.swift`.
struct SourceRoot: Equatable {
    let path: String
    /// `Pantry.xcodeproj`: what shows it is a project, said on stderr.
    let marker: String

    static func detect(from directory: String) -> SourceRoot? {
        let start = URL(fileURLWithPath: directory).standardizedFileURL
        if let marker = projectMarker(in: start) { return SourceRoot(path: start.path, marker: marker) }
        guard let repository = gitRoot(above: start), repository != start, let marker = projectMarker(in: repository) else {
            return nil
        }
        return SourceRoot(path: repository.path, marker: marker)
    }

    /// The one line that says a tree is read without being asked; `directory` shortens the path.
    func announcement(from directory: String) -> String {
        let shown = path == URL(fileURLWithPath: directory).standardizedFileURL.path ? "." : path
        return "reading the source in \(shown) (it holds \(marker); --no-source to skip it)"
    }

    private static func projectMarker(in folder: URL) -> String? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        return names.sorted().first { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
            ?? (names.contains("Package.swift") ? "Package.swift" : nil)
    }

    /// The nearest folder at or above `folder` with a `.git` (a folder, or a worktree's file).
    private static func gitRoot(above folder: URL) -> URL? {
        var current = folder
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { return current }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }
}
