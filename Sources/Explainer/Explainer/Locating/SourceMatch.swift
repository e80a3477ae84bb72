import CodeIndex
import LogParser

/// Where a constraint of the log was made, as far as the source shows, and
/// how sure that is.
package struct SourceMatch: Sendable {
    package enum Confidence: String, Sendable {
        /// The one place that agrees on every feature, the views' types included, and on something only
        /// these views share (the app's class, a text, a key, the name a sure place gives a view).
        case exact
        /// One place agrees best, though not every feature could be checked.
        case likely
        /// Several places agree equally: each is listed.
        case candidates

        /// Surer is higher.
        var rank: Int {
            switch self {
            case .exact: 2
            case .likely: 1
            case .candidates: 0
            }
        }
    }

    /// Best first; one for `exact` and `likely`.
    package let sites: [ConstraintSite]
    package let confidence: Confidence
    /// What the best place calls each view of the log (`amountLabel`, `self`), by model key.
    let names: [ItemKey: String]
    /// What the best place shares with the log's constraint: `attributes,
    /// relation and constant`, `type UILabel`, `text 'Balance'`, `identifier 'x'`.
    package let evidence: [String]

    /// `SummaryCardView.swift:42`, `likely SummaryCardView.swift:42`,
    /// `SummaryCardView.swift:42 or :57`, `one of 4 places: …`.
    package var phrase: String {
        switch confidence {
        case .exact: return sites[0].place
        case .likely: return "likely " + sites[0].place
        case .candidates:
            let shown = sites.prefix(3).map(\.place)
            let list = shown.count == 2 ? shown.joined(separator: " or ") : shown.joined(separator: ", ")
            return sites.count > 3 ? "one of \(sites.count) places: \(list), …" : list
        }
    }
}
