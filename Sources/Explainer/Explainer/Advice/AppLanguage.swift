import LayoutAnalysis
import LogParser

/// The language the app's code is written in, as far as a report shows:
/// the one dialect a short output writes the fix in. Swift prints the
/// app's classes with their module (`Recipes.CardView`) and SnapKit's
/// constraints are Swift; Masonry's are Objective-C, and so is an app
/// whose own classes all print bare (`RecipeCell`). Without either sign,
/// Swift, the language of new code.
package enum AppLanguage: Sendable {
    case swift
    case objectiveC

    package init(_ report: Report) {
        // A sign of Swift anywhere wins over Masonry's.
        var isMasonry = false
        var classes = Set<String>()
        var lastClass: String?
        for entry in report.entries {
            guard let constraint = entry.constraint else { continue }
            if constraint.sourceLocation != nil || constraint.className.hasPrefix("SnapKit.") {
                self = .swift
                return
            }
            if constraint.className.hasPrefix("MAS") { isMasonry = true }
            if isMasonry { continue }
            // Each class once: a row of sixty buttons is one class, read in place.
            constraint.equation.forEachAnchor { anchor in
                guard let name = anchor.item.className, name != lastClass else { return }
                lastClass = name
                classes.insert(name)
            }
        }
        if isMasonry {
            self = .objectiveC
            return
        }
        let appClasses = classes.filter(Ownership.isAppClass)
        let isSwift = { (name: String) in name.utf8.contains(UInt8(ascii: ".")) || name.hasPrefix("_Tt") }
        self = !appClasses.isEmpty && !appClasses.contains(where: isSwift) ? .objectiveC : .swift
    }

    /// The code dialect of this language.
    var dialect: CodeFix.Dialect { self == .swift ? .swift : .objectiveC }
}
