// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The layers of `Sources/Explainer`, lowest first: each a target built
/// from the folder of its name there, which can use only the layers below it.
/// The solver and the conflict search, knowing nothing of logs
/// (ConstraintSolving); a report as constraints over frames, who made each,
/// and its analysis (LayoutAnalysis); where the app's source makes
/// constraints (CodeIndex); names, advice, the explanation every output
/// reads, source places and the grouping of repeats (Explainer); the
/// formats, which format an explanation and decide nothing (Rendering).
/// A folder there that is no layer would be built by no target: a test
/// (`FolderDependencyTests`) fails on one.
let explainerLayers = ["ConstraintSolving", "LayoutAnalysis", "CodeIndex", "Explainer", "Rendering"]

/// The build fails when a file imports a target its own does not depend on (Plugins/LayerImports).
let layerImports = Target.PluginUsage.plugin(name: "LayerImports")

/// One layer's target: the folder of its name in `Sources/Explainer`.
@MainActor func explainerLayer(_ name: String, dependencies: [Target.Dependency]) -> Target {
    let path = "Sources/Explainer/" + name
    return .target(name: name, dependencies: dependencies, path: path, exclude: readmes(in: path), plugins: [layerImports])
}

/// The tests' own code is not optimised, even in a release build (`.ci/run`
/// runs the exhaustive suites so: the code they check is optimised): Swift
/// 6.3.1's optimiser crashes on some of their functions, in an ownership
/// check of a borrowed `ModelConstraint`.
let testSettings: [SwiftSetting] = [.unsafeFlags(["-Onone"], .when(configuration: .release))]

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
        .target(
            name: "LogParser", exclude: readmes(in: "Sources/LogParser"),
            plugins: [layerImports]),
        // The Explainer's layers (above), each depending only on those below it.
        explainerLayer("ConstraintSolving", dependencies: []),
        explainerLayer("LayoutAnalysis", dependencies: ["LogParser", "ConstraintSolving"]),
        explainerLayer("CodeIndex", dependencies: ["LogParser"]),
        explainerLayer("Explainer", dependencies: ["LogParser", "ConstraintSolving", "LayoutAnalysis", "CodeIndex"]),
        explainerLayer("Rendering", dependencies: ["LogParser", "LayoutAnalysis", "CodeIndex", "Explainer"]),
        // One input's run: bytes in, typed events out to a sink (the formats, a live printer, a collector).
        .target(name: "Run", dependencies: ["LogParser", "LayoutAnalysis", "Explainer", "Rendering"], plugins: [layerImports]),
        // The command as a function (`WTFLayout.run`), which tests call in-process,
        // and the few lines of `main.swift` that give it the process's streams.
        .target(
            name: "Command", dependencies: ["LogParser", "LayoutAnalysis", "CodeIndex", "Explainer", "Rendering", "Run"],
            path: "Sources/wtflayout/Command",
            plugins: [layerImports]),
        .executableTarget(name: "wtflayout", dependencies: ["Command"], exclude: ["Command"], plugins: [layerImports]),
        .target(name: "SeededRandom"),
        // How much of the exhaustive suites a test run does (`WTFLAYOUT_TESTS=exhaustive`: all), and their tag.
        .target(name: "TestTiers"),
        .executableTarget(
            name: "wtflayout-bench",
            dependencies: ["CodeIndex", "ConstraintSolving", "LayoutAnalysis", "Explainer", "Rendering", "LogParser", "SeededRandom"],
            path: "Sources/wtflayout-bench"),
        .executableTarget(name: "wtflayout-fuzz", dependencies: ["Explainer", "Rendering", "LogParser"], path: "Sources/wtflayout-fuzz"),
        .executableTarget(
            name: "wtflayout-differential",
            dependencies: ["LogParser", "ConstraintSolving", "LayoutAnalysis", "Explainer", "SeededRandom"],
            path: "Sources/wtflayout-differential"),
        // Keeps each target above to the imports of its declared dependencies.
        .plugin(name: "LayerImports", capability: .buildTool()),
        .testTarget(name: "LogParserTests", dependencies: ["LogParser", "SeededRandom"], swiftSettings: testSettings),
        .testTarget(
            name: "ExplainerTests",
            dependencies: [
                "ConstraintSolving", "LayoutAnalysis", "CodeIndex", "Explainer", "Rendering", "LogParser", "SeededRandom", "TestTiers",
            ],
            exclude: ["Golden", "GoldenMarkdown", "GoldenJSON", "GoldenGitHub", "GoldenJUnit", "GoldenSVG", "GoldenSARIF", "GoldenHTML"],
            swiftSettings: testSettings),
        .testTarget(
            name: "RunTests", dependencies: ["Run", "LogParser", "LayoutAnalysis", "Explainer", "Rendering"], swiftSettings: testSettings),
        .testTarget(
            name: "wtflayoutTests", dependencies: ["Command", "wtflayout", "LogParser", "Explainer", "Rendering", "Run"],
            swiftSettings: testSettings),
        .testTarget(
            name: "wtflayoutDifferentialTests",
            dependencies: ["wtflayout-differential", "SeededRandom", "LayoutAnalysis", "Explainer", "Rendering", "LogParser", "TestTiers"],
            swiftSettings: testSettings),
    ]
)

/// Each folder of a library has a README.md saying what it owns, for a
/// reader browsing the sources; they are not part of the build. Paths
/// relative to `folder`.
func readmes(in folder: String) -> [String] {
    let root = Context.packageDirectory + "/" + folder
    let found = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    return found.filter { $0 == "README.md" || $0.hasSuffix("/README.md") }.sorted()
}
