/// A Swift class's name as the Objective-C runtime prints it: `_TtC5MyApp8CardView`,
/// or nested in other types, `_TtCC5UIKit19NavigationButtonBar15ItemWrapperView`
/// (one kind letter per type, innermost first and always `C`: `C` class,
/// `V` struct, `O` enum; then the module and each type's name, outermost first, each after
/// its length). Generic classes (`_TtG…`) and names with a private
/// discriminator are not this simple form, and are not read here.
package struct MangledClassName: Hashable, Sendable {
    package let module: String
    /// The types' names, outermost first: `["NavigationButtonBar", "ItemWrapperView"]`.
    package let path: [String]

    /// Apple's modules whose private Swift classes its views print.
    static let appleModules: Set<String> = ["UIKit", "UIKitCore", "SwiftUI", "AppKit"]

    package init?(_ name: String) {
        // Only classes reach the Objective-C runtime: the innermost kind is `C`. (Checked
        // before copying: every view's class name is asked.)
        guard name.utf8.starts(with: "_TtC".utf8) else { return nil }
        let bytes = Array(name.utf8)
        var index = 3
        var kinds = 0
        while index < bytes.count, [UInt8(ascii: "C"), UInt8(ascii: "V"), UInt8(ascii: "O")].contains(bytes[index]) {
            kinds += 1
            index += 1
        }
        guard kinds > 0, index < bytes.count else { return nil }
        var identifiers: [String] = []
        // The standard library's module is written `s`.
        if bytes[index] == UInt8(ascii: "s") {
            identifiers.append("Swift")
            index += 1
        }
        while index < bytes.count {
            var end = index
            while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
            guard end > index, let length = Int(String(decoding: bytes[index..<end], as: UTF8.self)), length > 0,
                length <= bytes.count - end
            else { return nil }
            identifiers.append(String(decoding: bytes[end..<(end + length)], as: UTF8.self))
            index = end + length
        }
        guard identifiers.count == kinds + 1 else { return nil }
        module = identifiers[0]
        path = Array(identifiers.dropFirst())
    }

    /// `UIKit.NavigationButtonBar.ItemWrapperView`.
    package var qualified: String { ([module] + path).joined(separator: ".") }

    /// A class of one of Apple's modules: its own, never the app's.
    package var isApples: Bool { Self.appleModules.contains(module) }
}
