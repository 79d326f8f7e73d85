// swift-tools-version: 6.0
import PackageDescription

// The modules by role (`Specs/DECISIONS.md` 58): the model; the harness an engine's tests need
// (`DispatchHarness`); the tools the command line adds on top of it (`DispatchFuzz`,
// `DispatchPictures`, `DispatchCoverage`, `DispatchSite`), each depending on the harness and never
// the other way round; and the reference engine, which sees only the model.
// `Tests/DispatchHarnessTests/ArchitectureTests.swift` holds every target to this graph.
let package = Package(
    name: "dispatch-conformance",
    products: [
        // What an engine author adds to a test target: the fixture model, the `DispatchEngine`
        // contract and the harness that loads, runs, compares and reports (and `EngineServer`).
        // Nothing of the command line's tools.
        .library(name: "DispatchConformance", targets: ["DispatchModel", "DispatchHarness"]),
        // The headless, deterministic, virtual-time model of UIKit's event system.
        .library(name: "ReferenceEngine", targets: ["ReferenceEngine"]),
        // The command-line runner, with every tool.
        .executable(name: "dispatch-conformance", targets: ["DispatchConformanceCLI"]),
    ],
    dependencies: [],
    targets: [
        // Pure value types: geometry, scene, script, trace, features, the engine protocol, JSON.
        // Everything depends on it; it depends on nothing.
        .target(name: "DispatchModel"),
        // The harness an engine's tests need: corpus loading and lint, rules, running (in process
        // and over the protocol, `EngineServer` included), comparing, reports, the stability check.
        // In the `DispatchConformance` product; every tool and executable builds on it. Never sees
        // the reference engine, never imports a tool.
        .target(name: "DispatchHarness", dependencies: ["DispatchModel"]),
        // The fuzzer: generated scenarios, invariants, differential checks, shrinking. Used by the
        // command line (`fuzz`) and `dispatch-bench`.
        .target(name: "DispatchFuzz", dependencies: ["DispatchModel", "DispatchHarness"]),
        // Scene drawings as SVG. Used by the command line (`render`) and the site.
        .target(name: "DispatchPictures", dependencies: ["DispatchModel", "DispatchHarness"]),
        // Which items of the scene vocabulary the corpus covers. Used by the command line
        // (`coverage --vocabulary`) and the site's vocabulary page.
        .target(name: "DispatchCoverage", dependencies: ["DispatchModel", "DispatchHarness"]),
        // The static catalogue and results matrix, drawn with the pictures and listing the
        // vocabulary coverage. Used by the command line (`site`).
        .target(
            name: "DispatchSite",
            dependencies: ["DispatchModel", "DispatchHarness", "DispatchPictures", "DispatchCoverage"]
        ),
        // The reference engine. Depends on the model only.
        .target(name: "ReferenceEngine", dependencies: ["DispatchModel"]),
        // A thin command line over the harness, its tools and the reference engine.
        .executableTarget(
            name: "DispatchConformanceCLI",
            dependencies: [
                "DispatchModel", "DispatchHarness", "DispatchFuzz", "DispatchPictures", "DispatchCoverage", "DispatchSite",
                "ReferenceEngine",
            ],
            path: "Sources/dispatch-conformance"
        ),
        // The performance figures of the README: `swift run -c release dispatch-bench`. Times the
        // harness, the reference engine and the fuzzer.
        .executableTarget(
            name: "dispatch-bench",
            dependencies: ["DispatchModel", "DispatchHarness", "DispatchFuzz", "ReferenceEngine"]
        ),
        // An engine author's executable serving a Swift engine over the protocol in one line
        // (`EngineServer.serve`), so that the suite runs it in fresh processes; built by `swift build`.
        // Needs what the `DispatchConformance` product holds, and the engine it serves.
        .executableTarget(
            name: "served-engine-example",
            dependencies: ["DispatchModel", "DispatchHarness", "ReferenceEngine"],
            path: "Examples/swift-served-engine/Sources/served-engine-example"
        ),

        // The model's types, parser and decoders.
        .testTarget(name: "DispatchModelTests", dependencies: ["DispatchModel"]),
        // The harness, against the reference engine and deliberately broken engines; also the
        // architecture of this file.
        .testTarget(name: "DispatchHarnessTests", dependencies: ["DispatchModel", "DispatchHarness", "ReferenceEngine"]),
        // The fuzzer's generators, invariants, differential checks, shrinking and regressions.
        .testTarget(name: "DispatchFuzzTests", dependencies: ["DispatchModel", "DispatchHarness", "DispatchFuzz", "ReferenceEngine"]),
        // The pictures and the site, whose SVG and XHTML one XML scanner checks.
        .testTarget(
            name: "DispatchSiteTests",
            dependencies: ["DispatchModel", "DispatchHarness", "DispatchPictures", "DispatchCoverage", "DispatchSite", "ReferenceEngine"]
        ),
        // The vocabulary coverage.
        .testTarget(
            name: "DispatchCoverageTests", dependencies: ["DispatchModel", "DispatchHarness", "DispatchCoverage", "ReferenceEngine"]),
        // The reference engine's components.
        .testTarget(name: "ReferenceEngineTests", dependencies: ["DispatchModel", "DispatchHarness", "ReferenceEngine"]),
        // The corpus: one case per fixture, and the rules behind its lines.
        .testTarget(name: "CorpusTests", dependencies: ["DispatchModel", "DispatchHarness", "ReferenceEngine"]),
        // Runs the built executables; the dependencies make `swift test` build them first.
        .testTarget(
            name: "CLITests",
            dependencies: [
                "DispatchConformanceCLI", "served-engine-example", "DispatchModel", "DispatchHarness", "DispatchFuzz", "ReferenceEngine",
            ]
        ),
    ]
)
