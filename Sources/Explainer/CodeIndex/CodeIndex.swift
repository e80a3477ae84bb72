import Foundation
import LogParser

/// Every place in the app's source where a constraint is made, built from
/// the files' text in one pass (the command reads the tree; this reads
/// text): layout anchors, `NSLayoutConstraint(item:…)` and visual-format
/// strings in Swift and Objective-C, SnapKit's and Masonry's chains, and
/// Interface Builder's documents.
package struct CodeIndex: Sendable {
    package let sites: [ConstraintSite]
    /// Where the code gives views frames or masks (`FrameScanner`): no
    /// constraint of their own, only what a mask constraint comes from.
    package let frames: [ConstraintSite]
    /// How many files were read.
    package let fileCount: Int
    /// What Interface Builder's documents say of their views, by file and the name their places give the view.
    private let documentViews: [String: [String: DocumentView]]
    /// The names code turns translation on for (`titleLabel.translatesAutoresizingMaskIntoConstraints = true`).
    private let translationTurnedOn: Set<String>
    /// The places by their first end's attribute and constant: what a
    /// constraint of the log is compared with, from either end, instead of every place.
    private let byKey: [Key: [Int]]
    /// The same without the type, for a view the log prints without a class.
    private let byUntypedKey: [Key: [Int]]
    /// The places whose first end's declared type is UIKit's or AppKit's, which may hold an app's subclass.
    private let byFrameworkTypedKey: [Key: [Int]]
    /// The frames, met by their view's type.
    private let framesByType: [String: [Int]]
    /// The same whose view's type the code does not say.
    private let untypedFrames: [Int]

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

    /// `files`: each path as a user opens it, and its text; `roots`: the
    /// paths of the source roots the files' paths start with
    /// (`SampleLogs/app/`, `/Users/me/App/`), which are no part of what the
    /// files' own folders say. Code is read on every core, in runs of files;
    /// Interface Builder's documents one after another on one thread beside
    /// them (Foundation's `XMLParser` is not safe on several threads at once
    /// on Linux). Kept in the files' order.
    package init(files: [(path: String, text: String)], roots: [String] = []) {
        let found = UnsafeMutableBufferPointer<[ConstraintSite]>.allocate(capacity: files.count)
        found.initialize(repeating: [])
        let translatedOff = UnsafeMutableBufferPointer<Set<String>>.allocate(capacity: files.count)
        translatedOff.initialize(repeating: [])
        let views = UnsafeMutableBufferPointer<[String: DocumentView]>.allocate(capacity: files.count)
        views.initialize(repeating: [:])
        defer {
            _ = views.deinitialize()
            views.deallocate()
            _ = found.deinitialize()
            found.deallocate()
            _ = translatedOff.deinitialize()
            translatedOff.deallocate()
        }
        // Each file's slot is written by one thread only; `concurrentPerform` returns when all are.
        nonisolated(unsafe) let slots = found
        nonisolated(unsafe) let offSlots = translatedOff
        nonisolated(unsafe) let viewSlots = views
        // Each Objective-C file's header, by the path they share but for the extension.
        let headers = files.indices.reduce(into: [Substring: Int]()) { headers, index in
            if files[index].path.hasSuffix(".h") { headers[files[index].path.dropLast(2)] = index }
        }
        let header = { @Sendable (path: String) -> String? in
            guard !headers.isEmpty, let dot = path.lastIndex(of: "."), let index = headers[path[..<dot]] else { return nil }
            return files[index].text
        }
        let runs = max(1, min(files.count, ProcessInfo.processInfo.activeProcessorCount * 4))
        // One more iteration than runs of code: the documents, all on that one thread, beside the code.
        DispatchQueue.concurrentPerform(iterations: runs + 1) { run in
            guard run < runs else {
                for (index, file) in files.enumerated() where Self.isDocument(file.path) {
                    (slots[index], viewSlots[index]) = InterfaceBuilderScanner.scan(file.text, file: file.path)
                }
                return
            }
            for index in files.count * run / runs..<files.count * (run + 1) / runs where !Self.isDocument(files[index].path) {
                let path = files[index].path
                (slots[index], offSlots[index]) = Self.sites(in: files[index].text, path: path, header: header(path))
            }
        }
        // A type that turns its own translation off makes no mask constraint, wherever its views are made.
        let ownTranslationOff = translatedOff.reduce(into: Set<String>()) { $0.formUnion($1) }
        var sites: [ConstraintSite] = []
        var frames: [ConstraintSite] = []
        let longestFirst = roots.sorted { $0.count > $1.count }
        for var site in found.joined() {
            site.rootLength = longestFirst.first { site.file.hasPrefix($0) }?.count ?? 0
            if !site.isFrameOrMask {
                sites.append(site)
            } else if site.first.item == "self" || site.first.type.map(ownTranslationOff.contains) != true {
                frames.append(site)
            }
        }
        self.sites = sites
        self.frames = frames
        fileCount = files.count
        var documentViews: [String: [String: DocumentView]] = [:]
        for (index, file) in files.enumerated() where !views[index].isEmpty { documentViews[file.path] = views[index] }
        self.documentViews = documentViews
        translationTurnedOn = Set(
            frames.filter { $0.kind == .mask && $0.statement?.text.contains("translatesAutoresizingMaskIntoConstraints") == true }
                .map(\.first.item))
        var byKey: [Key: [Int]] = [:]
        var byUntypedKey: [Key: [Int]] = [:]
        var byFrameworkTypedKey: [Key: [Int]] = [:]
        for (index, site) in sites.enumerated() {
            let untyped = Key(site.first.attribute, site.constant, nil)
            byKey[Key(site.first.attribute, site.constant, site.first.type), default: []].append(index)
            byUntypedKey[untyped, default: []].append(index)
            if let type = site.first.type, Self.isFrameworkClass(type) { byFrameworkTypedKey[untyped, default: []].append(index) }
        }
        var framesByType: [String: [Int]] = [:]
        var untypedFrames: [Int] = []
        for (index, site) in frames.enumerated() {
            if let type = site.first.type { framesByType[type, default: []].append(index) } else { untypedFrames.append(index) }
        }
        self.byKey = byKey
        self.byUntypedKey = byUntypedKey
        self.byFrameworkTypedKey = byFrameworkTypedKey
        self.framesByType = framesByType
        self.untypedFrames = untypedFrames
    }

    /// What the document `file` says of the view its places call `item`; nil for code, or a name it does not give.
    package func documentView(file: String, item: String) -> DocumentView? { documentViews[file]?[item] }

    /// Whether code turns translation on for views of this name: a document's `translationOff` no longer holds.
    package func turnsTranslationOn(_ item: String) -> Bool { translationTurnedOn.contains(item) }

    /// The indices of the frames and masks that may be a view's of this
    /// class: those of its type, or of a type the code does not say (nil: every one).
    package func framePlaces(type: String?) -> [Int] {
        guard let type else { return Array(frames.indices) }
        return (framesByType[type] ?? []) + untypedFrames
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
    /// By the first bytes: this runs for every end of every candidate place.
    package static func isFrameworkClass(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        var first = bytes.next()
        if first == UInt8(ascii: "_") { first = bytes.next() }
        let second = bytes.next()
        return (first == UInt8(ascii: "U") && second == UInt8(ascii: "I")) || (first == UInt8(ascii: "N") && second == UInt8(ascii: "S"))
    }

    private static func isDocument(_ path: String) -> Bool { path.hasSuffix(".xib") || path.hasSuffix(".storyboard") }

    /// A code file's places, and the types it turns their own translation off in.
    private static func sites(in text: String, path: String, header: String?) -> ([ConstraintSite], Set<String>) {
        guard path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm") else { return ([], []) }
        let source = SourceFile(path: path, text: text, header: path.hasSuffix(".swift") ? nil : header)
        let frames = FrameScanner.sites(in: source)
        return (constraintSites(in: source) + frames.sites, frames.ownTranslationOff)
    }

    private static func constraintSites(in source: SourceFile) -> [ConstraintSite] {
        // Every way of making a constraint names one: `constraint(`, `Constraints`, `constraintWithItem:`.
        guard TextSearch.contains(source.text, "onstraint") else { return [] }
        let anchors = source.isObjectiveC ? ObjectiveCAnchorScanner.sites(in: source) : SwiftAnchorScanner.sites(in: source)
        var sites =
            anchors + ItemAttributeScanner.sites(in: source) + VisualFormatScanner.sites(in: source) + MakerChainScanner.sites(in: source)
        AssignedFacts.annotate(&sites, in: source)
        return sites
    }
}
