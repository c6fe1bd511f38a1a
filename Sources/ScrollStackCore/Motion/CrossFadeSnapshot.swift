import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything a platform or the preview needs to draw a cross-fade at one moment: the layout, and
/// each live child's opacity.
public struct CrossFadeSnapshot: Equatable, Sendable {
    /// Headers and content size at the transition's end; each child's frame and clip at the end for
    /// every child but the outgoing one, which keeps its frame and clip from the start.
    public var layout: LayoutSnapshot
    /// The opacity of each child of ``layout``, in the same order.
    public var childOpacities: [CGFloat]

    /// Creates a snapshot.
    public init(layout: LayoutSnapshot, childOpacities: [CGFloat]) {
        self.layout = layout
        self.childOpacities = childOpacities
    }
}

extension StackEngine {
    /// The running transition drawn as a cross-fade at `fraction` (its current fraction when
    /// `nil`): what ``TransitionStyle/crossFade`` shows instead of ``layoutSnapshot(in:atFraction:pinningHeadersAt:)``.
    ///
    /// At rest it is the resting layout with every child opaque.
    ///
    /// - Parameters:
    ///   - viewport: The visible part of the content, as for ``layoutSnapshot(in:atFraction:pinningHeadersAt:)``.
    ///   - fraction: A fraction of the running transition, or `nil` for its current one.
    /// - Returns: The layout at the transition's end, the outgoing child where it started, and the
    ///   opacities.
    /// - Complexity: O(*v* + *l*) for *v* visible headers and *l* live children.
    package func crossFadeSnapshot(in viewport: CGRect, atFraction fraction: Double? = nil) -> CrossFadeSnapshot {
        guard let transition = phase.transition else {
            let layout = layoutSnapshot(in: viewport)
            return CrossFadeSnapshot(layout: layout, childOpacities: layout.children.map { _ in 1 })
        }
        let fade = CrossFade(from: transition.from, to: transition.to)
        let end = layoutSnapshot(in: viewport, atFraction: 1)
        let start = layoutSnapshot(in: viewport, atFraction: 0)
        var layout = end
        layout.children = end.children.map { child in
            fade.layoutFraction(ofChildAt: child.index) == 0 ? start.children.first { $0.index == child.index } ?? child : child
        }
        let now = fraction ?? transition.fraction
        return CrossFadeSnapshot(layout: layout, childOpacities: layout.children.map { fade.opacity(ofChildAt: $0.index, atFraction: now) })
    }
}

extension StackEngine {
    /// How the running transition is shown — slide, unroll, or cross-fade under Reduce Motion — or
    /// `nil` at rest. The same rule picks the built-in animator on a device.
    public var runningTransitionStyle: TransitionStyle? {
        phase.transition.map { TransitionStyle.resolved(mode: mode, motion: configuration.motion, isInteractive: $0.isInteractive) }
    }

    /// What a platform draws now: the cross-fade's layout and opacities while a cross-fading
    /// transition runs, otherwise the layout snapshot with every child opaque.
    ///
    /// - Parameter viewport: The visible part of the content, as for ``layoutSnapshot(in:atFraction:pinningHeadersAt:)``.
    public func displaySnapshot(in viewport: CGRect) -> CrossFadeSnapshot {
        if runningTransitionStyle == .crossFade { return crossFadeSnapshot(in: viewport) }
        let layout = layoutSnapshot(in: viewport)
        return CrossFadeSnapshot(layout: layout, childOpacities: layout.children.map { _ in 1 })
    }
}
