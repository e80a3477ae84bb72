import Foundation
import Testing

@testable import Command

/// Parts of a document wait in the spool until the end of the input.
@Suite struct TextSpoolTests {
    /// Stored from several threads at once, every text comes back whole:
    /// long ones from the file, short ones from memory.
    @Test func textsComeBackAsStored() throws {
        let spool = TextSpool(directory: NSTemporaryDirectory())
        let texts = (0..<400).map { index in
            String(repeating: "report \(index) — «\(index)» ", count: index % 3 == 0 ? 1 : 40 + index)
        }
        let stored = Places(count: texts.count)
        DispatchQueue.concurrentPerform(iterations: texts.count) { index in
            stored.set(index, spool.store(texts[index]))
        }
        for (index, text) in texts.enumerated() {
            let place = stored.get(index)
            #expect(try spool.text(place) == text)
            switch place {
            case .file: #expect(text.utf8.count >= 256)
            case .memory: #expect(text.utf8.count < 256)
            }
        }
    }

    private final class Places: @unchecked Sendable {
        private var places: [TextSpool.Stored]
        private let lock = NSLock()
        init(count: Int) { places = Array(repeating: .memory(""), count: count) }
        func set(_ index: Int, _ place: TextSpool.Stored) { lock.withLock { places[index] = place } }
        func get(_ index: Int) -> TextSpool.Stored { lock.withLock { places[index] } }
    }
}
