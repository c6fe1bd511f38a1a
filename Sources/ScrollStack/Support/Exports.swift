#if canImport(UIKit)
@_exported import ScrollStackCore
#endif
