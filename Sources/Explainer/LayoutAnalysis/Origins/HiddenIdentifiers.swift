import LogParser

/// Logs printed through a description of a library's in place of UIKit's:
/// Masonry replaces `-description` of every constraint in an app that links
/// it, its own and UIKit's alike, and prints neither `(active)` nor the
/// identifier. UIKit's size for a cell (`UIView-Encapsulated-Layout-Height`)
/// then arrives as a bare `UITableViewCellContentView.height == 43.5`,
/// which reads like a size the app set; an app never sizes a cell's content
/// view's height itself, so in such a log that lone size is UIKit's.
enum HiddenIdentifiers {
    /// Whether the report's descriptions hide identifiers: a Masonry entry
    /// in it, or no `(active)` in a list whose addresses are of iOS 10 or
    /// later (the simulator's `0x60…` heap), where UIKit always prints it.
    static func areHidden(in report: Report) -> Bool {
        var sawMasonry = false
        var sawActive = false
        var sawModernAddress = false
        for entry in report.entries {
            guard case .success(let constraint) = entry.parsed else { continue }
            if constraint.className == "MASLayoutConstraint" { sawMasonry = true }
            if constraint.isActive != nil { sawActive = true }
            let address = constraint.address
            if address.hasPrefix("0x60"), address.utf8.count == 14 { sawModernAddress = true }
        }
        return sawMasonry || (sawModernAddress && !sawActive)
    }

    /// The entries that are UIKit's sizes of a cell in a log that hides
    /// identifiers: one lone size per view and axis (two sizes for one
    /// view cannot both be UIKit's; which is, the log does not say).
    static func cellSizes(in report: Report) -> [Int] {
        guard areHidden(in: report) else { return [] }
        var found: [String: [Int]] = [:]
        for (index, entry) in report.entries.enumerated() {
            guard case .success(let constraint) = entry.parsed, isCellSize(constraint) else { continue }
            let equation = constraint.equation
            found["\(equation.firstItem.key)|\(equation.firstAttribute)", default: []].append(index)
        }
        return found.values.filter { $0.count == 1 }.flatMap { $0 }.sorted()
    }

    /// A cell's or its content view's lone size, with no identifier and made
    /// by UIKit's own constraint class: the size its table or collection view gives it.
    static func isCellSize(_ constraint: ConstraintEntry) -> Bool {
        let equation = constraint.equation
        guard constraint.identifier == nil, constraint.className == "NSLayoutConstraint", equation.rhs == nil,
            equation.relation == .equal, equation.firstAttribute == .width || equation.firstAttribute == .height,
            let className = equation.firstItem.className
        else { return false }
        // A table content view's lone width is as often a measuring library's fence
        // (`OriginCatalogue.isMeasuringFence`): only its height is surely the table's.
        if className == "UITableViewCellContentView" { return equation.firstAttribute == .height }
        return className == "UICollectionViewCellContentView" || className.hasSuffix("CollectionViewCell")
    }
}
