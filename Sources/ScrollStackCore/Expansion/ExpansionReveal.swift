import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The scroll that brings a section opening by a tap or a request into view, in step with its
/// motion (``MultipleExpansionEngine/reveal``).
///
/// The stack scrolls from where it stood when the section started opening towards the section's
/// ``MultipleExpansionEngine/revealingOffset(of:from:viewportHeight:)``, at the section's own
/// progress along the same curve, so content and offset move together frame by frame.
public struct ExpansionReveal: Equatable, Sendable {
    /// The section being revealed, followed by identity across data changes.
    public var index: Int
    /// The scroll offset when the reveal began, or where a resize that kept the reader's place
    /// left it.
    public var startOffset: CGFloat
    /// How far the section was open when the reveal began (0 unless it turned around from closing),
    /// or at the resize that last moved ``startOffset``.
    public var startOpenness: Double

    /// Creates a reveal of the section at `index`.
    public init(index: Int, startOffset: CGFloat, startOpenness: Double) {
        self.index = index
        self.startOffset = startOffset
        self.startOpenness = startOpenness
    }

    /// How far along the reveal is when the section is `openness` open: 0 where it began, 1 fully
    /// open.
    public func progress(atOpenness openness: Double) -> Double {
        let span = 1 - startOpenness
        guard span > 0 else { return 1 }
        return min(1, max(0, (openness - startOpenness) / span))
    }
}
