import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The rules between an accordion nested in a section of another and that outer accordion: what
/// the inner one publishes as its height, and how the outer one takes it.
///
/// The inner accordion publishes its content height at rest and on every display frame of its own
/// transitions (``StackEngine/reportedContentHeight(atFraction:)``). The outer engine takes a
/// height published while the inner one moves with ``StackEvent/contentHeightFollowed(index:height:)``:
/// at once, never eased, so the outer section's height list equals the inner's heights frame by
/// frame, with no lag and no second easing. A height published while the inner one is at rest (its
/// data changed without animation, its width changed) goes in as
/// ``StackEvent/contentHeightChanged(index:height:)``, which the outer engine eases while the outer
/// section itself opens or closes and takes at once otherwise.
public enum NestedContentHeight {
    /// What the inner accordion is doing when it lays its content out.
    public enum Moment: Equatable, Hashable, Sendable {
        /// Laid out at rest.
        case rest
        /// A display frame of a built-in transition: the height at its current fraction.
        case transitionFrame
        /// A custom animator's transition starts: its end height, which the animator reaches on
        /// its own clock without reporting frames.
        case customTransitionStart
    }

    /// Heights within this many points of the published one are the same height, so layout
    /// passes don't feed back into each other.
    public static let tolerance: CGFloat = 0.5

    /// The height the inner accordion publishes after laying its content out `laidOut` points
    /// tall, or `nil` when what it published stands.
    ///
    /// At rest and on a transition's frames it publishes the height it laid out: on frames only
    /// when it moved more than ``tolerance``, at rest whenever it differs. As a custom
    /// animator's transition starts it grows at once to the end height but doesn't shrink until
    /// it is at rest again, so a closing section isn't cut off while the animator rolls it up.
    /// A height that isn't finite changes nothing; a negative one counts as zero.
    ///
    /// - Parameters:
    ///   - laidOut: The content height the inner accordion laid out.
    ///   - moment: When it laid it out.
    ///   - published: The height it published last; `nil` before the first.
    public static func height(afterLayingOut laidOut: CGFloat, moment: Moment, published: CGFloat?) -> CGFloat? {
        guard laidOut.isFinite else { return nil }
        let height = max(0, laidOut)
        let next = moment == .customTransitionStart ? max(height, published ?? 0) : height
        // Frames skip changes within the tolerance; at rest the exact height stands, or a last
        // frame a fraction of a point short would stay short.
        if let published, next == published || (moment != .rest && abs(next - published) <= tolerance) { return nil }
        return next
    }

    /// The event that hands the outer engine the height an inner accordion in the
    /// section at `index` published.
    ///
    /// - Parameters:
    ///   - index: The outer section that holds the inner accordion.
    ///   - height: The published height; `nil` hands the section back to the content mode.
    ///   - innerIsMoving: Whether the inner accordion published it while a transition of its
    ///     own runs (frame by frame).
    public static func event(index: Int, height: CGFloat?, innerIsMoving: Bool) -> StackEvent {
        innerIsMoving ? .contentHeightFollowed(index: index, height: height) : .contentHeightChanged(index: index, height: height)
    }
}
