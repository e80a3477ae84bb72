import Foundation

/// `wtflayout capture`: follows a running app's conflicts live, from a
/// simulator's log (`xcrun simctl spawn … log stream`) or this Mac's
/// (`log stream`), with the predicate that lets exactly the framework's
/// constraint messages through. Everything `--follow` does applies.
struct CaptureRun {
    let options: CaptureOptions
    let console: Console

    private var tool: ToolRun {
        ToolRun(environment: console.environment, timeout: options.reading.toolTimeout, temporaryDirectory: console.temporaryDirectory)
    }

    func run() -> Int32 {
        let program = options.target == .mac ? "log" : "xcrun"
        guard let executable = ToolRun.find(program, environment: console.environment) else {
            console.printError(missingToolMessage)
            return 2
        }
        var predicate: String
        var streamArguments: [String]
        let stream = ["stream", "--level", "debug", "--style", "ndjson", "--predicate"]
        switch options.target {
        case .mac:
            predicate = LogStreamPredicate.appKit + (options.app.map(LogStreamPredicate.process) ?? "")
            streamArguments = stream
        case .simulator(let device):
            predicate = LogStreamPredicate.uiKit
            if let app = options.app ?? options.launch {
                switch tool.run("xcrun", ["simctl", "get_app_container", device, app, "app"]) {
                case .finished(let output)
                where !String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty:
                    let bundlePath = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                    predicate += LogStreamPredicate.inApp(bundlePath: bundlePath)
                case let failure:
                    console.printError("capture: cannot find \(app) on the simulator \(device): \(reason(failure))")
                    return 2
                }
            }
            streamArguments = ["simctl", "spawn", device, "log"] + stream
        }
        guard
            let child = RunningTool(
                executable, streamArguments + [predicate], environment: console.environment,
                temporaryDirectory: console.temporaryDirectory)
        else {
            console.printError("capture: cannot start \(executable)")
            return 2
        }
        if let app = options.launch, case .simulator(let device) = options.target {
            // After the stream has started, so the first layout's conflicts are not missed.
            let launch = ["simctl", "launch", "--terminate-running-process", device, app] + Self.logUnsatisfiable
            let outcome = tool.run("xcrun", launch)
            guard case .finished = outcome else {
                console.printError("capture: cannot launch \(app) on the simulator \(device): \(reason(outcome))")
                _ = child.finish()
                return 2
            }
        }
        console.printError(followingMessage)
        let status = WTFLayout.follow(.stream(descriptor: child.output, name: streamName), options: options.reading, console: console)
        if let failure = child.finish() {
            let command = ([program] + streamArguments.prefix { $0 != "--level" }).joined(separator: " ")
            console.printError("capture: `\(command)` ended: \(failure)")
            return 2
        }
        return status
    }

    /// The app's argument that sets the user default for this launch:
    /// without it, UIKit logs no conflict of an app `simctl` launches.
    static let logUnsatisfiable = ["-_UIConstraintBasedLayoutLogUnsatisfiable", "YES"]

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
        return "capturing the conflicts of \(place)\(launched); Ctrl-C stops and prints the summary"
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
                + "xcrun simctl spawn booted log stream --level debug --style ndjson | wtflayout --follow"
        }
    }

    private func reason(_ outcome: ToolRun.Outcome) -> String {
        switch outcome {
        case .finished: "it answered nothing"
        case .failed(_, let reason): reason
        case .timedOut: "xcrun did not answer within \(tool.timeout) s (--timeout SECONDS gives it longer)"
        case .missing: "there is no xcrun"
        }
    }
}
