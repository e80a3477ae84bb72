/// Where a format that is a file to attach (`--html`) writes on a terminal:
/// `crash.log` → `crash.html` in the current directory; standard input →
/// `wtflayout-report.html`.
enum DefaultOutputName {
    static func forInput(_ input: String, fileExtension: String) -> String {
        guard input != "-" else { return "wtflayout-report." + fileExtension }
        let file = input.split(separator: "/").last.map(String.init) ?? input
        let stem = file.contains(".") ? String(file[..<file.lastIndex(of: ".")!]) : file
        return (stem.isEmpty ? "wtflayout-report" : stem) + "." + fileExtension
    }
}
