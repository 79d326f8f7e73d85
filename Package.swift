// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "dispatch-conformance",
    products: [
        // The suite: fixture model, harness and the `DispatchEngine` contract.
        .library(name: "DispatchConformance", targets: ["DispatchModel", "DispatchHarness"]),
        // The headless, deterministic, virtual-time model of UIKit's event system.
        .library(name: "ReferenceEngine", targets: ["ReferenceEngine"]),
        // The command-line runner.
        .executable(name: "dispatch-conformance", targets: ["DispatchConformanceCLI"]),
    ],
    dependencies: [],
    targets: [
        // Pure value types: geometry, scene, script, trace, features, the engine protocol, JSON.
        .target(name: "DispatchModel"),
        // Corpus loading, lint, running, comparing and reporting. Never sees the reference engine.
        .target(name: "DispatchHarness", dependencies: ["DispatchModel"]),
        // The reference engine. Depends on the model only.
        .target(name: "ReferenceEngine", dependencies: ["DispatchModel"]),
        // A thin command line over the harness and the reference engine.
        .executableTarget(
            name: "DispatchConformanceCLI",
            dependencies: ["DispatchModel", "DispatchHarness", "ReferenceEngine"],
            path: "Sources/dispatch-conformance"
        ),
        // The performance figures of the README: `swift run -c release dispatch-bench`.
        .executableTarget(
            name: "dispatch-bench",
            dependencies: ["DispatchModel", "DispatchHarness", "ReferenceEngine"]
        ),
        // An engine author's executable serving a Swift engine over the protocol in one line
        // (`EngineServer.serve`), so that the suite runs it in fresh processes; built by `swift build`.
        .executableTarget(
            name: "served-engine-example",
            dependencies: ["DispatchModel", "DispatchHarness", "ReferenceEngine"],
            path: "Examples/swift-served-engine/Sources/served-engine-example"
        ),

        .testTarget(name: "DispatchModelTests", dependencies: ["DispatchModel"]),
        .testTarget(name: "DispatchHarnessTests", dependencies: ["DispatchModel", "DispatchHarness", "ReferenceEngine"]),
        .testTarget(name: "ReferenceEngineTests", dependencies: ["DispatchModel", "DispatchHarness", "ReferenceEngine"]),
        .testTarget(name: "CorpusTests", dependencies: ["DispatchModel", "DispatchHarness", "ReferenceEngine"]),
        // Runs the built executable; the dependency makes `swift test` build it first.
        .testTarget(
            name: "CLITests",
            dependencies: ["DispatchConformanceCLI", "served-engine-example", "DispatchModel", "DispatchHarness", "ReferenceEngine"]
        ),
    ]
)
