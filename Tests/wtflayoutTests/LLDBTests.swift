import Foundation
import Testing

@testable import Command

/// The debugger command: the script `wtflayout lldb-script`
/// prints, run in Debian's LLDB against a C program that calls a function
/// named `UIViewAlertForUnsatisfiableConstraints` with the two descriptions
/// UIKit's objects would give. The Objective-C part of the script is the
/// one function that asks the objects for those descriptions
/// (`objc_descriptions`); without an Objective-C runtime the script reads the
/// arguments as the C strings, so all the rest runs here as on a Mac.
@Suite(.serialized) struct LLDBTests {
    static let script = CommandRunTests.root.appendingPathComponent("lldb/wtflayout_lldb.py")

    @Test func theCommandPrintsTheScriptInTheRepository() async throws {
        let run = try await CommandRunTests.run(["lldb-script"])
        #expect(run.status == 0)
        #expect(
            run.output == (try String(contentsOf: Self.script, encoding: .utf8)),
            "Sources/wtflayout/Command/LLDBScript.swift is out of date: run lldb/embed.py")
    }

    /// The broken constraint and the array's description, as UIKit's
    /// objects describe themselves; the program raises the alert twice.
    static let program = """
        #include <stdio.h>
        void UIViewAlertForUnsatisfiableConstraints(const char *broken, const char *all) {
            fprintf(stderr, "alert raised\\n");
        }
        int main(void) {
            const char *list =
                "(\\n"
                "    \\"<NSLayoutConstraint:0x600001a4e6a0 H:|-(12)-[UILabel:0x7fe4d2c1b210'Sourdough starter']   (active, names: '|':Bakery.StarterCell:0x7fe4d2c1a3f0 )>\\",\\n"
                "    \\"<NSLayoutConstraint:0x600001a4e6f0 UILabel:0x7fe4d2c1b210'Sourdough starter'.width == 150   (active)>\\",\\n"
                "    \\"<NSLayoutConstraint:0x600001a4e740 H:[UILabel:0x7fe4d2c1b210'Sourdough starter']-(12)-|   (active, names: '|':Bakery.StarterCell:0x7fe4d2c1a3f0 )>\\",\\n"
                "    \\"<NSLayoutConstraint:0x600001a59b80 'UIView-Encapsulated-Layout-Width' Bakery.StarterCell:0x7fe4d2c1a3f0.width == 160   (active)>\\"\\n"
                ")";
            UIViewAlertForUnsatisfiableConstraints(
                "<NSLayoutConstraint:0x600001a4e6f0 UILabel:0x7fe4d2c1b210'Sourdough starter'.width == 150   (active)>", list);
            UIViewAlertForUnsatisfiableConstraints(
                "<NSLayoutConstraint:0x600001a4e6f0 UILabel:0x7fe4d2c1b210'Sourdough starter'.width == 150   (active)>", list);
            puts("finished");
            return 0;
        }
        """

    @Test(.enabled(if: Debugger.found != nil || ProcessInfo.processInfo.environment["CI"] != nil))
    func wtfExplainsTheConflictAtTheAlertAndAutoExplainsEveryOne() throws {
        let debugger = try #require(Debugger.found, "LLDB with its Python (from the Swift toolchain) is needed")
        let folder = try makeTemporaryFolder("lldb")
        defer { removeFolder(folder) }
        let binary = try debugger.compile(Self.program, named: "alert", in: folder)
        let wtflayout = try CommandRunTests.requireBinary()
        // The program's project, with the code that made the label's width.
        try Data().write(to: folder.appendingPathComponent("Package.swift"))
        try """
        final class StarterCell: UIView {
            let titleLabel = UILabel()
            func pin() {
                titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12).isActive = true
                titleLabel.widthAnchor.constraint(equalToConstant: 150).isActive = true
            }
        }
        """.write(to: folder.appendingPathComponent("StarterCell.swift"), atomically: true, encoding: .utf8)

        // At the breakpoint: `wtf --brief` explains the conflict from $arg1 and $arg2.
        let stopped = try debugger.lldb(
            [
                "command script import \(Self.script.path)", "breakpoint set -n UIViewAlertForUnsatisfiableConstraints", "run",
                "wtf --brief", "wtf",
            ], binary: binary, wtflayout: wtflayout)
        // The project above the program's source is read: the fix's place in it, said from the debugger's working folder.
        #expect(
            stopped.contains(
                "<stdin>:1  conflict in StarterCell (horizontal): lower UILabel 'Sourdough starter'.width == 150 to priority 999"
                    + " (\(folder.lastPathComponent)/StarterCell.swift:5)"),
            "\(stopped)")
        // `wtf` prints the LLDB lines, which work here, with the app paused.
        #expect(
            stopped.contains(
                "  In LLDB, with the app paused:\n    # what lays out StarterCell (horizontal), in Swift, then Objective-C:\n"),
            "\(stopped)")
        #expect(stopped.contains("    expr -l objc -O -- (id)0x600001a4e6f0\n"), "\(stopped)")

        // `wtf auto`: each alert explained as it happens, and the program runs
        // on to its end; as text even inside a GitHub Actions job.
        let auto = try debugger.lldb(
            ["command script import \(Self.script.path)", "wtf auto", "run"], binary: binary, wtflayout: wtflayout,
            environment: ["GITHUB_ACTIONS": "true"])
        #expect(auto.components(separatedBy: "UIKit broke UILabel 'Sourdough starter'.width == 150").count - 1 == 2, "\(auto)")
        #expect(auto.contains("exited with status = 0"), "\(auto)")
    }

    /// A paused program whose window's trace marks a button ambiguous:
    /// `autolayoutTrace()` stands for UIKit's `_autolayoutTrace`.
    static let tracingProgram = """
        #include <stdio.h>
        const char *autolayoutTrace(void) {
            return "UIWindow:0x7fb4c2d0a6e0\\n"
                "|   •UIView:0x7fb4c2f06e10\\n"
                "|   |   *UIButton:0x7fb4c2f11c40'Retry'- AMBIGUOUS LAYOUT for UIButton:0x7fb4c2f11c40'Retry'.minX{id: 248}\\n";
        }
        void paused(void) { fprintf(stderr, "paused\\n"); }
        int main(void) {
            paused();
            puts(autolayoutTrace());
            return 0;
        }
        """

    @Test(.enabled(if: Debugger.found != nil || ProcessInfo.processInfo.environment["CI"] != nil))
    func wtfAmbiguousExplainsTheWindowsTrace() throws {
        let debugger = try #require(Debugger.found, "LLDB with its Python (from the Swift toolchain) is needed")
        let folder = try makeTemporaryFolder("lldb-trace")
        defer { removeFolder(folder) }
        let binary = try debugger.compile(Self.tracingProgram, named: "trace", in: folder)
        let output = try debugger.lldb(
            ["command script import \(Self.script.path)", "breakpoint set -n paused", "run", "wtf ambiguous"], binary: binary,
            wtflayout: try CommandRunTests.requireBinary())
        #expect(output.contains("<stdin>:1  _autolayoutTrace: 1 view with an ambiguous layout"), "\(output)")
        #expect(
            output.contains(
                "UIButton 'Retry' (0x7fb4c2f11c40), line 3: Nothing fixes its horizontal position. Pin its leading, trailing or "
                    + "centerX anchor to UIView (0x7fb4c2f06e10), its superview, to place it."),
            "\(output)")
    }

    /// LLDB from the Swift toolchain, with the Python library it was built
    /// against (a pyenv build of that version, when the system has another).
    struct Debugger {
        let lldb: URL
        let clang: URL
        let environment: [String: String]

        static let found: Debugger? = {
            guard let lldb = tool("lldb"), let clang = tool("clang") else { return nil }
            for environment in candidateEnvironments() {
                let debugger = Debugger(lldb: lldb, clang: clang, environment: environment)
                if let run = try? debugger.run(lldb, ["-b", "-o", "script print(6 * 7)"]), run.output.contains("42") {
                    return debugger
                }
            }
            return nil
        }()

        static func tool(_ name: String) -> URL? {
            let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
            return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        }

        /// As it is, then with each pyenv Python's library.
        static func candidateEnvironments() -> [[String: String]] {
            let versions = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".pyenv/versions")
            let homes = ((try? FileManager.default.contentsOfDirectory(atPath: versions.path)) ?? []).sorted()
                .map { versions.appendingPathComponent($0).path }
            return [[:]] + homes.map { ["LD_LIBRARY_PATH": $0 + "/lib", "PYTHONHOME": $0] }
        }

        func run(_ program: URL, _ arguments: [String], extra: [String: String] = [:]) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = program
            process.currentDirectoryURL = CommandRunTests.outsideAnyProject
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment.merging(environment.merging(extra) { $1 }) { $1 }
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }

        /// The C `program` built with debug information, as `folder/name`.
        func compile(_ program: String, named name: String, in folder: URL) throws -> URL {
            let source = folder.appendingPathComponent(name + ".c")
            try program.write(to: source, atomically: true, encoding: .utf8)
            let binary = folder.appendingPathComponent(name)
            let built = try run(clang, ["-g", "-O0", source.path, "-o", binary.path])
            #expect(built.status == 0, "\(built.output)")
            return binary
        }

        func lldb(_ commands: [String], binary: URL, wtflayout: URL, environment: [String: String] = [:]) throws -> String {
            let extra = environment.merging(["WTFLAYOUT": wtflayout.path]) { $1 }
            return try run(lldb, ["-b"] + commands.flatMap { ["-o", $0] } + [binary.path], extra: extra).output
        }
    }
}
