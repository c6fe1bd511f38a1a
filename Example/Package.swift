// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ScrollStackExample",
    platforms: [.iOS(.v14), .macOS(.v12)],
    products: [
        .library(name: "ScrollStackExamples", targets: ["ScrollStackExamples"]),
    ],
    dependencies: [
        .package(name: "ScrollStack", path: ".."),
    ],
    targets: [
        // The iOS examples: a settings accordion, news tabs with reuse, a custom animator, alerts
        // and drawers, and SwiftUI screens. UIKit and SwiftUI only, so the target builds empty on
        // Linux. The demo app (ScrollStackDemo.swiftpm) depends on this package and nothing else.
        .target(
            name: "ScrollStackExamples",
            dependencies: [.product(name: "ScrollStack", package: "ScrollStack")]
        ),
        // Every Swift snippet of the README and the DocC articles matches compiled code here or in
        // the examples; the core's snippets also run.
        .testTarget(
            name: "ScrollStackExamplesTests",
            dependencies: [.product(name: "ScrollStackCore", package: "ScrollStack")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
