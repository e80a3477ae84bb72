import LogParser

/// A frame as the code writes it (`CGRect(x: 0, y: 0, width: 240, height: rowHeight)`,
/// `.zero`): each number, nil where the code gives a name. Its mask turns
/// it into constraints on `minX`, `minY`, `width` and `height` (and the
/// middles, `midX` and `midY`, when the margins are flexible).
package struct FrameRect: Hashable, Sendable {
    package var x, y, width, height: Double?

    package static let zero = FrameRect(x: 0, y: 0, width: 0, height: 0)

    /// The number the frame gives an attribute: `.some(nil)` where it fixes
    /// the attribute by a name the code does not spell out, nil where no
    /// frame fixes it (`leading`, a baseline).
    package func value(of attribute: Attribute) -> Double?? {
        let middle = { (origin: Double?, size: Double?) in origin.flatMap { o in size.map { o + $0 / 2 } } }
        switch attribute {
        case .minX: return .some(x)
        case .minY: return .some(y)
        case .width: return .some(width)
        case .height: return .some(height)
        case .midX: return .some(middle(x, width))
        case .midY: return .some(middle(y, height))
        default: return nil
        }
    }
}

/// What a frame's or a mask's place says beyond its view: the frame's
/// numbers or the mask's printed flags, and the statement as written,
/// which a fix is said after. Immutable, and shared by reference so that
/// the many constraint sites that have none stay small to copy.
package final class FrameStatement: Hashable, Sendable {
    /// For a frame: its numbers as written.
    package let rect: FrameRect?
    /// For a mask: the `h=… v=…` texts the log may print for it; nil when
    /// the code does not spell the mask out (or only turns translation on).
    package let maskFlags: [String]?
    /// The statement, trimmed.
    package let text: String

    init(rect: FrameRect? = nil, maskFlags: [String]? = nil, text: String) {
        self.rect = rect
        self.maskFlags = maskFlags
        self.text = text
    }

    package static func == (lhs: FrameStatement, rhs: FrameStatement) -> Bool {
        lhs.rect == rhs.rect && lhs.maskFlags == rhs.maskFlags && lhs.text == rhs.text
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(rect)
        hasher.combine(maskFlags)
        hasher.combine(text)
    }
}
