/// `wtflayout capture`'s own options; the rest are the reading command's
/// (`--json`, `--verbose`, `--fail-on`, `--source`…), as with `--follow`.
struct CaptureOptions: Equatable {
    /// Where the app runs: a simulator (by UDID, name or `booted`), or this Mac.
    enum Target: Equatable {
        case simulator(device: String)
        case mac
    }

    var target = Target.simulator(device: "booted")
    /// `--app BUNDLE_ID`: only this app's messages (its process on a Mac: `--app NAME`).
    var app: String?
    /// `--launch BUNDLE_ID`: launch it with conflicts logged, then follow it.
    var launch: String?
    var reading = CommandOptions()

    static let usage =
        "capture [--device UDID|booted] [--app BUNDLE_ID | --launch BUNDLE_ID] [options], "
        + "or capture --mac [--app PROCESS] [options]"

    static func parse(_ arguments: ArraySlice<String>) throws(CommandOptions.UsageError) -> CaptureOptions {
        var options = CaptureOptions()
        var device: String?
        var mac = false
        var rest: [String] = []
        var remaining = arguments
        func value(_ option: String) throws(CommandOptions.UsageError) -> String {
            guard let given = remaining.popFirst(), !given.isEmpty, !given.hasPrefix("-") else {
                throw CommandOptions.UsageError(message: "capture \(option) needs a value: wtflayout \(usage)")
            }
            return given
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--device": device = try value(argument)
            case "--app": options.app = try value(argument)
            case "--launch": options.launch = try value(argument)
            case "--mac": mac = true
            default: rest.append(argument)
            }
        }
        options.reading = try CommandOptions.parse(rest + ["--follow"])
        if let file = options.reading.inputs.first, options.reading.inputs != ["-"] {
            throw CommandOptions.UsageError(
                message: "capture reads the app's log as it runs, not files ('\(file)'); to read a saved log: wtflayout \(file)")
        }
        if mac {
            if device != nil {
                throw CommandOptions.UsageError(message: "capture --mac follows this Mac's apps; --device is a simulator's")
            }
            if options.launch != nil {
                throw CommandOptions.UsageError(
                    message: "capture --launch launches an app on a simulator; on a Mac, start the app yourself")
            }
            options.target = .mac
        } else if let device {
            options.target = .simulator(device: device)
        }
        if options.app != nil, options.launch != nil {
            throw CommandOptions.UsageError(message: "capture --launch already follows the app it launches: give --app or --launch")
        }
        return options
    }

}
