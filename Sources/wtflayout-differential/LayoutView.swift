/// A view or layout guide of a generated report, with its frame variables.
struct LayoutView: Hashable, Sendable {
    /// `UILabel:0x7f9e4c615d30'Title'`.
    let printed: String
    let x: Int
    let y: Int
    let width: Int
    let height: Int

    func size(_ axis: Axis) -> Int { axis == .horizontal ? width : height }

    func anchor(_ attribute: AnchorAttribute) -> Anchor { Anchor(view: self, attribute: attribute) }
}

struct Anchor: Sendable {
    let view: LayoutView
    let attribute: AnchorAttribute

    var text: String { "\(view.printed).\(attribute.rawValue)" }
}

enum AnchorAttribute: String, Sendable {
    case leading, trailing, left, right, centerX, width, top, bottom, centerY, height
    case leadingMargin, trailingMargin, topMargin, bottomMargin

    var isSize: Bool { self == .width || self == .height }

    var axis: Axis {
        switch self {
        case .leading, .trailing, .left, .right, .centerX, .width, .leadingMargin, .trailingMargin: .horizontal
        case .top, .bottom, .centerY, .height, .topMargin, .bottomMargin: .vertical
        }
    }

    static func leading(_ axis: Axis) -> AnchorAttribute { axis == .horizontal ? .leading : .top }
    static func trailing(_ axis: Axis) -> AnchorAttribute { axis == .horizontal ? .trailing : .bottom }
    static func size(_ axis: Axis) -> AnchorAttribute { axis == .horizontal ? .width : .height }
}

enum AutoresizingAttribute: String, Sendable {
    case minX, minY, width, height
}

enum Axis: Sendable {
    case horizontal, vertical

    var letter: String { self == .horizontal ? "H" : "V" }
}
