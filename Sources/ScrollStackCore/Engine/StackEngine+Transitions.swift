import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Requests, reversals, the clock and settling: the transition state machine's moves.

extension StackEngine {
    /// A request for `target`: starts a transition at rest, or follows the mid-flight rules.
    ///
    /// `duration` is the duration a ``StackEvent/transition(to:duration:)`` asked for (`nil`: the
    /// configured one), and `curve` the curve a ``StackEvent/timedTransition(to:timing:)`` asked for
    /// (`nil`: the configured one); a request that is queued keeps both for when it starts. A user's
    /// tap on a page (`isTap`) doesn't queue: it sends the running move to its page at once.
    @inlinable
    mutating func request<Source: ChildDataSource>(_ target: Int?, animated requested: Bool, duration: Double? = nil, curve: TimingCurve? = nil, isTap: Bool = false, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        // A container that isn't on screen (not yet appeared, going, or out of a window) changes
        // at once: nobody could see the animation, and nothing might end it.
        let animated = requested && isOnScreen
        guard let transition = phase.transition else {
            begin(to: target, animated: animated, duration: duration, curve: curve, source: source, into: &steps)
            return
        }
        if !animated {
            settle(startingPending: false, source: source, into: &steps)
            begin(to: target, animated: false, source: source, into: &steps)
            return
        }
        if case .interactive = phase { return }
        guard transition.isInterruptible else { return }
        if target == destination {
            _pendingSelection = nil
        } else if transition.involves(target) {
            reverse(source: source, into: &steps)
        } else if isTap, mode == .paging, let target {
            retarget(to: target, duration: duration, source: source, into: &steps)
        } else {
            queue(target, duration: duration, curve: curve)
        }
    }

    /// Sends a running page transition to `target` at once, from where the pages and the pager
    /// stand: the latest request wins without waiting for the running move and without a detour.
    ///
    /// The running move ends at the one of its two pages that lies behind the pager's position as
    /// seen from `target` (its source, or its target when `target` is back the other way), and a
    /// new move from that page to `target` starts part-way, so that the page being left keeps its
    /// place and the tapped page takes the place of the one that was coming in. The pager's
    /// position passes through where it stood (a `PagingWaypoint`), so the tab strip's indicator
    /// travels straight on to `target` without jumping.
    @inlinable
    mutating func retarget<Source: ChildDataSource>(to target: Int, duration requested: Double?, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        guard let running = phase.transition, let from = running.from, let to = running.to, let animation = phase.animation else {
            queue(target, duration: requested, curve: nil)
            return
        }
        let position = pagingPosition.fractionalIndex
        // The position lies between the running move's source and `target`: start from the source.
        let startsFromSource = (Double(target) - position) * (position - Double(from)) >= 0
        let start = startsFromSource ? from : to
        let startFraction = min(max(startsFromSource ? animation.fraction : 1 - animation.fraction, 0), 1)
        var ended = running
        ended.fraction = animation.fraction
        _phase = startsFromSource ? .cancelling(ended, animation) : .finishing(ended, animation)
        _pendingSelection = nil
        _pendingDuration = nil
        _pendingCurve = nil
        settle(startingPending: false, source: source, into: &steps)
        let duration = (requested ?? configuration.transitionDuration) * (1 - startFraction)
        var transition = StackTransition(from: start, to: target)
        transition.fraction = startFraction
        transition.waypoint = PagingWaypoint(fraction: startFraction, offset: position - Double(start))
        let next = TransitionAnimation(startFraction: startFraction, endFraction: 1, duration: duration, curve: configuration.settlingCurve)
        steps.append(.transitionWillBegin(from: start, to: target, isInteractive: false))
        _phase = .animating(transition, next)
        applyScene(animated: true, relayout: true, source: source, into: &steps)
        steps.append(.animate(next))
    }

    /// A request lasting `duration` seconds (0: at once) along `curve` (`nil`: the configured curve)
    /// instead of the configured ones; everything it starts now runs on them.
    @inlinable
    mutating func requestTimed<Source: ChildDataSource>(_ target: Int?, duration: Double, curve: TimingCurve?, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        let configured = configuration.transitionDuration
        _configuration.transitionDuration = duration
        request(target, animated: duration > 0, duration: duration, curve: curve, source: source, into: &steps)
        _configuration.transitionDuration = configured
    }

    /// Queues `target` behind the running transition, replacing any queued request, with the
    /// duration and curve it asked for (`nil`: the configured ones).
    @inlinable
    mutating func queue(_ target: Int?, duration: Double?, curve: TimingCurve?) {
        _pendingSelection = .some(target)
        _pendingDuration = duration
        _pendingCurve = curve
    }

