import SeededRandom

/// Console text with conflict reports in the real format, generated from a
/// seed so every run times the same input.
struct ReportTextGenerator {
    var random: SplitMix64
    private var nextAddress: UInt64 = 0x6000_0000_1000

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func address() -> String {
        nextAddress += 0x50
        return "0x" + String(nextAddress, radix: 16)
    }

    static let header = """
        2026-03-01 10:00:00.123456+0100 Recipes[4821:1193456] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        (
        """

    static func report(_ entries: [String], breaking broken: String) -> String {
        header + "\n" + entries.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
            + "Will attempt to recover by breaking constraint \n\(broken)\n\n"
            + "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
            + "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.\n"
    }

    /// A table cell whose stacked labels do not fit the height the table view
    /// gives it: `labels` rows of top/height/leading/trailing, 11–43 constraints.
    mutating func tableCell(labels: Int) -> String {
        let cell = "UITableViewCellContentView:\(address())"
        var entries: [String] = []
        var previous: String?
        var total = 0
        for row in 0..<labels {
            let label = "UILabel:\(address())'Row \(row)'"
            let gap = random.int(in: 4...16)
            let height = random.int(in: 17...40)
            total += gap + height
            if let previous {
                entries.append("<NSLayoutConstraint:\(address()) V:[\(previous)]-(\(gap))-[\(label)]   (active)>")
            } else {
                entries.append("<NSLayoutConstraint:\(address()) V:|-(\(gap))-[\(label)]   (active, names: '|':\(cell) )>")
            }
            entries.append("<NSLayoutConstraint:\(address()) \(label).height == \(height)   (active)>")
            entries.append("<NSLayoutConstraint:\(address()) H:|-(16)-[\(label)]   (active, names: '|':\(cell) )>")
            entries.append("<NSLayoutConstraint:\(address()) H:[\(label)]-(16)-|   (active, names: '|':\(cell) )>")
            if random.int(in: 0...2) == 0 {
                entries.append("<NSLayoutConstraint:\(address()) \(label).width >= 40 @750   (active)>")
            }
            previous = label
        }
        let bottom = random.int(in: 4...16)
        total += bottom
        entries.append("<NSLayoutConstraint:\(address()) V:[\(previous!)]-(\(bottom))-|   (active, names: '|':\(cell) )>")
        // Shorter than any label, so each cell holds exactly one minimal conflict.
        let shortBy = random.int(in: 1...16)
        entries.append(
            "<NSLayoutConstraint:\(address()) 'UIView-Encapsulated-Layout-Height' \(cell).height == \(total - shortBy)   (active)>")
        entries.append("<NSLayoutConstraint:\(address()) 'UIView-Encapsulated-Layout-Width' \(cell).width == 375   (active)>")
        return Self.report(entries, breaking: entries[1])
    }

    /// One horizontal chain of `views` views, 10 pt wider than its container.
    mutating func chain(views: Int) -> String {
        let container = "UIView:\(address())"
        var entries: [String] = []
        var previous: String?
        for _ in 0..<views {
            let view = "UIView:\(address())"
            if let previous {
                entries.append("<NSLayoutConstraint:\(address()) H:[\(previous)]-(1)-[\(view)]   (active)>")
            } else {
                entries.append("<NSLayoutConstraint:\(address()) H:|-(1)-[\(view)]   (active, names: '|':\(container) )>")
            }
            entries.append("<NSLayoutConstraint:\(address()) \(view).width == 1   (active)>")
            previous = view
        }
        entries.append("<NSLayoutConstraint:\(address()) H:[\(previous!)]-(1)-|   (active, names: '|':\(container) )>")
        entries.append("<NSLayoutConstraint:\(address()) \(container).width == \(2 * views + 1 - 10)   (active)>")
        return Self.report(entries, breaking: entries[1])
    }

    /// Several independent too-tall cells listed in one report.
    mutating func manyCells(_ count: Int, labels: Int) -> String {
        var entries: [String] = []
        for _ in 0..<count {
            let cell = tableCell(labels: labels)
            entries += cell.split(separator: "\n").filter { $0.hasPrefix("    \"<") }.map {
                String($0.dropFirst(5).prefix { $0 != "\"" })
            }
        }
        return Self.report(entries, breaking: entries[0])
    }
}
