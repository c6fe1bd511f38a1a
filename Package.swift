// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ScrollStack",
    platforms: [.iOS(.v14), .macOS(.v12)],
    products: [
        .library(name: "ScrollStack", targets: ["ScrollStack"]),
        .library(name: "ScrollStackCore", targets: ["ScrollStackCore"]),
    ],
    targets: [
        .target(name: "ScrollStackCore"),
        .target(name: "ScrollStack", dependencies: ["ScrollStackCore"]),
        .testTarget(name: "ScrollStackCoreTests", dependencies: ["ScrollStackCore"]),
    ],
    swiftLanguageModes: [.v6]
)
