import Foundation

/// `--tee` on the 200 MB log: every byte passes through
/// unchanged, compared by checksum and byte for byte, and the analysis
/// still reaches its file.
enum TeeCase {
    static var all: [BenchCase] {
        [
            BenchCase(name: "200 MB console log through --tee: bytes passed unchanged, analysis to a file", target: "identical bytes") {
                let url = LogFileCases.writeLog(megabytes: 200, reports: 2_000, distinct: 2_000, mixed: true, seed: 24)
                return {
                    defer { LogFileCases.discard(url) }
                    // The check is the point of this case: without the command it fails, not passes.
                    guard let command = LogFileCases.command else {
                        throw BenchFailure(description: "no wtflayout built beside the bench (swift build -c release)")
                    }
                    let folder = FileManager.default.temporaryDirectory
                    let passed = folder.appendingPathComponent("wtflayout-bench-tee-\(getpid()).log")
                    let analysis = folder.appendingPathComponent("wtflayout-bench-tee-\(getpid()).md")
                    defer { for file in [passed, analysis] { try? FileManager.default.removeItem(at: file) } }
                    let (seconds, _, _) = try LogFileCases.timedRun(
                        command, ["--tee", "--markdown", "-o", analysis.path], input: url, keptOutput: passed)
                    let (inputSum, inputSize) = try checksum(url)
                    let (outputSum, outputSize) = try checksum(passed)
                    guard inputSum == outputSum, inputSize == outputSize, try sameBytes(url, passed) else {
                        throw BenchFailure(description: "--tee changed the input: \(inputSize) bytes in, \(outputSize) out")
                    }
                    let document = try String(contentsOf: analysis, encoding: .utf8)
                    guard document.contains("2000 reports") else {
                        throw BenchFailure(description: "the analysis file does not count the 2000 reports")
                    }
                    let megabytes = Double(inputSize) / 1_000_000
                    return "\(Int(megabytes)) MB passed through byte for byte (FNV-1a \(String(outputSum, radix: 16)) both) "
                        + "in \(String(format: "%.2f", seconds)) s (\(Int(megabytes / seconds)) MB/s); the analysis file counts 2000 reports"
                }
            }
        ]
    }

    /// FNV-1a over the file, and its size.
    static func checksum(_ url: URL) throws -> (UInt64, Int) {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var size = 0
        while let chunk = try handle.read(upToCount: 1 << 22), !chunk.isEmpty {
            chunk.withUnsafeBytes { bytes in
                for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            }
            size += chunk.count
        }
        return (hash, size)
    }

    static func sameBytes(_ a: URL, _ b: URL) throws -> Bool {
        let (first, second) = (try FileHandle(forReadingFrom: a), try FileHandle(forReadingFrom: b))
        defer {
            try? first.close()
            try? second.close()
        }
        while true {
            let (x, y) = (try first.read(upToCount: 1 << 22) ?? Data(), try second.read(upToCount: 1 << 22) ?? Data())
            guard x == y else { return false }
            if x.isEmpty { return true }
        }
    }
}
