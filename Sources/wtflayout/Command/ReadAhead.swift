import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a descriptor on a thread of its own, a few chunks ahead of the
/// scanner: the kernel's copy of the next chunks runs on the other core
/// while this one is scanned (on a large log of repeats the copy was a
/// quarter of the reading thread's time).
///
/// `@unchecked Sendable`: the state below is only touched with `condition` held.
final class ReadAhead: @unchecked Sendable {
    enum Chunk {
        /// Valid until the next call to `next()`.
        case bytes(UnsafeRawBufferPointer)
        case end
        /// `read` failed with this `errno`.
        case failure(Int32)
    }

    private let condition = NSCondition()
    private var free: [UnsafeMutableRawBufferPointer]
    /// Read and not yet handed out, oldest first.
    private var filled: [(buffer: UnsafeMutableRawBufferPointer, count: Int)] = []
    /// Handed out by the last `next()`.
    private var handedOut: UnsafeMutableRawBufferPointer?
    /// How reading ended, once it has.
    private var ending: Chunk?
    private var stopping = false
    private var readerFinished = false

    init(descriptor: Int32, chunkSize: Int, depth: Int = 4) {
        precondition(chunkSize > 0 && depth > 0, "a read-ahead needs a buffer to read into")
        free = (0..<depth).map { _ in .allocate(byteCount: chunkSize, alignment: 16) }
        Thread { [self] in readLoop(descriptor) }.start()
    }

    /// The next chunk, in input order; waits for it.
    func next() -> Chunk {
        condition.lock()
        defer { condition.unlock() }
        if let buffer = handedOut {
            free.append(buffer)
            handedOut = nil
            condition.broadcast()
        }
        while filled.isEmpty && ending == nil { condition.wait() }
        guard !filled.isEmpty else { return ending! }
        let (buffer, count) = filled.removeFirst()
        handedOut = buffer
        return .bytes(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
    }

    /// Stops reading (if it has not ended), waits for the thread, frees the
    /// buffers; `next()` then says `.end`. Call it before closing the
    /// descriptor, and only once reading has ended or the descriptor cannot
    /// block: it waits for a `read` under way to return.
    func close() {
        condition.lock()
        if ending == nil { ending = .end }
        stopping = true
        condition.broadcast()
        while !readerFinished { condition.wait() }
        for buffer in free + filled.map(\.buffer) + (handedOut.map { [$0] } ?? []) { buffer.deallocate() }
        (free, filled, handedOut) = ([], [], nil)
        condition.unlock()
    }

    private func readLoop(_ descriptor: Int32) {
        condition.lock()
        defer {
            readerFinished = true
            condition.broadcast()
            condition.unlock()
        }
        while true {
            while free.isEmpty && !stopping { condition.wait() }
            if stopping { return }
            let buffer = free.removeLast()
            condition.unlock()
            var count: Int
            repeat { count = read(descriptor, buffer.baseAddress, buffer.count) } while count < 0 && errno == EINTR
            let error = errno
            condition.lock()
            guard count > 0 else {
                free.append(buffer)
                ending = count == 0 ? .end : .failure(error)
                return
            }
            filled.append((buffer, count))
            condition.broadcast()
        }
    }
}
