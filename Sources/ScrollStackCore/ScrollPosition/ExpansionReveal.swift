import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The scroll that brings a section opening by a tap or a request into view, in step with its
/// motion (``ScrollPosition/reveal``).
///
/// The stack scrolls from where it stood when the section started opening towards the offset that
/// shows it, at the motion's own progress along the same curve, so content and offset move together
/// frame by frame.
public struct ExpansionReveal: Equatable, Sendable {
    /// The section being revealed, followed by identity across data changes; `nil` when the motion
    /// opens nothing and the offset only runs back inside the content it ends with (an accordion
    /// closing its open section).
    public var index: Int?
    /// The scroll offset when the reveal began, or where a change that kept the reader's place
    /// left it.
    public var startOffset: CGFloat
    /// How far the motion had gone when the reveal began (0 unless it turned around), or at the
    /// change that last moved ``startOffset``.
    public var startOpenness: Double

    /// Creates a reveal of the section at `index`.
    public init(index: Int?, startOffset: CGFloat, startOpenness: Double) {
        self.index = index
        self.startOffset = startOffset
        self.startOpenness = startOpenness
    }

    /// How far along the reveal is when the motion has gone `openness` of its way: 0 where it
    /// began, 1 at its end.
    @inlinable
    public func progress(atOpenness openness: Double) -> Double {
        let span = 1 - startOpenness
        guard span > 0 else { return 1 }
        return min(1, max(0, (openness - startOpenness) / span))
    }

    /// The offset on the way from ``startOffset`` to `target` when the motion has gone `openness`
    /// of its way.
    @inlinable
    public func offset(towards target: CGFloat, atProgress openness: Double) -> CGFloat {
        startOffset + (target - startOffset) * CGFloat(progress(atOpenness: openness))
    }
}
