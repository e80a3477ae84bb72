extension AdviceRule {
    /// The same constraint twice (same views, attributes,
    /// relation, constant and multiplier) was added twice, by code that runs
    /// more than once; one copy goes. In a conflict that is never the fix:
    /// with either copy gone the other says the same, and the conflict stays
    /// (a fix is checked before it is said). So the copy is named in a note
    /// beside the fix a later rule gives (`AdviceBuilder.caveats`), and this
    /// rule decides only a report with no conflict to show
    /// (`SuggestionBuilder`), where its name is the suggestion's.
    static let duplicate = AdviceRule(
        "duplicate",
        summary: "The same constraint listed twice was added twice (code that runs more than once): remove one copy. "
            + "In a conflict, removing a copy ends nothing (the other says the same): the copy is named in a note "
            + "beside the fix."
    ) { _ in nil }
}
