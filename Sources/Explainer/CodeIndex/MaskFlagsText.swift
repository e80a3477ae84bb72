import Foundation

/// The `h=-&- v=--&` text a log prints for an autoresizing mask the code
/// writes (`[.flexibleWidth, .flexibleHeight]`,
/// `UIViewAutoresizingFlexibleLeftMargin | …`, `NSViewWidthSizable`): per
/// axis, the leading margin, the size and the trailing margin, `&` where
/// flexible. A mask with nothing flexible on an axis prints its trailing
/// margin flexible (`--&`; older systems `---`), so a mask with only the
/// trailing margin flexible prints the same.
enum MaskFlagsText {
    /// Every text the log may print for the mask written in `expression`;
    /// nil when the expression is no list of the flags' names (a variable).
    static func printed(_ expression: String) -> [String]? {
        let names = expression.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
        // `[]` is no flag at all; an empty text is no mask.
        guard !names.isEmpty || expression.trimmingCharacters(in: .whitespaces) == "[]" else { return nil }
        var flags: Set<Flag> = []
        for name in names {
            if let flag = Self.flags[name] {
                flags.insert(flag)
            } else if !Self.neutral.contains(name) {
                return nil
            }
        }
        let horizontal = axis(flags.contains(.left), flags.contains(.width), flags.contains(.right))
        // AppKit's y runs up: which end its printed v starts from is not certain, so both orders agree.
        let isAppKit = names.contains {
            $0.hasPrefix("NSView") || ["width", "height", "minXMargin", "maxXMargin", "minYMargin", "maxYMargin"].contains($0)
        }
        var vertical = axis(flags.contains(.top), flags.contains(.height), flags.contains(.bottom))
        if isAppKit {
            vertical = Array(Set(vertical + axis(flags.contains(.bottom), flags.contains(.height), flags.contains(.top)))).sorted()
        }
        return horizontal.flatMap { h in vertical.map { "h=\(h) v=\($0)" } }
    }

    private enum Flag: Hashable {
        case left, width, right, top, height, bottom
    }

    /// Each flag by the names UIKit and AppKit give it, in Swift and in
    /// Objective-C.
    private static let flags: [String: Flag] = [
        "flexibleLeftMargin": .left, "UIViewAutoresizingFlexibleLeftMargin": .left, "minXMargin": .left, "NSViewMinXMargin": .left,
        "flexibleWidth": .width, "UIViewAutoresizingFlexibleWidth": .width, "width": .width, "NSViewWidthSizable": .width,
        "flexibleRightMargin": .right, "UIViewAutoresizingFlexibleRightMargin": .right, "maxXMargin": .right,
        "NSViewMaxXMargin": .right, "flexibleTopMargin": .top, "UIViewAutoresizingFlexibleTopMargin": .top,
        "maxYMargin": .top, "NSViewMaxYMargin": .top, "flexibleHeight": .height, "UIViewAutoresizingFlexibleHeight": .height,
        "height": .height, "NSViewHeightSizable": .height, "flexibleBottomMargin": .bottom,
        "UIViewAutoresizingFlexibleBottomMargin": .bottom, "minYMargin": .bottom, "NSViewMinYMargin": .bottom,
    ]

    /// Words of the expression that are no flag and add none: the list's
    /// own (`UIViewAutoresizing`, `rawValue`) and the names of no flag.
    private static let neutral: Set<String> = [
        "UIView", "NSView", "AutoresizingMask", "UIViewAutoresizing", "rawValue", "init", "UIViewAutoresizingNone",
        "NSViewNotSizable", "0",
    ]

    /// One axis's printed texts: its three places, or the trailing margin flexible when none is.
    private static func axis(_ leading: Bool, _ size: Bool, _ trailing: Bool) -> [String] {
        guard leading || size || trailing else { return ["---", "--&"] }
        return [[leading, size, trailing].map { $0 ? "&" : "-" }.joined()]
    }
}
