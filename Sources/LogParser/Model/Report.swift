/// One "Unable to simultaneously satisfy constraints" report found in the input.
package struct Report: Hashable, Sendable {
    /// The file it came from (`-` or `<stdin>` for standard input).
    package var source: String
    package var platform: Platform
    /// 1-based line where the report starts (its header, or its first line when the header is missing).
    package var startLine: Int
    /// 1-based line of the last line that belongs to it.
    package var endLine: Int
    /// The constraint list, in printed order; a duplicate address is kept once.
    package var entries: [ListEntry]
    /// The entry after "Will attempt to recover by breaking constraint".
    package var recovery: ListEntry?
    /// The unified log printed `<private>` instead of the constraints.
    package var isRedacted: Bool
    /// Why the report is not whole; empty when it is.
    package var gaps: [ReportGap]
    /// Problems found while reading it: unreadable entries, duplicates, cut lines.
    package var diagnostics: [Diagnostic]
    /// The process that logged it, when its first line names one
    /// (`SpringBoard[63:2914]`, `MyApp(UIKitCore)[412]`).
    package var process: String?
    /// The test that was running when it was printed, as `xcodebuild test`
    /// names it (`-[ShelfTests.LoginTests testLayout]`).
    package var testCase: String?
    /// The report's lines as they appeared, for quoting it back.
    package var lines: [SourceLine]
    /// The text it was read from, when the scanner kept it (see `ReportText`):
    /// a report with the same text is this one again.
    package var text: ReportText?

    init(source: String, startLine: Int) {
        self.source = source
        self.platform = .unknown
        self.startLine = startLine
        self.endLine = startLine
        self.entries = []
        self.recovery = nil
        self.isRedacted = false
        self.gaps = []
        self.diagnostics = []
        self.lines = []
        self.text = nil
    }

    package var isComplete: Bool { gaps.isEmpty }

    /// The parsed constraints of the list, skipping entries that could not be read.
    package var constraints: [ConstraintEntry] { entries.compactMap(\.constraint) }

    /// The list entry UIKit broke, when it is in the list.
    package var brokenEntryIndex: Int? {
        guard let address = recovery?.address else { return nil }
        return entries.firstIndex { $0.address == address }
    }
}

package enum Platform: String, Hashable, Sendable {
    case uiKit = "UIKit"
    case appKit = "AppKit"
    case unknown

    /// Who broke the constraint, in a sentence: UIKit unless the log is AppKit's.
    package var engine: String { self == .appKit ? "AppKit" : "UIKit" }
}

/// Why a report is not whole: its constraints may be more than the ones read.
package enum ReportGap: String, Hashable, Sendable {
    /// Neither the header nor the list's opening parenthesis was seen: earlier entries may be missing.
    case startMissing
    /// A header (or the recovery part) without any constraint list.
    case listMissing
    /// The list never closed: the input ended inside it.
    case listUnterminated
    /// The next report's header started inside the list.
    case interruptedByNextReport
    /// An entry was cut off mid-way (no closing `>`).
    case entryCutShort
    /// The list holds more entries than are read (`ReadingLimits`).
    case listTooLong

    /// The gap in words, for sentences about the report.
    package var words: String {
        switch self {
        case .startMissing: "its start is missing"
        case .listMissing: "no constraint list"
        case .listUnterminated: "the list is cut short"
        case .interruptedByNextReport: "the next report started inside it"
        case .entryCutShort: "an entry is cut off"
        case .listTooLong: "its list is longer than wtflayout reads"
        }
    }
}

/// A line of input as it appeared (invalid UTF-8 replaced by U+FFFD).
package struct SourceLine: Hashable, Sendable {
    package var number: Int
    package var text: String
}

/// One `<…>` entry of a report: where it is, what it says, and what was made of it.
package struct ListEntry: Hashable, Sendable {
    /// The entry as printed, from `<` to `>`.
    package var text: String
    package var line: Int
    /// 1-based column of the `<` in the original line.
    package var column: Int
    /// The parsed constraint, or why it could not be read.
    package var parsed: Result<ConstraintEntry, EntryParseError>

    init(text: String, line: Int, column: Int, parsed: Result<ConstraintEntry, EntryParseError>) {
        self.text = text
        self.line = line
        self.column = column
        self.parsed = parsed
    }

    package var constraint: ConstraintEntry? {
        if case .success(let constraint) = parsed { return constraint }
        return nil
    }

    package var failure: EntryParseError? {
        if case .failure(let error) = parsed { return error }
        return nil
    }

    /// The constraint's address, read even when the rest of the entry was not.
    package var address: String? {
        // Switching reads the one field; `constraint?.address` copied the whole constraint.
        switch parsed {
        case .success(let constraint): constraint.address
        case .failure(let error): error.address
        }
    }
}

/// Why an entry could not be read, and where in it (0-based offset in the entry text).
package struct EntryParseError: Error, Hashable, Sendable {
    package var message: String
    var offset: Int
    /// The constraint's address when the failure came after it was read.
    package var address: String?

    init(message: String, offset: Int, address: String? = nil) {
        self.message = message
        self.offset = offset
        self.address = address
    }
}
