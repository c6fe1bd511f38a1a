import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The decisions of a modal presentation (an alert or a drawer): when it starts and ends, how
/// long each leg lasts, where an interactive one stands under the finger, and whether a release
/// completes or cancels it — with the same `InteractionTracker` rule as the paging swipe.
///
/// Feed it events with ``handle(_:)``; it returns the steps the platform carries out.
///
/// ## Rules while a transition runs
/// - Asking for the state it is heading to does nothing; asking for the other reverses it.
/// - An unanimated request settles the running transition first, then applies.
/// - A pan that begins mid-flight settles the running transition first, then starts from there.
/// - While a finger drives the transition, requests are ignored.
/// - Where the platform can't turn a running transition around (``allowsReversal`` is `false`, as
///   for UIKit's modal transitions), requests wait for it to end instead (the last one wins), and
///   pans that begin mid-flight are ignored.
public struct PresentationEngine: Equatable, Sendable {
    /// A presentation or dismissal under way.
    public struct Transition: Equatable, Sendable {
        /// Whether it presents (or dismisses).
        public var isPresenting: Bool
        /// Whether a finger started it.
        public var isInteractive: Bool
        /// How far along it is: 0 where it started, 1 where it ends.
        public var fraction: Double
        /// The running leg of animation, or `nil` while a finger drives it.
        public var animation: TransitionAnimation?

        /// Whether it is heading for its end (or back to its start).
        public var isHeadingForEnd: Bool { animation.map { !$0.runsBackward } ?? true }
    }

    /// Where the presentation stands.
    public enum Phase: Equatable, Sendable {
        /// Not on screen.
        case dismissed
        /// On screen, at rest.
        case presented
        /// Presenting or dismissing.
        case transitioning(Transition)
    }

    /// An input.
    public enum Event: Equatable, Sendable {
        /// Present, animated or not.
        case present(animated: Bool)
        /// Dismiss, animated or not.
        case dismiss(animated: Bool)
        /// A pan began that opens (a screen-edge pan) or closes (a pan on the drawer or its dimming).
        case panBegan(opening: Bool)
        /// The pan has moved `openingDistance` points in the opening direction since it began
        /// (negative when it moved towards closing).
        case panChanged(openingDistance: CGFloat)
        /// The pan ended with this distance and velocity (points per second), both in the opening direction.
        case panEnded(openingDistance: CGFloat, openingVelocity: CGFloat)
        /// The system cancelled the pan.
        case panCancelled
        /// The platform presented (`true`) or dismissed on its own — a presented view controller
        /// that dismissed itself, say: a running transition ends where it was heading, and the
        /// phase follows.
        case sync(presented: Bool)
        /// This many seconds of animation passed.
        case tick(Double)
        /// The platform's animator finished the running leg.
        case animationDidEnd
    }

    /// Something the platform must do.
    public enum Step: Equatable, Sendable {
        /// Start presenting or dismissing (UIKit: `present` or `dismiss`, with an interaction
        /// controller when a finger drives it).
        case transitionWillBegin(isPresenting: Bool, isInteractive: Bool)
        /// Run this leg of animation, or turn the running one to it.
        case animate(TransitionAnimation)
        /// A finger moved the transition to this fraction.
        case updateProgress(Double)
        /// The transition ended: completed, or cancelled back where it started.
        case transitionDidEnd(isPresenting: Bool, completed: Bool)
    }

    /// How long presenting lasts, in seconds. Default 0.3.
    public var presentDuration: Double
    /// How long dismissing lasts, in seconds. Default 0.1.
    public var dismissDuration: Double
    /// The timing curve of a transition started by a request. Default ease-in-out.
    public var timingCurve: TimingCurve
    /// The timing curve after a release or a reversal. Default ease-out.
    public var settlingCurve: TimingCurve
    /// Turns an interactive pan into progress and decides at release; its `InteractionTracker.pageWidth`
    /// is the distance of a whole pan (a drawer's width).
    package var tracker: InteractionTracker
    /// Whether a running transition can be turned around mid-flight. Default `true`.
    public var allowsReversal = true
    /// Where the presentation stands.
    public private(set) var phase: Phase = .dismissed
    /// A request waiting for the running transition to end (``allowsReversal`` `false`): `true` to
    /// present, `false` to dismiss.
    public private(set) var pendingPresented: Bool?

    /// Creates an engine for a dismissed presentation.
    ///
    /// - Precondition: both durations are finite and not negative.
    package init(
        presentDuration: Double = 0.3,
        dismissDuration: Double = 0.1,
        timingCurve: TimingCurve = .easeInOut,
        settlingCurve: TimingCurve = .easeOut,
        tracker: InteractionTracker = InteractionTracker(pageWidth: 300)
    ) {
        precondition(presentDuration.isFinite && presentDuration >= 0, "PresentationEngine: presentDuration must be finite and not negative, got \(presentDuration)")
        precondition(dismissDuration.isFinite && dismissDuration >= 0, "PresentationEngine: dismissDuration must be finite and not negative, got \(dismissDuration)")
        self.presentDuration = presentDuration
        self.dismissDuration = dismissDuration
        self.timingCurve = timingCurve
        self.settlingCurve = settlingCurve
        self.tracker = tracker
    }

    /// How far the presentation is on screen: 0 dismissed, 1 presented.
    public var presentationProgress: Double {
        switch phase {
        case .dismissed: return 0
        case .presented: return 1
        case .transitioning(let transition): return transition.isPresenting ? transition.fraction : 1 - transition.fraction
        }
    }

    /// Whether the presentation is off screen with nothing running: a dismissal's completion can
    /// be reported.
    public var isDismissed: Bool { phase == .dismissed }

    /// The running transition, if any.
    public var transition: Transition? {
        if case .transitioning(let transition) = phase { return transition }
        return nil
    }

