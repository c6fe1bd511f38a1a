// swift-tools-version: 5.9

// The demo app: open this folder in Xcode (or Swift Playgrounds) and run it on a simulator or a
// device. The screens live in the example package's ScrollStackExamples library; this app only
// shows them in a list.

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "ScrollStackDemo",
    platforms: [.iOS("16.0")],
    products: [
        .iOSApplication(
            name: "ScrollStack Demo",
            targets: ["ScrollStackDemo"],
            bundleIdentifier: "org.scrollstack.demo",
            displayVersion: "0.1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .layers),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad]))]
        ),
    ],
    dependencies: [
        .package(name: "ScrollStackExample", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "ScrollStackDemo",
            dependencies: [.product(name: "ScrollStackExamples", package: "ScrollStackExample")],
            path: "Sources"
        ),
    ]
)
