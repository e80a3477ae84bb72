/// Where `--html` writes on a terminal: `crash.log` → `crash.html` in the
/// current directory; standard input → `wtflayout-report.html`.
enum HTMLDefaultName {
    static func forInput(_ input: String) -> String {
        guard input != "-" else { return "wtflayout-report.html" }
        let file = input.split(separator: "/").last.map(String.init) ?? input
        let stem = file.contains(".") ? String(file[..<file.lastIndex(of: ".")!]) : file
        return (stem.isEmpty ? "wtflayout-report" : stem) + ".html"
    }
}
