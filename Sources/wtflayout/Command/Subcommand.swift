/// The commands beside reading logs: `wtflayout capture …`, `wtflayout
/// lldb-script` and `wtflayout setup lldb [--xcode] [--remove]`. (A log
/// named `setup` reads as `wtflayout ./setup`.)
enum Subcommand: Equatable {
    case capture(CaptureOptions)
    case printLLDBScript
    case setupLLDB(xcode: Bool, remove: Bool)

    /// nil when the arguments are the reading command's.
    static func parse(_ arguments: [String]) throws(CommandOptions.UsageError) -> Subcommand? {
        switch arguments.first {
        case "capture":
            return .capture(try CaptureOptions.parse(arguments.dropFirst()))
        case "lldb-script":
            guard arguments.count == 1 else {
                throw CommandOptions.UsageError(message: "lldb-script takes no arguments; it prints the LLDB script")
            }
            return .printLLDBScript
        case "setup":
            guard arguments.dropFirst().first == "lldb" else {
                throw CommandOptions.UsageError(message: "setup sets up lldb: wtflayout setup lldb [--xcode] [--remove]")
            }
            var xcode = false
            var remove = false
            for option in arguments.dropFirst(2) {
                switch option {
                case "--xcode": xcode = true
                case "--remove": remove = true
                default:
                    throw CommandOptions.UsageError(message: "setup lldb takes --xcode and --remove, not '\(option)'")
                }
            }
            return .setupLLDB(xcode: xcode, remove: remove)
        default:
            return nil
        }
    }
}
