import Foundation
import LogParser

/// Every place in the app's source where a constraint is made, built from
/// the files' text in one pass (the command reads the tree; this reads
/// text): layout anchors, `NSLayoutConstraint(item:…)` and visual-format
/// strings in Swift and Objective-C, SnapKit's and Masonry's chains, and
/// Interface Builder's documents.
package struct CodeIndex: Sendable {
    package let sites: [ConstraintSite]
    /// How many files were read.
    package let fileCount: Int
    /// The places by their first end's attribute and constant: what a
    /// constraint of the log is compared with, from either end, instead of every place.
    private let byKey: [Key: [Int]]
    /// The same without the type, for a view the log prints without a class.
    private let byUntypedKey: [Key: [Int]]
    /// The places whose first end's declared type is UIKit's or AppKit's, which may hold an app's subclass.
    private let byFrameworkTypedKey: [Key: [Int]]

    private struct Key: Hashable {
        let attribute: Attribute
        /// In thousandths; nil for a constant the code gives by name.
        let constant: Int?
        /// The first end's type; nil when the code does not say.
        let type: String?

        init(_ attribute: Attribute, _ constant: Double?, _ type: String?) {
            self.attribute = attribute
            self.constant = constant.map { Int(($0 * 1000).rounded()) }
            self.type = type
        }
    }

    /// `files`: each path relative to the source root, and its text. Code
    /// is read on every core, in runs of files; Interface Builder's
    /// documents one after another on one thread beside them (Foundation's
    /// `XMLParser` is not safe on several threads at once on Linux). Kept in
    /// the files' order.
    package init(files: [(path: String, text: String)]) {
        let found = UnsafeMutableBufferPointer<[ConstraintSite]>.allocate(capacity: files.count)
        found.initialize(repeating: [])
        defer {
            _ = found.deinitialize()
            found.deallocate()
        }
        // Each file's slot is written by one thread only; `concurrentPerform` returns when all are.
        nonisolated(unsafe) let slots = found
        let runs = max(1, min(files.count, ProcessInfo.processInfo.activeProcessorCount * 4))
        // One more iteration than runs of code: the documents, all on that one thread, beside the code.
        DispatchQueue.concurrentPerform(iterations: runs + 1) { run in
            guard run < runs else {
                for (index, file) in files.enumerated() where Self.isDocument(file.path) {
                    slots[index] = InterfaceBuilderScanner.sites(in: file.text, file: file.path)
                }
                return
            }
            for index in files.count * run / runs..<files.count * (run + 1) / runs where !Self.isDocument(files[index].path) {
                slots[index] = Self.sites(in: files[index].text, path: files[index].path)
            }
        }
        sites = Array(found.joined())
        fileCount = files.count
        var byKey: [Key: [Int]] = [:]
        var byUntypedKey: [Key: [Int]] = [:]
        var byFrameworkTypedKey: [Key: [Int]] = [:]
        for (index, site) in sites.enumerated() {
            let untyped = Key(site.first.attribute, site.constant, nil)
            byKey[Key(site.first.attribute, site.constant, site.first.type), default: []].append(index)
            byUntypedKey[untyped, default: []].append(index)
            if let type = site.first.type, Self.isFrameworkClass(type) { byFrameworkTypedKey[untyped, default: []].append(index) }
        }
        self.byKey = byKey
        self.byUntypedKey = byUntypedKey
        self.byFrameworkTypedKey = byFrameworkTypedKey
    }

    /// The indices of the places whose first end has this attribute, this
    /// constant (or one given by name) and this type (or none declared; a
    /// framework type too for an app's class, which code may hold in one:
    /// `var header: UIView = CardView()`): the only places that can be a
    /// constraint of the log. Any type when the log gives none.
    package func places(first attribute: Attribute, constant: Double, type: String?) -> [Int] {
        [constant, nil].flatMap { constant in
            guard let type else { return byUntypedKey[Key(attribute, constant, nil)] ?? [] }
            let framework = Self.isFrameworkClass(type) ? [] : byFrameworkTypedKey[Key(attribute, constant, nil)] ?? []
            return (byKey[Key(attribute, constant, type)] ?? []) + (byKey[Key(attribute, constant, nil)] ?? []) + framework
        }
    }

    /// UIKit's or AppKit's own (`UIView`, `NSTextField`), by the prefix their classes share.
    package static func isFrameworkClass(_ name: String) -> Bool {
        name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("_UI") || name.hasPrefix("_NS")
    }

    private static func isDocument(_ path: String) -> Bool { path.hasSuffix(".xib") || path.hasSuffix(".storyboard") }

    private static func sites(in text: String, path: String) -> [ConstraintSite] {
        // Every way of making a constraint names one: `constraint(`, `Constraints`, `constraintWithItem:`.
        guard path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm"), TextSearch.contains(text, "onstraint") else {
            return []
        }
        let source = SourceFile(path: path, text: text)
        let anchors = source.isObjectiveC ? ObjectiveCAnchorScanner.sites(in: source) : SwiftAnchorScanner.sites(in: source)
        var sites =
            anchors + ItemAttributeScanner.sites(in: source) + VisualFormatScanner.sites(in: source) + MakerChainScanner.sites(in: source)
        AssignedFacts.annotate(&sites, in: source)
        return sites
    }
}
