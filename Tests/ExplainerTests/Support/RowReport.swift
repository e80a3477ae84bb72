/// A row of `views` buttons, each 44 pt wide (or as `widths` says), 8 pt
/// apart and 20 pt from both edges of a container whose autoresizing mask
/// fixes its width, a shape that once got wrong answers. Its minimal
/// conflicts are known in closed form, so every answer can be checked exactly.
struct RowReport {
    let views: Int
    let containerWidth: Int
    let widths: [Int]

    init(views: Int, containerWidth: Int) {
        self.init(widths: Array(repeating: 44, count: views), containerWidth: containerWidth)
    }

    init(widths: [Int], containerWidth: Int) {
        views = widths.count
        self.containerWidth = containerWidth
        self.widths = widths
    }

    /// Entry indices: the container's width first, then the widths, the
    /// leading edge, the gaps and the trailing edge.
    var widthEntries: Range<Int> { 1..<(1 + views) }
    /// The container's width, the edges and the gaps: in every conflict.
    var chainEntries: [Int] { [0] + Array((1 + views)...(2 * views + 1)) }

    /// What the edges and gaps take alone.
    var spacing: Int { 40 + 8 * (views - 1) }
    /// Pinned at both edges, the row must fill its container exactly.
    var fits: Bool { spacing + 44 * views == containerWidth }
    /// How many widths a conflict needs: to overflow the container, none when
    /// the spacing alone does (widths cannot be negative), else just enough;
    /// to fall short of it, every one (any width left free could fill it).
    /// With 44 pt views.
    var widthsNeeded: Int {
        if spacing + 44 * views < containerWidth { return views }
        return spacing > containerWidth ? 0 : (containerWidth - spacing) / 44 + 1
    }

    /// How many minimal conflicts an overflowing row has, by brute force
    /// over its sets of widths: those too wide for the room the spacing
    /// leaves, and no longer so once any one is dropped.
    var overflowingSets: Int {
        let room = containerWidth - spacing
        return (1..<(1 << views)).count { mask in
            let chosen = widths.indices.filter { mask & (1 << $0) != 0 }.map { widths[$0] }
            let total = chosen.reduce(0, +)
            return total > room && total - chosen.min()! <= room
        }
    }

    var text: String {
        let container = "UIView:0x7f0000000010"
        let buttons = (0..<views).map { "UIButton:0x7f00000\(String(0x1000 + $0, radix: 16))" }
        var entries = ["<NSAutoresizingMaskLayoutConstraint:0x600000000001 h=--& v=--& \(container).width == \(containerWidth)   (active)>"]
        var address = 0x6000_0000_0100
        func next() -> String {
            address += 0x10
            return "0x" + String(address, radix: 16)
        }
        for (button, width) in zip(buttons, widths) {
            entries.append("<NSLayoutConstraint:\(next()) \(button).width == \(width)   (active)>")
        }
        entries.append("<NSLayoutConstraint:\(next()) H:|-(20)-[\(buttons[0])]   (active, names: '|':\(container) )>")
        for (left, right) in zip(buttons, buttons.dropFirst()) {
            entries.append("<NSLayoutConstraint:\(next()) H:[\(left)]-(8)-[\(right)]   (active)>")
        }
        entries.append("<NSLayoutConstraint:\(next()) H:[\(buttons[views - 1])]-(20)-|   (active, names: '|':\(container) )>")
        return "Unable to simultaneously satisfy constraints.\n(\n" + entries.map { "    \"\($0)\"" }.joined(separator: ",\n")
            + "\n)\n\nWill attempt to recover by breaking constraint \n\(entries[1])\n"
    }
}
