// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ScrollStackPreview",
    platforms: [.macOS(.v12)],
    products: [
        .executable(name: "scrollstack-preview", targets: ["ScrollStackPreview"]),
        .library(name: "ScrollStackPreviewKit", targets: ["ScrollStackPreviewKit"]),
    ],
    dependencies: [
        .package(name: "ScrollStack", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Runs the core headless on a scenario and renders the frames it computed.
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
