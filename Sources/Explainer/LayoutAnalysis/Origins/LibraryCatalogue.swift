/// View classes of libraries apps link, by the module their Swift classes
/// print (`Tabman.TabmanBar`) or the prefix their Objective-C classes carry
/// (`RCTView`). A view of a library is laid out by the library's code, so
/// the constraints on it are the library's unless the app's own call says
/// otherwise. Each entry names the library a developer would search for.
///
/// A module that is neither the app's nor Apple's is a library's even when
/// it is not listed here (`ReportMakers`); the list adds the names an
/// Objective-C class prefix alone cannot tell, and the modules that print
/// no process name to compare with.
package enum LibraryCatalogue {
    /// Swift modules of libraries, by the module name their classes print.
    static let modules: [String: String] = [
        // Paging and tab bars.
        "Tabman": "Tabman", "Pageboy": "Pageboy", "Parchment": "Parchment", "XLPagerTabStrip": "XLPagerTabStrip",
        "PagingMenuController": "PagingMenuController",
        // Sheets, panels, menus and alerts.
        "PanModal": "PanModal", "FloatingPanel": "FloatingPanel", "SideMenu": "SideMenu", "SwiftMessages": "SwiftMessages",
        "SwiftEntryKit": "SwiftEntryKit", "PopupDialog": "PopupDialog", "Sheeeeeeeeet": "Sheeeeeeeeet", "DropDown": "DropDown",
        "SCLAlertView": "SCLAlertView", "BLTNBoard": "BulletinBoard",
        // Chat, input bars and keyboards.
        "MessageKit": "MessageKit", "InputBarAccessoryView": "InputBarAccessoryView",
        "IQKeyboardManagerSwift": "IQKeyboardManager",
        // Charts, animation, images and placeholders.
        "Charts": "Charts", "DGCharts": "Charts", "Lottie": "Lottie", "Kingfisher": "Kingfisher", "SkeletonView": "SkeletonView",
        "EmptyKit": "EmptyKit", "NVActivityIndicatorView": "NVActivityIndicatorView", "Hero": "Hero",
        // Forms, pickers, cells and calendars.
        "Eureka": "Eureka", "PIDatePicker": "PIDatePicker", "SwipeCellKit": "SwipeCellKit", "JTAppleCalendar": "JTAppleCalendar",
        "FSPagerView": "FSPagerView", "MarqueeLabel": "MarqueeLabel", "TagListView": "TagListView", "Cosmos": "Cosmos",
        "ImageSlideshow": "ImageSlideshow", "YPImagePicker": "YPImagePicker", "TVOSToast": "TVOSToast",
        // Payments, maps and platforms apps are built on.
        "Stripe": "Stripe", "StripeUICore": "Stripe", "StripePaymentSheet": "Stripe", "MapboxNavigation": "Mapbox Navigation",
        "MapboxMaps": "Mapbox Maps", "MaterialComponents": "Material Components",
    ]

    /// Objective-C class prefixes of libraries, each followed by a capital
    /// letter in a class name (`RCTView`, `MDCTextField`, `IQToolbar`).
    static let classPrefixes: [(prefix: String, library: String)] = [
        ("RCT", "React Native"), ("RNC", "React Native Community"), ("RNDateTimePicker", "react-native-datetimepicker"),
        ("Flutter", "Flutter"), ("FLT", "Flutter"), ("CDV", "Cordova"), ("CAPBridge", "Capacitor"), ("MDC", "Material Components"),
        ("IQToolbar", "IQKeyboardManager"), ("IQBarButtonItem", "IQKeyboardManager"), ("IQTextView", "IQKeyboardManager"),
        ("BTUI", "Braintree"), ("JSQMessages", "JSQMessagesViewController"), ("MGL", "Mapbox GL"),
        ("GMS", "Google Maps"),
        ("SVProgressHUD", "SVProgressHUD"), ("MBProgressHUD", "MBProgressHUD"), ("TTTAttributedLabel", "TTTAttributedLabel"),
        ("FSCalendar", "FSCalendar"), ("MGSwipe", "MGSwipeTableCell"), ("SWTableViewCell", "SWTableViewCell"),
        ("TPKeyboardAvoiding", "TPKeyboardAvoiding"), ("KVNProgress", "KVNProgress"),
        // Classes by their library's prefix: CareKit (`OCKInsightsTableViewHeaderView`), Atlas by Layer
        // (`ATLConversationView`), ChatKit-OC (`LCCKChatBar`), NYAlertViewController, SWTableViewCell's
        // buttons (`SWUtilityButtonView`), React Native modules (`RNAppleAuthButtonView`).
        ("OCK", "CareKit"), ("ATLConversation", "Atlas"), ("ATLMessage", "Atlas"), ("ATLAddressBar", "Atlas"), ("LCCK", "ChatKit-OC"),
        ("NYAlert", "NYAlertViewController"),
        ("SWUtility", "SWTableViewCell"), ("RNAppleAuth", "a React Native module"), ("RNS", "react-native-screens"),
        ("RNGestureHandler", "react-native-gesture-handler"), ("GIDSignIn", "Google Sign-In"), ("Xamarin_Forms", "Xamarin.Forms"),
        ("ApptentiveMessageCenter", "Apptentive"),
    ]

    /// Frameworks that lay their native views out with a layout engine of
    /// their own and hand UIKit the frames it computes (React Native's
    /// Yoga, Flutter's platform views, Xamarin.Forms' renderers): the
    /// masks of their views are how those frames arrive.
    static let placingByFrame: Set<String> = [
        "React Native", "React Native Community", "a React Native module", "react-native-datetimepicker", "react-native-screens",
        "react-native-gesture-handler", "Flutter",
        "Xamarin.Forms",
    ]

    /// Whether the library places its views by frame (`placingByFrame`).
    package static func placesByFrame(_ library: String) -> Bool { placingByFrame.contains(library) }

    /// The library a class belongs to, by its module or prefix; nil when the catalogue does not know it.
    package static func library(ofClass className: String) -> String? {
        if let dot = className.firstIndex(of: "."), let library = modules[String(className[..<dot])] { return library }
        if let mangled = MangledClassName(className), let library = modules[mangled.module] { return library }
        guard let first = className.utf8.first, let candidates = prefixesByFirstByte[first] else { return nil }
        for index in candidates where className.hasPrefix(classPrefixes[index].prefix) {
            let rest = className.dropFirst(classPrefixes[index].prefix.count)
            if rest.isEmpty || rest.first?.isUppercase == true || rest.first == "_" { return classPrefixes[index].library }
        }
        return nil
    }

    /// The prefixes by their first byte: most classes (Apple's `UI…`, `NS…`) are
    /// dismissed by one lookup, as this runs for every view of every entry.
    private static let prefixesByFirstByte: [UInt8: [Int]] = {
        var table: [UInt8: [Int]] = [:]
        for (index, entry) in classPrefixes.enumerated() { table[entry.prefix.utf8.first!, default: []].append(index) }
        return table
    }()
}
