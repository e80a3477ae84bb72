// swift-tools-version:6.0
import PackageDescription

/// The folders of `Sources/Explainer` the solving layer is built from, and the rest.
let solvingFolders = ["Solver", "Conflicts"]
let explainerFolders = [
    "Support", "Model", "Analysis", "Origins", "Naming", "Advice", "Explanation", "Grouping", "Rendering",
]

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
        // The layers of the Explainer, each a target that can use only the
        // ones below it; their sources stay in Sources/Explainer, read as the pipeline.
        // Solving: the linear solver and the conflict search, knowing nothing of logs.
        .target(
            name: "ConstraintSolving", path: "Sources/Explainer",
            exclude: explainerFolders + folderReadmes(solvingFolders), sources: solvingFolders),
        .target(
            name: "Explainer", dependencies: ["LogParser", "ConstraintSolving"],
            exclude: solvingFolders + folderReadmes(explainerFolders + ["Advice/Rules"])),
        // The command as a function (`WTFLayout.run`), which tests call in-process,
        // and the few lines of `main.swift` that give it the process's streams.
        .target(name: "Command", dependencies: ["LogParser", "Explainer"], path: "Sources/wtflayout/Command"),
        .executableTarget(name: "wtflayout", dependencies: ["Command"], exclude: ["Command"]),
        .target(name: "SeededRandom"),
        .executableTarget(
            name: "wtflayout-bench", dependencies: ["Explainer", "ConstraintSolving", "LogParser", "SeededRandom"],
            path: "Sources/wtflayout-bench"),
        .executableTarget(name: "wtflayout-fuzz", dependencies: ["Explainer", "LogParser"], path: "Sources/wtflayout-fuzz"),
        .executableTarget(
            name: "wtflayout-differential", dependencies: ["LogParser", "Explainer", "ConstraintSolving", "SeededRandom"],
            path: "Sources/wtflayout-differential"),
        .testTarget(name: "LogParserTests", dependencies: ["LogParser", "SeededRandom"]),
        .testTarget(
            name: "ExplainerTests", dependencies: ["Explainer", "ConstraintSolving", "LogParser", "SeededRandom"],
            exclude: ["Golden", "GoldenMarkdown", "GoldenJSON", "GoldenGitHub", "GoldenJUnit"]),
        .testTarget(name: "wtflayoutTests", dependencies: ["Command", "wtflayout", "LogParser", "Explainer"]),
        .testTarget(
            name: "wtflayoutDifferentialTests", dependencies: ["wtflayout-differential", "SeededRandom", "Explainer", "LogParser"]),
    ]
)

/// Each folder of a library has a README.md saying what it owns, for a
/// reader browsing the sources; they are not part of the build.
func folderReadmes(_ folders: [String]) -> [String] { folders.map { "\($0)/README.md" } }
