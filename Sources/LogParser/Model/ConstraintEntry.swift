/// One constraint as the log describes it, fully parsed.
package struct ConstraintEntry: Hashable, Sendable {
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, …
    package var className: String
    /// `0x…` as printed, or the key Masonry prints instead (`ConflictingConstraint[0]`).
    package var address: String
    /// SnapKit's `@File.swift#88`.
    package var sourceLocation: CodeLocation?
    /// `h=--& v=--&` on autoresizing-mask constraints.
    package var autoresizingMask: AutoresizingMask?
    package var identifier: String?
    package var equation: Equation
    /// The visual-format text when the log printed the constraint that way (`H:|-(15)-[UIView:0x1]`).
    var visualFormat: String?
    package var priority: Priority
    /// `(LTR)` / `(RTL)` after a visual-format body; nil when not printed.
    package var direction: LayoutDirection?
    /// true for `(active…)`, false for `(inactive…)`, nil when the log prints neither (older systems).
    var isActive: Bool?
    /// The `names:` bindings, in printed order.
    var names: [NameBinding]
    /// `Hug:250 CompressionResistance:750` on `NSContentSizeLayoutConstraint`.
    var contentPriorities: ContentPriorities?

    init(className: String, address: String, equation: Equation) {
        self.className = className
        self.address = address
        self.sourceLocation = nil
        self.autoresizingMask = nil
        self.identifier = nil
        self.equation = equation
        self.visualFormat = nil
        self.priority = .required
        self.direction = nil
        self.isActive = nil
        self.names = []
        self.contentPriorities = nil
    }

    /// Every field at once: the parser builds entries this way rather than
    /// assigning fields one by one, which copied and destroyed each.
    init(
        className: String, address: String, sourceLocation: CodeLocation?, autoresizingMask: AutoresizingMask?,
        identifier: String?, equation: Equation, visualFormat: String?, priority: Priority,
        direction: LayoutDirection?, isActive: Bool?, names: [NameBinding], contentPriorities: ContentPriorities?
    ) {
        self.className = className
        self.address = address
        self.sourceLocation = sourceLocation
        self.autoresizingMask = autoresizingMask
        self.identifier = identifier
        self.equation = equation
        self.visualFormat = visualFormat
        self.priority = priority
        self.direction = direction
        self.isActive = isActive
        self.names = names
        self.contentPriorities = contentPriorities
    }

    /// The superview that `'|'` stands for, when `names:` binds it.
    package var superview: LayoutItem? {
        names.first { $0.name == "|" }?.item
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
