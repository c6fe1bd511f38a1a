import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What happens to the presenting view while a drawer is open: it stays visible beside the drawer.
public struct DrawerPresentingEffect: OptionSet, Hashable, Sendable {
    /// The effects' bits.
    public let rawValue: Int

    /// Creates an effect from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The presenting view moves aside by the drawer's width.
    public static let offset = DrawerPresentingEffect(rawValue: 1)
    /// A dimming view covers the presenting view.
    public static let dim = DrawerPresentingEffect(rawValue: 2)
}
