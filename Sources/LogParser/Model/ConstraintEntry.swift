/// One constraint as the log describes it, fully parsed.
///
/// Its fields are shared (`SharedFields`): an entry is handed through
/// parsing, grouping, analysis and every rule of advice, and a copy of a
/// dozen strings at each step cost more than the work done with them.
package struct ConstraintEntry: Hashable, Sendable {
    /// Every field, as the log printed it.
    struct Fields: Hashable, Sendable {
        var className: String
        var address: String
        var sourceLocation: CodeLocation?
        var autoresizingMask: AutoresizingMask?
        var identifier: String?
        var equation: Equation
        var visualFormat: String?
        var priority: Priority
        var direction: LayoutDirection?
        var isActive: Bool?
        var names: [NameBinding]
        var contentPriorities: ContentPriorities?
    }

    private var fields: SharedFields<Fields>

    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, …
    package var className: String {
        get { fields.value.className }
        set { fields.change { $0.className = newValue } }
    }
    /// `0x…` as printed, or the key Masonry prints instead (`ConflictingConstraint[0]`).
    package var address: String {
        get { fields.value.address }
        set { fields.change { $0.address = newValue } }
    }
    /// SnapKit's `@File.swift#88`.
    package var sourceLocation: CodeLocation? {
        get { fields.value.sourceLocation }
        set { fields.change { $0.sourceLocation = newValue } }
    }
    /// `h=--& v=--&` on autoresizing-mask constraints.
    package var autoresizingMask: AutoresizingMask? {
        get { fields.value.autoresizingMask }
        set { fields.change { $0.autoresizingMask = newValue } }
    }
    package var identifier: String? {
        get { fields.value.identifier }
        set { fields.change { $0.identifier = newValue } }
    }
    package var equation: Equation {
        _read { yield fields.value.equation }
        set { fields.change { $0.equation = newValue } }
    }
    /// The visual-format text when the log printed the constraint that way (`H:|-(15)-[UIView:0x1]`).
    var visualFormat: String? {
        get { fields.value.visualFormat }
        set { fields.change { $0.visualFormat = newValue } }
    }
    package var priority: Priority {
        get { fields.value.priority }
        set { fields.change { $0.priority = newValue } }
    }
    /// `(LTR)` / `(RTL)` after a visual-format body; nil when not printed.
    package var direction: LayoutDirection? {
        get { fields.value.direction }
        set { fields.change { $0.direction = newValue } }
    }
    /// true for `(active…)`, false for `(inactive…)`, nil when the log prints neither (older systems).
    package var isActive: Bool? {
        get { fields.value.isActive }
        set { fields.change { $0.isActive = newValue } }
    }
    /// The `names:` bindings, in printed order.
    var names: [NameBinding] {
        get { fields.value.names }
        set { fields.change { $0.names = newValue } }
    }
    /// `Hug:250 CompressionResistance:750` on `NSContentSizeLayoutConstraint`.
    var contentPriorities: ContentPriorities? {
        get { fields.value.contentPriorities }
        set { fields.change { $0.contentPriorities = newValue } }
    }

    init(className: String, address: String, equation: Equation) {
        self.init(
            className: className, address: address, sourceLocation: nil, autoresizingMask: nil, identifier: nil,
            equation: equation, visualFormat: nil, priority: .required, direction: nil, isActive: nil, names: [],
            contentPriorities: nil)
    }

    /// Every field at once, as the parser builds entries.
    init(
        className: String, address: String, sourceLocation: CodeLocation?, autoresizingMask: AutoresizingMask?,
        identifier: String?, equation: Equation, visualFormat: String?, priority: Priority,
        direction: LayoutDirection?, isActive: Bool?, names: [NameBinding], contentPriorities: ContentPriorities?
    ) {
        fields = SharedFields(
            Fields(
                className: className, address: address, sourceLocation: sourceLocation, autoresizingMask: autoresizingMask,
                identifier: identifier, equation: equation, visualFormat: visualFormat, priority: priority,
                direction: direction, isActive: isActive, names: names, contentPriorities: contentPriorities))
    }

    /// The superview that `'|'` stands for, when `names:` binds it.
    package var superview: LayoutItem? {
        fields.value.names.first { $0.name == "|" }?.item
    }
}

package enum LayoutDirection: String, Hashable, Sendable {
    case leftToRight = "LTR"
    case rightToLeft = "RTL"
}

/// A `names:` binding: the short name used in the body and the item it stands for.
struct NameBinding: Hashable, Sendable {
    var name: String
    var item: LayoutItem
}

/// SnapKit's `@File.swift#88`: the source line that made the constraint.
package struct CodeLocation: Hashable, Sendable {
    /// As printed: a file name, or an absolute path in old SnapKit versions.
    package var path: String
    package var line: Int

    package init(path: String, line: Int) {
        self.path = path
        self.line = line
    }
}

struct ContentPriorities: Hashable, Sendable {
    var hugging: PrintedNumber
    var compressionResistance: PrintedNumber
}
