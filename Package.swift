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
        // The words VoiceOver speaks, in several languages (Resources/*.lproj). Swift 5 mode only
        // for SwiftPM's generated resource accessor; see ScrollStackStrings.swift.
        .target(name: "ScrollStackStrings", resources: [.process("Resources")], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "ScrollStackCore", dependencies: ["ScrollStackStrings"]),
        .target(name: "ScrollStack", dependencies: ["ScrollStackCore"]),
        .testTarget(name: "ScrollStackCoreTests", dependencies: ["ScrollStackCore"]),
    ],
    swiftLanguageModes: [.v6]
)
