import CodeIndex
import Explainer
import Foundation
import Rendering
import Run

/// The command as a function: what `main.swift` runs with the process's
/// arguments and streams, and the tests run in-process with their own.
package enum WTFLayout {
    /// Reads the inputs, analyses every report, writes the result; returns the exit status.
    /// `formats`: what `--format` may name (the standard ones; a test adds its own).
    package static func run(_ arguments: [String], console: Console, formats: FormatCatalogue = .standard) -> Int32 {
        do {
            switch try Subcommand.parse(arguments) {
            case .capture(let options):
                return CaptureRun(options: options, console: console).run()
            case .ambiguous(let options):
                return AmbiguousRun(options: options, console: console).run()
            case .showHelp(let subcommand):
                console.writeOutput((subcommand?.text ?? HelpText.usage) + "\n")
                return 0
            case .mcp(let roots):
                return MCPRun(roots: roots, console: console).run()
            case .setupMCP(let client, let write):
                let setup = MCPSetup(
                    client: client, write: write, home: console.environment["HOME"] ?? NSHomeDirectory(),
                    project: console.workingDirectory ?? FileManager.default.currentDirectoryPath,
                    executable: executablePath(environment: console.environment))
                let (output, note) = try setup.run()
                console.writeOutput(output)
                if let note { console.printError(note) }
                return 0
            case .printLLDBScript:
                console.writeOutput(LLDBScript.text + "\n")
                return 0
            case .setupLLDB(let xcode, let remove):
                let home = console.environment["HOME"] ?? NSHomeDirectory()
                console.printError(try LLDBSetup(home: home, xcode: xcode).run(removing: remove))
                return 0
            case nil:
                break
            }
        } catch let failure as CommandFailure {
            console.printError(failure.message)
            return failure.status
        } catch {
            console.printError("setup lldb: \(error.localizedDescription)")
            return 2
        }

        let options: CommandOptions
        do {
            options = try CommandOptions.parse(arguments, formats: formats)
        } catch {
            console.printError(error.message)
            return error.status
        }
        if options.showHelp {
            console.writeOutput(HelpText.usage(formats: formats) + "\n")
            return 0
        }
        if options.showVersion {
            console.writeOutput(HelpText.version + "\n")
            return 0
        }
        // Nothing piped in and no file named: say what is awaited instead of waiting silently.
        if options.inputs.contains("-"), console.inputIsTerminal {
            console.printError(
                options.follow
                    ? "following standard input: start the stream into it, or paste reports; Ctrl-C stops and prints the summary"
                    : "reading standard input: paste a log, then press Ctrl-D (or name a file: wtflayout crash.log)")
        }
        if options.follow {
            let input: FollowMode.Input =
                options.inputs == ["-"] ? .stream(descriptor: console.input, name: "<stdin>") : .file(path: options.inputs[0])
            return follow(input, options: options, console: console)
        }
        return BatchRun(options: options, console: console).run()
    }

    /// `--follow` (and `capture`): explains each report as it arrives; the
    /// exit status `--fail-on` asks for once the input ends or Ctrl-C.
    static func follow(_ input: FollowMode.Input, options: CommandOptions, console: Console) -> Int32 {
        let code: CodeIndex?
        do {
            code = try SourceTree.read(for: options, console: console)?.index
        } catch {
            console.printError(error.message)
            return error.status
        }
        return follow(input, options: options, code: code, console: console)
    }

    /// `follow` with the app's source already read (`capture` reads it before it starts anything).
    static func follow(
        _ input: FollowMode.Input, options: CommandOptions, code: CodeIndex?, console: Console,
        until deadline: ContinuousClock.Instant? = nil
    ) -> Int32 {
        let follow = FollowMode(input: input, console: console, deadline: deadline)
        let settings = FormatSettings(
            style: TextStyle(enabled: console.wantsColor(options.color, on: console.output)), width: console.columns(of: console.output),
            extras: options.textExtras)
        // A live format (the option checks refuse the rest).
        let printer = LivePrinter(
            format: (options.format.live ?? OutputFormat.text.live!).make(settings), ignoreSystem: options.ignoreSystem,
            source: follow.source, write: console.writeOutput, note: console.printError)
        let seen = follow.run(
            part: { analysis in
                printer.part(ReportExplanation(analysis, detail: printer.detail, code: code, ignoringKnown: options.ignoreKnown))
            }, sink: printer.receive)
        guard let seen else { return 2 }
        return options.failOn.map { ExitStatus.fails(seen.map(\.kept.facts), on: $0) } == true ? 1 : 0
    }

    /// This program's path as it was started (a link kept: Homebrew's
    /// `bin/wtflayout` outlives an upgrade, the version's folder it leads to
    /// does not), for a client that starts it without a shell's PATH.
    static func executablePath(environment: [String: String]) -> String {
        let invoked = CommandLine.arguments[0]
        if invoked.contains("/") { return URL(fileURLWithPath: invoked).standardizedFileURL.path }
        return ToolRun.find(invoked, environment: environment) ?? Bundle.main.executablePath ?? invoked
    }
}
