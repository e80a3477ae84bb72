import Command
import Foundation

// wtflayout: the command runs with the process's arguments, streams, environment and directory.
let console = Console(
    input: 0, output: 1, error: 2, environment: ProcessInfo.processInfo.environment, handlesInterrupts: true,
    workingDirectory: FileManager.default.currentDirectoryPath)
exit(WTFLayout.run(Array(CommandLine.arguments.dropFirst()), console: console))
