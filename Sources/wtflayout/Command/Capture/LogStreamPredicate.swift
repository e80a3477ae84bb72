import Foundation

/// The `log stream` filters that let through exactly the framework's
/// constraint messages: people get these wrong (a filter on the process
/// alone drops UIKit's, which come from its subsystem and category).
enum LogStreamPredicate {
    /// UIKit's category on iOS, tvOS and the simulators.
    static let uiKit = #"subsystem == "com.apple.UIKit" AND category == "LayoutConstraints""#
    /// AppKit's, on a Mac.
    static let appKit = #"subsystem == "com.apple.AppKit" AND category == "Layout""#

    /// Only an app's messages: those of the executable inside its bundle
    /// (`simctl get_app_container` gives the bundle's path).
    static func inApp(bundlePath: String) -> String {
        #" AND processImagePath BEGINSWITH "\#(escaped(bundlePath))/""#
    }

    /// Only one process's, by name (a Mac app).
    static func process(_ name: String) -> String {
        #" AND process == "\#(escaped(name))""#
    }

    /// A string inside the predicate's double quotes.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
