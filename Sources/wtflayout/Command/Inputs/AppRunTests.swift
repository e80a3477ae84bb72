import LogParser

/// Which UI test printed each line of an app's own log in a test run's
/// diagnostics. The app's output (`StandardOutputAndStandardError-<bundle
/// id>.txt`) holds no test names, only a header at each launch; the test
/// runner's log (`StandardOutputAndStandardError.txt` beside it) shows the
/// test running at each `Launch <bundle id>`. The n-th launch in one is the
/// n-th run in the other, so a run's lines are its launching test's.
struct AppRunTests {
    /// The line each run of the app starts at, 1-based, in order.
    let runStarts: [Int]
    /// The test that launched each run; as many as the runs.
    let tests: [String?]

    /// The two logs disagree on how many times the app was launched: then
    /// no line can be given a test for certain.
    struct Mismatch: Error, Equatable {
        let launches: Int
        let runs: Int
    }

    /// The app's runs (its log's `lines`) tied to the runner's launches of it.
    static func tie(appLines lines: [Substring], runnerLog: String, bundleID: String) -> Result<AppRunTests, Mismatch> {
        var starts = runStarts(in: lines)
        let tests = launchingTests(of: bundleID, in: runnerLog)
        // A log kept without its headers is one run.
        if starts.isEmpty, tests.count == 1 { starts = [1] }
        guard !tests.isEmpty, starts.count == tests.count else { return .failure(Mismatch(launches: tests.count, runs: starts.count)) }
        return .success(AppRunTests(runStarts: starts, tests: tests))
    }

    /// The test that printed the line, when it falls inside a run.
    func test(atLine line: Int) -> String? {
        guard let run = runStarts.lastIndex(where: { $0 <= line }) else { return nil }
        return tests[run]
    }

    /// How a run of the app begins in its log: `Standard output and
    /// standard error from com.example.Feed with process ID 4242 beginning at …`.
    static let runHeader = "Standard output and standard error from "

    static func runStarts(in lines: [Substring]) -> [Int] {
        lines.enumerated().compactMap { index, line in line.hasPrefix(runHeader) ? index + 1 : nil }
    }

    /// The text's lines as the scanner numbers them: a line ends at `\n`,
    /// `\r\n` or a lone `\r`.
    static func lines(of text: String) -> [Substring] {
        // By scalars: a `\r\n` is one Character, which a split at "\n" would not cut.
        var lines: [Substring] = []
        var start = text.unicodeScalars.startIndex
        var index = start
        let scalars = text.unicodeScalars
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "\n" || scalar == "\r" else {
                index = scalars.index(after: index)
                continue
            }
            lines.append(Substring(scalars[start..<index]))
            index = scalars.index(after: index)
            if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" { index = scalars.index(after: index) }
            start = index
        }
        lines.append(Substring(scalars[start...]))
        return lines
    }

    /// The test running at each launch of the app (`t = 0.09s Launch
    /// com.example.Feed`), in order; nil for a launch outside any test.
    static func launchingTests(of bundleID: String, in runnerLog: String) -> [String?] {
        var running: String?
        var tests: [String?] = []
        for line in lines(of: runnerLog) {
            switch XCTestLine(Array(line.utf8)) {
            case .caseStarted(let name): running = name
            case .caseEnded(let name) where name == running: running = nil
            case .caseEnded, .suite: break
            case nil: if isLaunch(line, of: bundleID) { tests.append(running) }
            }
        }
        return tests
    }

    /// An activity line of XCTest's: `t =`, the seconds, `Launch`, the bundle id.
    private static func isLaunch(_ line: Substring, of bundleID: String) -> Bool {
        let words = line.split(whereSeparator: \.isWhitespace)
        guard words.first == "t", words.count >= 5, words[1] == "=" else { return false }
        return words[3] == "Launch" && words[4] == bundleID
    }
}
