import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Every setting of a ``StackEngine``, each with its default.
public struct StackConfiguration: Equatable, Sendable {
    /// The height of each accordion header, in points. Must be positive and finite. Default 44.
    public var headerHeight: CGFloat = 44
    /// Insets inside the container's bounds, for both modes (seed 000's container edge insets).
    /// Default zero.
    public var contentInsets: LayoutInsets = .zero
    /// How tall an expanded accordion section's content is. Default ``AccordionContentMode/fill``.
    public var accordionContentMode: AccordionContentMode = .fill
    /// Whether pages run left to right or right to left. Default ``StackLayoutDirection/leftToRight``.
    public var layoutDirection: StackLayoutDirection = .leftToRight
    /// How long a whole transition animates, in seconds. Must be finite and not negative; 0 makes
    /// every transition instant. Default 0.28 (seed 000).
    public var transitionDuration: Double = 0.28
    /// The timing curve of a transition started by a tap or a selection. Default ease-in-out.
    public var timingCurve: TimingCurve = .easeInOut
    /// The timing curve after a swipe is released or a transition is reversed, when the content is
    /// already moving. Default ease-out.
    public var settlingCurve: TimingCurve = .easeOut
    /// How many pages on each side of the current one are kept loaded in paging mode. Must not be
    /// negative. Default 0.
    public var preloadDistance: Int = 0
    /// The progress at or past which a released swipe finishes. Must be in 0...1. Default 0.5.
    public var finishThreshold: Double = 0.5
    /// How stiff the rubber band past the first and last pages is. Must be positive. Default 0.55.
    public var rubberBandCoefficient: Double = 0.55
    /// The most idle children the reuse pool keeps per reuse identifier. Must not be negative.
    /// Default 2.
    public var reuseLimitPerIdentifier: Int = 2

    /// Whether transitions move things or cross-fade (Reduce Motion). Default ``MotionPreference/full``.
    public var motion: MotionPreference = .full

    /// Creates a configuration with every default.
    public init() {}

    /// Stops with a precondition failure naming the first invalid setting.
    public func validate() {
        precondition(
            headerHeight.isFinite && headerHeight > 0,
            "StackConfiguration: headerHeight must be positive and finite, got \(headerHeight)"
        )
        precondition(
            transitionDuration.isFinite && transitionDuration >= 0,
            "StackConfiguration: transitionDuration must be finite and not negative, got \(transitionDuration)"
        )
        precondition(preloadDistance >= 0, "StackConfiguration: preloadDistance must not be negative, got \(preloadDistance)")
        precondition((0...1).contains(finishThreshold), "StackConfiguration: finishThreshold must be in 0...1, got \(finishThreshold)")
        precondition(
            rubberBandCoefficient.isFinite && rubberBandCoefficient > 0,
            "StackConfiguration: rubberBandCoefficient must be positive and finite, got \(rubberBandCoefficient)"
        )
        precondition(
            reuseLimitPerIdentifier >= 0,
            "StackConfiguration: reuseLimitPerIdentifier must not be negative, got \(reuseLimitPerIdentifier)"
        )
    }
}
