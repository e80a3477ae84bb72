import Foundation
import Testing

@testable import Command

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading on a thread of its own hands the chunks over whole and in order.
@Suite struct ReadAheadTests {
    /// A pipe written in pieces of every size: the bytes come out as written,
    /// however the reads fall.
    @Test func bytesComeOutInOrder() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let written = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 977) }
        let writer = Thread { [ends] in
            var start = 0
            var piece = 1
            while start < written.count {
                let end = min(start + piece, written.count)
                _ = written[start..<end].withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
                start = end
                piece = piece * 7 % 65_521 + 1
            }
            close(ends[1])
        }
        writer.start()
        let chunks = ReadAhead(descriptor: ends[0], chunkSize: 4_096, depth: 3)
        var read: [UInt8] = []
        reading: while true {
            switch chunks.next() {
            case .bytes(let chunk): read += chunk
            case .end: break reading
            case .failure(let error):
                Issue.record("read failed: \(error)")
                break reading
            }
        }
        chunks.close()
        close(ends[0])
        #expect(read == written)
    }

    @Test func aFailedReadIsReportedWithItsError() {
        let descriptor = open("/dev/null", O_WRONLY)
        defer { close(descriptor) }
        let chunks = ReadAhead(descriptor: descriptor, chunkSize: 4_096)
        defer { chunks.close() }
        guard case .failure(let error) = chunks.next() else {
            Issue.record("expected a failure")
            return
        }
        #expect(error == EBADF)
    }

    /// Closing before the end stops the reader, which waits with every buffer full.
    @Test func closingEarlyStopsTheReader() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("read-ahead-\(getpid()).bin")
        try Data(repeating: 7, count: 1 << 20).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let descriptor = open(url.path, O_RDONLY)
        defer { close(descriptor) }
        let chunks = ReadAhead(descriptor: descriptor, chunkSize: 4_096, depth: 2)
        guard case .bytes(let first) = chunks.next() else {
            Issue.record("expected bytes")
            return
        }
        #expect(first.count == 4_096 && first.allSatisfy { $0 == 7 })
        chunks.close()
    }
}
