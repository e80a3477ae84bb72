import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Maps independent work over all cores, keeping the input's order, so the
/// result is the same as a plain `map` (reports are analysed independently).
package enum ParallelMap {
    /// Below this many items the threads cost more than they save.
    static let minimumItems = 8

    package static func map<Input: Sendable, Output: Sendable>(_ items: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        let workers = min(System.activeProcessorCount, items.count)
        guard items.count >= minimumItems, workers > 1 else { return items.map(transform) }
        let results = UnsafeMutableBufferPointer<Output>.allocate(capacity: items.count)
        let storage = SendableBuffer(results)
        items.withUnsafeBufferPointer { input in
            let source = SendableInput(buffer: input)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                var index = worker
                while index < source.buffer.count {
                    (storage.buffer.baseAddress! + index).initialize(to: transform(source.buffer[index]))
                    index += workers
                }
            }
        }
        let output = Array(results)
        results.baseAddress!.deinitialize(count: items.count)
        results.deallocate()
        return output
    }

    /// Each worker writes only its own indices, so sharing the buffer is safe.
    private struct SendableBuffer<Element>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Element>
        init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }
    }

    private struct SendableInput<Element>: @unchecked Sendable {
        let buffer: UnsafeBufferPointer<Element>
    }
}

/// The number of cores to use.
package enum System {
    package static var activeProcessorCount: Int {
        #if canImport(Glibc)
            return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
            return max(1, Int(sysconf(_SC_NPROCESSORS_ONLN)))
        #endif
    }
}
