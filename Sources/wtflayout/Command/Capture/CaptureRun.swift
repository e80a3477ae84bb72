import CodeIndex
import Foundation

/// `wtflayout capture`: follows a running app's conflicts live, from a
/// simulator's log (`xcrun simctl spawn … log stream`) or this Mac's
/// (`log stream`), with the predicate that lets exactly the framework's
/// constraint messages through. Everything `--follow` does applies.
struct CaptureRun {
    let options: CaptureOptions
    let console: Console
    /// Where what the capture has to say goes: standard error, or an agent's answer.
    var say: (String) -> Void
    /// What reads the app's stream once it runs, given the source's index
    /// and when to stop; its exit status. The command prints each report
    /// live (`WTFLayout.follow`); an agent's capture collects them.
    var follow: (_ stream: FollowMode.Input, _ code: CodeIndex?, _ deadline: ContinuousClock.Instant?) -> Int32

    /// The command's capture: what it says on standard error, each report printed as it comes.
    init(options: CaptureOptions, console: Console) {
        self.init(options: options, console: console, say: console.printError) { stream, code, deadline in
            WTFLayout.follow(stream, options: options.reading, code: code, console: console, until: deadline)
        }
    }

    init(
        options: CaptureOptions, console: Console, say: @escaping (String) -> Void,
        follow: @escaping (FollowMode.Input, CodeIndex?, ContinuousClock.Instant?) -> Int32
    ) {
        self.options = options
        self.console = console
        self.say = say
        self.follow = follow
    }

    private var tool: ToolRun {
        ToolRun(
            environment: console.environment, timeout: options.reading.toolTimeout, temporaryDirectory: console.temporaryDirectory,
            handlesInterrupts: console.handlesInterrupts)
    }

    private static let stream = ["stream", "--level", "debug", "--style", "ndjson", "--predicate"]

    func run() -> Int32 {
        let program = options.target == .mac ? "log" : "xcrun"
        guard let executable = ToolRun.find(program, environment: console.environment) else {
            say(missingToolMessage)
            return 2
        }
        // Before anything is started: a bad --source must not leave an app launched.
        let code: CodeIndex?
        do {
            code = try SourceTree.read(for: options.reading, console: console)?.index
        } catch {
            say(error.message)
            return 2
        }
        let streamArguments: [String]
        switch options.target {
        case .mac:
            streamArguments = Self.stream + [LogStreamPredicate.appKit + (options.app.map(LogStreamPredicate.process) ?? "")]
        case .simulator(let device):
            var predicate = LogStreamPredicate.uiKit
            if let app = options.app ?? options.launch {
                switch appBundlePath(app, on: device) {
                case .success(let bundlePath): predicate += LogStreamPredicate.inApp(bundlePath: bundlePath)
                case .failure(let error):
                    say(error.message)
                    return 2
                }
            }
            streamArguments = ["simctl", "spawn", device, "log"] + Self.stream + [predicate]
        }
        guard
            let child = RunningTool(
                executable, streamArguments, environment: console.environment, temporaryDirectory: console.temporaryDirectory)
        else {
            say("capture: cannot start \(executable)")
            return 2
        }
        if let app = options.launch, case .simulator(let device) = options.target {
            // Once the stream has begun, so the first layout's conflicts are not missed.
            child.waitForOutput(seconds: 2)
            let outcome = tool.run("xcrun", ["simctl", "launch", "--terminate-running-process", device, app] + Self.logUnsatisfiable)
            guard case .finished = outcome else {
                say("capture: cannot launch \(app) on the simulator \(device): \(reason(outcome))")
                _ = child.finish(interrupted: true)
                return 2
            }
        }
        say(followingMessage)
        let deadline = options.seconds.map { ContinuousClock.now + .seconds($0) }
        let status = follow(.stream(descriptor: child.output, name: streamName), code, deadline)
        let timeIsUp = deadline.map { ContinuousClock.now >= $0 } ?? false
        if let failure = child.finish(interrupted: Interrupts.happened || timeIsUp) {
            let command = ([program] + streamArguments.prefix { $0 != "--level" }).joined(separator: " ")
            say("capture: `\(command)` ended: \(failure)")
            return 2
        }
        return status
    }

    /// The app's argument that sets UIKit's user default for this launch,
    /// so its conflicts are logged even where the default was turned off.
    static let logUnsatisfiable = ["-_UIConstraintBasedLayoutLogUnsatisfiable", "YES"]

    /// Where the app is installed on the simulator (`simctl
    /// get_app_container`), its executable's folder; or what to say.
    private func appBundlePath(_ app: String, on device: String) -> Result<String, CommandFailure> {
        let outcome = tool.run("xcrun", ["simctl", "get_app_container", device, app, "app"])
        if case .finished(let output) = outcome {
            let path = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if !path.isEmpty { return .success(path) }
        }
        return .failure(CommandFailure(message: "capture: cannot find \(app) on the simulator \(device): \(reason(outcome))"))
    }

    private var streamName: String {
        switch options.target {
        case .mac: "log stream"
        case .simulator(let device): "simulator \(device)"
        }
    }

    private var followingMessage: String {
        let whose = options.launch ?? options.app
        let place: String
        switch options.target {
        case .mac: place = whose.map { "\($0) on this Mac" } ?? "this Mac's apps"
        case .simulator(let device): place = (whose.map { "\($0) on " } ?? "") + "the simulator \(device)"
        }
        let launched = options.launch.map { _ in " (launched with -_UIConstraintBasedLayoutLogUnsatisfiable YES)" } ?? ""
        let end =
            options.seconds.map { " for \($0) s, then prints the summary (Ctrl-C stops sooner)" } ?? "; Ctrl-C stops and prints the summary"
        return "capturing the conflicts of \(place)\(launched)\(end)"
    }

    private var missingToolMessage: String {
        #if os(Linux)
            let machine = "this machine runs Linux"
        #else
            let machine = "this machine has none on its PATH"
        #endif
        switch options.target {
        case .mac:
            return "capture --mac reads this Mac's log with /usr/bin/log, and \(machine)"
        case .simulator:
            return "capture reads a simulator's log through Xcode's xcrun simctl, and \(machine); on a Mac with Xcode "
                + "(xcode-select --install for the command-line tools), run wtflayout capture there, or pipe a stream in: "
                + "xcrun simctl spawn booted log stream --level debug --style ndjson --predicate "
                + "'\(LogStreamPredicate.uiKit)' | wtflayout --follow"
        }
    }

    private func reason(_ outcome: ToolRun.Outcome) -> String {
        switch outcome {
        case .finished: "it answered nothing"
        case .failed(_, let reason): reason
        case .timedOut: "xcrun did not answer within \(tool.timeout) s (--timeout SECONDS gives it longer)"
        case .missing: "there is no xcrun"
        case .interrupted: "stopped by Ctrl-C"
        }
    }
}
