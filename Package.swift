// swift-tools-version:6.0
import PackageDescription

/// The layers of `Sources/Explainer`, lowest first: each a target built
/// from these folders, which can use only the layers below it.
let explainerLayers: [(target: String, folders: [String])] = [
    // The linear solver and the conflict search, knowing nothing of logs.
    ("ConstraintSolving", ["Solver", "Conflicts"]),
    // A report as constraints over frames, who made each, and its analysis.
    ("LayoutAnalysis", ["Support", "Model", "Origins", "Analysis"]),
    // Where the app's source makes constraints, read from its text.
    ("CodeIndex", ["CodeIndex"]),
    // Names, advice and the explanation every output reads; where in the
    // source each constraint was made; grouping of repeats.
    ("Explainer", ["Naming", "Advice", "Explanation", "Locating", "Grouping"]),
    // The formats, which format an explanation and decide nothing.
    ("Rendering", ["Rendering"]),
]

/// The build fails when a file imports a target its own does not depend on (Plugins/LayerImports).
let layerImports = Target.PluginUsage.plugin(name: "LayerImports")

/// Folders inside the layers' folders, whose READMEs are no sources either.
let explainerSubfolders = ["Advice/Rules", "CodeIndex/InterfaceBuilder"]

/// One layer's target: its folders from `Sources/Explainer`, the rest excluded.
@MainActor func explainerLayer(_ name: String, dependencies: [Target.Dependency]) -> Target {
    let folders = explainerLayers.first { $0.target == name }!.folders
    let others = explainerLayers.flatMap(\.folders).filter { !folders.contains($0) }
    let readmes = folders + explainerSubfolders.filter { folders.contains(String($0.prefix { $0 != "/" })) }
    return .target(
        name: name, dependencies: dependencies, path: "Sources/Explainer", exclude: others + folderReadmes(readmes),
        sources: folders, plugins: [layerImports])
}

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
            name: "LogParser", exclude: folderReadmes(["Input", "Scanning", "Entry", "Model", "Formatting", "Support"]),
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
        .executableTarget(
            name: "wtflayout-bench",
            dependencies: ["CodeIndex", "ConstraintSolving", "LayoutAnalysis", "Explainer", "LogParser", "SeededRandom"],
            path: "Sources/wtflayout-bench"),
        .executableTarget(name: "wtflayout-fuzz", dependencies: ["Explainer", "Rendering", "LogParser"], path: "Sources/wtflayout-fuzz"),
        .executableTarget(
            name: "wtflayout-differential",
            dependencies: ["LogParser", "ConstraintSolving", "LayoutAnalysis", "Explainer", "SeededRandom"],
            path: "Sources/wtflayout-differential"),
        // Keeps each target above to the imports of its declared dependencies.
        .plugin(name: "LayerImports", capability: .buildTool()),
        .testTarget(name: "LogParserTests", dependencies: ["LogParser", "SeededRandom"]),
        .testTarget(
            name: "ExplainerTests",
            dependencies: ["ConstraintSolving", "LayoutAnalysis", "CodeIndex", "Explainer", "Rendering", "LogParser", "SeededRandom"],
            exclude: ["Golden", "GoldenMarkdown", "GoldenJSON", "GoldenGitHub", "GoldenJUnit", "GoldenSVG", "GoldenSARIF", "GoldenHTML"]),
        .testTarget(name: "RunTests", dependencies: ["Run", "LogParser", "LayoutAnalysis", "Explainer", "Rendering"]),
        .testTarget(name: "wtflayoutTests", dependencies: ["Command", "wtflayout", "LogParser", "Explainer", "Rendering", "Run"]),
        .testTarget(
            name: "wtflayoutDifferentialTests",
            dependencies: ["wtflayout-differential", "SeededRandom", "LayoutAnalysis", "Explainer", "Rendering", "LogParser"]),
    ]
)

/// Each folder of a library has a README.md saying what it owns, for a
/// reader browsing the sources; they are not part of the build.
func folderReadmes(_ folders: [String]) -> [String] { folders.map { "\($0)/README.md" } }
