import Foundation
import Testing

/// A golden file: the exact output a test expects, kept in a folder of
/// `Tests/ExplainerTests` and reviewed by reading it. After a deliberate
/// change, `WTFLAYOUT_UPDATE_GOLDEN=1 swift test --filter <suite>` writes
/// each output over its file; the diff is then read like any other.
struct GoldenFile {
    let url: URL

    /// `folder`: `GoldenJSON`; `name`: the file's, `two-conflicts.json`.
    init(_ folder: String, _ name: String) {
        url = packageRoot.appendingPathComponent("Tests/ExplainerTests").appendingPathComponent(folder).appendingPathComponent(name)
    }

    /// A sample log's golden file in `folder`: its name with `fileExtension`.
    init(_ folder: String, sample: URL, fileExtension: String) {
        self.init(folder, sample.deletingPathExtension().lastPathComponent + "." + fileExtension)
    }

    static var isUpdating: Bool { ProcessInfo.processInfo.environment["WTFLAYOUT_UPDATE_GOLDEN"] == "1" }

    /// Expects `output` to be the file's text, byte for byte (written first when updating).
    func expect(_ output: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if Self.isUpdating {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try output.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(output == expected, "\(what) differs from its golden file", sourceLocation: sourceLocation)
    }

    /// The names of `folder`'s golden files ending in `.fileExtension`, to hold them to the samples.
    static func names(in folder: String, fileExtension: String) throws -> Set<String> {
        let path = packageRoot.appendingPathComponent("Tests/ExplainerTests").appendingPathComponent(folder).path
        return Set(try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix("." + fileExtension) })
    }
}
