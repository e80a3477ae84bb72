import LogParser

/// The names and colours one report's views go by: the run's, so a view
/// seen in two reports is called the same and drawn in the same colour in
/// both, whatever the format.
package struct ViewNames: Sendable {
    /// Item key → name.
    package let names: [ItemKey: String]
    /// Item key → colour slot: the view's place in the order the run first saw views.
    package let slots: [ItemKey: Int]

    package init(names: [ItemKey: String], slots: [ItemKey: Int]) {
        self.names = names
        self.slots = slots
    }
}
