import Explainer
import Foundation
import LogParser
import Rendering

/// `wtflayout ambiguous [--json] [FILE | -]`: the views an `_autolayoutTrace`
/// pasted into the text marks AMBIGUOUS LAYOUT, and what fixes each.
struct AmbiguousRun {
    /// What `ambiguous` was asked: `[--json] [--no-color] [FILE | -]`.
    struct Options: Equatable {
        var input = "-"
        var json = false
        var color = true
    }

    let options: Options
    let console: Console

    /// Standard input when no file is named.
    static func parse(_ arguments: ArraySlice<String>) throws(CommandFailure) -> Options {
        var options = Options()
        var inputs: [String] = []
        for argument in arguments {
            switch argument {
            case "--json": options.json = true
            case "--no-color": options.color = false
            case let option where option.hasPrefix("-") && option != "-":
                throw CommandFailure(
                    message: "ambiguous takes --json, --no-color and a file (or - for standard input), not '\(option)'")
            default: inputs.append(argument)
            }
        }
        guard inputs.count <= 1 else { throw CommandFailure(message: "ambiguous reads one trace at a time, not \(inputs.count) files") }
        options.input = inputs.first ?? "-"
        return options
    }

    func run() -> Int32 {
        let input = options.input
        let source = input == "-" ? "<stdin>" : input
        let data: Data
        if input == "-" {
            data = FileHandle(fileDescriptor: console.input, closeOnDealloc: false).readDataToEndOfFile()
        } else {
            guard let read = FileManager.default.contents(atPath: input) else {
                console.printError("\(input): cannot read the file")
                return 2
            }
            data = read
        }
        let traces = AmbiguityTraceReader.traces(in: String(decoding: data, as: UTF8.self)).map(AmbiguityExplanation.init)
        guard !traces.isEmpty else {
            console.printError(
                "\(source): no _autolayoutTrace found (in the paused app: e -l objc -- (void)puts((char *)"
                    + "[[[[UIWindow keyWindow] _autolayoutTrace] description] UTF8String]), or wtf ambiguous in LLDB)")
            return 2
        }
        if options.json {
            console.writeOutput(AmbiguityRenderer.json(traces, source: source))
        } else {
            let style = TextStyle(enabled: options.color && console.wantsColor(nil, on: console.output))
            console.writeOutput(AmbiguityRenderer.text(traces, source: source, style: style, width: console.columns(of: console.output)))
        }
        return 0
    }
}
