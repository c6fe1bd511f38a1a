import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything a platform needs to lay out a container at one moment: the headers in view, each
/// live child's frame and clip, and the size of the scrollable content.
///
/// Made by ``StackEngine/layoutSnapshot(in:atFraction:pinningHeadersAt:)``. The UIKit layer applies it as it is,
/// at rest, inside an animation block (at the transition's end), or under a finger.
public struct LayoutSnapshot: Equatable, Sendable {
    /// A header in view.
    public struct Header: Equatable, Sendable {
        /// The section's index.
        public var index: Int
        /// The header's frame, in the content's coordinates.
        public var frame: CGRect
        /// Whether the section is expanded, or is the one a running transition expands.
        public var isExpanded: Bool

        /// Creates a header entry.
        public init(index: Int, frame: CGRect, isExpanded: Bool) {
            self.index = index
            self.frame = frame
            self.isExpanded = isExpanded
        }
    }

    /// A live child's placement.
    public struct Child: Equatable, Sendable {
        /// The child's index.
        public var index: Int
        /// Where the child's view goes, at its full size.
        public var frame: CGRect
        /// The part of `frame` that shows: shorter than it while an accordion section unrolls.
        public var clip: CGRect

        /// Creates a child entry.
        public init(index: Int, frame: CGRect, clip: CGRect) {
            self.index = index
            self.frame = frame
            self.clip = clip
        }
    }

    /// The headers that intersect the viewport, in section order; none in paging mode.
    public var headers: [Header]
    /// Every live child, in index order.
    public var children: [Child]
    /// The size of the scrollable content, insets included.
    public var contentSize: CGSize
    /// The part of the container that may show children, in the container's coordinates, or `nil`
    /// for all of it. A pager shows pages only inside its page rectangle, so neighbours sliding in
    /// or preloaded beside it never show in the safe-area strips of a landscape phone.
    public var contentClip: CGRect?

    /// The vertical scroll position `offset` brought inside the content for a viewport `viewportHeight`
    /// tall: never above the top, never past the point where the content's end meets the viewport's.
    /// Content that fits the viewport scrolls to 0.
    public func clampedOffset(_ offset: CGFloat, viewportHeight: CGFloat) -> CGFloat {
        AccordionLayout.clampedOffset(offset, contentHeight: contentSize.height, viewportHeight: viewportHeight)
    }

    /// Whether the content is taller than a viewport `viewportHeight` tall, so it scrolls (and
    /// should take the status bar's scroll-to-top tap, which otherwise belongs to a child's own
    /// scroll view).
    public func scrolls(viewportHeight: CGFloat) -> Bool {
        clampedOffset(.greatestFiniteMagnitude, viewportHeight: viewportHeight) > 0
    }

    /// Creates a snapshot.
    public init(headers: [Header], children: [Child], contentSize: CGSize, contentClip: CGRect? = nil) {
        self.headers = headers
        self.children = children
        self.contentSize = contentSize
        self.contentClip = contentClip
    }
}
