extension CommandOptions {
    /// The options that cannot go together, each refused with the reason
    /// and what to do instead. What a format can do is its own to say (`formats`).
    func checkCombinations(_ formats: FormatCatalogue) throws(CommandFailure) {
        if textExtras.contains(.notes) && formatGiven && format != .text {
            throw CommandFailure(message: "--verbose adds to the text output; --json, --markdown and --html always hold everything")
        }
        if noSource && !sourcePaths.isEmpty {
            throw CommandFailure(message: "--no-source and --source \(sourcePaths[0]) contradict each other: give one")
        }
        if follow && inputs.count > 1 {
            throw CommandFailure(message: "\(followName) follows one stream: standard input or one file")
        }
        if follow && format.live == nil {
            throw CommandFailure(
                message:
                    "\(followName) prints \(formats.liveOnes) as reports arrive; --format \(format.name) is written from a finished log")
        }
        if everyReport && formatGiven && !format.compactsBigLogs {
            let compacting = formats.formats.filter(\.compactsBigLogs).map(\.name)
            throw CommandFailure(message: "--every-report is for \(CommandOptions.spokenList(compacting)), not \(format.name)")
        }
        if let path = junitPath, inputs.contains(path) || path == outputPath {
            throw CommandFailure(message: "--junit \(path) would overwrite an input or the output")
        }
        if follow && junitPath != nil {
            throw CommandFailure(
                message: "--junit writes a finished log's conflicts; run wtflayout on the saved log instead of \(followName)")
        }
        if tee && follow {
            throw CommandFailure(
                message: "--tee explains the input once it has ended; to watch a stream live, use tee FILE | wtflayout --follow")
        }
        if tee && format.fileExtension != nil && outputPath == nil {
            throw CommandFailure(message: "--tee --format \(format.name) needs -o FILE: standard output carries the input")
        }
        if let path = writeBaselinePath, inputs.contains(path) {
            throw CommandFailure(message: "--write-baseline \(path) would overwrite an input")
        }
        if failOn == .new && baselinePath == nil {
            throw CommandFailure(message: "--fail-on new needs --baseline FILE: the conflicts already known")
        }
        if follow && (baselinePath != nil || writeBaselinePath != nil) {
            throw CommandFailure(message: "\(followName) does not read or write baselines; run wtflayout on the saved log instead")
        }
        if follow && outputPath != nil {
            throw CommandFailure(message: "\(followName) prints to standard output as reports arrive; redirect it instead of -o")
        }
    }
}
