/// A part of Apple's frameworks whose views and constraints are private: the
/// app cannot change them, only, at times, what it hands them.
package struct AppleComponent: Hashable, Sendable {
    /// As a developer knows it: `UIAlertController`, `the keyboard's input assistant bar`.
    package let name: String
    /// What the app can still do about a conflict inside it; nil when nothing.
    package let influence: String?
    /// When a conflict spans several components, the most specific names it
    /// (a toolbar's bar buttons are the toolbar's, not "bar buttons").
    let specificity: Int

    /// `UIAlertController, whose views are private to Apple`; a name that
    /// already says so (`AppKit's private views`) is not told it again.
    package var privately: String {
        name.hasSuffix("private views") ? name : "\(name), whose views are private to Apple"
    }

    init(_ name: String, influence: String? = nil, specificity: Int = 2) {
        self.name = name
        self.influence = influence
        self.specificity = specificity
    }
}
