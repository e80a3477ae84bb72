import Foundation

/// A stand-in for one of Apple's tools (`xcrun`, `log`) on a test's `PATH`:
/// a shell script that records the arguments of every call, then does what
/// the test's script says (print a recorded answer, fail, sleep…).
struct StandInTool {
    let folder: URL
    private let record: URL

    /// `script` is the body of a `sh` script; the arguments are `"$@"`.
    init(_ name: String, script: String, in folder: URL) throws {
        self.folder = folder
        record = folder.appendingPathComponent("\(name).calls")
        let tool = folder.appendingPathComponent(name)
        let text = """
            #!/bin/sh
            printf '%s\\037' "$@" >> '\(record.path)'
            printf '\\n' >> '\(record.path)'
            \(script)

            """
        // Written by a child `cp`, not here: a file this process had open for
        // writing could be inherited by a child another test spawns at that
        // moment, and running the script would then fail with "text file busy".
        let draft = folder.appendingPathComponent("\(name).draft")
        try Data(text.utf8).write(to: draft)
        let copy = try Process.run(URL(fileURLWithPath: "/bin/cp"), arguments: [draft.path, tool.path])
        copy.waitUntilExit()
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
    }

    /// The `PATH` that finds the stand-in first, and the shell's own tools after it.
    var path: String { folder.path + ":/usr/bin:/bin" }

    /// Each call's arguments, in the order the calls started.
    func calls() -> [[String]] {
        let text = (try? String(contentsOf: record, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { line in
            line.split(separator: "\u{1F}", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }
}
