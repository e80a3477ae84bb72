import SeededRandom

/// The text UIKit writes to the console for one unsatisfiable layout, as in
/// the sample logs (trailing spaces on the advice lines included).
enum ConsoleReportText {
    static func render(
        _ entries: [String], breaking broken: String, linePrefix: String,
        notesAutoresizing: Bool
    ) -> String {
        var lines = [
            "\(linePrefix)Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if notesAutoresizing {
            lines.append(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
                    + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        lines.append(entries.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        lines += [
            ")",
            "",
            "Will attempt to recover by breaking constraint ",
            broken,
            "",
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// An Xcode console prefix: `2026-02-17 18:03:44.902516+0100 GroceryList[9921:612284] [LayoutConstraints] `.
    static func linePrefix(_ random: inout SplitMix64) -> String {
        let app = random.pick(["GroceryList", "Recipes", "Shelf", "MyApp", "Weather"])
        let time =
            String(format2: random.int(in: 8...22)) + ":" + String(format2: random.int(in: 0...59)) + ":"
            + String(format2: random.int(in: 0...59)) + "." + String(random.int(in: 100_000...999_999))
        return
            "2026-03-\(String(format2: random.int(in: 1...28))) \(time)+0100 \(app)[\(random.int(in: 1000...60000)):\(random.int(in: 100_000...4_000_000))] [LayoutConstraints] "
    }
}

extension String {
    /// Two digits, zero-padded.
    fileprivate init(format2 value: Int) { self = value < 10 ? "0\(value)" : "\(value)" }
}
