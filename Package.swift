// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ScrollStack",
    defaultLocalization: "en",
    platforms: [.iOS(.v14), .macOS(.v12)],
    products: [
        .library(name: "ScrollStack", targets: ["ScrollStack"]),
        .library(name: "ScrollStackCore", targets: ["ScrollStackCore"]),
    ],
    targets: [
        // The core ships the words VoiceOver speaks, in several languages (Resources/*.lproj).
        .target(name: "ScrollStackCore", resources: [.process("Resources")]),
        .target(name: "ScrollStack", dependencies: ["ScrollStackCore"]),
        .testTarget(name: "ScrollStackCoreTests", dependencies: ["ScrollStackCore"]),
    ],
    swiftLanguageModes: [.v6]
)
