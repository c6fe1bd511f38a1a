import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The scroll that brings a section opening by a tap or a request into view, in step with its
/// motion (`ScrollPosition.reveal`).
///
/// The stack scrolls from where it stood when the section started opening towards the offset that
/// shows it, at the motion's own progress along the same curve, so content and offset move together
/// frame by frame.
@usableFromInline package struct ExpansionReveal: Equatable, Sendable {
    /// The section being revealed, followed by identity across data changes; `nil` when the motion
    /// opens nothing and the offset only runs back inside the content it ends with (an accordion
    /// closing its open section).
    public var index: Int?
    /// The scroll offset when the reveal began, or where a change that kept the reader's place
    /// left it.
    public var startOffset: CGFloat
    /// How open the section was when the reveal began (0 for an opening one, unless it turned
    /// around), or at the change that last moved ``startOffset``.
    public var startOpenness: Double
    /// Whether the reveal follows the section opening (towards openness 1) or closing (towards 0,
    /// keeping the header of a section the user closed in view).
    public var isOpening: Bool = true

    /// How far along the reveal is when the section is `openness` open: 0 where it began, 1 at the
    /// end it heads to (open, or closed when ``isOpening`` is `false`).
    @inlinable
    public func progress(atOpenness openness: Double) -> Double {
        let span = isOpening ? 1 - startOpenness : startOpenness
        guard span > 0 else { return 1 }
        let gone = isOpening ? openness - startOpenness : startOpenness - openness
        return min(1, max(0, gone / span))
    }

    /// The offset on the way from ``startOffset`` to `target` when the section is `openness` open.
    @inlinable
    public func offset(towards target: CGFloat, atProgress openness: Double) -> CGFloat {
        startOffset + (target - startOffset) * CGFloat(progress(atOpenness: openness))
    }
}
