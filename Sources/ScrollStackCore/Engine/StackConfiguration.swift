import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Every setting of a ``StackEngine``, each with its default.
public struct StackConfiguration: Equatable, Sendable {
    /// The height of each accordion header, in points. Must be positive and finite. Default 44.
    public var headerHeight: CGFloat = 44
    /// Insets inside the container's bounds, for both modes: the container's edge insets.
    /// Default zero.
    public var contentInsets: LayoutInsets = .zero
    /// How tall an expanded accordion section's content is. Default ``AccordionContentMode/fill``.
    public var accordionContentMode: AccordionContentMode = .fill
    /// How many accordion sections may be open at once. Default ``ExpansionMode/single``.
    ///
    /// Changing it keeps what is open: to ``ExpansionMode/multiple`` the open section stays open;
    /// to ``ExpansionMode/single`` the lowest open section does. A pager ignores it, and keeps the
    /// open sections for when it is an accordion again.
    public var expansion: ExpansionMode = .single
    /// Whether a tap leaves the last open accordion section open, as a segmented control always
    /// keeps one segment: a tap on the only open section then does nothing. The app's own requests
    /// still close it. Default `false`.
    public var keepsOneSectionOpen = false
    /// Whether pages run left to right or right to left. Default ``StackLayoutDirection/leftToRight``.
    public var layoutDirection: StackLayoutDirection = .leftToRight
    /// How long a whole transition animates, in seconds. Must be finite and not negative; 0 makes
    /// every transition instant. Default 0.28.
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

    /// Whether the user can swipe between pages. When `false`, pages change only by taps and by
    /// selection, and swipes are ignored. Default `true`.
    public var swipesBetweenPages = true

    /// Whether transitions move things or cross-fade (Reduce Motion). Default ``MotionPreference/full``.
    public var motion: MotionPreference = .full

    /// The least content height an expanded section gets in ``AccordionContentMode/fill`` mode when
    /// the headers leave less (the stack then scrolls), in points. Must be finite and not negative.
    /// Default ``AccordionLayout/defaultMinimumFillHeight`` (88: two rows of 44 points).
    public var minimumFillContentHeight: CGFloat = AccordionLayout.defaultMinimumFillHeight

    /// How far beyond the top and bottom of the viewport the accordion's content still shows, in
    /// points: under translucent bars, say, where the content scrolls on behind them. Sections
    /// there keep their live children while several are open (``ExpansionMode/multiple``), so
    /// what shows through a bar is never blank. Only `top` and `bottom` count; a negative or
    /// non-finite edge becomes zero as it is set. Default zero.
    ///
    /// `ExpandableViewController` widens it, edge by edge, to the safe area its scroll view
    /// insets (the bars it lies under); set it there for an overlay of your own.
    public var visibleBeyondViewport: LayoutInsets = .zero {
        didSet {
            let edges = visibleBeyondViewport
            visibleBeyondViewport = LayoutInsets(top: edges.top, left: edges.left, bottom: edges.bottom, right: edges.right)
        }
    }

    /// Creates a configuration with every default.
    public init() {}

    /// Whether `other` differs from this configuration in ``visibleBeyondViewport`` alone: a
    /// change that moves nothing.
    @usableFromInline
    func differsOnlyInVisibleBeyondViewport(from other: StackConfiguration) -> Bool {
        var same = other
        same.visibleBeyondViewport = visibleBeyondViewport
        return same == self && other != self
    }

    /// Stops with a precondition failure naming the first invalid setting.
    ///
    /// For settings written in code, where a bad value is a programmer error. Settings read from a
    /// file or a server should go through ``validated()`` instead.
    public func validate() {
        if let error = firstInvalidSetting() { preconditionFailure(error.description) }
    }

    /// The configuration itself when every setting is valid.
    ///
    /// For settings read from a file or a server: a bad value is reported, not trapped.
    ///
    /// - Returns: This configuration, unchanged.
    /// - Throws: ``StackConfigurationError`` naming the first invalid setting, in the order the
    ///   properties are declared.
    public func validated() throws -> StackConfiguration {
        if let error = firstInvalidSetting() { throw error }
        return self
    }

    func firstInvalidSetting() -> StackConfigurationError? {
        func error(_ setting: String, _ rule: String, _ value: Any) -> StackConfigurationError {
            StackConfigurationError(setting: setting, rule: rule, value: "\(value)")
        }
        if !(headerHeight.isFinite && headerHeight > 0) { return error("headerHeight", "must be positive and finite", headerHeight) }
        if !(transitionDuration.isFinite && transitionDuration >= 0) {
            return error("transitionDuration", "must be finite and not negative", transitionDuration)
        }
        if preloadDistance < 0 { return error("preloadDistance", "must not be negative", preloadDistance) }
        if !(0...1).contains(finishThreshold) { return error("finishThreshold", "must be in 0...1", finishThreshold) }
        if !(rubberBandCoefficient.isFinite && rubberBandCoefficient > 0) {
            return error("rubberBandCoefficient", "must be positive and finite", rubberBandCoefficient)
        }
        if reuseLimitPerIdentifier < 0 { return error("reuseLimitPerIdentifier", "must not be negative", reuseLimitPerIdentifier) }
        if !(minimumFillContentHeight.isFinite && minimumFillContentHeight >= 0) {
            return error("minimumFillContentHeight", "must be finite and not negative", minimumFillContentHeight)
        }
        return nil
    }
}
