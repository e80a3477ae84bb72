/// Whose a report's conflicts are, as a CI job asks it: is there something
/// for the app's developers to fix?
package enum ReportOwner: String, Sendable {
    /// A conflict involves the app's constraints and is not a passing one.
    case app
    /// Every conflict (or, cut before one shows, every constraint) lies inside Apple's private views.
    case apple
    /// Its only conflicts come and go by themselves (a first layout's temporary size).
    case harmless
    /// No conflict to show: none found, redacted, unreadable.
    case none

    /// For a summary's "Whose" column.
    package var whose: String {
        switch self {
        case .app: "yours"
        case .apple: "Apple's"
        case .harmless: "passing"
        case .none: "—"
        }
    }

    /// A conflict's owner, as a report's is named.
    init(_ owner: ConflictVerdict.Owner) {
        switch owner {
        case .app: self = .app
        case .apple: self = .apple
        case .passing: self = .harmless
        }
    }
}
