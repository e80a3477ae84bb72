import Foundation

/// A new, empty folder of its own under the system's temporary folder, for
/// a test's files; the test removes it (`defer { removeFolder(folder) }`).
func makeTemporaryFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wtflayout-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

func removeFolder(_ folder: URL) {
    try? FileManager.default.removeItem(at: folder)
}
