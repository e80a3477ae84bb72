import LogParser

/// Screens apps commonly run on, in points, portrait: the widths and heights
/// a view that spans the screen is given. Data, not judgement; the
/// sentences name those outside the sizes at which a conflict's
/// constraints hold.
struct ScreenSize: Sendable {
    let name: String
    let width: Double
    let height: Double

    static let common: [ScreenSize] = [
        ScreenSize(name: "an iPhone SE (1st generation)", width: 320, height: 568),
        ScreenSize(name: "an iPhone SE (3rd generation)", width: 375, height: 667),
        ScreenSize(name: "an iPhone 13 mini", width: 375, height: 812),
        ScreenSize(name: "an iPhone 16", width: 393, height: 852),
        ScreenSize(name: "an iPhone 16 Plus", width: 430, height: 932),
        ScreenSize(name: "an iPhone 16 Pro Max", width: 440, height: 956),
        ScreenSize(name: "an iPad mini (6th generation)", width: 744, height: 1133),
        ScreenSize(name: "an 11-inch iPad Air", width: 820, height: 1180),
        ScreenSize(name: "a 13-inch iPad Pro", width: 1032, height: 1376),
    ]

    /// The side along `axis` in either orientation: portrait first.
    func sides(along axis: Axis) -> [(size: Double, orientation: String)] {
        axis == .horizontal ? [(width, "portrait"), (height, "landscape")] : [(height, "portrait"), (width, "landscape")]
    }
}
