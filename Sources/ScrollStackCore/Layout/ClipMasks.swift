import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where the masks that clip the content go, and when they are worn.
///
/// A child's view shows only its clip (``LayoutSnapshot/Child/clip``) through a mask view in the
/// view's bounds, which a scroll view moves with its content offset; the content view shows only
/// the part of it the pages may use (``LayoutSnapshot/contentClip``). A mask costs an offscreen
/// pass on every frame, so one that would hide nothing is taken off.
package enum ClipMasks {
    /// The frame of a child's mask, in its view's bounds: the clip, moved from the content's
    /// coordinates into the view's, whose bounds start at `boundsOrigin` (a scroll view's content
    /// offset).
    ///
    /// - Parameters:
    ///   - clip: The part of the child that shows, in the content's coordinates.
    ///   - frame: Where the child's view goes, in the content's coordinates.
    ///   - boundsOrigin: The origin of the child view's bounds.
    /// - Returns: The mask's frame.
    package static func childMaskFrame(clip: CGRect, frame: CGRect, boundsOrigin: CGPoint) -> CGRect {
        CGRect(
            x: clip.minX - frame.minX + boundsOrigin.x,
            y: clip.minY - frame.minY + boundsOrigin.y,
            width: clip.width,
            height: clip.height
        )
    }

    /// Whether a child wears its mask: while an animation moves it (`masked`, whose clip may move
    /// from its start), and otherwise only when the clip cuts it short, so a table view child
    /// scrolls freely at rest.
    ///
    /// - Parameters:
    ///   - clip: The part of the child that shows.
    ///   - frame: Where the child's view goes.
    ///   - masked: Whether an animation moves the child.
    /// - Returns: Whether the mask is worn.
    package static func childWearsMask(clip: CGRect, frame: CGRect, masked: Bool) -> Bool {
        masked || clip != frame
    }

    /// Whether the content view wears its mask: when there is a clip and it doesn't cover the
    /// whole of the view's `bounds`.
    ///
    /// - Parameters:
    ///   - contentClip: The part of the content the pages may use, or `nil` for all of it.
    ///   - bounds: The content view's bounds.
    /// - Returns: Whether the mask is worn.
    package static func contentWearsMask(contentClip: CGRect?, bounds: CGRect) -> Bool {
        guard let contentClip else { return false }
        return !contentClip.contains(bounds)
    }
}
