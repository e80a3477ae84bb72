/// Reports of the shapes real logs hold, in about the proportions that
/// developers' pasted logs show:
/// table cells whose content does not fit the height the table gives them
/// (35 %), stack views with a hidden arranged view or a fixed size (20 %),
/// views whose autoresizing mask fights their constraints (20 %), alerts and
/// other system views (10 %), and rows of 6–30 equal views in a container
/// too narrow for them (15 %).
extension ReportTextGenerator {
    static let mixDescription = "cells 35 %, stack views 20 %, autoresizing masks 20 %, alerts 10 %, rows of 6–30 views 15 %"

    mutating func mixedReport() -> String {
        switch random.int(in: 0...99) {
        case 0..<35: tableCell(labels: random.int(in: 2...8))
        case 35..<55: stackView(arranged: random.int(in: 2...6))
        case 55..<75: autoresizingConflict()
        case 75..<85: alert()
        default: row(views: random.int(in: 6...30), containerWidth: random.int(in: 0...20) * 10 + 100)
        }
    }

    /// The real mix with rows at a quarter of the reports: rows of 6–30
    /// views 44 pt wide in containers 100–300 pt, and the other shapes in
    /// the real mix's proportions among the rest.
    mutating func quarterRowsReport() -> String {
        guard random.int(in: 0...99) >= 25 else {
            return row(views: random.int(in: 6...30), containerWidth: random.int(in: 0...20) * 10 + 100)
        }
        switch random.int(in: 0...84) {
        case 0..<35: return tableCell(labels: random.int(in: 2...8))
        case 35..<55: return stackView(arranged: random.int(in: 2...6))
        case 55..<75: return autoresizingConflict()
        default: return alert()
        }
    }

    /// `views` buttons 44 pt wide, 8 pt apart, 20 pt from both edges of a
    /// container whose width its autoresizing mask fixes.
    mutating func row(views: Int, containerWidth: Int) -> String {
        let container = "UIView:\(address())"
        var entries = ["<NSAutoresizingMaskLayoutConstraint:\(address()) h=--& v=--& \(container).width == \(containerWidth)   (active)>"]
        let buttons = (0..<views).map { "UIButton:\(address())'\($0)'" }
        for button in buttons { entries.append("<NSLayoutConstraint:\(address()) \(button).width == 44   (active)>") }
        entries.append("<NSLayoutConstraint:\(address()) H:|-(20)-[\(buttons[0])]   (active, names: '|':\(container) )>")
        for (left, right) in zip(buttons, buttons.dropFirst()) {
            entries.append("<NSLayoutConstraint:\(address()) H:[\(left)]-(8)-[\(right)]   (active)>")
        }
        entries.append("<NSLayoutConstraint:\(address()) H:[\(buttons[views - 1])]-(20)-|   (active, names: '|':\(container) )>")
        return Self.report(entries, breaking: entries[1])
    }

    /// A vertical stack view pinned to a fixed height, one arranged view
    /// hidden (its height 0) while a constraint of the app's fixes it.
    mutating func stackView(arranged: Int) -> String {
        let stack = "UIStackView:\(address())"
        let views = (0..<arranged).map { "UILabel:\(address())'Item \($0)'" }
        let hidden = random.int(in: 0...(arranged - 1))
        var entries: [String] = []
        entries.append("<NSLayoutConstraint:\(address()) 'UISV-canvas-connection' \(stack).top == \(views[0]).top   (active)>")
        entries.append(
            "<NSLayoutConstraint:\(address()) 'UISV-canvas-connection' V:[\(views[arranged - 1])]-(0)-|   (active, names: '|':\(stack) )>")
        let spacing = random.int(in: 4...16)
        for (upper, lower) in zip(views, views.dropFirst()) {
            entries.append("<NSLayoutConstraint:\(address()) 'UISV-spacing' V:[\(upper)]-(\(spacing))-[\(lower)]   (active)>")
        }
        for view in views {
            entries.append("<NSLayoutConstraint:\(address()) 'UISV-alignment' \(views[0]).leading == \(view).leading   (active)>")
        }
        entries.append("<NSLayoutConstraint:\(address()) \(views[hidden]).height == \(random.int(in: 20...60))   (active)>")
        entries.append("<NSLayoutConstraint:\(address()) 'UISV-hiding' \(views[hidden]).height == 0   (active)>")
        return Self.report(entries, breaking: entries[entries.count - 2])
    }

    /// A label whose mask fixes its frame while the app pins it to its
    /// superview's edges, in a view the window sizes.
    mutating func autoresizingConflict() -> String {
        let view = "UIView:\(address())"
        let label = "UILabel:\(address())'Total'"
        let inset = random.int(in: 8...24)
        let width = random.int(in: 0...4) * 40
        let entries = [
            "<NSAutoresizingMaskLayoutConstraint:\(address()) h=--& v=--& \(label).minX == 0   (active, names: '|':\(view) )>",
            "<NSAutoresizingMaskLayoutConstraint:\(address()) h=--& v=--& \(label).width == \(width)   (active)>",
            "<NSLayoutConstraint:\(address()) \(label).leading == \(view).leading + \(inset)   (active)>",
            "<NSLayoutConstraint:\(address()) \(label).trailing == \(view).trailing - \(inset)   (active)>",
            "<NSLayoutConstraint:\(address()) 'UIView-Encapsulated-Layout-Width' \(view).width == \([320, 375, 390, 414].randomElement(using: &random)!)   (active)>",
        ]
        return Self.report(entries, breaking: entries[2])
    }

    /// UIAlertController's own constraints against a width its mask fixes.
    mutating func alert() -> String {
        let alertView = "_UIAlertControllerView:\(address())"
        let content = "UIView:\(address())"
        let container = "UIView:\(address())"
        let entries = [
            "<NSLayoutConstraint:\(address()) H:[\(content)(\(random.int(in: 270...310)))]>",
            "<NSLayoutConstraint:\(address()) \(alertView).width == \(container).width>",
            "<NSAutoresizingMaskLayoutConstraint:\(address()) h=--& v=--& H:[\(container)(\(random.int(in: 200...260)))]>",
            "<NSLayoutConstraint:\(address()) \(alertView).width >= \(content).width>",
        ]
        return Self.report(entries, breaking: entries[0])
    }
}
