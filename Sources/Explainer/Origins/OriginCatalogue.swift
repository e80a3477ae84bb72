import LogParser

/// What each system identifier, constraint class and private view class
/// means: the one place that knows who made a constraint. The facts come from
/// the field guide (section 5) and the real logs in the corpus.
enum OriginCatalogue {
    /// A rule over a constraint's identifier.
    struct IdentifierRule {
        enum Match {
            case exact(String)
            case prefix(String)
            case suffix(String)
            case contains(String)
        }
        let match: Match
        let origin: Origin
        /// What the identifier means, in a developer's words.
        let meaning: String

        /// The pattern's bytes, for `matches(ascii:)`.
        let bytes: [UInt8]

        init(match: Match, origin: Origin, meaning: String) {
            self.match = match
            self.origin = origin
            self.meaning = meaning
            switch match {
            case .exact(let text), .prefix(let text), .suffix(let text), .contains(let text):
                bytes = ASCIIText.pattern(text)
            }
        }

        func matches(_ identifier: String) -> Bool {
            switch match {
            case .exact(let text): identifier == text
            case .prefix(let text): identifier.hasPrefix(text)
            case .suffix(let text): identifier.hasSuffix(text)
            case .contains(let text): identifier.contains(text)
            }
        }

        /// `matches` for an identifier that is ASCII, given as its bytes.
        func matches(ascii identifier: UnsafeBufferPointer<UInt8>) -> Bool {
            switch match {
            case .exact: ASCIIText.equals(identifier, bytes)
            case .prefix: ASCIIText.hasPrefix(identifier, bytes)
            case .suffix: ASCIIText.hasSuffix(identifier, bytes)
            case .contains: ASCIIText.contains(identifier, bytes)
            }
        }
    }

    /// The first rule the identifier matches (bytewise when it is ASCII).
    static func rule(forIdentifier identifier: String) -> IdentifierRule? {
        let index = ASCIIText.withBytes(of: identifier) { bytes in
            identifierRules.firstIndex { $0.matches(ascii: bytes) }
        }
        if let index { return index.map { identifierRules[$0] } }
        return identifierRules.first { $0.matches(identifier) }
    }

    static let identifierRules: [IdentifierRule] = [
        .init(
            match: .prefix("UIView-Encapsulated-Layout-"), origin: .cellSize,
            meaning: "the size the table or collection view gives its cell (or any view it hosts)"),
        .init(
            match: .prefix("NSView-Encapsulated-Layout-"), origin: .cellSize,
            meaning: "the size AppKit's container (table row, toolbar) gives the view"),
        .init(
            match: .prefix("_UITemporaryLayout"), origin: .temporarySize,
            meaning: "a temporary size the engine uses while it sizes the view for the first time"),
        .init(match: .exact("UISV-hiding"), origin: .stackView, meaning: "the stack view collapsing a hidden arranged subview to 0"),
        .init(match: .exact("UISV-spacing"), origin: .stackView, meaning: "the stack view's spacing between arranged subviews"),
        .init(match: .prefix("UISV-canvas"), origin: .stackView, meaning: "the stack view pinning its arranged subviews to its edges"),
        .init(match: .prefix("UISV-alignment"), origin: .stackView, meaning: "the stack view aligning its arranged subviews"),
        .init(match: .prefix("UISV-spanning"), origin: .stackView, meaning: "the stack view's alignment spanner"),
        .init(match: .prefix("UISV-distributing"), origin: .stackView, meaning: "the stack view distributing its arranged subviews"),
        .init(match: .prefix("UISV-fill"), origin: .stackView, meaning: "the stack view's fill distribution"),
        .init(match: .prefix("UISV-ambiguity"), origin: .stackView, meaning: "the stack view resolving an ambiguous size"),
        .init(match: .prefix("UISV-"), origin: .stackView, meaning: "the stack view arranging its subviews"),
        .init(match: .prefix("NSStackView."), origin: .stackView, meaning: "the stack view arranging its views"),
        .init(match: .suffix("Margin-guide-constraint"), origin: .layoutMargins, meaning: "the view's layout margins"),
        .init(match: .prefix("UIViewSafeAreaLayoutGuide-"), origin: .safeArea, meaning: "the safe area (notch, home indicator, bars)"),
        .init(match: .prefix("UIViewLayoutMarginsGuide-"), origin: .layoutMargins, meaning: "the view's layout margins"),
        .init(match: .prefix("UIViewReadableContentGuide-"), origin: .layoutMargins, meaning: "the readable content width"),
        .init(match: .exact("assistantHeight"), origin: .keyboard, meaning: "the keyboard's shortcut bar height"),
        .init(match: .prefix("assistantView."), origin: .keyboard, meaning: "the keyboard's shortcut bar"),
        .init(match: .prefix("accessoryView."), origin: .keyboard, meaning: "the keyboard's input accessory view"),
        .init(match: .prefix("inputView."), origin: .keyboard, meaning: "the keyboard's input view"),
        .init(match: .prefix("UIKB"), origin: .keyboard, meaning: "the keyboard"),
        .init(match: .prefix("_UIKB"), origin: .keyboard, meaning: "the keyboard"),
        .init(match: .prefix("TB_"), origin: .systemView, meaning: "a toolbar laying out its bar button"),
        .init(match: .prefix("IB_"), origin: .systemView, meaning: "a bar laying out its bar button items"),
        .init(match: .exact("BIB_Trailing_CB_Leading"), origin: .systemView, meaning: "a navigation bar spacing its back button and items"),
        .init(match: .prefix("CB_"), origin: .systemView, meaning: "a navigation bar placing its content"),
        .init(match: .prefix("UINav_"), origin: .systemView, meaning: "a navigation bar placing its buttons"),
        .init(match: .prefix("UINavItemContentGuide-"), origin: .systemView, meaning: "a navigation bar's content guide"),
        .init(match: .prefix("_UINavigationBar"), origin: .systemView, meaning: "a navigation bar"),
        .init(match: .prefix("UIButtonBar"), origin: .systemView, meaning: "a bar laying out its buttons"),
        .init(match: .prefix("NSWindow-"), origin: .window, meaning: "the window's current size"),
        .init(match: .prefix("NSTouchBar"), origin: .systemView, meaning: "the Touch Bar"),
        .init(match: .exact("UIIBSystemGenerated"), origin: .app, meaning: "Interface Builder, from the storyboard or xib"),
        .init(
            match: .exact("IB auto generated at build time for view with fixed frame"), origin: .app,
            meaning: "Interface Builder, for a view left without constraints in the storyboard"),
    ]

