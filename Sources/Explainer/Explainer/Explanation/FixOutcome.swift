/// A conflict's fix applied to the report's model and solved again, as the
/// formats show it: the sentence, the values it was written from, and the
/// names of the views whose sizes it states.
package struct FixOutcome: Sendable {
    /// "With the fix, …".
    package let sentence: String
    package let facts: AfterFix
    /// The name of each view in `facts.sizes`, in its order.
    package let sizedViews: [String]
}