    /// Applies an event and returns the steps to carry out.
    public mutating func handle(_ event: Event) -> [Step] {
        var steps: [Step] = []
        switch event {
        case .present(let animated):
            request(presented: true, animated: animated, into: &steps)
        case .dismiss(let animated):
            request(presented: false, animated: animated, into: &steps)
        case .panBegan(let opening):
            guard allowsReversal || transition == nil else { break }
            settle(into: &steps)
            guard (phase == .dismissed) == opening else { break }
            phase = .transitioning(Transition(isPresenting: opening, isInteractive: true, fraction: 0, animation: nil))
            steps.append(.transitionWillBegin(isPresenting: opening, isInteractive: true))
        case .panChanged(let distance):
            track(openingDistance: distance, into: &steps)
        case .panEnded(let distance, let velocity):
            track(openingDistance: distance, into: &steps)
            release(speedTowardsEnd: velocity, cancelled: false, into: &steps)
        case .panCancelled:
            release(speedTowardsEnd: 0, cancelled: true, into: &steps)
        case .sync(let presented):
            // The platform's word wins over where the transition stood (UIKit reports the end of
            // a transition before its animator does); a request that waited for it still starts.
            let pending = pendingPresented
            pendingPresented = nil
            settle(into: &steps)
            phase = presented ? .presented : .dismissed
            if let pending, pending != presented { begin(presenting: pending, animated: true, into: &steps) }
        case .tick(let seconds):
            guard var transition, let animation = transition.animation else { break }
            let next = animation.advanced(by: seconds)
            transition.animation = next
            transition.fraction = next.fraction
            phase = .transitioning(transition)
            if next.isComplete { settle(into: &steps) }
        case .animationDidEnd:
            if transition?.animation != nil { settle(into: &steps) }
        }
        return steps
    }

    private mutating func request(presented wantsPresented: Bool, animated: Bool, into steps: inout [Step]) {
        guard let transition else {
            guard (phase == .presented) != wantsPresented else { return }
            begin(presenting: wantsPresented, animated: animated, into: &steps)
            return
        }
        guard allowsReversal else {
            let headsForPresented = transition.isPresenting == transition.isHeadingForEnd
            // Under a finger the transition may still turn back, so the request is kept; settling
            // starts it only if the transition didn't end where it asks.
            let settled = headsForPresented == wantsPresented && transition.animation != nil
            pendingPresented = settled ? nil : wantsPresented
            return
        }
        if !animated {
            settle(into: &steps)
            request(presented: wantsPresented, animated: false, into: &steps)
            return
        }
        guard let animation = transition.animation else { return }
        let headsForPresented = transition.isPresenting == transition.isHeadingForEnd
        guard headsForPresented != wantsPresented else { return }
        var reversed = transition
        reversed.animation = leg(from: animation.fraction, to: transition.isHeadingForEnd ? 0 : 1, presenting: transition.isPresenting)
        phase = .transitioning(reversed)
        if let leg = reversed.animation { steps.append(.animate(leg)) }
    }

    private mutating func begin(presenting: Bool, animated: Bool, into steps: inout [Step]) {
        steps.append(.transitionWillBegin(isPresenting: presenting, isInteractive: false))
        let duration = presenting ? presentDuration : dismissDuration
        guard animated, duration > 0 else {
            phase = presenting ? .presented : .dismissed
            steps.append(.transitionDidEnd(isPresenting: presenting, completed: true))
            return
        }
        let animation = TransitionAnimation(startFraction: 0, endFraction: 1, duration: duration, curve: timingCurve)
        phase = .transitioning(Transition(isPresenting: presenting, isInteractive: false, fraction: 0, animation: animation))
        steps.append(.animate(animation))
    }

    private func leg(from start: Double, to end: Double, presenting: Bool) -> TransitionAnimation {
        let whole = presenting ? presentDuration : dismissDuration
        return TransitionAnimation(startFraction: start, endFraction: end, duration: whole * abs(end - start), curve: settlingCurve)
    }

    private mutating func track(openingDistance: CGFloat, into steps: inout [Step]) {
        guard var transition, transition.animation == nil else { return }
        let towardsEnd = transition.isPresenting ? openingDistance : -openingDistance
        let fraction = tracker.progress(forDistance: towardsEnd)
        guard fraction != transition.fraction else { return }
        transition.fraction = fraction
        phase = .transitioning(transition)
        steps.append(.updateProgress(fraction))
    }

    private mutating func release(speedTowardsEnd openingVelocity: CGFloat, cancelled: Bool, into steps: inout [Step]) {
        guard var transition, transition.animation == nil else { return }
        let speed = transition.isPresenting ? openingVelocity : -openingVelocity
        let finishes = !cancelled && tracker.shouldFinish(progress: transition.fraction, speedTowardsEnd: speed)
        let animation = leg(from: transition.fraction, to: finishes ? 1 : 0, presenting: transition.isPresenting)
        transition.animation = animation
        phase = .transitioning(transition)
        steps.append(.animate(animation))
        if animation.duration == 0 { settle(into: &steps) }
    }

    /// Ends the running transition where it is heading, then starts a request that waited for it.
    private mutating func settle(into steps: inout [Step]) {
        guard let transition else { return }
        // A finger that lets go without a release (the transition ends for another reason) cancels.
        let completed = transition.animation != nil && transition.isHeadingForEnd
        phase = completed == transition.isPresenting ? .presented : .dismissed
        steps.append(.transitionDidEnd(isPresenting: transition.isPresenting, completed: completed))
        guard let pending = pendingPresented else { return }
        pendingPresented = nil
        if (phase == .presented) != pending {
            begin(presenting: pending, animated: true, into: &steps)
        }
    }
}
