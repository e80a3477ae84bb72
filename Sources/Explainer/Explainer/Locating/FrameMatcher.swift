import CodeIndex
import ConstraintSolving
import LayoutAnalysis
import LogParser

/// Finds the statement an autoresizing-mask constraint of the log comes
/// from: where the code makes the view or gives it its frame or mask
/// (`FrameScanner`'s sites). No call makes such a constraint, so the
/// evidence is the view's: the name the code gives it where its other
/// constraints were found (`let icon = UIImageView()` in the file whose
/// `icon.widthAnchor…` the log also lists), its class when it is the app's,
/// the frame's number for the log's attribute (`width: 240`), and the mask's
/// flags. UIKit's or AppKit's class alone is no evidence: every file makes
/// `UIImageView`s.
struct FrameMatcher {
    let index: CodeIndex
    let analysis: ReportAnalysis
    /// Each view by the name the places found for its other constraints
    /// give it, their file, and whether those places are sure (`exact`).
    let names: [ItemKey: (file: String, name: String, sure: Bool)]

    func match(_ entryIndex: Int) -> SourceMatch? {
        guard analysis.origins[entryIndex] == .autoresizingMask, let constraint = analysis.report.entries[entryIndex].constraint,
            let key = SourceMatcher.maskedView(of: entryIndex, in: analysis),
            let first = constraint.equation.anchors.first(where: { $0.item != constraint.superview })
        else { return nil }
        let className = SourceMatcher.codeClass(first.item.className)
        let isAppClass = className.map { !CodeIndex.isFrameworkClass($0) } ?? false
        let linked = names[key]
        // A size or an origin alone (`width == 240`) is a frame's number; against another view, only its view and mask say.
        let number = constraint.equation.rhs == nil ? constraint.equation.constantValue : nil
        let flags = constraint.autoresizingMask?.text
        var scored: [(site: ConstraintSite, weight: Int, evidence: [String])] = []
        for place in index.framePlaces(type: className) {
            let site = index.frames[place]
            let isLinked = linked.map { $0.file == site.file && $0.name == site.first.item } ?? false
            var weight = isLinked ? 100 : 0
            var evidence: [String] = isLinked ? ["name \(site.first.item), as its other constraints call it"] : []
            if isAppClass, site.first.type == className {
                weight += 1
                evidence.append("type \(className!)")
            }
            switch site.kind {
            case .frame:
                let written = site.statement?.rect?.value(of: first.attribute)
                let agrees = written != nil && number.map { SourceMatcher.same(written!, $0) } == true
                // A view made without its frame matters through its name: where its translation stays on.
                if agrees {
                    // A number written out says more than a mask's flags, most of which are the default; a
                    // framework view's zero is every such view's made without a frame, and says nothing.
                    let says = written!.map { $0 != 0 || isAppClass } ?? false
                    weight += says ? 2 : 0
                    evidence.append("\(first.attribute.name) \(NumberText.prose(number!))")
                } else if !isLinked {
                    continue
                }
            case .mask:
                if let written = site.statement?.maskFlags, let flags {
                    guard written.contains(flags) else { continue }
                    weight += 1
                    evidence.append("mask \(flags)")
                }
            default: continue
            }
            // UIKit's or AppKit's class alone names no view of the app's: its name, or a number written out, must.
            guard weight > (isAppClass ? 0 : 1) || isLinked else { continue }
            scored.append((site, weight, evidence))
        }
        guard let best = scored.map(\.weight).max() else { return nil }
        let top = scored.filter { $0.weight == best }
        if top.count > 1 {
            return SourceMatch(sites: top.map(\.site), confidence: .candidates, names: [:], evidence: top[0].evidence)
        }
        let chosen = top[0]
        // Sure when its name ties it to a view found for sure, or the app's class is the statement's own type and
        // a second fact agrees (a statement of no known type is never sure by its number); ties were candidates above.
        let exact =
            chosen.weight >= 100 ? linked?.sure == true : isAppClass && chosen.site.first.type == className && chosen.weight >= 2
        return SourceMatch(
            sites: [chosen.site], confidence: exact ? .exact : .likely, names: [key: chosen.site.first.item], evidence: chosen.evidence)
    }
}
