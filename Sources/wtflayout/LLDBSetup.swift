import Foundation

/// `wtflayout setup lldb`: installs the LLDB script under `~/.lldb/` and a
/// marked block in `~/.lldbinit` (or `~/.lldbinit-Xcode`, read only by
/// Xcode's debugger) that imports it. Running it again changes nothing but
/// the script; `--remove` takes the block and the script out again and
/// leaves the rest of the file as it was.
struct LLDBSetup {
    static let blockStart = "# >>> wtflayout: added by `wtflayout setup lldb`; `wtflayout setup lldb --remove` takes it out"
    static let blockEnd = "# <<< wtflayout"

    let home: String
    let xcode: Bool

    var initPath: String { home + (xcode ? "/.lldbinit-Xcode" : "/.lldbinit") }
    var scriptPath: String { home + "/.lldb/wtflayout_lldb.py" }
    /// The other init file, which may load the same script.
    var otherInitPath: String { home + (xcode ? "/.lldbinit" : "/.lldbinit-Xcode") }

    /// `text` with the block at its end, in place of any earlier one.
    static func adding(to text: String, scriptPath: String) -> String {
        let kept = removing(from: text)
        let block = [blockStart, "command script import \"\(scriptPath)\"", blockEnd].joined(separator: "\n") + "\n"
        guard !kept.isEmpty else { return block }
        return kept + (kept.hasSuffix("\n") ? "" : "\n") + block
    }

    /// `text` without the block (every copy of it), the rest untouched.
    static func removing(from text: String) -> String {
        var lines: [Substring] = []
        var inside = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == blockStart {
                inside = true
            } else if inside {
                if line == blockEnd { inside = false }
            } else {
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Installs or removes; returns what to tell the user, or throws what went wrong.
    func run(removing remove: Bool) throws -> String {
        let manager = FileManager.default
        let existing = manager.fileExists(atPath: initPath) ? try String(contentsOfFile: initPath, encoding: .utf8) : nil
        if remove {
            guard let existing, existing.contains(Self.blockStart) else {
                return "nothing to remove: \(initPath) has no wtflayout block"
            }
            let rest = Self.removing(from: existing)
            if rest.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                try manager.removeItem(atPath: initPath)
            } else {
                try rest.write(toFile: initPath, atomically: true, encoding: .utf8)
            }
            // The script stays while the other init file still loads it.
            let stillLoaded = (try? String(contentsOfFile: otherInitPath, encoding: .utf8))?.contains(Self.blockStart) == true
            if stillLoaded { return "removed the wtflayout block from \(initPath); \(otherInitPath) still loads \(scriptPath)" }
            try? manager.removeItem(atPath: scriptPath)
            // The folder only if the script was all it held.
            if (try? manager.contentsOfDirectory(atPath: home + "/.lldb"))?.isEmpty == true {
                try? manager.removeItem(atPath: home + "/.lldb")
            }
            return "removed the wtflayout block from \(initPath), and \(scriptPath)"
        }
        try manager.createDirectory(atPath: home + "/.lldb", withIntermediateDirectories: true)
        try (LLDBScript.text + "\n").write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let updated = Self.adding(to: existing ?? "", scriptPath: scriptPath)
        if updated != existing { try updated.write(toFile: initPath, atomically: true, encoding: .utf8) }
        let what =
            existing?.contains(Self.blockStart) == true ? "already set up in \(initPath); the script is updated" : "added to \(initPath)"
        return "\(what) (it loads \(scriptPath)). In LLDB, at the UIViewAlertForUnsatisfiableConstraints "
            + "breakpoint: wtf; for every conflict as it happens: wtf auto"
    }
}
