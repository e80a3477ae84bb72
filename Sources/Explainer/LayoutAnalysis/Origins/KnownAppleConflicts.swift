import LogParser

/// The conflicts Apple's views are known to print, as data: each with the
/// systems it was reported on, what apps do about it, and public reports
/// that show it (docs/known-apple-conflicts.md says how an entry is added).
/// Most specific first: the first entry that matches names the report.
package enum KnownAppleConflicts {
    package static let catalogue: [KnownAppleConflict] = [
        KnownAppleConflict(
            id: "action-sheet-negative-width",
            name: "UIAlertController's action sheet asks for a width of −16",
            seenOn: "iOS 12.2 and later, on iPhone (not on iOS 12.1)",
            whatAppsDo:
                "nothing; any action sheet logs it, however the app builds it, and UIKit breaks the constraint itself",
            sources: [
                "https://github.com/lionheart/openradar-mirror/issues/21120",
                "https://github.com/mshrwtnb/ALRT/issues/14",
                "https://github.com/RxSwiftCommunity/RxAlert/issues/40",
            ],
            clues: [actionSheetWidth]),
        KnownAppleConflict(
            id: "share-sheet-title-zero-width",
            name: "the share sheet's link title laid out at zero width",
            seenOn: "iPadOS 13.2 and later",
            whatAppsDo: "nothing; the title view and its constraints are the share sheet's own",
            sources: [
                "https://github.com/xamarin/Essentials/issues/979",
                "https://github.com/tjvantoll/nativescript-social-share/issues/57",
                "https://github.com/videokit-ai/natshare/issues/75",
            ],
            clues: [.view(["_UIActivityContentTitleView", "LPLinkView"]), .zeroSize([], .width)]),
        KnownAppleConflict(
            id: "share-sheet-action-cell-height",
            name: "the share sheet's action cells shorter than their titles",
            seenOn: "iOS 14 and later (reported on the iPhone SE)",
            whatAppsDo: "nothing; the cells' heights and titles are the share sheet's own",
            sources: [
                "https://github.com/flutter/flutter/issues/80468",
                "https://github.com/fluttercommunity/plus_plugins/issues/1440",
            ],
            // The cell's height given by the sheet (encapsulated), against its title's.
            clues: [.view(["_UIActivityActionCellTitleLabel"]), .identifier(["UIView-Encapsulated-Layout-Height"])]),
        KnownAppleConflict(
            id: "toolbar-zero-size",
            name: "UIToolbar laid out before it has a size",
            seenOn: "iOS 13 to iOS 18",
            whatAppsDo:
                "give the toolbar a non-zero frame when creating it in code, before its items are set "
                + "(UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))); Auto Layout sizes it afterwards as before",
            sources: [
                "https://github.com/apache/cordova-plugin-inappbrowser/pull/1123",
                "https://github.com/hackiftekhar/IQKeyboardManager/issues/1607",
                "https://github.com/onmyway133/blog/issues/538",
                "https://github.com/T-Pham/UITextField-Navigation/issues/21",
            ],
            clues: [.zeroSize(["_UIToolbarContentView", "UIToolbar"], nil)], framedBy: "UIToolbar"),
        KnownAppleConflict(
            id: "assistant-bar-zero-height",
            name: "the keyboard's assistant bar laid out at zero height",
            seenOn: "iOS 11 and later, on iPad with a hardware keyboard",
            whatAppsDo: "nothing; the bar is the keyboard's own, and logs this as it is shown or hidden",
            sources: [
                "https://github.com/lionheart/openradar-mirror/issues/19207",
                "http://www.openradar.me/36578167",
                "https://3kd.net/devnotes/",
            ],
            clues: [.zeroSize(["UIKeyboardAssistantBar"], .height)]),
        KnownAppleConflict(
            id: "shortcut-bar-button-zero-height",
            name: "the keyboard's shortcut bar buttons laid out at zero height",
            seenOn: "iPadOS 14.2 and later, as a text field takes focus",
            whatAppsDo: "nothing; the buttons are the keyboard's own",
            sources: ["https://jpdebug.com/p/3487019"],
            clues: [.zeroSize(["_UIButtonBarButton"], .height), .view(["_UIUCBKBSelectionBackground"])]),
        KnownAppleConflict(
            id: "keyboard-assistant-height",
            name: "the keyboard's input assistant height (assistantHeight)",
            seenOn: "iOS 17, as a text field becomes first responder",
            whatAppsDo:
                "nothing, as every constraint is the keyboard's (an input accessory view of the app's takes part only if it is listed)",
            sources: ["https://coderapp.vercel.app/answer/78192738"],
            clues: [.identifier(["assistantHeight"])]),
        KnownAppleConflict(
            id: "navigation-bar-zero-width",
            name: "the navigation bar's buttons laid out at zero width",
            seenOn: "iOS 14 to 17, mostly under SwiftUI's NavigationView with a navigation title",
            whatAppsDo:
                "under SwiftUI's NavigationView, .navigationViewStyle(.stack) ends it where a split view is not "
                + "wanted (NavigationStack on iOS 16 and later); otherwise nothing",
            sources: [
                "https://github.com/subconsciousnetwork/subconscious/issues/70",
                "https://github.com/azamsharp/SimpleTodo/issues/1",
                "https://github.com/ruddarr/app/issues/182",
            ],
            clues: [.zeroSize([], .width), .identifier(["BackButton", "UINav_", "UINavItemContentGuide"])]),
    ]

    /// A lone `UIView.width == - 16`: the shape alone says UIAlertController's
    /// action sheet, where no private class does (`Ownership` reads it too).
    static let actionSheetWidth = KnownAppleConflict.Clue.lone(className: "UIView", attribute: .width, constant: -16)

    /// The first entry whose clues the report's entries show; nil for none.
    package static func match(_ entries: [ListEntry]) -> KnownAppleConflict? {
        catalogue.first { $0.matches(entries) }
    }
}
