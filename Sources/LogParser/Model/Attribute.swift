/// A layout attribute as printed after an item: `.top`, `.leadingMargin`,
/// `.minX` (autoresizing constraints) or an engine variable such as
/// `contentHeight{id: 28}` that a few system constraints print.
package enum Attribute: Hashable, Sendable {
    case left, right, top, bottom, leading, trailing
    case width, height, centerX, centerY
    case lastBaseline, firstBaseline, baseline
    case leftMargin, rightMargin, topMargin, bottomMargin
    case leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
    case minX, midX, maxX, minY, midY, maxY
    /// An internal engine variable, printed with its id: `contentHeight{id: 28}`.
    case engineVariable(String)

    static let byName: [String: Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom,
        "leading": .leading, "trailing": .trailing, "width": .width, "height": .height,
        "centerX": .centerX, "centerY": .centerY, "lastBaseline": .lastBaseline,
        "firstBaseline": .firstBaseline, "baseline": .baseline,
        "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin,
        "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin,
        "trailingMargin": .trailingMargin, "centerXWithinMargins": .centerXWithinMargins,
        "centerYWithinMargins": .centerYWithinMargins,
        "minX": .minX, "midX": .midX, "maxX": .maxX, "minY": .minY, "midY": .midY, "maxY": .maxY,
    ]

    package init?(name: String) {
        guard let attribute = Attribute.byName[name] else { return nil }
        self = attribute
    }

    /// The names' bytes, for the parser: comparing a few bytes is much cheaper
    /// than making a String of every attribute and hashing it.
    private static let byBytes: [(bytes: [UInt8], attribute: Attribute)] =
        byName.map { (Array($0.key.utf8), $0.value) }

    /// `Attribute(name:)` for a name's UTF-8 bytes.
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        for known in Attribute.byBytes where ByteSearch.equal(known.bytes, bytes) {
            self = known.attribute
            return
        }
        return nil
    }

    package var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .baseline: "baseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .minX: "minX"
        case .midX: "midX"
        case .maxX: "maxX"
        case .minY: "minY"
        case .midY: "midY"
        case .maxY: "maxY"
        case .engineVariable(let name): name
        }
    }

    /// The axis the attribute lives on; nil for engine variables, whose meaning
    /// the log does not say.
    package var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins,
            .minX, .midX, .maxX:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .baseline,
            .topMargin, .bottomMargin, .centerYWithinMargins, .minY, .midY, .maxY:
            .vertical
        case .engineVariable(let name):
            name.hasPrefix("contentHeight") ? .vertical : name.hasPrefix("contentWidth") ? .horizontal : nil
        }
    }

    /// Width and height measure a size; every other attribute is a position.
    package var isSize: Bool { self == .width || self == .height }
}

package enum Axis: String, Hashable, Sendable {
    case horizontal, vertical

    /// By case, not by the raw string a raw-valued enum hashes by default:
    /// view-and-axis keys are hashed by the thousand.
    package func hash(into hasher: inout Hasher) { hasher.combine(self == .horizontal) }
}
