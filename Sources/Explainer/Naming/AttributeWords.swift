import LogParser

/// Attributes in words: `top edge`, `horizontal center`, `leading margin`.
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
        case .engineVariable(let name): name.hasPrefix("contentHeight") ? "content height"
            : name.hasPrefix("contentWidth") ? "content width" : name
        }
    }

    static func relationWords(_ relation: LogParser.Relation) -> String {
        switch relation {
        case .equal: "equal to"
        case .greaterThanOrEqual: "at least"
        case .lessThanOrEqual: "at most"
        }
    }
}
