// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ScrollStackExample",
    platforms: [.iOS(.v14), .macOS(.v12)],
    products: [
        .executable(name: "scrollstack-preview", targets: ["ScrollStackPreview"]),
        .library(name: "ScrollStackPreviewKit", targets: ["ScrollStackPreviewKit"]),
        .library(name: "ScrollStackExamples", targets: ["ScrollStackExamples"]),
    ],
    dependencies: [
        .package(name: "ScrollStack", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The iOS examples: a settings accordion, news tabs with reuse, a custom animator, alerts
        // and drawers, and SwiftUI screens. UIKit and SwiftUI only, so the target builds empty on
        // Linux.
        .target(
            name: "ScrollStackExamples",
            dependencies: [.product(name: "ScrollStack", package: "ScrollStack")]
        ),
        .target(
            name: "ScrollStackPreviewKit",
            dependencies: [.product(name: "ScrollStackCore", package: "ScrollStack")]
        ),
        .executableTarget(
            name: "ScrollStackPreview",
            dependencies: [
                "ScrollStackPreviewKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "ScrollStackPreviewKitTests",
            dependencies: [
                "ScrollStackPreviewKit",
                "ScrollStackPreview",
                .product(name: "ScrollStackCore", package: "ScrollStack"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
