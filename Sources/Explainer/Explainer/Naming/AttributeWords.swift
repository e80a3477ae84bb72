import ConstraintSolving
import LayoutAnalysis
import LogParser

/// Attributes in words: `top edge`, `horizontal center`, `leading margin`,
/// and offsets between edges (`24 pt after`, `8 pt above`).
enum AttributeWords {
    static func words(_ attribute: Attribute) -> String {
        switch attribute {
        case .left, .minX: "left edge"
        case .right, .maxX: "right edge"
        case .top, .minY: "top edge"
        case .bottom, .maxY: "bottom edge"
        case .leading: "leading edge"
        case .trailing: "trailing edge"
        case .width: "width"
        case .height: "height"
        case .centerX, .midX: "horizontal center"
        case .centerY, .midY: "vertical center"
        case .lastBaseline, .baseline: "last baseline"
        case .firstBaseline: "first baseline"
        case .leftMargin: "left margin"
        case .rightMargin: "right margin"
        case .topMargin: "top margin"
        case .bottomMargin: "bottom margin"
        case .leadingMargin: "leading margin"
        case .trailingMargin: "trailing margin"
        case .centerXWithinMargins: "horizontal center within the margins"
        case .centerYWithinMargins: "vertical center within the margins"
        case .engineVariable(let name):
            name.hasPrefix("contentHeight")
                ? "content height"
                : name.hasPrefix("contentWidth") ? "content width" : name
        }
    }

    /// Leading and trailing follow the reading direction; left and right do not.
    static func isDirectional(_ attribute: Attribute) -> Bool {
        switch attribute {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// `44 pt narrower than`, `6 pt taller than`, `as wide as`: how one
    /// view's width or height compares with another's, never a place.
    static func sizeOffset(_ value: Double, height: Bool) -> String {
        if abs(value) < Numerics.layoutResolution { return height ? "as tall as" : "as wide as" }
        let comparison = value > 0 ? (height ? "taller" : "wider") : (height ? "shorter" : "narrower")
        return "\(NumberText.prose(abs(value))) pt \(comparison) than"
    }

    /// `24 pt after`, `8 pt above`, `level with`: where one edge sits from
    /// another (after = towards trailing, below = down the screen).
    static func offset(_ value: Double, axis: Axis, directional: Bool) -> String {
        if abs(value) < Numerics.layoutResolution { return "level with" }
        let direction: String
        switch axis {
        case .horizontal where directional: direction = value > 0 ? "after" : "before"
        case .horizontal: direction = value > 0 ? "to the right of" : "to the left of"
        case .vertical: direction = value > 0 ? "below" : "above"
        }
        return "\(NumberText.prose(abs(value))) pt \(direction)"
    }
}
