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
    /// `--for SECONDS`: stop after this long (else at Ctrl-C or the stream's end).
    var seconds: Int?
    var reading = CommandOptions()

    static let usage =
        "capture [--device UDID|booted] [--app BUNDLE_ID | --launch BUNDLE_ID] [--for SECONDS] [options], "
        + "or capture --mac [--app PROCESS] [--for SECONDS] [options]"

    static func parse(_ arguments: ArraySlice<String>) throws(CommandFailure) -> CaptureOptions {
        var options = CaptureOptions()
        var device: String?
        var mac = false
        var rest: [String] = []
        var remaining = arguments
        while let given = remaining.popFirst() {
            // `--app=ID` is `--app ID`, as for every option.
            let (argument, inline) =
                given.firstIndex(of: "=").map { (String(given[..<$0]), String(given[given.index(after: $0)...])) }
                ?? (given, nil)
            func value() throws(CommandFailure) -> String {
                guard let value = inline ?? remaining.popFirst(), !value.isEmpty, !value.hasPrefix("-") else {
                    throw CommandFailure(message: "capture \(argument) needs a value: wtflayout \(usage)")
                }
                return value
            }
            switch argument {
            case "--device": device = try value()
            case "--app": options.app = try value()
            case "--launch": options.launch = try value()
            case "--for":
                let text = try value()
                guard let seconds = Int(text), (1...86_400).contains(seconds) else {
                    throw CommandFailure(message: "capture --for takes a whole number of seconds from 1 to 86400, not '\(text)'")
                }
                options.seconds = seconds
            case "--mac":
                guard inline == nil else { throw CommandFailure(message: "capture --mac takes no value") }
                mac = true
            default: rest.append(given)
            }
        }
        options.reading = try CommandOptions.parse(rest, live: "capture")
        if let file = options.reading.inputs.first, options.reading.inputs != ["-"] {
            throw CommandFailure(
                message: "capture reads the app's log as it runs, not files ('\(file)'); to read a saved log: wtflayout \(file)")
        }
        if mac {
            if device != nil {
                throw CommandFailure(message: "capture --mac follows this Mac's apps; --device is a simulator's")
            }
            if options.launch != nil {
                throw CommandFailure(
                    message: "capture --launch launches an app on a simulator; on a Mac, start the app yourself")
            }
            options.target = .mac
        } else if let device {
            options.target = .simulator(device: device)
        }
        if options.app != nil, options.launch != nil {
            throw CommandFailure(message: "capture --launch already follows the app it launches: give --app or --launch")
        }
        return options
    }

}
