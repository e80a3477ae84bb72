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
        let constraints = report.constraints
        if constraints.contains(where: { $0.sourceLocation != nil || $0.className.hasPrefix("SnapKit.") }) {
            self = .swift
            return
        }
        if constraints.contains(where: { $0.className.hasPrefix("MAS") }) {
            self = .objectiveC
            return
        }
        // Each class once: a row of sixty buttons is one class.
        let appClasses = Set(constraints.flatMap { $0.equation.anchors.compactMap(\.item.className) }).filter(Ownership.isAppClass)
        let isSwift = { (name: String) in name.utf8.contains(UInt8(ascii: ".")) || name.hasPrefix("_Tt") }
        self = !appClasses.isEmpty && !appClasses.contains(where: isSwift) ? .objectiveC : .swift
    }

    /// The code dialect of this language.
    var dialect: CodeFix.Dialect { self == .swift ? .swift : .objectiveC }
}
