/// The names and colours one report's views go by: the run's, so a view
/// seen in two reports is called the same and drawn in the same colour in
/// both, whatever the format.
package struct ViewNames: Sendable {
    /// Item key → name.
    package let names: [String: String]
    /// Item key → colour slot: the view's place in the order the run first saw views.
    package let slots: [String: Int]

    package init(names: [String: String], slots: [String: Int]) {
        self.names = names
        self.slots = slots
    }
}
