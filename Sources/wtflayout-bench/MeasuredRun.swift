import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program run to its end with its own peak memory. `RUSAGE_CHILDREN`
/// holds the largest of every child so far (the 200 MB log's included),
/// and on Linux even one child's `ru_maxrss` starts from the bench's own:
/// `posix_spawn` shares the bench's memory until the exec, whose high-water
/// mark the kernel carries over. So on Linux the child's `VmHWM` (its own
/// memory's high-water mark) is read while it runs; elsewhere `wait4`'s.
enum MeasuredRun {
    struct Result {
        let seconds: Double
        let peakMegabytes: Int
        let output: String
    }

    static func run(_ program: URL, _ arguments: [String]) throws -> Result {
        let folder = FileManager.default.temporaryDirectory
        let outputFile = folder.appendingPathComponent("wtflayout-bench-measured-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let start = ContinuousClock.now
        guard posix_spawn(&pid, program.path, &actions, nil, argv, environ) == 0 else {
            throw BenchFailure(description: "could not start \(program.path)")
        }
        var status: Int32 = 0
        var usage = rusage()
        var highWater = 0
        while true {
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            guard reaped == 0 else { throw BenchFailure(description: "lost \(program.lastPathComponent)") }
            highWater = max(highWater, residentHighWater(pid))
            usleep(5_000)
        }
        let seconds = (ContinuousClock.now - start).seconds
        guard status == 0 else { throw BenchFailure(description: "\(program.lastPathComponent) exited with status \(status)") }
        #if os(Linux)
            let megabytes = highWater / 1024
        #else
            let megabytes = usage.ru_maxrss / (1024 * 1024)
        #endif
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        return Result(seconds: seconds, peakMegabytes: megabytes, output: output)
    }

    /// `VmHWM` of `/proc/PID/status`, in kB; 0 where there is none.
    private static func residentHighWater(_ pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
