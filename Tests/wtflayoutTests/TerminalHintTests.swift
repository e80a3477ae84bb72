import Foundation
import Testing

/// With no file named and a terminal on standard input, wtflayout says what
/// it waits for instead of waiting silently. `script` gives it a
/// terminal; Ctrl-D then ends the input.
@Suite struct TerminalHintTests {
    private func runOnATerminal(_ arguments: [String]) throws -> String? {
        // util-linux's `script`: macOS's takes other arguments and is not checked here.
        let script = URL(fileURLWithPath: "/usr/bin/script")
        guard FileManager.default.isExecutableFile(atPath: script.path), let binary = CommandRunTests.binary else { return nil }
        #if os(Linux)
            let process = Process()
            process.executableURL = script
            process.currentDirectoryURL = CommandRunTests.outsideAnyProject
            process.arguments = ["-qfc", ([binary.path] + arguments).joined(separator: " "), "/dev/null"]
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.environment = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
            try process.run()
            // Ctrl-D once the command has started, as a user would press it.
            Thread.sleep(forTimeInterval: 0.5)
            input.fileHandleForWriting.write(Data([0x04]))
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            try input.fileHandleForWriting.close()
            return text.replacingOccurrences(of: "\r\n", with: "\n")
        #else
            return nil
        #endif
    }

    @Test func waitingOnATerminalSaysWhatItWaitsFor() throws {
        guard let text = try runOnATerminal([]) else { return }
        #expect(
            text == """
                wtflayout: reading standard input: paste a log, then press Ctrl-D (or name a file: wtflayout crash.log)
                wtflayout: <stdin>: no Auto Layout conflict report found

                """)
    }

    @Test func followingATerminalSaysHowToStop() throws {
        guard let text = try runOnATerminal(["--follow"]) else { return }
        #expect(
            text.hasPrefix(
                "wtflayout: following standard input: start the stream into it, or paste reports; Ctrl-C stops and prints the summary\n"
            ))
    }
}
