import LogParser

/// What each system identifier, constraint class and private view class
/// means: the one place that knows who made a constraint and whose a view
/// is. Each entry says what its name means and, where the repository has
/// one, the sample log that shows it.
///
/// To extend it, add an entry that says what its name means, a log in
/// `SampleLogs/apple/` that shows it, and bump `version`.
package enum OriginCatalogue {
    /// Printed by `--version`, so a report can say which catalogue judged it.
    package static let version = 4

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
        // A table or collection view fixing the size of its cell (or header); SampleLogs/table-cell-height.log.
        .init(
            match: .prefix("UIView-Encapsulated-Layout-"), origin: .cellSize,
            meaning: "the size the table or collection view gives its cell (or any view it hosts)"),
        // AppKit's twin: a table row or toolbar fixing its view's size; SampleLogs/apple/appkit-toolbar-item.log.
        .init(
            match: .prefix("NSView-Encapsulated-Layout-"), origin: .cellSize,
            meaning: "the size AppKit's container (table row, toolbar) gives the view"),
        // `systemLayoutSizeFitting`'s sizing pass (a cell or header measured at a target size).
        .init(
            match: .prefix("fittingSize"), origin: .cellSize,
            meaning: "the target size systemLayoutSizeFitting measures the view at (its sizing pass)"),
        // The engine, while it sizes a view for the first time; SampleLogs/temporary-width.log.
        .init(
            match: .prefix("_UITemporaryLayout"), origin: .temporarySize,
            meaning: "a temporary size the engine uses while it sizes the view for the first time"),
        // UIStackView collapsing a hidden arranged subview to 0; SampleLogs/stack-view.log.
        .init(match: .exact("UISV-hiding"), origin: .stackView, meaning: "the stack view collapsing a hidden arranged subview to 0"),
        // UIStackView's spacing between arranged subviews; SampleLogs/stack-view.log.
        .init(match: .exact("UISV-spacing"), origin: .stackView, meaning: "the stack view's spacing between arranged subviews"),
        // UIStackView tying its arranged subviews to its edges (`UISV-canvas-connection`); SampleLogs/stack-view.log.
        .init(match: .prefix("UISV-canvas"), origin: .stackView, meaning: "the stack view pinning its arranged subviews to its edges"),
        // UIStackView aligning its arranged subviews; SampleLogs/stack-view.log.
        .init(match: .prefix("UISV-alignment"), origin: .stackView, meaning: "the stack view aligning its arranged subviews"),
        // UIStackView's alignment spanner, which bounds its arranged subviews.
        .init(match: .prefix("UISV-spanning"), origin: .stackView, meaning: "the stack view's alignment spanner"),
        // UIStackView distributing its arranged subviews along its axis.
        .init(match: .prefix("UISV-distributing"), origin: .stackView, meaning: "the stack view distributing its arranged subviews"),
        // UIStackView's fill distributions (equally, proportionally).
        .init(match: .prefix("UISV-fill"), origin: .stackView, meaning: "the stack view's fill distribution"),
        // UIStackView resolving an arranged subview's ambiguous size.
        .init(match: .prefix("UISV-ambiguity"), origin: .stackView, meaning: "the stack view resolving an ambiguous size"),
        // Any other UIStackView identifier.
        .init(match: .prefix("UISV-"), origin: .stackView, meaning: "the stack view arranging its subviews"),
        // NSStackView arranging its views (`NSStackView.Edge.Top`, …); SampleLogs/apple/appkit-toolbar-item.log.
        .init(match: .prefix("NSStackView."), origin: .stackView, meaning: "the stack view arranging its views"),
        // A view's layout margins (`UIView-leftMargin-guide-constraint`, …); SampleLogs/margins-guide.log.
        .init(match: .suffix("Margin-guide-constraint"), origin: .layoutMargins, meaning: "the view's layout margins"),
        // The safe area guide's edges (`UIViewSafeAreaLayoutGuide-top`, …); SampleLogs/safe-area.log.
        .init(match: .prefix("UIViewSafeAreaLayoutGuide-"), origin: .safeArea, meaning: "the safe area (notch, home indicator, bars)"),
        // AppKit's twin, a window's safe area (title bar, toolbar); Tests/RealLogs/logs/6008.log.
        .init(match: .prefix("NSViewSafeAreaLayoutGuide-"), origin: .safeArea, meaning: "the window's safe area (title bar, toolbar)"),
        // UIKit's name for a view's margins guide, as its constraints print it.
        .init(match: .prefix("UIViewLayoutMarginsGuide-"), origin: .layoutMargins, meaning: "the view's layout margins"),
        // UIKit's name for the readable content guide.
        .init(match: .prefix("UIViewReadableContentGuide-"), origin: .layoutMargins, meaning: "the readable content width"),
        // The height of the keyboard's shortcut (input assistant) bar; SampleLogs/keyboard-system-only.log.
        .init(
            match: .exact("assistantHeight"), origin: .keyboard, meaning: "the keyboard's shortcut bar height", component: .inputAssistant),
        // The keyboard's shortcut bar placed on the keyboard; SampleLogs/keyboard-system-only.log.
        .init(match: .prefix("assistantView."), origin: .keyboard, meaning: "the keyboard's shortcut bar", component: .inputAssistant),
        // SampleLogs/keyboard-system-only.log: the accessory view's placeholder.
        .init(match: .prefix("accessoryView."), origin: .keyboard, meaning: "the keyboard's input accessory view", component: .keyboard),
        // The keyboard's input view, named like its accessory view.
        .init(match: .prefix("inputView."), origin: .keyboard, meaning: "the keyboard's input view", component: .keyboard),
        // The keyboard's own identifiers.
        .init(match: .prefix("UIKB"), origin: .keyboard, meaning: "the keyboard", component: .keyboard),
        // The keyboard's private identifiers.
        .init(match: .prefix("_UIKB"), origin: .keyboard, meaning: "the keyboard", component: .keyboard),
        // UIToolbar laying out its bar buttons (`TB_Leading_Leading`, …); SampleLogs/apple/toolbar-cut.log.
        .init(match: .prefix("TB_"), origin: .systemView, meaning: "a toolbar laying out its bar button", component: .toolbar),
        // A bar laying out its bar button items (`IB_Trailing_Trailing`, …).
        .init(match: .prefix("IB_"), origin: .systemView, meaning: "a bar laying out its bar button items", component: .barButtons),
        // UINavigationBar spacing its back button and items; SampleLogs/apple/navigation-bar-cut.log.
        .init(
            match: .exact("BIB_Trailing_CB_Leading"), origin: .systemView, meaning: "a navigation bar spacing its back button and items",
            component: .navigationBar),
        // UINavigationBar placing its content view.
        .init(match: .prefix("CB_"), origin: .systemView, meaning: "a navigation bar placing its content", component: .navigationBar),
        // UINavigationBar placing its buttons (`UINav_static_button_horiz_position`); SampleLogs/apple/navigation-bar-cut.log.
        .init(match: .prefix("UINav_"), origin: .systemView, meaning: "a navigation bar placing its buttons", component: .navigationBar),
        // UINavigationBar's item content guide; SampleLogs/apple/navigation-bar-cut.log.
        .init(
            match: .prefix("UINavItemContentGuide-"), origin: .systemView, meaning: "a navigation bar's content guide",
            component: .navigationBar),
        // UINavigationBar's private identifiers.
        .init(match: .prefix("_UINavigationBar"), origin: .systemView, meaning: "a navigation bar", component: .navigationBar),
        // The navigation bar's back button guide and mask, also under SwiftUI's NavigationView;
        // SampleLogs/apple/swiftui-back-button.log.
        .init(
            match: .prefix("BackButton"), origin: .systemView, meaning: "a navigation bar placing its back button",
            component: .navigationBar),
        // The back button's mask view and its constraints; SampleLogs/apple/swiftui-back-button.log.
        .init(match: .prefix("Mask_"), origin: .systemView, meaning: "the back button's mask", component: .navigationBar),
        // The button bar of toolbars, navigation bars and the keyboard's assistant bar.
        .init(match: .prefix("UIButtonBar"), origin: .systemView, meaning: "a bar laying out its buttons", component: .barButtons),
        // AppKit's window holding its content view at its current size; SampleLogs/appkit-window.log.
        .init(match: .prefix("NSWindow-"), origin: .window, meaning: "the window's current size"),
        // The Touch Bar's identifiers.
        .init(match: .prefix("NSTouchBar"), origin: .systemView, meaning: "the Touch Bar", component: .touchBar),
        // Interface Builder's constraints, the app's; SampleLogs/shared-views.log.
        .init(match: .exact("UIIBSystemGenerated"), origin: .app, meaning: "Interface Builder, from the storyboard or xib"),
        // Interface Builder, for a view left without constraints in the storyboard.
        .init(
            match: .exact("IB auto generated at build time for view with fixed frame"), origin: .app,
            meaning: "Interface Builder, for a view left without constraints in the storyboard"),
    ]

    /// Constraint classes that say who made them whatever they relate.
    /// (`_UISystemBaselineConstraint` is not one: the anchors' system-spacing
    /// API, `constraint(equalToSystemSpacingBelow:multiplier:)` and its
    /// kin, makes it for whoever calls it, the app included; its views say whose.)
    package static let classOrigins: [String: Origin] = [
        // A view's frame turned into constraints (`translatesAutoresizingMaskIntoConstraints`); SampleLogs/autoresizing-mask.log.
        "NSAutoresizingMaskLayoutConstraint": .autoresizingMask,
        // The legacy top and bottom layout guides; SampleLogs/syslog-warning.log.
        "_UILayoutSupportConstraint": .layoutGuide,
        // UIKit's own constraint for a scroll view's content size.
        "_UIScrollViewAutomaticContentSizeConstraint": .systemView,
        // AppKit's intrinsic content size (`Hug:` and `CompressionResistance:`); SampleLogs/projects/appkit/notes.log.
        "NSContentSizeLayoutConstraint": .systemView,
        // Interface Builder's, for a view left without constraints.
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
    /// catch-all `_UI`/`_NS` prefixes. Each entry says what its name means
    /// and, where the repository has one, the sample log that shows it.
    static let appleClasses: [ClassRule] = [
        // UIAlertController's views (`_UIAlertControllerView`, …); SampleLogs/apple/alert-controller.log.
        .init(.prefix("_UIAlertController"), .alert),
        // The alert's action rows (`_UIInterfaceActionGroupView`, …); SampleLogs/apple/alert-controller.log.
        .init(.prefix("_UIInterfaceAction"), .alert),
        // The AirDrop row of the share sheet; SampleLogs/apple/share-sheet-airdrop.log.
        .init(.prefix("SFAirDrop"), .shareSheet),
        // The share sheet's own views (`_UIActivityContentTitleView`, `_UIActivityActionCellTitleLabel`);
        // SampleLogs/apple/share-sheet-link-title.log, share-sheet-action-cell.log.
        .init(.prefix("_UIActivity"), .shareSheet),
        // The host of iMessage app extensions; SampleLogs/apple/messages-extension.log.
        .init(.prefix("CKMessageEntry"), .messagesHost),
        // The keyboard's windows and host views; SampleLogs/keyboard-system-only.log.
        .init(.prefix("UIInputSetHostView"), .keyboard),
        .init(.prefix("UIInputSetContainerView"), .keyboard),  // The keyboard's input views' container.
        // The window UIKit keeps above the app's for the keyboard's input views; Tests/RealLogs/logs/3035.log.
        .init(.exact("UITextEffectsWindow"), .keyboard),
        .init(.prefix("_UIKBCompatInputView"), .keyboard),  // The keyboard's input view; SampleLogs/keyboard-system-only.log.
        .init(.prefix("UIRemoteKeyboardWindow"), .keyboard),  // The keyboard's own window.
        .init(.prefix("_UIRemoteKeyboardPlaceholderView"), .keyboard),  // SampleLogs/keyboard-system-only.log.
        .init(.prefix("UICompatibilityInputViewController"), .keyboard),  // The keyboard's host controller.
        .init(.prefix("UIKeyboard"), .keyboard),  // The keyboard's own views (UIKeyboardImpl, …).
        // The shortcut bar's selection (`_UIUCBKBSelectionBackground`).
        .init(.prefix("_UIUCBKB"), .inputAssistant),
        .init(.prefix("_UIKB"), .keyboard),  // The keyboard's private views; SampleLogs/keyboard-system-only.log.
        // The keyboard's assistant bar (`TUISystemInputAssistantView`); SampleLogs/apple/keyboard-assistant-bar.log.
        .init(.prefix("TUISystemInputAssistant"), .inputAssistant),
        .init(.prefix("SystemInputAssistantView"), .inputAssistant),  // SampleLogs/keyboard-system-only.log.
        .init(.prefix("TUI"), .inputAssistant),  // TextInputUI, the keyboard's bars; SampleLogs/apple/keyboard-assistant-bar.log.
        // A toolbar's content view; SampleLogs/apple/toolbar-cut.log.
        .init(.prefix("_UIToolbar"), .toolbar),
        // A navigation bar's content view; SampleLogs/apple/navigation-bar-cut.log.
        .init(.prefix("_UINavigationBar"), .navigationBar),
        // The back button's mask; SampleLogs/apple/swiftui-back-button.log.
        .init(.prefix("_UIBackButton"), .navigationBar),
        // Bar buttons of toolbars, navigation bars and the keyboard's assistant bar
        // alike; SampleLogs/apple/toolbar-cut.log.
        .init(.prefix("_UIButtonBar"), .barButtons),
        .init(.prefix("_UIModernBarButton"), .barButtons),  // A bar button's view; SampleLogs/apple/navigation-bar-cut.log.
        // Spotlight's views, logged by SpringBoard; SampleLogs/apple/spotlight-springboard.log.
        .init(.prefix("SPUI"), .spotlight),
        // MediaPlayer's transport controls (`MPKnockoutButton`, `MPVolumeSlider`; SampleLogs/apple/media-player-controls.log);
        // `MPVolumeSlider`); `MPVolumeView` itself is public and the app's to place.
        .init(.exact("MPVolumeView"), .appPlaced),
        .init(.prefix("MP"), .mediaPlayer),  // MediaPlayer's controls; SampleLogs/apple/media-player-controls.log.
        // AppKit's toolbar item views; SampleLogs/apple/appkit-toolbar-item.log.
        .init(.prefix("NSToolbarItemViewer"), .appKitToolbar),
        .init(.prefix("NSToolbarButton"), .appKitToolbar),  // A toolbar item's button; SampleLogs/apple/appkit-toolbar-item.log.
        .init(.prefix("NSToolbarView"), .appKitToolbar),  // AppKit's toolbar view, which holds its items.
        .init(.prefix("_NSToolbar"), .appKitToolbar),  // AppKit's private toolbar views; SampleLogs/apple/appkit-toolbar-item.log.
        // Finder's list views inside an open or save panel.
        .init(.prefix("FI_T"), .finderViews),
        // The Touch Bar's root view (`_NSFunctionRowRootView`) and its other views
        // (`NSFunctionRowBackgroundColorView`, Tests/RealLogs/logs/3028.log).
        .init(.prefix("_NSFunctionRow"), .touchBar),
        .init(.prefix("NSFunctionRow"), .touchBar),  // The Touch Bar's other views; Tests/RealLogs/logs/3028.log.
        .init(.prefix("NSTouchBar"), .touchBar),  // The Touch Bar's views.
        // Private classes that stand for public objects the app lays out
        // itself: the legacy top/bottom layout guide (SampleLogs/syslog-warning.log), a stack
        // view's spacer, a table header's content view (SampleLogs/markdown-quoted.log).
        .init(.exact("_UILayoutGuide"), .appPlaced),
        .init(.exact("_UILayoutSpacer"), .appPlaced),  // UIStackView's spacer.
        .init(.exact("_UITableViewHeaderFooterContentView"), .appPlaced),  // A table header's content view; SampleLogs/markdown-quoted.log.
        .init(.exact("_UIVisualEffectContentView"), .appPlaced),  // A visual effect view's contentView, which the app fills.
        // Swift classes of Apple's modules, mangled or not.
        .init(.prefix("_TtC5UIKit"), .uiKitPrivate),
        .init(.prefix("_TtC7SwiftUI"), .swiftUI),  // SwiftUI's mangled classes.
        .init(.prefix("_TtGC7SwiftUI"), .swiftUI),  // SwiftUI's mangled generic classes (_UIHostingView<…>).
        .init(.prefix("SwiftUI."), .swiftUI),  // SwiftUI's classes, printed with their module.
        // UIKit's and AppKit's Swift classes, printed with their module (`UIKit.NavigationBarContentView`);
        // SampleLogs/apple/mangled-names.log.
        .init(.prefix("UIKit."), .uiKitPrivate),
        .init(.prefix("UIKitCore."), .uiKitPrivate),  // UIKit's classes under UIKitCore, its framework's name since iOS 12.
        .init(.prefix("AppKit."), .appKitPrivate),  // AppKit's Swift classes, printed with their module.
        // A leading underscore before a framework's prefix marks a private class of that framework:
        // AVKit's player views (`_AVFocusContainerView`, Tests/RealLogs/logs/6023.log), MapKit's, WebKit's,
        // SafariServices' and LinkPresentation's.
        .init(.prefix("_AV"), .avKit),
        .init(.prefix("_MK"), .mapView),  // MapKit's private views.
        .init(.prefix("_WK"), .webView),  // WebKit's private views.
        .init(.prefix("_SF"), .uiKitPrivate),  // SafariServices' private views.
        .init(.prefix("_LP"), .shareSheet),  // LinkPresentation's, shown in the share sheet's header.
        // A leading underscore marks a private class of UIKit or AppKit.
        .init(.prefix("_UI"), .uiKitPrivate),
        .init(.prefix("_NS"), .appKitPrivate),  // AppKit's private classes; SampleLogs/apple/appkit-toolbar-item.log.
    ]

    /// Apple's own processes, by the name a console line prints: the app
    /// never runs in them, so whatever they log is Apple's.
    static let systemProcesses: [String: AppleComponent] = [
        // Spotlight's and the Home Screen's views are logged by SpringBoard; SampleLogs/apple/springboard-home-screen.log.
        "SpringBoard": .springBoard,
        // Apple's apps and view services, each logging in a process of its own.
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
        // A navigation bar's item content guide; SampleLogs/apple/navigation-bar-cut.log.
        "UINavigationBarItemContentLayoutGuide": .navigationBar,
        // The guide MKMapView keeps inside itself for its edge insets (Tests/RealLogs/logs/2017.log).
        "Edge Insets": .mapView,
        // Safari's address capsule aligns its text by this guide (Tests/RealLogs/logs/2054.log).
        "SFCapsuleTextVerticalAlignmentGuide": .uiKitPrivate,
    ]

    /// Guides a component makes whose identifier carries an address (`BackButtonGuide(0x7fb2…)`), by its start.
    static let appleGuidePrefixes: [(prefix: String, component: AppleComponent)] = [
        // The back button's guide; SampleLogs/apple/swiftui-back-button.log.
        ("BackButtonGuide", .navigationBar),
        // The title and tab bar guides of an iPadOS 18 navigation bar (Tests/RealLogs/logs/7013.log).
        ("TitleView(", .navigationBar), ("TitleViewGuide(", .navigationBar), ("TabBarGuide(", .navigationBar),
    ]

    /// The component that made a guide, by the identifier printed after it.
    /// An identifier that carries an address (`Name(0x7fb2…)`, `Name(layout=0x…)`)
    /// is one UIKit gives the guides it makes for its own views: an app names
    /// its guides with words, not with its views' addresses.
    static func component(ofGuide label: String) -> AppleComponent? {
        if let known = appleGuides[label] ?? appleGuidePrefixes.first(where: { label.hasPrefix($0.prefix) })?.component {
            return known
        }
        return label.contains("(0x") || label.contains("=0x") ? .uiKitPrivate : nil
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
        let found = className.utf8.withContiguousStorageIfAvailable(firstMatch) ?? Array(className.utf8).withUnsafeBufferPointer(firstMatch)
        if found == nil, first == UInt8(ascii: "_"), let mangled = MangledClassName(className), mangled.isApples {
            return mangledRules[mangled.module]
        }
        return found
    }

    /// Apple's Swift classes nested in its types (`_TtCC5UIKit19NavigationButtonBar…`),
    /// which no prefix of the table names: by their module.
    private static let mangledRules: [String: ClassRule] = [
        "UIKit": ClassRule(.prefix("_Tt"), .uiKitPrivate), "UIKitCore": ClassRule(.prefix("_Tt"), .uiKitPrivate),
        "SwiftUI": ClassRule(.prefix("_Tt"), .swiftUI), "AppKit": ClassRule(.prefix("_Tt"), .appKitPrivate),
    ]

    private static let classRulesByFirstByte: [UInt8: [Int]] = {
        var table: [UInt8: [Int]] = [:]
        for (index, rule) in appleClasses.enumerated() { if let first = rule.bytes.first { table[first, default: []].append(index) } }
        return table
    }()

    /// Constraint classes of the layout libraries that write constraints for the app.
    static let libraryConstraintClasses: Set<String> = [
        // SnapKit, with the file and line it prints; SampleLogs/snapkit.log.
        "SnapKit.LayoutConstraint",
        // Masonry; SampleLogs/masonry.log.
        "MASLayoutConstraint",
        // Interface Builder, for views left without constraints.
        "NSIBPrototypingLayoutConstraint",
    ]

    /// Class prefixes of Apple's frameworks (`UIView`, `NSStackView`,
    /// `WKWebView`, `MKMapView`, LinkPresentation's `LPLinkView`): public classes the app and Apple's private
    /// views both use, so they say nothing of who wrote a constraint.
    static let applePublicPrefixes = [
        "UI", "NS", "WK", "MK", "AV", "SK", "SCN", "PK", "PDF", "QL", "AR", "GK", "PH", "SF", "MTK", "GLK", "CA", "CN",
        "EK", "HK", "MF", "AS", "MP", "LP",
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

    /// A cell content view's `height == 44` with no identifier is the
    /// template height it has before self-sizing, UIKit's.
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
    /// `UIView.width == - 16` alone, in action sheets since iOS 12.2; SampleLogs/apple/action-sheet-width.log.
    static let actionSheetWidth = AppleComponent(
        "UIAlertController's action sheet",
        influence: "nothing: it is a known UIKit bug since iOS 12.2 and shows with any action sheet", specificity: 3)
    static let shareSheet = AppleComponent("the share sheet (UIActivityViewController)")
    static let messagesHost = AppleComponent("the Messages extension host")
    // No influence where it would only say that a view of the app's takes part when listed: a conflict is
    // Apple's only when none is, so the sentence would offer nothing to do.
    package static let keyboard = AppleComponent("the keyboard")
    static let inputAssistant = AppleComponent("the keyboard's input assistant bar", specificity: 3)
    static let toolbar = AppleComponent(
        "UIToolbar", influence: "if you create the toolbar in code, give it a non-zero frame so its buttons have room from the start")
    static let navigationBar = AppleComponent("UINavigationBar")
    static let barButtons = AppleComponent("bar buttons (of a toolbar, a navigation bar or the keyboard's assistant bar)", specificity: 1)
    static let spotlight = AppleComponent("Spotlight (logged by SpringBoard)")
    static let springBoard = AppleComponent("SpringBoard (the Home Screen and its views)", specificity: 1)
    /// One of Apple's apps or services, logging in a process of its own.
    static func appleApp(_ name: String) -> AppleComponent { AppleComponent(name, specificity: 1) }
    static let mediaPlayer = AppleComponent("MediaPlayer's controls")
    static let appKitToolbar = AppleComponent("the window's toolbar (NSToolbar)")
    static let finderViews = AppleComponent("the open and save panels (Finder's views)")
    static let avKit = AppleComponent(
        "AVKit's player views", influence: "only the size and place the app gives the player view controller's view")
    static let webView = AppleComponent("WebKit's views (WKWebView)")
    static let mapView = AppleComponent(
        "MapKit's map view (MKMapView)",
        influence: "only the size the app gives the map: hide it rather than collapse it to 0 pt")
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
