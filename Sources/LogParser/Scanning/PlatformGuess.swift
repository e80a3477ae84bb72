/// When nothing but the constraints is left, the views' classes and the
/// system identifiers tell the platform: `UIView`, `'UISV-hiding'` are
/// UIKit's; `NSView`, `'NSWindow-current-width'` AppKit's.
enum PlatformGuess {
    static func fromClassNames(_ constraints: [ConstraintEntry]) -> Platform {
        var uiKit = 0
        var appKit = 0
        for constraint in constraints {
            if let identifier = constraint.identifier {
                if identifier.hasPrefix("UI") || identifier.hasPrefix("_UI") { uiKit += 1 }
                if identifier.hasPrefix("NS") { appKit += 1 }
            }
            for anchor in constraint.equation.anchors {
                guard let name = anchor.item.className else { continue }
                let bare = name.split(separator: ".").last.map(String.init) ?? name
                let trimmed = bare.drop { $0 == "_" }
                if trimmed.hasPrefix("UI") { uiKit += 1 }
                if trimmed.hasPrefix("NS") { appKit += 1 }
            }
        }
        if uiKit > 0 && appKit == 0 { return .uiKit }
        if appKit > 0 && uiKit == 0 { return .appKit }
        return .unknown
    }
}
