import Foundation

extension FileManager {
    /// Whether `path` is a folder (a link to one counts): the roots and source trees the command is given.
    func isFolder(atPath path: String) -> Bool {
        var isFolder: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
