import LogParser

/// What each system identifier, constraint class and private view class
/// means: the one place that knows who made a constraint and whose a view
/// is. The facts come from the field guide (sections 5 and 8), the real logs
/// in the corpus and public bug threads; each entry says which.
///
/// To extend it, add an entry with its source, a log in `SampleLogs/apple/`
/// that shows it, and bump `version`.
package enum OriginCatalogue {
    /// Printed by `--version`, so a report can say which catalogue judged it.
    package static let version = 3

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
        /// The private component that makes it, for a system view's identifier.
        let component: AppleComponent?

        /// The pattern's bytes, for `matches(ascii:)`.
        let bytes: [UInt8]

        init(match: Match, origin: Origin, meaning: String, component: AppleComponent? = nil) {
            self.match = match
            self.origin = origin
            self.meaning = meaning
            self.component = component
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
        // Field guide §5; corpus 024, 027, 030, 045, 048, 051, 084, 093, 096, 099.
        .init(
            match: .prefix("UIView-Encapsulated-Layout-"), origin: .cellSize,
            meaning: "the size the table or collection view gives its cell (or any view it hosts)"),
        // Field guide §5; corpus 108.
        .init(
            match: .prefix("NSView-Encapsulated-Layout-"), origin: .cellSize,
            meaning: "the size AppKit's container (table row, toolbar) gives the view"),
        // Field guide §9.1: `systemLayoutSizeFitting`'s sizing pass (a cell or header measured at a target size).
        .init(
            match: .prefix("fittingSize"), origin: .cellSize,
            meaning: "the target size systemLayoutSizeFitting measures the view at (its sizing pass)"),
        // Field guide §5; corpus 015, 141.
        .init(
            match: .prefix("_UITemporaryLayout"), origin: .temporarySize,
            meaning: "a temporary size the engine uses while it sizes the view for the first time"),
        // Field guide §5; corpus 087.
        .init(match: .exact("UISV-hiding"), origin: .stackView, meaning: "the stack view collapsing a hidden arranged subview to 0"),
        // Field guide §5: UIStackView's identifiers, here and below; corpus 087, 114.
        .init(match: .exact("UISV-spacing"), origin: .stackView, meaning: "the stack view's spacing between arranged subviews"),
        // Field guide §5.
        .init(match: .prefix("UISV-canvas"), origin: .stackView, meaning: "the stack view pinning its arranged subviews to its edges"),
        // Field guide §5; corpus 087.
        .init(match: .prefix("UISV-alignment"), origin: .stackView, meaning: "the stack view aligning its arranged subviews"),
        // Field guide §5.
        .init(match: .prefix("UISV-spanning"), origin: .stackView, meaning: "the stack view's alignment spanner"),
        // Field guide §5.
        .init(match: .prefix("UISV-distributing"), origin: .stackView, meaning: "the stack view distributing its arranged subviews"),
        // Field guide §5.
        .init(match: .prefix("UISV-fill"), origin: .stackView, meaning: "the stack view's fill distribution"),
        // Field guide §5.
        .init(match: .prefix("UISV-ambiguity"), origin: .stackView, meaning: "the stack view resolving an ambiguous size"),
        // Field guide §5: any other stack view identifier.
        .init(match: .prefix("UISV-"), origin: .stackView, meaning: "the stack view arranging its subviews"),
        // Field guide §5; corpus 021, 108.
        .init(match: .prefix("NSStackView."), origin: .stackView, meaning: "the stack view arranging its views"),
        // Field guide §5; corpus 096, 111.
        .init(match: .suffix("Margin-guide-constraint"), origin: .layoutMargins, meaning: "the view's layout margins"),
        // Field guide §5; corpus 093.
        .init(match: .prefix("UIViewSafeAreaLayoutGuide-"), origin: .safeArea, meaning: "the safe area (notch, home indicator, bars)"),
        // UIKit's name for a view's margins guide, as its constraints print it (field guide §3).
        .init(match: .prefix("UIViewLayoutMarginsGuide-"), origin: .layoutMargins, meaning: "the view's layout margins"),
        // UIKit's name for the readable content guide (field guide §3).
        .init(match: .prefix("UIViewReadableContentGuide-"), origin: .layoutMargins, meaning: "the readable content width"),
        // Field guide §5; SampleLogs/keyboard-system-only.log.
        .init(
            match: .exact("assistantHeight"), origin: .keyboard, meaning: "the keyboard's shortcut bar height", component: .inputAssistant),
        // Field guide §5; SampleLogs/keyboard-system-only.log.
        .init(match: .prefix("assistantView."), origin: .keyboard, meaning: "the keyboard's shortcut bar", component: .inputAssistant),
        // SampleLogs/keyboard-system-only.log: the accessory view's placeholder.
        .init(match: .prefix("accessoryView."), origin: .keyboard, meaning: "the keyboard's input accessory view", component: .keyboard),
        // The keyboard's input view, named like its accessory view.
        .init(match: .prefix("inputView."), origin: .keyboard, meaning: "the keyboard's input view", component: .keyboard),
        // Field guide §5: the keyboard's own identifiers.
        .init(match: .prefix("UIKB"), origin: .keyboard, meaning: "the keyboard", component: .keyboard),
        // Field guide §5.
        .init(match: .prefix("_UIKB"), origin: .keyboard, meaning: "the keyboard", component: .keyboard),  // Field guide §5.
        // Field guide §5; corpus 111.
        .init(match: .prefix("TB_"), origin: .systemView, meaning: "a toolbar laying out its bar button", component: .toolbar),
        // Field guide §5; corpus 090.
        .init(match: .prefix("IB_"), origin: .systemView, meaning: "a bar laying out its bar button items", component: .barButtons),
        // Field guide §5; corpus 090.
        .init(
            match: .exact("BIB_Trailing_CB_Leading"), origin: .systemView, meaning: "a navigation bar spacing its back button and items",
            component: .navigationBar),
        // Field guide §5; corpus 090.
        .init(match: .prefix("CB_"), origin: .systemView, meaning: "a navigation bar placing its content", component: .navigationBar),
        // Field guide §5; corpus 063, 078, 090.
        .init(match: .prefix("UINav_"), origin: .systemView, meaning: "a navigation bar placing its buttons", component: .navigationBar),
        // Field guide §5; corpus 090.
        .init(
            match: .prefix("UINavItemContentGuide-"), origin: .systemView, meaning: "a navigation bar's content guide",
            component: .navigationBar),
        // Field guide §8.
        .init(match: .prefix("_UINavigationBar"), origin: .systemView, meaning: "a navigation bar", component: .navigationBar),
        // Field guide §9.1: the back button's guide and mask, also under SwiftUI's NavigationView;
        // SampleLogs/apple/swiftui-back-button.log.
        .init(
            match: .prefix("BackButton"), origin: .systemView, meaning: "a navigation bar placing its back button",
            component: .navigationBar),
        // Field guide §9.1: the back button's mask view and its constraints.
        .init(match: .prefix("Mask_"), origin: .systemView, meaning: "the back button's mask", component: .navigationBar),
        // Field guide §5; corpus 057, 090, 111, 123.
        .init(match: .prefix("UIButtonBar"), origin: .systemView, meaning: "a bar laying out its buttons", component: .barButtons),
        // Field guide §5: a window's current size.
        .init(match: .prefix("NSWindow-"), origin: .window, meaning: "the window's current size"),
        // Field guide §5.
        .init(match: .prefix("NSTouchBar"), origin: .systemView, meaning: "the Touch Bar", component: .touchBar),  // Field guide §5.
        // Corpus 126: Interface Builder's constraints, the app's.
        .init(match: .exact("UIIBSystemGenerated"), origin: .app, meaning: "Interface Builder, from the storyboard or xib"),
        // Field guide §5.
        .init(
            match: .exact("IB auto generated at build time for view with fixed frame"), origin: .app,
            meaning: "Interface Builder, for a view left without constraints in the storyboard"),
    ]

    /// Constraint classes that say who made them whatever they relate.
    package static let classOrigins: [String: Origin] = [
        // Field guide §5; corpus 057, 066, 072, 075, 123, 141, 144.
        "NSAutoresizingMaskLayoutConstraint": .autoresizingMask,
        // Corpus 078, 084: the legacy top and bottom layout guides.
        "_UILayoutSupportConstraint": .layoutGuide,
        // UIKit's own constraint for a scroll view's content size (public bug threads).
        "_UIScrollViewAutomaticContentSizeConstraint": .systemView,
        // UIKit's own constraint between text baselines (public bug threads).
        "_UISystemBaselineConstraint": .systemView,
        // AppKit's intrinsic content size (field guide §3: `Hug:` and `CompressionResistance:`).
        "NSContentSizeLayoutConstraint": .systemView,
        // Field guide §5: Interface Builder's, for a view left without constraints.
        "NSIBPrototypingLayoutConstraint": .app,
    ]

    /// A rule over a view's class name: Apple's private views, by family.
    struct ClassRule {
        enum Match {
            case exact(String)
            case prefix(String)
        }
        let match: Match
        let component: AppleComponent
        let bytes: [UInt8]

        init(_ match: Match, _ component: AppleComponent) {
            self.match = match
            self.component = component
            switch match {
            case .exact(let text), .prefix(let text): bytes = ASCIIText.pattern(text)
            }
        }

        /// Byte for byte against a class name's UTF-8, ASCII or not.
        func matches(utf8 name: UnsafeBufferPointer<UInt8>) -> Bool {
            switch match {
            case .exact: ASCIIText.equals(name, bytes)
            case .prefix: ASCIIText.hasPrefix(name, bytes)
            }
        }
    }

    /// Apple's private view classes and the component each belongs to; the
    /// first rule that matches wins, so specific families come before the
    /// catch-all `_UI`/`_NS` prefixes. Each entry says where its name comes
    /// from: the field guide (`docs/log-format.md`, sections 5 and 8), a log
    /// of the corpus, or a public bug thread.
    static let appleClasses: [ClassRule] = [
        // Field guide §8; corpus 072.log (`_UIAlertControllerView`).
        .init(.prefix("_UIAlertController"), .alert),
        // Field guide §8: the alert's action rows (`_UIInterfaceActionGroupView`, …).
        .init(.prefix("_UIInterfaceAction"), .alert),
        // Field guide §8: the AirDrop row of the share sheet.
        .init(.prefix("SFAirDrop"), .shareSheet),
        // Field guide §8: the host of iMessage app extensions.
        .init(.prefix("CKMessageEntry"), .messagesHost),
        // Field guide §5: the keyboard's windows and host views.
        .init(.prefix("UIInputSetHostView"), .keyboard),
        .init(.prefix("UIInputSetContainerView"), .keyboard),  // Field guide §5.
        .init(.prefix("_UIKBCompatInputView"), .keyboard),  // Field guide §5; SampleLogs/keyboard-system-only.log.
        .init(.prefix("UIRemoteKeyboardWindow"), .keyboard),  // Field guide §5.
        .init(.prefix("_UIRemoteKeyboardPlaceholderView"), .keyboard),  // SampleLogs/keyboard-system-only.log.
        .init(.prefix("UICompatibilityInputViewController"), .keyboard),  // The keyboard's host controller (public bug threads).
        .init(.prefix("UIKeyboard"), .keyboard),  // The keyboard's own views (UIKeyboardImpl, …).
        // Corpus 123.log (`_UIUCBKBSelectionBackground`, the shortcut bar's selection).
        .init(.prefix("_UIUCBKB"), .inputAssistant),
        .init(.prefix("_UIKB"), .keyboard),  // Field guide §5.
        // Field guide §8 and public bug threads: the keyboard's assistant bar (`TUISystemInputAssistantView`).
        .init(.prefix("TUISystemInputAssistant"), .inputAssistant),
        .init(.prefix("SystemInputAssistantView"), .inputAssistant),  // SampleLogs/keyboard-system-only.log.
        .init(.prefix("TUI"), .inputAssistant),  // Field guide §8: TextInputUI, the keyboard's bars.
        // Corpus 057.log, 111.log: a toolbar's content view.
        .init(.prefix("_UIToolbar"), .toolbar),
        // Corpus 090.log: a navigation bar's content view; field guide §8.
        .init(.prefix("_UINavigationBar"), .navigationBar),
        // Field guide §8: the back button's mask.
        .init(.prefix("_UIBackButton"), .navigationBar),
        // Corpus 057.log, 090.log, 111.log, 123.log: bar buttons of toolbars,
        // navigation bars and the keyboard's assistant bar alike.
        .init(.prefix("_UIButtonBar"), .barButtons),
        .init(.prefix("_UIModernBarButton"), .barButtons),  // Corpus 057, 090, 111.
        // Field guide §8: Spotlight's views, logged by SpringBoard.
        .init(.prefix("SPUI"), .spotlight),
        // Field guide §8: MediaPlayer's transport controls (`MPKnockoutButton`,
        // `MPVolumeSlider`); `MPVolumeView` itself is public and the app's to place.
        .init(.exact("MPVolumeView"), .appPlaced),
        .init(.prefix("MP"), .mediaPlayer),  // Field guide §8.
        // Corpus 108.log: AppKit's toolbar item views.
        .init(.prefix("NSToolbarItemViewer"), .appKitToolbar),
        .init(.prefix("NSToolbarButton"), .appKitToolbar),  // Corpus 108.
        .init(.prefix("NSToolbarView"), .appKitToolbar),  // AppKit's toolbar view, beside corpus 108's items.
        .init(.prefix("_NSToolbar"), .appKitToolbar),  // Corpus 108 (_NSToolbarItemViewerLabelView).
        // Corpus 066.log: Finder's list views inside an open or save panel.
        .init(.prefix("FI_T"), .finderViews),
        // Field guide §5: the Touch Bar's root view.
        .init(.prefix("_NSFunctionRow"), .touchBar),
        .init(.prefix("NSTouchBar"), .touchBar),  // Field guide §5.
        // Private classes that stand for public objects the app lays out
        // itself: the legacy top/bottom layout guide (corpus 078.log, 084.log),
        // a stack view's spacer, a table header's content view (corpus logs).
        .init(.exact("_UILayoutGuide"), .appPlaced),
        .init(.exact("_UILayoutSpacer"), .appPlaced),  // UIStackView's spacer (corpus 087).
        .init(.exact("_UITableViewHeaderFooterContentView"), .appPlaced),  // A table header's content view (corpus logs).
        // Swift classes of Apple's modules, mangled or not.
        .init(.prefix("_TtC5UIKit"), .uiKitPrivate),
        .init(.prefix("_TtC7SwiftUI"), .swiftUI),  // SwiftUI's mangled classes.
        .init(.prefix("_TtGC7SwiftUI"), .swiftUI),  // SwiftUI's mangled generic classes (_UIHostingView<…>).
        .init(.prefix("SwiftUI."), .swiftUI),  // SwiftUI's classes, printed with their module.
        // Field guide §8: a leading underscore marks a private class of UIKit or AppKit.
        .init(.prefix("_UI"), .uiKitPrivate),
        .init(.prefix("_NS"), .appKitPrivate),  // Field guide §8: AppKit's private classes (corpus 108, 144).
    ]

    /// Apple's own processes, by the name a console line prints: the app
    /// never runs in them, so whatever they log is Apple's.
    static let systemProcesses: [String: AppleComponent] = [
        // Field guide §8: Spotlight's and the Home Screen's views are logged by SpringBoard.
        "SpringBoard": .springBoard,
        // The survey of public bug threads: Apple's apps and view services.
        "MobileSMS": .appleApp("Messages"),
        "Preferences": .appleApp("Settings"),  // The Settings app.
        "MobileSafari": .appleApp("Safari"),  // The Safari app.
        "InCallService": .appleApp("the call screen (InCallService)"),  // The call screen.
        "SiriViewService": .appleApp("Siri"),  // Siri.
        "PassbookUIService": .appleApp("Wallet"),  // Wallet.
        "ShareSheetUI": .shareSheet,  // The share sheet's service (iOS 17 and later).
    ]

    /// UIKit's containers of the app's view controllers: private, but their
    /// frames hold the app's content, so a conflict among them is not a
    /// component's own.
    static let hostClasses: Set<String> = [
        "UITableViewWrapperView", "UIViewControllerWrapperView", "UINavigationTransitionView", "UILayoutContainerView",
        "UITransitionView", "UIDropShadowView",
    ]

    /// Layout guides a component makes, by the identifier the log prints after them.
    static let appleGuides: [String: AppleComponent] = [
        // Corpus 090.log.
        "UINavigationBarItemContentLayoutGuide": .navigationBar
    ]

    /// Guides a component makes whose identifier carries an address (`BackButtonGuide(0x7fb2…)`), by its start.
    static let appleGuidePrefixes: [(prefix: String, component: AppleComponent)] = [
        // Field guide §9.1: the back button's guide; SampleLogs/apple/swiftui-back-button.log.
        ("BackButtonGuide", .navigationBar)
    ]

    /// The component that made a guide, by the identifier printed after it.
    static func component(ofGuide label: String) -> AppleComponent? {
        appleGuides[label] ?? appleGuidePrefixes.first { label.hasPrefix($0.prefix) }?.component
    }

    /// The component a view class belongs to; nil for a class the app can
    /// use (its own, or Apple's public ones).
    static func component(ofClass className: String) -> AppleComponent? {
        guard let rule = classRule(of: className), rule.component != .appPlaced else { return nil }
        return rule.component
    }

    /// The first rule a class matches. Rules are looked up by the name's
    /// first byte (this runs for every view of every entry): a class of the
    /// app's or a public one is dismissed after a handful of comparisons.
    private static func classRule(of className: String) -> ClassRule? {
        guard let first = className.utf8.first, let candidates = classRulesByFirstByte[first] else { return nil }
        // Compared as bytes in place: a generic walk of the string's UTF-8 cost more than the rest of the lookup.
        func firstMatch(_ name: UnsafeBufferPointer<UInt8>) -> ClassRule? {
            candidates.lazy.map { appleClasses[$0] }.first { $0.matches(utf8: name) }
        }
        if let found = className.utf8.withContiguousStorageIfAvailable(firstMatch) { return found }
        return Array(className.utf8).withUnsafeBufferPointer(firstMatch)
    }

    private static let classRulesByFirstByte: [UInt8: [Int]] = {
        var table: [UInt8: [Int]] = [:]
        for (index, rule) in appleClasses.enumerated() { if let first = rule.bytes.first { table[first, default: []].append(index) } }
        return table
    }()

    /// Constraint classes of the layout libraries that write constraints for the app.
    static let libraryConstraintClasses: Set<String> = [
        // Field guide §3 and corpus 045.log: SnapKit, with the file and line it prints.
        "SnapKit.LayoutConstraint",
        // Corpus logs: Masonry.
        "MASLayoutConstraint",
        // Field guide §5: Interface Builder, for views left without constraints.
        "NSIBPrototypingLayoutConstraint",
    ]

    /// Class prefixes of Apple's frameworks (`UIView`, `NSStackView`,
    /// `WKWebView`, `MKMapView`): public classes the app and Apple's private
    /// views both use, so they say nothing of who wrote a constraint.
    static let applePublicPrefixes = [
        "UI", "NS", "WK", "MK", "AV", "SK", "SCN", "PK", "PDF", "QL", "AR", "GK", "PH", "SF", "MTK", "GLK", "CA", "CN",
        "EK", "HK", "MF", "AS", "MP",
    ]

    /// A public class of Apple's frameworks: one of their prefixes, then a capital.
    /// Compared byte by byte (it runs for every view of every report): the
    /// prefixes are ASCII, so a match is a match of their bytes.
    package static func isApplePublicClass(_ className: String) -> Bool {
        let bytes = className.utf8
        guard let first = bytes.first, let prefixes = publicPrefixesByFirstByte[first], !bytes.contains(UInt8(ascii: "."))
        else { return false }
        return prefixes.contains { prefix in
            guard bytes.starts(with: prefix), let next = bytes.dropFirst(prefix.count).first else { return false }
            // An ASCII byte after the prefix is a whole character; anything else is read as one.
            return next < 0x80
                ? (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(next)
                : className.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    private static let publicPrefixesByFirstByte: [UInt8: [[UInt8]]] = Dictionary(
        grouping: applePublicPrefixes.map { Array($0.utf8) }, by: { $0[0] })

    /// Who made this constraint.
    static func origin(of constraint: ConstraintEntry) -> Origin {
        if let identifier = constraint.identifier, let rule = rule(forIdentifier: identifier) {
            return rule.origin
        }
        if let origin = classOrigins[constraint.className] { return origin }
        if isTemplateHeight(constraint) { return .cellSize }
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
            let rule = classRule(of: className)
            let keyboard = rule.map { $0.component == .keyboard || $0.component == .inputAssistant } ?? false
            allKeyboard = allKeyboard && keyboard
            allSystem = keyboard || isSystemClass(className, rule: rule)
        }
        constraint.equation.forEachAnchor(visit)
        guard itemCount > 0, !classless else { return .app }
        if allKeyboard { return .keyboard }
        if allSystem { return .systemView }
        return .app
    }

    /// Field guide §9.1: a cell content view's `height == 44` with no
    /// identifier is the template height it has before self-sizing, UIKit's.
    package static func isTemplateHeight(_ constraint: ConstraintEntry) -> Bool {
        // Cheapest first: this runs for every entry of every report.
        guard constraint.equation.constantValue == 44, constraint.equation.rhs == nil, constraint.identifier == nil else {
            return false
        }
        let equation = constraint.equation
        return equation.relation == .equal && equation.firstAttribute == .height && constraint.className == "NSLayoutConstraint"
            && equation.firstItem.className == "UITableViewCellContentView"
    }

    /// A required width on a table cell's content view that no identifier
    /// names: a fence. The table view sizes the content view through its
    /// cell (`UIView-Encapsulated-Layout-Width`), so the one code that pins
    /// its width itself is code measuring the cell away from the table, a
    /// template-cell height calculator's among them (docs/how-it-judges.md).
    package static func isMeasuringFence(_ constraint: ConstraintEntry) -> Bool {
        let equation = constraint.equation
        return equation.rhs == nil && equation.firstAttribute == .width && equation.relation == .equal
            && constraint.identifier == nil && constraint.className == "NSLayoutConstraint"
            && equation.firstItem.className == "UITableViewCellContentView"
    }

    /// What the identifier means, when the catalogue knows it.
    package static func meaning(ofIdentifier identifier: String) -> String? {
        rule(forIdentifier: identifier)?.meaning
    }

    /// A class of the keyboard or its assistant bar.
    package static func isKeyboardClass(_ className: String) -> Bool {
        guard let component = component(ofClass: className) else { return false }
        return component == .keyboard || component == .inputAssistant
    }

    /// A class only UIKit or AppKit create: a component's, a private one
    /// standing for a public object, or a host of the app's view controllers.
    package static func isSystemClass(_ className: String) -> Bool {
        isSystemClass(className, rule: classRule(of: className))
    }

    private static func isSystemClass(_ className: String, rule: ClassRule?) -> Bool {
        guard let rule else { return hostClasses.contains(className) }
        return rule.component != .appPlaced || className.hasPrefix("_")
    }
}

/// The components the catalogue names, with what the app can still do.
extension AppleComponent {
    static let alert = AppleComponent(
        "UIAlertController",
        influence: "only what the app hands the alert can matter: very long titles or action titles, "
            + "or presenting it from a view that is being resized")
    /// Field guide §5: `UIView.width == - 16` alone, in action sheets since iOS 12.2.
    static let actionSheetWidth = AppleComponent(
        "UIAlertController's action sheet",
        influence: "nothing: it is a known UIKit bug since iOS 12.2 and shows with any action sheet", specificity: 3)
    static let shareSheet = AppleComponent("the share sheet (UIActivityViewController)")
    static let messagesHost = AppleComponent("the Messages extension host")
    package static let keyboard = AppleComponent(
        "the keyboard", influence: "an inputAccessoryView of your own takes part only if it is listed: give it a height that fits")
    static let inputAssistant = AppleComponent("the keyboard's input assistant bar", specificity: 3)
    static let toolbar = AppleComponent(
        "UIToolbar", influence: "if you create the toolbar in code, give it a non-zero frame so its buttons have room from the start")
    static let navigationBar = AppleComponent(
        "UINavigationBar", influence: "a title view or bar button view of your own takes part only if it is listed: check its size")
    static let barButtons = AppleComponent("bar buttons (of a toolbar, a navigation bar or the keyboard's assistant bar)", specificity: 1)
    static let spotlight = AppleComponent("Spotlight (logged by SpringBoard)")
    static let springBoard = AppleComponent("SpringBoard (the Home Screen and its views)", specificity: 1)
    /// One of Apple's apps or services, logging in a process of its own.
    static func appleApp(_ name: String) -> AppleComponent { AppleComponent(name, specificity: 1) }
    static let mediaPlayer = AppleComponent("MediaPlayer's controls")
    static let appKitToolbar = AppleComponent(
        "the window's toolbar (NSToolbar)", influence: "a toolbar item with a custom view of your own takes part only if it is listed")
    static let finderViews = AppleComponent("the open and save panels (Finder's views)")
    static let touchBar = AppleComponent("the Touch Bar")
    static let swiftUI = AppleComponent("SwiftUI's hosting views", specificity: 0)
    static let uiKitPrivate = AppleComponent("UIKit's private views", specificity: 0)
    static let appKitPrivate = AppleComponent("AppKit's private views", specificity: 0)
    /// UIKit's or AppKit's own constraints (encapsulated, temporary and
    /// fitting sizes, guides) with none of the app's: no one component.
    package static let systemViews = AppleComponent("system views", specificity: -1)
    /// Not a component: Apple's class of an object the app places itself.
    static let appPlaced = AppleComponent("", specificity: -1)
}
