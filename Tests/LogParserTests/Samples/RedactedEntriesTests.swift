import Foundation
import Testing

@testable import LogParser

/// The unified log may withhold single entries or views (`<private>`) of a
/// list it otherwise prints: those are read as unreadable entries and unnamed
/// views, and the report as the rest shows it, not as one wholly redacted.
struct RedactedEntriesTests {
    private func report(_ text: String) throws -> Report {
        var scanner = LogScanner(source: "paste")
        return try #require((scanner.scan(Array(text.utf8)) + scanner.finish()).first)
    }

    private static let header = "Ledger: (AppKit) [com.apple.AppKit:Layout] Unable to simultaneously satisfy constraints:\n"

    @Test func aWithheldEntryIsOneUnreadableEntryOfTheList() throws {
        let report = try report(
            Self.header + "(\n"
                + "    \"<NSLayoutConstraint:0x600003b1d1d0 NSImageView:0x13b70e5a0.width == 140   (active)>\",\n"
                + "    \"<private>\",\n" + ")\n\nWill attempt to recover by breaking constraint \n<private>\n")
        #expect(!report.isRedacted)
        #expect(
            report.entries.map(\.text) == [
                "<NSLayoutConstraint:0x600003b1d1d0 NSImageView:0x13b70e5a0.width == 140   (active)>", "<private>",
            ])
        #expect(report.entries[1].failure?.message == "the log withheld this constraint (<private>)")
        #expect(report.entries[1].line == 4)
        #expect(report.recovery == nil)
    }

    @Test func aListOfWithheldEntriesAloneIsRedacted() throws {
        let report = try report(Self.header + "(\n    \"<private>\",\n    \"<private>\"\n)\n")
        #expect(report.isRedacted)
    }

    @Test func aWithheldViewInsideAnIndentedEntryStaysInTheEntry() throws {
        // Padding enough for the line to be searched for phrases: the `<private>` is still the entry's.
        let report = try report(
            Self.header + "(\n            \"<NSLayoutConstraint:0x600003b1d230 <private>.width == 120   (active)>\",        \n"
                + "    \"<NSLayoutConstraint:0x600003b1d1d0 NSImageView:0x13b70e5a0.width == 140   (active)>\"\n)\n")
        #expect(report.entries.map(\.text).allSatisfy { $0.hasPrefix("<NSLayoutConstraint:") })
        #expect(report.entries.count == 2)
        #expect(report.gaps.isEmpty)
    }

    @Test func aWithheldViewIsAnUnnamedViewOfItsOwn() throws {
        let report = try report(
            Self.header + "(\n    \"<NSLayoutConstraint:0x600003b1d230 <private>.width == 120   (active)>\"\n)\n")
        #expect(!report.isRedacted)
        #expect(report.entries.count == 1)
        #expect(
            report.diagnostics.map(\.message).contains(
                "the log withheld a view here (<private>): this constraint ties it to no other, so it is left out"))
    }
}
