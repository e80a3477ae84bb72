extension CommandOptions {
    /// The options that cannot go together, each refused with the reason
    /// and what to do instead.
    func checkCombinations() throws(UsageError) {
        if textExtras.contains(.notes) && formatGiven && format != .text {
            throw UsageError(message: "--verbose adds to the text output; --json, --markdown and --html always hold everything")
        }
        if noSource && !sourcePaths.isEmpty {
            throw UsageError(message: "--no-source and --source \(sourcePaths[0]) contradict each other: give one")
        }
        if follow && inputs.count > 1 {
            throw UsageError(message: "\(followName) follows one stream: standard input or one file")
        }
        if follow && (format == .markdown || format == .html || format == .brief) {
            throw UsageError(message: "\(followName) prints text or JSON lines, not Markdown or HTML")
        }
        if everyReport && formatGiven && format != .markdown && format != .html {
            throw UsageError(message: "--every-report is for --html and --markdown, not --format \(format.rawValue)")
        }
        if follow && (format == .github || format == .sarif) {
            throw UsageError(message: "\(followName) prints text or JSON lines; --format \(format.rawValue) reports on a finished log")
        }
        if let path = junitPath, inputs.contains(path) || path == outputPath {
            throw UsageError(message: "--junit \(path) would overwrite an input or the output")
        }
        if follow && junitPath != nil {
            throw UsageError(message: "--junit writes a finished log's conflicts; run wtflayout on the saved log instead of \(followName)")
        }
        if tee && follow {
            throw UsageError(
                message: "--tee explains the input once it has ended; to watch a stream live, use tee FILE | wtflayout --follow")
        }
        if tee && format == .html && outputPath == nil {
            throw UsageError(message: "--tee --html needs -o FILE: standard output carries the input")
        }
        if let path = writeBaselinePath, inputs.contains(path) {
            throw UsageError(message: "--write-baseline \(path) would overwrite an input")
        }
        if failOn == .new && baselinePath == nil {
            throw UsageError(message: "--fail-on new needs --baseline FILE: the conflicts already known")
        }
        if follow && (baselinePath != nil || writeBaselinePath != nil) {
            throw UsageError(message: "\(followName) does not read or write baselines; run wtflayout on the saved log instead")
        }
        if follow && outputPath != nil {
            throw UsageError(message: "\(followName) prints to standard output as reports arrive; redirect it instead of -o")
        }
    }
}
