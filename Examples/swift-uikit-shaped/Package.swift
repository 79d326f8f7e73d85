// swift-tools-version: 6.0
import PackageDescription

// A UIKit-shaped toolkit (`MiniUIKit`) that was not written for the conformance suite, and the
// adapter (`miniuikit-conformance`) that puts it behind the suite's JSON-lines protocol. A package
// of its own, so that the suite's package keeps no dependencies and this one needs none of the
// suite's code: the adapter talks to the suite only over standard input and output.
let package = Package(
    name: "uikit-shaped",
    products: [
        .library(name: "MiniUIKit", targets: ["MiniUIKit"]),
        .executable(name: "miniuikit-conformance", targets: ["MiniUIKitConformance"]),
    ],
    targets: [
        // The toolkit: views, windows, view controllers, an application, touches and events.
        .target(name: "MiniUIKit"),
        // The adapter: builds MiniUIKit objects from a scenario, logs around `super`, answers requests.
        .executableTarget(name: "MiniUIKitConformance", dependencies: ["MiniUIKit"], path: "Sources/miniuikit-conformance"),
    ]
)
