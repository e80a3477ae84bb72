// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "wtflayout",
    platforms: [.macOS(.v13)],
    // The libraries are the command's rooms, not an API for other packages:
    // they share declarations with the command, tools and tests through
    // `package` access, and nothing is `public`.
    products: [
        .executable(name: "wtflayout", targets: ["wtflayout"])
    ],
    targets: [
        .target(name: "LogParser", exclude: folderReadmes(["Input", "Scanning", "Entry", "Model", "Formatting", "Support"])),
        .target(
            name: "Explainer", dependencies: ["LogParser"],
            exclude: folderReadmes([
                "Support", "Solver", "Model", "Conflicts", "Analysis", "Origins", "Naming",
                "Advice", "Advice/Rules", "Explanation", "Grouping", "Rendering",
            ])),
        .executableTarget(name: "wtflayout", dependencies: ["LogParser", "Explainer"]),
        .target(name: "SeededRandom"),
        .executableTarget(
            name: "wtflayout-bench", dependencies: ["Explainer", "LogParser", "SeededRandom"],
            path: "Sources/wtflayout-bench"),
        .executableTarget(name: "wtflayout-fuzz", dependencies: ["Explainer", "LogParser"], path: "Sources/wtflayout-fuzz"),
        .executableTarget(
            name: "wtflayout-differential", dependencies: ["LogParser", "Explainer", "SeededRandom"],
            path: "Sources/wtflayout-differential"),
        .testTarget(name: "LogParserTests", dependencies: ["LogParser", "SeededRandom"]),
        .testTarget(
            name: "ExplainerTests", dependencies: ["Explainer", "LogParser", "SeededRandom"],
            exclude: ["Golden", "GoldenMarkdown", "GoldenJSON", "GoldenGitHub", "GoldenJUnit"]),
        .testTarget(name: "wtflayoutTests", dependencies: ["wtflayout"]),
        .testTarget(
            name: "wtflayoutDifferentialTests", dependencies: ["wtflayout-differential", "SeededRandom", "Explainer", "LogParser"]),
    ]
)

/// Each folder of a library has a README.md saying what it owns, for a
/// reader browsing the sources; they are not part of the build.
func folderReadmes(_ folders: [String]) -> [String] { folders.map { "\($0)/README.md" } }
