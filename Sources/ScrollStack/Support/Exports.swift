// `import ScrollStack` brings the platform-free core too, on every platform the package declares:
// on macOS (and Linux) the UIKit layer is absent and the core is what the module offers.
@_exported import ScrollStackCore
