import Foundation
import Testing

@testable import Command

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `wtflayout mcp` lets a call reach: only what lies in its
/// roots, however it is spelled or linked; only files and folders; and
/// messages read a line at a time within a bound.
@Suite struct MCPBoundsTests {
    @Test func aLinkLeadingOutOfTheRootsIsRefused() throws {
        let folder = try makeTemporaryFolder("mcp-bounds")
        defer { removeFolder(folder) }
        let root = folder.appendingPathComponent("root")
        let diagnostics = root.appendingPathComponent("Diagnostics/Run")
        try FileManager.default.createDirectory(at: diagnostics, withIntermediateDirectories: true)
        let outside = folder.appendingPathComponent("secret.log")
        try Data("x\n".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("linked.log").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(
            atPath: diagnostics.appendingPathComponent("StandardOutputAndStandardError.txt").path, withDestinationPath: outside.path)
        let fifo = root.appendingPathComponent("fifo.log").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let roots = MCPRoots([root.path], workingDirectory: "/")
        let resolvedRoot = roots.folders[0]
        func refusal(_ path: String) -> String? {
            do {
                _ = try ReadableLog.path(path, tool: "explain_conflicts", roots: roots)
                return nil
            } catch {
                return error.message
            }
        }
        let outsideMessage = { (path: String) in
            "explain_conflicts: the log \(path) is outside the folders this server may read (\(resolvedRoot)); start it with --root DIR to allow another"
        }
        #expect(refusal("linked.log") == outsideMessage("linked.log"))
        #expect(refusal("Diagnostics") == outsideMessage(resolvedRoot + "/Diagnostics/Run/StandardOutputAndStandardError.txt"))
        #expect(refusal("fifo.log") == "explain_conflicts: fifo.log is neither a file nor a folder")
        #expect(
            refusal("~/x.log")?.hasSuffix(
                "is outside the folders this server may read (\(resolvedRoot)); start it with --root DIR to allow another") == true)
    }

    @Test func theServerStartsOnlyWithRootsItCanName() async throws {
        let home = try makeTemporaryFolder("mcp-home")
        defer { removeFolder(home) }
        let inHome = try await CommandRunTests.run(["mcp"], input: "", environment: ["HOME": home.path], workingDirectory: home.path)
        #expect(inHome.status == 2)
        let resolvedHome = MCPRoots([home.path], workingDirectory: "/").folders[0]
        #expect(
            inHome.error
                == "wtflayout: mcp was started in \(resolvedHome) without --root: name the folders its tools may read, wtflayout mcp "
                + "--root DIR (wtflayout setup mcp prints each client's configuration with it)\n")
        let atRoot = try await CommandRunTests.run(["mcp"], input: "", workingDirectory: "/")
        #expect(atRoot.status == 2)
        let missing = try await CommandRunTests.run(["mcp", "--root", "/no/such/folder"], input: "")
        #expect(missing.error == "wtflayout: mcp --root /no/such/folder: no such folder\n")
        let named = try await CommandRunTests.run(["mcp", "--root", home.path], input: "", workingDirectory: "/")
        #expect(named.status == 0 && named.output.isEmpty && named.error.isEmpty)
        let unknown = try await CommandRunTests.run(["mcp", "--roots", "x"], input: "")
        #expect(unknown.error == "wtflayout: mcp takes --root DIR (repeatable: the folders its tools may read), not '--roots'\n")
    }

    @Test func linesAreReadWithinTheBound() throws {
        let folder = try makeTemporaryFolder("mcp-lines")
        defer { removeFolder(folder) }
        let file = folder.appendingPathComponent("input")
        let text = "first\r\n" + String(repeating: "x", count: 40) + "\nsecond\n\n" + String(repeating: "y", count: 17) + "\nlast"
        try Data(text.utf8).write(to: file)
        let descriptor = open(file.path, O_RDONLY)
        defer { close(descriptor) }
        var lines = MessageLines(descriptor: descriptor, longest: 16)
        var read: [MessageLines.Line] = []
        while let line = lines.next() { read.append(line) }
        #expect(read == [.message("first"), .tooLong, .message("second"), .message(""), .tooLong, .message("last")])
    }
}
