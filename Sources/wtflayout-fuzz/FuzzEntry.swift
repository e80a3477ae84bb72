import Explainer
import LogParser
import Rendering

#if canImport(Glibc)
    import Glibc
#endif

/// The fuzz body: any bytes through the whole pipeline as the command runs
/// it — scanning in two chunks split where the input says, grouping and
/// analysis in the pool, each format's parts rendered there and the
/// document written from them. A crash, a hang or a trap here is a bug.
func exercise(_ bytes: UnsafeRawBufferPointer, wholePipeline: Bool) {
    let split = bytes.isEmpty ? 0 : Int(bytes[0]) % bytes.count
    let reports = scanned(bytes, cutAt: [split])
    // What is read must not depend on the chunks: read whole, and in chunks
    // too small for a verbatim repeat to be skipped unread.
    guard reports == scanned(bytes, cutAt: []),
        reports == scanned(bytes, cutAt: Array(stride(from: 61, to: bytes.count, by: 61)))
    else {
        fatalError("the reports read depend on how the input was cut into chunks")
    }
    guard wholePipeline else { return }
    let formats: [any DocumentFormat] = [TextRenderer(), JSONRenderer(), MarkdownRenderer(), HTMLRenderer(title: "fuzz")]
    // Each report analysed once, every format's part rendered from it.
    let grouper = DistinctReports { analysis in formats.map { $0.part(analysis) } }
    grouper.add(reports)
    let groups = grouper.groups()
    for (column, format) in formats.enumerated() {
        let parts = groups.map { RenderedReport<String>.Group(kept: $0.kept[column], alsoAtLines: $0.alsoAtLines) }
        format.write(parts, diagnostics: reports.flatMap(\.diagnostics), text: { $0 }, to: { _ in })
    }
}

/// The reports in `bytes`, fed to the scanner in chunks cut at `cuts`.
func scanned(_ bytes: UnsafeRawBufferPointer, cutAt cuts: [Int]) -> [Report] {
    var scanner = LogScanner(source: "fuzz.log")
    var reports: [Report] = []
    var start = 0
    for end in cuts + [bytes.count] where end >= start {
        reports += scanner.scan(UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
        start = end
    }
    return reports + scanner.finish()
}

#if FUZZING
    /// libFuzzer's driver (compiler-rt, LLVM 11+). SwiftPM links executables with
    /// `main` aliased to `wtflayout_fuzz_main`, so libFuzzer's own `main` is not
    /// used; this entry point starts the driver instead.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32

    @_cdecl("wtflayout_fuzz_main")
    func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        var count = argc
        var arguments = argv
        return runFuzzerDriver(&count, &arguments) { data, size in
            guard let data else { return 0 }
            // FUZZ_PARSER_ONLY stops after scanning: the parser alone is fuzzed faster.
            exercise(UnsafeRawBufferPointer(start: data, count: size), wholePipeline: getenv("FUZZ_PARSER_ONLY") == nil)
            return 0
        }
    }
#else
    import Foundation

    /// A plain build replays files (crash reproducers, the regression corpus)
    /// through the same body: `wtflayout-fuzz FILE...`.
    @main
    struct Replay {
        static func main() {
            for path in CommandLine.arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                data.withUnsafeBytes { exercise($0, wholePipeline: true) }
                print("ok \(path)")
            }
        }
    }
#endif
