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
        setExpandedIndex(index, motion: .timed(TransitionTiming(duration: duration, curve: curve)), completion: completion)
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
        setExpanded(expanded, at: index, motion: .timed(TransitionTiming(duration: duration, curve: curve)), completion: completion)
    }

    /// Opens every section in ``ExpansionMode/multiple`` over `duration` seconds along `curve`,
    /// together; does nothing in ``ExpansionMode/single``.
    ///
    /// - Precondition: `duration` is finite and not negative; the message names it.
    public func expandAll(duration: TimeInterval, curve: TimingCurve, completion: ((Bool) -> Void)? = nil) {
        expandAll(motion: .timed(TransitionTiming(duration: duration, curve: curve)), completion: completion)
    }

    /// Closes every section over `duration` seconds along `curve`, together: in
    /// ``ExpansionMode/single`` the expanded one.
    ///
    /// - Precondition: `duration` is finite and not negative; the message names it.
    public func collapseAll(duration: TimeInterval, curve: TimingCurve, completion: ((Bool) -> Void)? = nil) {
        collapseAll(motion: .timed(TransitionTiming(duration: duration, curve: curve)), completion: completion)
    }

    // MARK: - One path for every request, however it moves

    /// ``setExpandedIndex(_:animated:completion:)`` or its timed form.
    func setExpandedIndex(_ index: Int?, motion: RequestMotion, completion: ((Bool) -> Void)?) {
        guard let driver else { return keepBeforeLoad(selecting: index, completion: completion) }
        requesting(.programmatic) {
            switch motion {
            case .animated(let animated): driver.select(index, animated: animated, at: CACurrentMediaTime(), completion: completion)
            case .timed(let timing): driver.select(index, timing: timing, at: CACurrentMediaTime(), completion: completion)
            }
        }
    }

    /// ``setExpanded(_:at:animated:completion:)`` or its timed form.
    func setExpanded(_ expanded: Bool, at index: Int, motion: RequestMotion, completion: ((Bool) -> Void)?) {
        guard let driver else { return keepBeforeLoad(setting: expanded, at: index, completion: completion) }
        requesting(.programmatic) {
            switch motion {
            case .animated(let animated): driver.setExpanded(expanded, at: index, animated: animated, at: CACurrentMediaTime(), completion: completion)
            case .timed(let timing): driver.setExpanded(expanded, at: index, timing: timing, at: CACurrentMediaTime(), completion: completion)
            }
        }
    }

    /// ``expandAll(animated:completion:)`` or its timed form.
    func expandAll(motion: RequestMotion, completion: ((Bool) -> Void)?) {
        guard let driver else { return keepBeforeLoad(expandingAll: true, completion: completion) }
        requesting(.programmatic) {
            switch motion {
            case .animated(let animated): driver.expandAll(animated: animated, at: CACurrentMediaTime(), completion: completion)
            case .timed(let timing): driver.expandAll(timing: timing, at: CACurrentMediaTime(), completion: completion)
            }
        }
    }

    /// ``collapseAll(animated:completion:)`` or its timed form.
    func collapseAll(motion: RequestMotion, completion: ((Bool) -> Void)?) {
        guard let driver else { return keepBeforeLoad(expandingAll: false, completion: completion) }
        requesting(.programmatic) {
            switch motion {
            case .animated(let animated): driver.collapseAll(animated: animated, at: CACurrentMediaTime(), completion: completion)
            case .timed(let timing): driver.collapseAll(timing: timing, at: CACurrentMediaTime(), completion: completion)
            }
        }
    }
}

/// How a request moves: animated on the configured timing (or at once), or over a timing of its own.
enum RequestMotion {
    /// Animated over the configured duration and curve, or at once.
    case animated(Bool)
    /// Over this duration and curve.
    case timed(TransitionTiming)
}
#endif
