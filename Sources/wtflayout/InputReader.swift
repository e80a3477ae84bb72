#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LogParser

/// Reads one input (a file, or standard input for "-") in chunks through a
/// `LogScanner`, so no input is ever held whole.
struct InputReader {
    static let chunkSize = 1 << 20

    struct ReadError: Error {
        let message: String
    }

    /// All reports of the input, or why it could not be read.
    static func reports(from path: String) -> Result<[Report], ReadError> {
        let isStandardInput = path == "-"
        let descriptor = isStandardInput ? 0 : open(path, O_RDONLY)
        guard descriptor >= 0 else {
            return .failure(ReadError(message: "cannot open \(path): \(String(cString: strerror(errno)))"))
        }
        defer { if !isStandardInput { close(descriptor) } }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            return .failure(ReadError(message: "cannot read \(path): it is a directory"))
        }
        let source = isStandardInput ? "<stdin>" : path
        var scanner = LogScanner(source: source)
        var reports: [Report] = []
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        var progress = ProgressLine(name: source, totalBytes: status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : nil)
        defer { progress.erase() }
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(ReadError(message: "cannot read \(path): \(String(cString: strerror(errno)))"))
            }
            if count == 0 { break }
            reports += buffer.withUnsafeBytes { scanner.scan(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            progress.update(bytes: scanner.bytesRead, reports: reports.count)
        }
        reports += scanner.finish()
        return .success(reports)
    }
}