    /// Starts a transition from the selection to `target`, from rest, lasting `duration` seconds
    /// along `curve` (`nil`: the configured duration and ``StackConfiguration/timingCurve``).
    @inlinable
    mutating func begin<Source: ChildDataSource>(to target: Int?, animated: Bool, duration requested: Double? = nil, curve: TimingCurve? = nil, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        guard target != selectedIndex else { return }
        let from = selectedIndex
        let duration = requested ?? configuration.transitionDuration
        // An unanimated change is no transition: no notices, nothing for an animator to run.
        guard animated, duration > 0 else {
            _selectedIndex = target
            applyScene(animated: false, source: source, into: &steps)
            return
        }
        steps.append(.transitionWillBegin(from: from, to: target, isInteractive: false))
        let animation = TransitionAnimation(startFraction: 0, endFraction: 1, duration: duration, curve: curve ?? configuration.timingCurve)
        _phase = .animating(StackTransition(from: from, to: target), animation)
        applyScene(animated: true, source: source, into: &steps)
        steps.append(.animate(animation))
    }

    /// Turns a running animated transition around.
    @inlinable
    mutating func reverse<Source: ChildDataSource>(source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        guard var transition = phase.transition, phase.animation != nil else { return }
        transition.fraction = phase.animation?.fraction ?? transition.fraction
        if case .animating = phase, transition.fraction == 0 {
            // It has not moved: end it now rather than animate a leg of no length.
            _phase = .cancelling(transition, settlingAnimation(from: 0, to: 0))
            _pendingSelection = nil
            settle(startingPending: false, source: source, into: &steps)
            return
        }
        let headingBack = phase.isHeadingBack
        let end: Double = headingBack ? 1 : 0
        let animation = settlingAnimation(from: transition.fraction, to: end)
        _phase = headingBack ? .finishing(transition, animation) : .cancelling(transition, animation)
        _pendingSelection = nil
        applyScene(animated: true, source: source, into: &steps)
        steps.append(.animate(animation))
    }

    @usableFromInline
    func settlingAnimation(from start: Double, to end: Double) -> TransitionAnimation {
        TransitionAnimation(
            startFraction: start,
            endFraction: end,
            duration: configuration.transitionDuration * abs(end - start),
            curve: configuration.settlingCurve
        )
    }

    @inlinable
    mutating func advance<Source: ChildDataSource>(by seconds: Double, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        advanceHeightRamp(by: seconds)
        // The phase is read once and written once: each copy of it is a copy of both its parts.
        var transition: StackTransition
        let animation: TransitionAnimation
        switch _phase {
        case .idle, .interactive:
            return
        case .animating(let running, let leg), .finishing(let running, let leg), .cancelling(let running, let leg):
            transition = running
            animation = leg
        }
        let next = animation.advanced(by: seconds)
        transition.fraction = next.fraction
        _phase.replace(transition, next)
        // An animator that can't be interrupted keeps its own time: it ends the transition itself.
        guard next.isComplete, transition.isInterruptible else { return }
        let leftover = seconds.isFinite ? animation.elapsed + seconds - animation.duration : 0
        settle(startingPending: true, source: source, into: &steps)
        // The time past the end belongs to the queued transition, so a chain of transitions lasts
        // the sum of its durations however far apart the ticks come.
        if leftover > 0, phase.animation != nil { advance(by: leftover, source: source, into: &steps) }
    }

    /// Makes the running leg last `seconds`, keeping how far it has run in proportion.
    @usableFromInline
    mutating func retime(to seconds: Double) {
        guard seconds.isFinite, seconds >= 0, let transition = phase.transition, var animation = phase.animation else { return }
        let ratio = animation.duration > 0 ? animation.elapsed / animation.duration : 0
        animation.duration = seconds
        animation.elapsed = seconds * ratio
        _phase.replace(transition, animation)
    }

    @usableFromInline
    mutating func markUninterruptible() {
        guard var transition = phase.transition, let animation = phase.animation else { return }
        transition.isInterruptible = false
        _phase.replace(transition, animation)
    }

    /// Ends the running transition where it is heading: completed for animating and finishing,
    /// cancelled for cancelling and interactive. Then starts the queued request, if asked to.
    @inlinable
    mutating func settle<Source: ChildDataSource>(startingPending: Bool, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        guard let ended = endTransition() else { return }
        applyScene(animated: true, source: source, into: &steps)
        if let ended { steps.append(ended) }
        let pending = pendingSelection
        let pendingDuration = pendingDuration
        let pendingCurve = pendingCurve
        _pendingSelection = nil
        _pendingDuration = nil
        _pendingCurve = nil
        if startingPending, let pending {
            begin(to: pending, animated: true, duration: pendingDuration, curve: pendingCurve, source: source, into: &steps)
        }
    }

    /// Ends the running transition's state where it is heading, selecting its end when it
    /// completes, without touching the children.
    ///
    /// - Returns: `nil` when nothing runs; otherwise the notice to send once the children are
    ///   brought to rest, itself `nil` for a pan that never moved.
    @inlinable
    mutating func endTransition() -> ContainerStep<Child>?? {
        guard let transition = phase.transition else { return nil }
        let completed: Bool
        switch phase {
        case .animating, .finishing: completed = true
        case .idle, .interactive, .cancelling: completed = false
        }
        let announced: Bool
        if case .interactive = phase { announced = interactionAnnounced } else { announced = true }
        interactionAnnounced = false
        if completed { _selectedIndex = transition.to }
        _phase = .idle
        heightPin = nil
        return .some(announced ? .transitionDidEnd(from: transition.from, to: transition.to, completed: completed) : nil)
    }
}
