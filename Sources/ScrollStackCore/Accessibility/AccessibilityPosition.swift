import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where an item stands in an ordered set, as VoiceOver speaks it: "3 of 5".
///
/// The core counts from zero everywhere (``StackEngine/selectedIndex``, tab and section indices);
/// people count from one. A position keeps the zero-based ``index`` it was made from and speaks the
/// one-based ``number``: index 2 of 5 is spoken "3 of 5". Every phrase of ``AccessibilityPhrase``
/// carries positions, so a formatter never adds the one itself.
public struct AccessibilityPosition: Equatable, Hashable, Sendable {
    /// The item's zero-based index, as the engine gives it.
    public let index: Int
    /// How many items there are.
    public let count: Int

    /// Creates the position of the item at `index` among `count`.
    ///
    /// - Parameters:
    ///   - index: The zero-based index.
    ///   - count: The number of items.
    /// - Precondition: `index` is in `0..<count` (the message names both).
    public init(index: Int, count: Int) {
        precondition((0..<max(0, count)).contains(index), "AccessibilityPosition: index \(index) is out of range 0..<\(count)")
        self.index = index
        self.count = count
    }

    /// The one-based number people hear: `index + 1`.
    public var number: Int { index + 1 }

    /// Whether the item is the first one.
    public var isFirst: Bool { index == 0 }

    /// Whether the item is the last one.
    public var isLast: Bool { index == count - 1 }
}
