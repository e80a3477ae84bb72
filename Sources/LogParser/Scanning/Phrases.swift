/// The fixed sentences UIKit and AppKit print around a constraint list.
enum Phrases {
    /// Every report line worth a closer look holds this; the scanner skips
    /// all other lines at memory speed. ("Constraint", "constraints", …)
    static let trigger = Array(ascii: "nstraint")

    static let header = Array(ascii: "Unable to simultaneously satisfy constraints")
    /// Then ` constraint` and the entry on the next line, or (recent AppKit)
    /// the entry on this one: `…breaking <NSLayoutConstraint:0x… …>.`
    static let recovery = Array(ascii: "Will attempt to recover by breaking")
    static let recoveryNoun = Array(ascii: " constraint")
    static let redacted = Array(ascii: "<private>")

    /// A preamble sentence: where it starts, and what ends it when it is on one line.
    struct Sentence {
        let start: [UInt8]
        let end: [UInt8]?
    }

    static let preamble: [Sentence] = [
        Sentence(start: Array(ascii: "Probably at least one of the constraints"), end: Array(ascii: "don't want.")),
        Sentence(start: Array(ascii: "Try this:"), end: nil),
        Sentence(start: Array(ascii: "(1) look at each constraint"), end: Array(ascii: ";")),
        Sentence(start: Array(ascii: "(2) find the code that added"), end: Array(ascii: "fix it.")),
        Sentence(
            start: Array(ascii: "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"),
            end: Array(ascii: "translatesAutoresizingMaskIntoConstraints)")),
        // The tail of the note when a paste wrapped it onto its own line.
        Sentence(start: Array(ascii: "translatesAutoresizingMaskIntoConstraints)"), end: nil),
    ]

    /// The shortest text any landmark phrase needs (`Try this:`, `<private>`):
    /// a line with less beside its entries holds none.
    static let shortest = ([header, recovery, redacted] + preamble.map(\.start) + trailers.map(\.phrase)).map(\.count).min()!

    static let trailers: [(phrase: [UInt8], platform: Platform)] = [
        (Array(ascii: "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints"), .uiKit),
        (Array(ascii: "The methods in the UIConstraintBasedLayoutDebugging category"), .uiKit),
        (Array(ascii: "Break on objc_exception_throw to catch this in the debugger"), .uiKit),
        (Array(ascii: "Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints"), .appKit),
        (Array(ascii: "set a symbolic breakpoint on LAYOUT_CONSTRAINTS_NOT_SATISFIABLE"), .appKit),
    ]
}
