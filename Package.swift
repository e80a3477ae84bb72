// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "wtflayout",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "wtflayout", targets: ["wtflayout"]),
        .library(name: "LogParser", targets: ["LogParser"]),
        .library(name: "Explainer", targets: ["Explainer"]),
    ],
    targets: [
        .target(name: "LogParser"),
        .target(name: "Explainer", dependencies: ["LogParser"]),
        .executableTarget(name: "wtflayout", dependencies: ["LogParser", "Explainer"]),
        .executableTarget(name: "wtflayout-bench", dependencies: ["Explainer", "LogParser"], path: "Sources/wtflayout-bench"),
        .executableTarget(name: "wtflayout-fuzz", dependencies: ["Explainer", "LogParser"], path: "Sources/wtflayout-fuzz"),
        .executableTarget(name: "wtflayout-differential", dependencies: ["LogParser", "Explainer"], path: "Sources/wtflayout-differential"),
        .testTarget(name: "LogParserTests", dependencies: ["LogParser"]),
        .testTarget(name: "ExplainerTests", dependencies: ["Explainer", "LogParser"],
                    exclude: ["Golden", "GoldenMarkdown"]),
        .testTarget(name: "wtflayoutTests", dependencies: ["wtflayout"]),
        .testTarget(name: "wtflayoutDifferentialTests", dependencies: ["wtflayout-differential"]),
    ]
)
