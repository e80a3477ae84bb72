import Explainer
import LogParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads each file (or stdin) in chunks and prints the reports found in it.
/// The explanation comes with the Explainer; for now the parse is shown.
func printError(_ message: String) {
    let text = "wtflayout: \(message)\n"
    _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let wantsJSON = arguments.contains("--json")
let files = arguments.filter { $0 != "--json" }
let paths = files.isEmpty ? ["-"] : files
var exitCode: Int32 = 0
var allGroups: [ReportGroup] = []
var allDiagnostics: [Diagnostic] = []

for path in paths {
    let isStdin = path == "-"
    let descriptor = isStdin ? 0 : open(path, O_RDONLY)
    guard descriptor >= 0 else {
        printError("cannot open \(path): \(String(cString: strerror(errno)))")
        exitCode = 2
        continue
    }
    let source = isStdin ? "<stdin>" : path
    var scanner = LogScanner(source: source)
    var reports: [Report] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        reports += buffer.withUnsafeBytes { scanner.scan(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
    }
    reports += scanner.finish()
    if !isStdin { close(descriptor) }
    if reports.isEmpty {
        printError("\(source): no Auto Layout conflict report found")
    }
    allGroups += ReportGroup.group(reports)
    allDiagnostics += reports.flatMap(\.diagnostics)
}
if wantsJSON {
    print(JSONRenderer.document(groups: allGroups, diagnostics: allDiagnostics).serialized(indent: "  "))
} else {
    print(TextRenderer().render(allGroups), terminator: "")
}
exit(exitCode)
