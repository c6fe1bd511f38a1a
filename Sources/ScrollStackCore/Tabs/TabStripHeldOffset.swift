import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A tab strip's content offset kept against the strip's own following of the selection: where
/// VoiceOver's stand-in scrolled a tab into view, kept until the pager's position changes.
///
/// Without it the strip's next layout would scroll back to the selected tab, hiding (or reusing
/// for another index) the tab VoiceOver's cursor was just moved onto.
public struct TabStripHeldOffset: Equatable, Hashable, Sendable {
    /// The content offset held.
    public var offset: CGFloat
    /// The pager's position (a fractional index) when the offset was taken.
    public var position: Double

    /// Holds `offset`, taken at `position`.
    public init(offset: CGFloat, position: Double) {
        self.offset = offset
        self.position = position
    }

    /// The offset the strip shows at `position`: the held one, clamped to the strip's content,
    /// while the position is the one it was taken at (within a thousandth of a page); `nil` once
    /// the position has moved, when the strip follows the selection again and the hold ends.
    ///
    /// - Parameters:
    ///   - position: The pager's position now.
    ///   - layout: The strip's layout now.
    /// - Returns: The offset to keep, or `nil` to let the layout decide.
    public func contentOffset(at position: Double, in layout: TabStripLayout) -> CGFloat? {
        guard abs(position - self.position) < 0.001, offset.isFinite else { return nil }
        return min(max(offset, 0), layout.maximumContentOffset)
    }
}
