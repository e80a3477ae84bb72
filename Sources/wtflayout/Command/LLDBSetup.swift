import Foundation

/// `wtflayout setup lldb`: installs the LLDB script under `~/.lldb/` and a
/// marked block in `~/.lldbinit` that imports it. With `--xcode` the block
/// goes to `~/.lldbinit-Xcode`, which Xcode's debugger reads *instead of*
/// `~/.lldbinit` when it exists. Running it again changes nothing but the
/// script; `--remove` takes the block (and the script, once no init file
/// loads it) out again and leaves the rest of the file as it was.
struct LLDBSetup {
    static let blockStart = "# >>> wtflayout: added by `wtflayout setup lldb`; `wtflayout setup lldb --remove` takes it out"
    static let blockEnd = "# <<< wtflayout"

    let home: String
    let xcode: Bool

    var initPath: String { home + (xcode ? "/.lldbinit-Xcode" : "/.lldbinit") }
    var scriptPath: String { home + "/.lldb/wtflayout_lldb.py" }
    /// The other init file, which may load the same script.
    var otherInitPath: String { home + (xcode ? "/.lldbinit" : "/.lldbinit-Xcode") }

    /// A marker line, as an editor may have left it (trailing blanks, `\r`).
    private static func line(_ line: String, is marker: String) -> Bool {
        line.unicodeScalars.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed()
            .elementsEqual(marker.unicodeScalars)
    }

    /// Whether `text` holds a whole block; nil when it holds a start line
    /// without its end, which only the user can mend.
    static func hasBlock(_ text: String) -> Bool? {
        var inside = false
        for line in lines(of: text) {
            if Self.line(line, is: blockStart) { inside = true } else if inside, Self.line(line, is: blockEnd) { return true }
        }
        return inside ? nil : false
    }

    /// Split at `\n` only, a `\r` before it kept with its line (Swift's
    /// `split` would see `\r\n` as one character and not split there).
    private static func lines(of text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
    }

    /// `text` with the block at its end, in place of any earlier one.
    /// `sourcing` is an init file the block reads first (see `run`).
    static func adding(to text: String, scriptPath: String, sourcing: String? = nil) -> String {
        let kept = removing(from: text)
        let body = (sourcing.map { ["command source \"\($0)\""] } ?? []) + ["command script import \"\(scriptPath)\""]
        let block = ([blockStart] + body + [blockEnd]).joined(separator: "\n") + "\n"
        guard !kept.isEmpty else { return block }
        return kept + (kept.hasSuffix("\n") ? "" : "\n") + block
    }

    /// `text` without its whole blocks, the rest untouched (a start line
    /// without its end is left, with what follows it).
    static func removing(from text: String) -> String {
        let lines = lines(of: text)
        var kept: [String] = []
        var index = 0
        while index < lines.count {
            if line(lines[index], is: blockStart),
                let end = lines[(index + 1)...].firstIndex(where: { line($0, is: blockEnd) })
            {
                index = end + 1
                continue
            }
            kept.append(lines[index])
            index += 1
        }
        return kept.joined(separator: "\n")
    }

    /// Installs or removes; returns what to tell the user, or throws what went wrong.
    func run(removing remove: Bool) throws -> String {
        let manager = FileManager.default
        // A linked init file (dotfiles) is changed where it lives, the link kept.
        let target = URL(fileURLWithPath: initPath).resolvingSymlinksInPath().path
        let existing = manager.fileExists(atPath: target) ? try String(contentsOfFile: target, encoding: .utf8) : nil
        guard let whole = Self.hasBlock(existing ?? "") else {
            throw CommandFailure(
                message: "\(initPath) has the line '\(Self.blockStart)' without its end '\(Self.blockEnd)'; mend or remove it by hand")
        }
        if remove {
            guard let existing, whole else { return "nothing to remove: \(initPath) has no wtflayout block" }
            let rest = Self.removing(from: existing)
            if rest.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                try manager.removeItem(atPath: target)
            } else {
                try rest.write(toFile: target, atomically: true, encoding: .utf8)
            }
            // The script stays while the other init file still loads it.
            let other = (try? String(contentsOfFile: otherInitPath, encoding: .utf8)).flatMap(Self.hasBlock) ?? false
            if other { return "removed the wtflayout block from \(initPath); \(otherInitPath) still loads \(scriptPath)" }
            try? manager.removeItem(atPath: scriptPath)
            // The folder only if the script was all it held.
            if (try? manager.contentsOfDirectory(atPath: home + "/.lldb"))?.isEmpty == true {
                try? manager.removeItem(atPath: home + "/.lldb")
            }
            return "removed the wtflayout block from \(initPath), and \(scriptPath)"
        }
        try manager.createDirectory(atPath: home + "/.lldb", withIntermediateDirectories: true)
        try (LLDBScript.text + "\n").write(toFile: scriptPath, atomically: true, encoding: .utf8)
        // A new ~/.lldbinit-Xcode would hide ~/.lldbinit from Xcode: the block reads it first.
        let sourcing = xcode && existing == nil && manager.fileExists(atPath: otherInitPath) ? otherInitPath : nil
        let updated = Self.adding(to: existing ?? "", scriptPath: scriptPath, sourcing: sourcing)
        if updated != existing { try updated.write(toFile: target, atomically: true, encoding: .utf8) }
        let what = whole ? "already set up in \(initPath); the script is updated" : "added to \(initPath)"
        var message =
            "\(what) (it loads \(scriptPath)). In LLDB, at the UIViewAlertForUnsatisfiableConstraints "
            + "breakpoint: wtf; for every conflict as it happens: wtf auto"
        if !xcode, let xcodeInit = try? String(contentsOfFile: otherInitPath, encoding: .utf8), Self.hasBlock(xcodeInit) == false {
            message += ". Xcode's debugger reads \(otherInitPath) instead of this file: run wtflayout setup lldb --xcode for it too"
        }
        return message
    }
}
