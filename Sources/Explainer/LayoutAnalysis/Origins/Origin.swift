/// Who made a constraint: the app, or one of the system's mechanisms. It
/// decides what the user can do about it, and which constraint to advise
/// dropping (the app's, before the system's).
package enum Origin: String, Hashable, Sendable, CaseIterable {
    case app
    case autoresizingMask
    /// A table or collection view fixing its cell's size (`UIView-Encapsulated-Layout-*`).
    case cellSize
    /// The engine sizing a view for the first time (`_UITemporaryLayoutWidth`).
    case temporarySize
    case stackView
    case layoutMargins
    case safeArea
    case keyboard
    /// The legacy top/bottom layout guides (`_UILayoutSupportConstraint`).
    case layoutGuide
    case window
    /// Any other system view: bars, alerts, text views' internals, Interface Builder placeholders.
    case systemView
}
