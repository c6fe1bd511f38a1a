import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a tab strip is scrolled and where its indicator is, at one position of its pager.
public struct TabStripPose: Equatable, Sendable {
    /// The strip's horizontal content offset.
    public var contentOffset: CGFloat
    /// The indicator's frame in the strip's content coordinates, or `nil` when the strip has no items or
    /// no indicator (``TabStripIndicatorStyle/none``).
    public var indicatorFrame: CGRect?

    /// Creates a pose.
    public init(contentOffset: CGFloat, indicatorFrame: CGRect?) {
        self.contentOffset = contentOffset
        self.indicatorFrame = indicatorFrame
    }
}
