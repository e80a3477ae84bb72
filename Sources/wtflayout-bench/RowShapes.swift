/// Rows of views laid end to end in a container too narrow for them, in
/// the shapes real rows take: widths all equal or each its own, the
/// container a plain view, a table cell's content view or one an
/// autoresizing mask sizes, the list in order or shuffled.
struct RowShape {
    enum Widths { case equal, random }
    enum Container { case encapsulated, cell, mask }

    var views: Int
    var widths: Widths
    var container: Container
    var shuffled = false
    var edge = 8
    var gap = 8
    /// How much narrower the container is than the views and gaps.
    var short = 20

    var words: String {
        let widthWords = widths == .equal ? "44 pt wide" : "10–80 pt wide"
        let containerWords =
            switch container {
            case .encapsulated: "its encapsulated width"
            case .cell: "a cell's content view"
            case .mask: "a masked container"
            }
        return "\(views.formatted) views \(widthWords), \(short) pt short in \(containerWords)\(shuffled ? ", shuffled" : "")"
    }
}

extension ReportTextGenerator {
    mutating func row(_ shape: RowShape) -> String {
        let container =
            shape.container == .cell ? "UITableViewCellContentView:\(address())" : "MyApp.RowView:\(address())"
        let views = (0..<shape.views).map { "UIButton:\(address())'\($0)'" }
        let widths = views.map { _ in shape.widths == .equal ? 44 : random.int(in: 10...80) }
        var entries = zip(views, widths).map { "<NSLayoutConstraint:\(address()) \($0).width == \($1)   (active)>" }
        entries.append("<NSLayoutConstraint:\(address()) H:|-(\(shape.edge))-[\(views[0])]   (active, names: '|':\(container) )>")
        for (left, right) in zip(views, views.dropFirst()) {
            entries.append("<NSLayoutConstraint:\(address()) H:[\(left)]-(\(shape.gap))-[\(right)]   (active)>")
        }
        entries.append(
            "<NSLayoutConstraint:\(address()) H:[\(views[views.count - 1])]-(\(shape.edge))-|   (active, names: '|':\(container) )>")
        let width = 2 * shape.edge + widths.reduce(0, +) + shape.gap * (views.count - 1) - shape.short
        entries.append(
            shape.container == .mask
                ? "<NSAutoresizingMaskLayoutConstraint:\(address()) h=--& v=--& \(container).width == \(width)   (active)>"
                : "<NSLayoutConstraint:\(address()) 'UIView-Encapsulated-Layout-Width' \(container).width == \(width)   (active)>")
        let broken = entries[0]
        if shape.shuffled {
            for index in entries.indices.reversed() where index > 0 {
                entries.swapAt(index, random.int(in: 0...index))
            }
        }
        return Self.report(entries, breaking: broken)
    }
}

extension Int {
    /// `4,000`.
    fileprivate var formatted: String {
        let digits = String(self)
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }
}
