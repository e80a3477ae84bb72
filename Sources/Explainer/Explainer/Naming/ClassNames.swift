import LayoutAnalysis

/// Class names as a developer can search for them: Apple's as printed
/// (`_UIAlertControllerView`, `UIStackView`: the prefix is the very clue that
/// says whose a view is), or, mangled, with their module, the app's without their module
/// (`Recipes.IngredientCell` → `IngredientCell`), mangled names made
/// readable (`_TtGC5MyApp8CardViewCS_15RecoveryKeyView_` → `CardView<RecoveryKeyView>`;
/// Apple's with their module, `UIKit.NavigationButtonBar.ItemWrapperView`).
enum ClassNames {
    /// Modules of Apple's whose qualified names stay whole (`SwiftUI._UIHostingView`).
    static let appleModules: Set<String> = ["SwiftUI", "UIKit", "UIKitCore", "AppKit", "Foundation", "MapKit", "WebKit"]

    static func short(_ className: String) -> String {
        var name = className
        // A key-value observed instance prints as a runtime subclass of its real class.
        if name.hasPrefix("NSKVONotifying_") { name.removeFirst("NSKVONotifying_".count) }
        // Apple's with their module, the clue whose they are (`UIKit.NavigationButtonBar.ItemWrapperView`);
        // the app's without it (`CardView`, `ListView.Row`).
        if let mangled = MangledClassName(name) { return mangled.isApples ? mangled.qualified : mangled.path.joined(separator: ".") }
        if name.hasPrefix("_Tt"), !OriginCatalogue.isSystemClass(name), let readable = demangled(name) { return readable }
        // A name the runtime cut short ends in `...`: those dots part no module.
        let whole = name.hasSuffix("...") ? name.dropLast(3) : name[...]
        if let dot = whole.firstIndex(of: "."), !name[..<dot].contains("<") {
            let module = String(name[..<dot])
            if !appleModules.contains(module) { name = String(name[name.index(after: dot)...]) }
        }
        return name.isEmpty ? className : name
    }

    /// The identifiers of a mangled Swift class name (`_TtC5MyApp8CardView`,
    /// `_TtGC…`): module first, then the class, then generic arguments.
    static func demangled(_ name: String) -> String? {
        let identifiers = lengthPrefixedIdentifiers(in: Array(name.utf8))
        guard identifiers.count >= 2 else { return nil }
        let className = identifiers[1]
        let arguments = identifiers.dropFirst(2)
        return arguments.isEmpty ? className : "\(className)<\(arguments.joined(separator: ", "))>"
    }

    /// `8CardView` → `CardView`: every run of digits followed by at least that
    /// many identifier characters. When the digits could be split several
    /// ways (`10582914415RecoveryKeyView`), the split whose name fits exactly wins.
    private static func lengthPrefixedIdentifiers(in bytes: [UInt8]) -> [String] {
        var identifiers: [String] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index].isASCIIDigit else {
                index += 1
                continue
            }
            var digitsEnd = index
            while digitsEnd < bytes.count, bytes[digitsEnd].isASCIIDigit { digitsEnd += 1 }
            var nameEnd = digitsEnd
            while nameEnd < bytes.count, bytes[nameEnd].isIdentifierByte, !bytes[nameEnd].isASCIIDigit { nameEnd += 1 }
            let available = nameEnd - digitsEnd
            var found: (start: Int, length: Int)?
            for start in index..<digitsEnd {
                guard let length = Int(String(decoding: bytes[start..<digitsEnd], as: UTF8.self)),
                    length > 0, length <= available
                else { continue }
                if found == nil || length == available { found = (start, length) }
                if length == available { break }
            }
            if let found {
                identifiers.append(String(decoding: bytes[digitsEnd..<(digitsEnd + found.length)], as: UTF8.self))
                index = digitsEnd + found.length
            } else {
                index = nameEnd
            }
        }
        return identifiers
    }
}

extension UInt8 {
    fileprivate var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }
    fileprivate var isIdentifierByte: Bool {
        (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) || self == 0x5F || isASCIIDigit
    }
}
