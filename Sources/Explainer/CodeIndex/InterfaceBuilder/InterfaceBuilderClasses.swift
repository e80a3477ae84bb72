/// The class a log prints for each kind of element Interface Builder
/// writes: `<label>` is a `UILabel` in an iOS document and `<textField>` an
/// `NSTextField` in a Mac one. A `customClass` attribute wins over both.
enum InterfaceBuilderClasses {
    static func isItem(_ element: String, appKit: Bool) -> Bool {
        (appKit ? appKitViews : uiKitViews)[element] != nil || guides[element] != nil
    }

    /// The class of a view or guide element with these attributes.
    static func className(_ element: String, attributes: [String: String], appKit: Bool) -> String? {
        if let custom = attributes["customClass"] { return custom }
        if let guide = guides[element] { return guide.className(appKit: appKit) }
        return (appKit ? appKitViews : uiKitViews)[element]
    }

    /// The text a log prints after a guide's address (`'UIViewSafeAreaLayoutGuide'`).
    static func guideIdentifier(_ element: String, attributes: [String: String]) -> String? {
        guard element == "viewLayoutGuide" else { return nil }
        switch attributes["key"] {
        case "safeArea": return "UIViewSafeAreaLayoutGuide"
        case "layoutMargins": return "UIViewLayoutMarginsGuide"
        default: return nil
        }
    }

    private struct Guide {
        let uiKit: String
        let appKit: String
        func className(appKit isAppKit: Bool) -> String { isAppKit ? appKit : uiKit }
    }

    private static let guides: [String: Guide] = [
        "viewLayoutGuide": Guide(uiKit: "UILayoutGuide", appKit: "NSLayoutGuide"),
        "layoutGuide": Guide(uiKit: "UILayoutGuide", appKit: "NSLayoutGuide"),
        // The top and bottom layout guides before the safe area.
        "viewControllerLayoutGuide": Guide(uiKit: "_UILayoutGuide", appKit: "_UILayoutGuide"),
    ]

    private static let uiKitViews: [String: String] = [
        "view": "UIView", "containerView": "UIView", "label": "UILabel", "button": "UIButton",
        "imageView": "UIImageView", "stackView": "UIStackView", "scrollView": "UIScrollView",
        "tableView": "UITableView", "tableViewCell": "UITableViewCell",
        "tableViewCellContentView": "UITableViewCellContentView",
        "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
        "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
        "collectionViewCellContentView": "UIView", "collectionReusableView": "UICollectionReusableView",
        "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch", "slider": "UISlider",
        "segmentedControl": "UISegmentedControl", "activityIndicatorView": "UIActivityIndicatorView",
        "progressView": "UIProgressView", "pageControl": "UIPageControl", "stepper": "UIStepper",
        "datePicker": "UIDatePicker", "pickerView": "UIPickerView", "searchBar": "UISearchBar",
        "navigationBar": "UINavigationBar", "toolbar": "UIToolbar", "tabBar": "UITabBar",
        "visualEffectView": "UIVisualEffectView", "mapView": "MKMapView", "wkWebView": "WKWebView",
    ]

    private static let appKitViews: [String: String] = [
        "view": "NSView", "customView": "NSView", "textField": "NSTextField", "button": "NSButton",
        "imageView": "NSImageView", "stackView": "NSStackView", "scrollView": "NSScrollView",
        "clipView": "NSClipView", "tableView": "NSTableView", "outlineView": "NSOutlineView",
        "tableCellView": "NSTableCellView", "tableRowView": "NSTableRowView", "box": "NSBox",
        "splitView": "NSSplitView", "segmentedControl": "NSSegmentedControl", "slider": "NSSlider",
        "progressIndicator": "NSProgressIndicator", "popUpButton": "NSPopUpButton", "textView": "NSTextView",
        "visualEffectView": "NSVisualEffectView", "collectionView": "NSCollectionView", "switch": "NSSwitch",
        "datePicker": "NSDatePicker", "comboBox": "NSComboBox", "searchField": "NSSearchField",
        "tabView": "NSTabView", "gridView": "NSGridView",
    ]
}