    /// Constraint classes that say who made them whatever they relate.
    static let classOrigins: [String: Origin] = [
        "NSAutoresizingMaskLayoutConstraint": .autoresizingMask,
        "_UILayoutSupportConstraint": .layoutGuide,
        "_UIScrollViewAutomaticContentSizeConstraint": .systemView,
        "_UISystemBaselineConstraint": .systemView,
        "NSContentSizeLayoutConstraint": .systemView,
        "NSIBPrototypingLayoutConstraint": .app,
    ]

    /// Private or system view classes whose constraints are the keyboard's.
    static let keyboardClassMarkers = [
        "UIInputSetHostView", "UIInputSetContainerView", "_UIKBCompatInputView", "UIRemoteKeyboardWindow",
        "SystemInputAssistantView", "TUISystemInputAssistantView", "UIKeyboard", "_UIUCBKB", "UICompatibilityInputViewController",
        "_UIRemoteKeyboardPlaceholderView", "_UIKB",
    ]

    /// Prefixes of classes that only UIKit/AppKit create.
    static let systemClassPrefixes = [
        "_UI", "_NS", "UITableViewWrapperView", "UIViewControllerWrapperView",
        "UINavigationTransitionView", "UILayoutContainerView", "UITransitionView",
        "UIDropShadowView", "_TtC5UIKit",
    ]

    /// Who made this constraint.
    static func origin(of constraint: ConstraintEntry) -> Origin {
        if let identifier = constraint.identifier, let rule = rule(forIdentifier: identifier) {
            return rule.origin
        }
        if let origin = classOrigins[constraint.className] { return origin }
        // A view the log names without a class (a `names:` key) is the app's as far as anyone can tell.
        // Read anchor by anchor, without building the equation's anchor list (this runs for every entry).
        var itemCount = 0
        var allKeyboard = true
        var allSystem = true
        var classless = false
        func visit(_ anchor: Anchor) {
            guard anchor.item.name != "|" else { return }
            itemCount += 1
            guard let className = anchor.item.className else {
                classless = true
                return
            }
            guard allSystem else { return }
            let keyboard = isKeyboardClass(className)
            allKeyboard = allKeyboard && keyboard
            allSystem = keyboard || isSystemClass(className)
        }
        constraint.equation.forEachAnchor(visit)
        guard itemCount > 0, !classless else { return .app }
        if allKeyboard { return .keyboard }
        if allSystem { return .systemView }
        return .app
    }

    /// What the identifier means, when the catalogue knows it.
    static func meaning(ofIdentifier identifier: String) -> String? {
        rule(forIdentifier: identifier)?.meaning
    }

    static func isKeyboardClass(_ className: String) -> Bool {
        hasAnyPrefix(className, keyboardClassMarkers, keyboardClassMarkerBytes)
    }

    static func isSystemClass(_ className: String) -> Bool {
        hasAnyPrefix(className, systemClassPrefixes, systemClassPrefixBytes)
    }

    private static let keyboardClassMarkerBytes = keyboardClassMarkers.map(ASCIIText.pattern)
    private static let systemClassPrefixBytes = systemClassPrefixes.map(ASCIIText.pattern)

    /// `prefixes.contains { text.hasPrefix($0) }`, bytewise when the text is ASCII.
    private static func hasAnyPrefix(_ text: String, _ prefixes: [String], _ prefixBytes: [[UInt8]]) -> Bool {
        ASCIIText.withBytes(of: text) { bytes in prefixBytes.contains { ASCIIText.hasPrefix(bytes, $0) } }
            ?? prefixes.contains { text.hasPrefix($0) }
    }
}
