import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The poses of a cross-fade: the outgoing child fades out (opacity 1 → 0) where it was at the
/// transition's start, while everything else stands where the transition ends and the incoming
/// child fades in (0 → 1).
///
/// The UIKit layer sets every view to its final frame (the outgoing child keeps its starting
/// frame) and animates only the two opacities; the preview draws the same from
/// ``StackEngine/crossFadeSnapshot(in:atFraction:)``.
package struct CrossFade: Equatable, Hashable, Sendable {
    /// The child fading out: the transition's `from`, if any.
    package let outgoing: Int?
    /// The child fading in: the transition's `to`, if any.
    package let incoming: Int?

    /// Creates the cross-fade of a transition from `outgoing` to `incoming`.
    package init(from outgoing: Int?, to incoming: Int?) {
        self.outgoing = outgoing
        self.incoming = incoming
    }

    /// The opacity of the child at `index` at `fraction` of the transition.
    ///
    /// - Parameters:
    ///   - index: A child's index.
    ///   - fraction: The transition's fraction; values outside 0...1 are clamped and NaN counts as 0.
    /// - Returns: `1 − fraction` for the outgoing child, `fraction` for the incoming one, 1 for any
    ///   other child and when both ends are the same child.
    package func opacity(ofChildAt index: Int, atFraction fraction: Double) -> CGFloat {
        let f = CGFloat(min(1, max(0, fraction.isNaN ? 0 : fraction)))
        guard outgoing != incoming else { return 1 }
        if index == outgoing { return 1 - f }
        if index == incoming { return f }
        return 1
    }

    /// The fraction of the transition whose frame the child at `index` takes: 0 for the outgoing
    /// child (it fades where it was), 1 for every other (the layout jumps to its end at once).
    package func layoutFraction(ofChildAt index: Int) -> Double {
        index == outgoing && outgoing != incoming ? 0 : 1
    }
}
