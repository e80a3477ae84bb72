import LogParser

/// What to do about a report: which constraints to change, and how.
package struct Suggestion: Hashable, Sendable {
    package enum Action: String, Hashable, Sendable {
        /// Lower a required constraint of the app's to 999 so it gives way.
        case lowerPriority
        /// Remove the app's constraint: it can never hold.
        case remove
        /// Set `translatesAutoresizingMaskIntoConstraints = false` on the view.
        case disableAutoresizingMask
        /// The conflict lies wholly inside system views: not the app's to fix.
        case notAppCode
        /// A first-layout conflict that goes away by itself.
        case transient
        /// Nothing conflicts in what the log shows: check what it does not.
        case checkValues
        /// Keep an autoresizing mask its container needs and correct the
        /// frame it comes from (a fraction of a point off), where removing
        /// or lowering it is wrong.
        case changeConstant
        /// Give a view a frame that fits before layout: its autoresizing
        /// mask is how it is placed, and the frame is too small.
        case giveFrame
        /// Change the app's stack view (its spacing, which views it hides):
        /// the constraints are the stack's, made from its settings.
        case adjustStackView
    }

    /// Entry indices of the constraints to change (the chosen correction set).
    package let entryIndices: [Int]
    package let action: Action
    package let text: String
    /// The advice rule that chose the first conflict's change (`AdviceRule.name`);
    /// nil for a report without a conflict.
    package var rule: String? = nil
}
