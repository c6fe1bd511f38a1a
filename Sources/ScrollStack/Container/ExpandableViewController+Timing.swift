#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    // MARK: - Requests with a timing of their own

    /// Expands the section at `index` (`nil`: closes all), or makes it the current page, over
    /// `duration` seconds along `curve` instead of the configured duration and timing curve.
    ///
    /// The frames follow `curve` on every display frame, so whatever moves with the container (a
    /// SwiftUI accordion's reported height, the sections below) follows it too. While a transition
    /// runs the usual rules apply: asking for another index queues the request with its timing;
    /// asking for where the transition started turns it around over the configured duration times
    /// the distance left, on the configured settling curve. Under Reduce Motion the change
    /// cross-fades over `duration`. In ``ExpansionMode/multiple`` it opens `index` alone (the
    /// engine closes the others), each section over this timing.
    ///
    /// - Parameters:
    ///   - index: The section or page; see ``setExpandedIndex(_:animated:completion:)``.
    ///   - duration: Seconds; 0 changes at once. A container that isn't on screen changes at once.
    ///   - curve: How the change's progress follows time.
    ///   - completion: Called once the container comes to rest, as
    ///     ``setExpandedIndex(_:animated:completion:)`` describes.
    /// - Precondition: `duration` is finite and not negative; the message names it.
    public func setExpandedIndex(_ index: Int?, duration: TimeInterval, curve: TimingCurve, completion: ((Bool) -> Void)? = nil) {
        handleRequest(.select(index), motion: .timed(TransitionTiming(duration: duration, curve: curve)), completion: completion)
    }

    /// Opens (`true`) or closes the section at `index` over `duration` seconds along `curve`, leaving
    /// the others as they are in ``ExpansionMode/multiple``; in ``ExpansionMode/single`` it behaves as
    /// ``setExpanded(_:at:animated:completion:)`` does, over this timing.
    ///
    /// A section moving the other way turns around over the configured duration times the distance
    /// left, on the configured settling curve. Under Reduce Motion the section fades over `duration`.
    ///
    /// - Parameters:
    ///   - expanded: Whether the section ends open.
    ///   - index: The section. Must be in range once the data is loaded; the message names it.
    ///   - duration: Seconds; 0 changes at once. A container that isn't on screen changes at once.
    ///   - curve: How the section's motion follows time.
    ///   - completion: Called once, as ``setExpanded(_:at:animated:completion:)`` describes.
    /// - Precondition: `duration` is finite and not negative; the message names it.
    public func setExpanded(_ expanded: Bool, at index: Int, duration: TimeInterval, curve: TimingCurve, completion: ((Bool) -> Void)? = nil) {
        handleRequest(.setExpanded(expanded, at: index), motion: .timed(TransitionTiming(duration: duration, curve: curve)), completion: completion)
    }

    /// Opens every section in ``ExpansionMode/multiple`` over `duration` seconds along `curve`,
    /// together; does nothing in ``ExpansionMode/single``. `completion` is answered as
    /// ``expandAll(animated:completion:)`` describes, `false` when there is no section to open.
    ///
    /// - Precondition: `duration` is finite and not negative; the message names it.
    public func expandAll(duration: TimeInterval, curve: TimingCurve, completion: ((Bool) -> Void)? = nil) {
        handleRequest(.expandAll, motion: .timed(TransitionTiming(duration: duration, curve: curve)), completion: completion)
    }

    /// Closes every section over `duration` seconds along `curve`, together: in
    /// ``ExpansionMode/single`` the expanded one.
    ///
    /// - Precondition: `duration` is finite and not negative; the message names it.
    public func collapseAll(duration: TimeInterval, curve: TimingCurve, completion: ((Bool) -> Void)? = nil) {
        handleRequest(.collapseAll, motion: .timed(TransitionTiming(duration: duration, curve: curve)), completion: completion)
    }

    // MARK: - One path for every request, however it moves

    /// Hands `request` to the driver, moving as `motion` says, or keeps it until the view loads.
    func handleRequest(_ request: ExpansionRequest, motion: RequestMotion, completion: ((Bool) -> Void)?) {
        guard let driver else { return keepBeforeLoad(request, motion: motion, completion: completion) }
        requesting(.programmatic) { driver.perform(request, motion: motion, at: CACurrentMediaTime(), completion: completion) }
    }
}
#endif
