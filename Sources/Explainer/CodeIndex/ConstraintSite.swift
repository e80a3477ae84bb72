import LogParser

/// One place in the app's source where a constraint is made, as far as its
/// text says: each end's item (`titleLabel`, `self` for the enclosing
/// view) with the type it is declared with when the file says, the
/// attributes, the relation and the numbers as written. Matched against the
/// log's constraints by `SourceMatcher`.
package struct ConstraintSite: Hashable, Sendable {
    /// How the constraint is written, which says the language a fix is typed in.
    package enum Kind: String, Hashable, Sendable {
        case anchor, itemAttribute, visualFormat, snapKit, masonry, interfaceBuilder
        /// A frame the code gives a view (a rect written out, or none: a view made
        /// with `UIView()`), which its autoresizing mask turns into constraints (`FrameScanner`).
        case frame
        /// An autoresizing mask the code sets, or its translation turned on.
        case mask
    }

    package struct End: Hashable, Sendable {
        /// `titleLabel`, `contentView`, `self`; in Interface Builder the
        /// outlet's name, else the view's label in the document outline.
        package let item: String
        /// `UILabel`, `SummaryCardView`: the declared or constructed type, nil when the file does not say.
        package let type: String?
        package let attribute: Attribute
        /// What the view shows, when the source says (a label's text in
        /// Interface Builder, a layout guide's identifier): the log prints it after the address.
        package var text: String? = nil
    }

    /// As a user opens it: relative to the working folder, or absolute when
    /// the source root lies elsewhere (`CodeIndex`'s `roots`).
    package let file: String
    /// How much of `file` is the source root's own path (`SampleLogs/app/`), which says nothing of who wrote the file.
    package var rootLength = 0
    package let line: Int
    package let column: Int
    package let kind: Kind
    package var first: End
    package let relation: Relation
    package var second: End?
    /// nil when the code gives it by a name (`constant: spacing`), not a number.
    package let constant: Double?
    package let multiplier: Double
    /// nil when the source does not say (code sets it apart, if at all).
    package var priority: Double? = nil
    package var identifier: String? = nil
    /// A visual format's text, and the same text with this constraint's
    /// predicate at priority 999 (nil where the edit cannot be written).
    package var format: VisualFormatText? = nil
    /// For a frame or a mask: its numbers or flags, and the statement as written.
    package var statement: FrameStatement? = nil

    /// The line of the file that sets the constant this site has after the
    /// call (`height.constant = 120`); nil for the call's own.
    package var constantSetOn: Int? = nil
    /// The variable the call's constraint is kept in, when the file says.
    package var handle: Handle? = nil
    /// A visual format handed to other code (an app's helper, a variable): the call that
    /// makes its constraints is elsewhere, unread, and may change them.
    package var isIndirect = false

    /// `dialWidth`, a local; `tableHeightConstraint`, a property, the same constraint wherever the file names it.
    package struct Handle: Hashable, Sendable {
        package let name: String
        package let isProperty: Bool
    }

    /// The same call with the constant a later line sets (nil: given by a name).
    func withConstant(_ value: Double?) -> ConstraintSite {
        var site = ConstraintSite(
            file: file, line: line, column: column, kind: kind, first: first, relation: relation, second: second, constant: value,
            multiplier: multiplier, priority: priority, identifier: identifier)
        site.format = format
        site.isIndirect = isIndirect
        return site
    }

    /// The same, its format handed to other code.
    var handedOn: ConstraintSite {
        var site = self
        site.isIndirect = true
        return site
    }

    /// The same place where the code's constant and priority cannot be read (a chain that goes on past its line).
    var withNumbersUnknown: ConstraintSite {
        var site = ConstraintSite(
            file: file, line: line, column: column, kind: kind, first: first, relation: relation, second: second, constant: nil,
            multiplier: multiplier, priority: nil, identifier: identifier)
        site.format = format
        return site
    }

    /// A frame or a mask, which the autoresizing mask's constraints come from; no constraint the code makes.
    package var isFrameOrMask: Bool { kind == .frame || kind == .mask }

    /// In a `.xib` or `.storyboard`, not in code.
    package var isInDocument: Bool { file.hasSuffix(".xib") || file.hasSuffix(".storyboard") }

    /// `SummaryCardView.swift:42`.
    package var place: String { "\(file):\(line)" }

    /// The file is a library's the app carries (CocoaPods, Carthage, a
    /// package checkout): its constraints are the library's.
    package var isVendored: Bool {
        let folders = file.dropFirst(rootLength).split(separator: "/").dropLast()
        return folders.contains { ["Pods", "Carthage", "checkouts", "SourcePackages", "Vendor", "vendor", "ThirdParty"].contains($0) }
    }
}
