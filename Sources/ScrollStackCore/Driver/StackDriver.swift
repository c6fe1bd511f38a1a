import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything between a ``StackEngine`` and the platform: the running transition's animator and
/// what its context reports, the clock, completion handlers, and events that arrive while steps
/// are being carried out.
///
/// The engine decides; the driver runs those decisions against a ``StackDriverHost`` through
/// ``DriverCommand``s. It is platform-free, so the whole conversation with the platform — tap,
/// animator made and started, progress, finish, delegate calls, completion — is tested on any
/// machine by a host that records it.
///
/// ## One owner of progress
/// The engine's clock owns a transition's progress. The host calls ``frame(at:)`` on every display
/// frame while the driver asks for the clock (``DriverCommand/runClock(_:)``), and an interruptible
/// animator is paused and moved to the engine's fraction (``DriverCommand/setAnimatorProgress(_:_:)``),
/// so a reversal or a swipe released mid-way needs nothing of the animator but a new fraction.
/// An animator that can't be interrupted runs on its own and ends the transition when it reports
/// completion (``animatorDidComplete(_:at:)``).
///
/// ## Animators
/// For each transition the driver asks the host for the transition delegate's animator, falling
/// back to the built-in one when there is none, or when a finger drives the transition and the
/// delegate's animator can't be scrubbed. An animator that ran is told `animationEnded` exactly
/// once, after the scene has settled; one that never ran is discarded without it. The delegate's
/// animator knows nothing of the container's clips, so the children it moves show whole, each
/// clip its whole frame, from before it starts until the transition ends; a built-in one clips
/// them to the layout on every display frame.
///
/// ## Re-entrance
/// Calls that arrive while commands are being carried out (a child's appearance callback that
/// makes a request, an animator completing inside ``DriverCommand/finishAnimator(_:atEnd:)``) wait
/// their turn and run before the call that was under way returns. Completion handlers run last,
/// once the container is at rest, so a handler's own request starts at once.
public final class StackDriver<Host: StackDriverHost> {
    /// The type of the children.
    public typealias Child = Host.Child

    /// The engine, whose state a host may read (frames for a viewport, the selection, the mode).
    public private(set) var engine: StackEngine<Child>

    private weak var host: Host?
    private var queue: [Work] = []
    private var isProcessing = false
    private var steps: [ContainerStep<Child>] = []
    private var clock = DriverClock()
    private var reportedSelection: Int?
    private var nextAnimatorID = 0
    /// A transition that began and still needs its animator.
    private var unanimated: (from: Int?, to: Int?, isInteractive: Bool)?
    private var animator: RunningAnimator?
    /// Whether animators that finished (and may still call their context) were cancelled.
    private var outcomes: [AnimatorID: Bool] = [:]
    private var completions: [(succeeds: (StackEngine<Child>) -> Bool, handler: (Bool) -> Void)] = []
    /// Requests under ``ExpansionMode/multiple``, each waiting for its sections.
    private var sectionRequests: [SectionRequest] = []
    /// The open sections last reported under ``ExpansionMode/multiple``; `nil` otherwise.
    private var reportedExpanded: Set<Int>?
    /// Whether a turn started, ended or removed a section's motion, or took a request: section
    /// requests are looked at again only then, so a frame that only moves sections costs nothing
    /// more.
    private var needsSettling = false
    /// The sections that started moving in the event being carried out.
    private var startedSections: Set<Int> = []

    private enum Work {
        /// An event, with the completion of a request under ``ExpansionMode/multiple``, which
        /// names its sections by their indices when it runs.
        case event(StackEvent, completion: ((Bool) -> Void)? = nil)
        case animatorCompleted(AnimatorID)
    }

    /// A request under ``ExpansionMode/multiple``: the state each section must reach, by index.
    private struct SectionRequest {
        var targets: [Int: Bool]
        var succeeded = true
        var handler: (Bool) -> Void
    }

    private struct RunningAnimator {
        var id: AnimatorID
        var isScrubbed: Bool
        var progress: Double?
        var hasFinished = false
        var hasReportedCompletion = false
    }

    /// Creates a driver for an engine, talking to `host` (held weakly: the host owns the driver).
    ///
    /// Send ``StackEvent/reload`` to load the data.
    public init(engine: StackEngine<Child>, host: Host) {
        self.engine = engine
        self.host = host
    }

    // MARK: - Queries

    /// Whether an animator owns the children's views now, so the host must not lay them out.
    public var isAnimating: Bool { animator != nil }

    /// Whether the transition `animator` runs for is going back to where it started, at this
    /// moment: what its context's `transitionWasCancelled` reports.
    ///
    /// While the transition runs, that is whether the engine is heading back; once it has ended,
    /// whether it ended cancelled (until the animator reports completion).
    public func transitionWasCancelled(_ animator: AnimatorID) -> Bool {
        if let running = self.animator, running.id == animator, !running.hasFinished {
            return engine.phase.isHeadingBack
        }
        return outcomes[animator] ?? false
    }

    // MARK: - Input

    /// Hands `event` to the engine at `time` (seconds on the clock ``frame(at:)`` uses) and carries
    /// out what follows.
    public func handle(_ event: StackEvent, at time: Double) {
        run(.event(event), at: time)
    }

    /// Hands a request to the engine, with its completion: under ``ExpansionMode/multiple`` kept
    /// with the sections the request names when it runs, otherwise called once the container
    /// comes to rest, with whether `succeeds` holds then.
    private func request(_ event: StackEvent, at time: Double, completion: ((Bool) -> Void)?, succeeds: @escaping (StackEngine<Child>) -> Bool) {
        guard let completion else { return run(.event(event), at: time) }
        if engine.allowsSeveralOpenSections { return run(.event(event, completion: completion), at: time) }
        completions.append((succeeds, completion))
        run(.event(event), at: time)
    }

    /// Whether the container rests at `target`.
    private static func rests(at target: Int?) -> (StackEngine<Child>) -> Bool {
        { $0.selectedIndex == target }
    }

    /// The user tapped the header (or tab) at `index`: the host's veto is asked when the tap would
    /// expand or select it, then the engine's rules for taps apply.
    ///
    /// An index out of range (a header the data removed a moment before) is ignored.
    public func tap(_ index: Int, at time: Double) {
        // A header the data removed a moment before is no section to ask about.
        guard (0..<engine.count).contains(index) else { return }
        if let expanding = engine.indexExpanded(byTapAt: index), host?.shouldExpand(expanding) == false { return }
        run(.event(.tap(index)), at: time)
    }

    /// Asks for `index` to be expanded or current, animated or not, calling `completion` once the
    /// container comes to rest: with `true` when it rests at `index`, `false` when a cancel or a
    /// later request left it elsewhere.
    ///
    /// Under ``ExpansionMode/multiple`` the section at `index` opens alone (every other closes;
    /// `nil` closes all), and `completion` follows the sections as
    /// ``setExpanded(_:at:animated:at:completion:)`` says.
    public func select(_ index: Int?, animated: Bool, at time: Double, completion: ((Bool) -> Void)? = nil) {
        request(.select(index, animated: animated), at: time, completion: completion, succeeds: Self.rests(at: index))
    }

    /// Moves from `from` to `to` over `duration` seconds (0: at once), calling `completion` as
    /// ``select(_:animated:at:completion:)`` does.
    ///
    /// - Precondition: `from` is where the container comes to rest if nothing else happens
    ///   (``StackEngine/finalDestination``: the expanded index at rest, a queued request, else the
    ///   target of a running transition); the message names both.
    public func transition(from: Int?, to: Int?, duration: Double, at time: Double, completion: ((Bool) -> Void)? = nil) {
        let heading = engine.finalDestination
        precondition(
            engine.acceptsTransition(from: from),
            "StackDriver.transition(from:to:duration:): from \(Self.describe(from)) is not where the container is heading (\(Self.describe(heading)))"
        )
        request(.transition(to: to, duration: duration), at: time, completion: completion, succeeds: Self.rests(at: to))
    }

    /// Asks for `index` to be expanded or current over `timing`'s duration along its curve (see
    /// ``StackEvent/timedTransition(to:timing:)``), calling `completion` as
    /// ``select(_:animated:at:completion:)`` does.
    ///
    /// - Precondition: `index` is in range (the engine's message names it).
    public func select(_ index: Int?, timing: TransitionTiming, at time: Double, completion: ((Bool) -> Void)? = nil) {
        request(.timedTransition(to: index, timing: timing), at: time, completion: completion, succeeds: Self.rests(at: index))
    }

    /// Opens (`true`) or closes the accordion section at `index`, calling `completion` once.
    ///
    /// Under ``ExpansionMode/multiple`` the other sections stay as they are, and `completion`
    /// gets `true` when every section the request names came to rest where it asked (at once, for
    /// a section already there or a change made without animation), `false` as soon as one of
    /// them heads the other way (a later request turned it around, or changed it at once) or a
    /// data change removed it. Sections are followed by identity through data changes.
    ///
    /// Under ``ExpansionMode/single`` it is a selection (see ``StackEvent/setExpanded(_:at:animated:)``)
    /// and `completion` gets whether the container came to rest as asked.
    /// - Precondition: `index` is in `0..<count` when the request runs; the message names it.
    public func setExpanded(_ expanded: Bool, at index: Int, animated: Bool, at time: Double, completion: ((Bool) -> Void)? = nil) {
        request(.setExpanded(expanded, at: index, animated: animated), at: time, completion: completion, succeeds: Self.rests(expanded, at: index))
    }

    /// ``setExpanded(_:at:animated:at:completion:)`` over `timing`'s duration along its curve (see
    /// ``StackEvent/setExpandedTimed(_:at:timing:)``).
    public func setExpanded(_ expanded: Bool, at index: Int, timing: TransitionTiming, at time: Double, completion: ((Bool) -> Void)? = nil) {
        request(.setExpandedTimed(expanded, at: index, timing: timing), at: time, completion: completion, succeeds: Self.rests(expanded, at: index))
    }

    /// Opens every section under ``ExpansionMode/multiple``, calling `completion` with `true` once
    /// all of them came to rest open. Under ``ExpansionMode/single`` nothing opens and `completion`
    /// gets `false`; so it does when there is no section to open (no data source yet, or an empty
    /// one): the request has nothing to act on.
    public func expandAll(animated: Bool, at time: Double, completion: ((Bool) -> Void)? = nil) {
        request(.expandAll(animated: animated), at: time, completion: completion) { _ in false }
    }

    /// ``expandAll(animated:at:completion:)`` with every section moving over `timing`.
    public func expandAll(timing: TransitionTiming, at time: Double, completion: ((Bool) -> Void)? = nil) {
        request(.expandAllTimed(timing), at: time, completion: completion) { _ in false }
    }

    /// Closes every section, calling `completion` with `true` once all of them came to rest closed
    /// (at once when there is no section).
    public func collapseAll(animated: Bool, at time: Double, completion: ((Bool) -> Void)? = nil) {
        request(.collapseAll(animated: animated), at: time, completion: completion, succeeds: Self.rests(at: nil))
    }

    /// ``collapseAll(animated:at:completion:)`` with every section moving over `timing`.
    public func collapseAll(timing: TransitionTiming, at time: Double, completion: ((Bool) -> Void)? = nil) {
        request(.collapseAllTimed(timing), at: time, completion: completion, succeeds: Self.rests(at: nil))
    }

    /// Whether one open section rests as ``setExpanded(_:at:animated:at:completion:)`` asked.
    private static func rests(_ expanded: Bool, at index: Int) -> (StackEngine<Child>) -> Bool {
        { expanded ? $0.selectedIndex == index : $0.selectedIndex != index }
    }

    /// Calls `completion` once the container is at rest (at once if it is): with `true` when it
    /// rests at `target`. For a request made before the driver existed, say.
    public func whenAtRest(expecting target: Int?, at time: Double, _ completion: @escaping (Bool) -> Void) {
        completions.append((Self.rests(at: target), completion))
        run(nil, at: time)
    }

    /// A display frame at `time`: the engine's clock advances, and a scrubbed animator follows.
    public func frame(at time: Double) {
        run(nil, at: time)
    }

    /// The animator `animator` reported completion (UIKit: its context's `completeTransition`).
    /// An animator that runs on its own ends its transition here; anything else is ignored.
    public func animatorDidComplete(_ animator: AnimatorID, at time: Double) {
        run(.animatorCompleted(animator), at: time)
    }

    // MARK: - Processing

    private func run(_ work: Work?, at time: Double) {
        if let work { queue.append(work) }
        guard !isProcessing else { return }
        isProcessing = true
        advanceClock(to: time)
        while !queue.isEmpty {
            switch queue.removeFirst() {
            case .event(let event, let completion):
                apply(event, completion: completion)
            case .animatorCompleted(let id):
                guard var running = animator, running.id == id, !running.isScrubbed, !running.hasFinished else {
                    // A late report from an animator whose transition is over: its context is done.
                    outcomes[id] = nil
                    continue
                }
                running.hasFinished = true
                running.hasReportedCompletion = true
                animator = running
                apply(.animationDidEnd)
            }
        }
        isProcessing = false
        finishTurn()
    }

    /// Moves the clock to `time` (never back) and runs the engine on by the seconds that passed.
    private func advanceClock(to time: Double) {
        guard let elapsed = clock.advance(to: time) else { return }
        if engine.needsFrames { apply(.tick(elapsed)) }
    }

    private func apply(_ event: StackEvent, completion: ((Bool) -> Void)? = nil) {
        guard let host else { return }
        let several = engine.allowsSeveralOpenSections
        let expandedBefore = several ? engine.expandedIndices : []
        if several { noteSectionRequests(before: event) }
        // The engine works on a copy, so a data source that reads the driver while it is asked for
        // a child sees the state before the event.
        var working = engine
        steps.removeAll(keepingCapacity: true)
        working.handle(event, source: host, into: &steps)
        engine = working
        if let completion {
            if engine.allowsSeveralOpenSections {
                // An opening of every section where there is none has nothing to act on: it fails.
                let acts = !(event.opensEverySection && ExpansionRequest.expandAll.hasNothingToActOn(sectionCount: engine.count))
                sectionRequests.append(SectionRequest(targets: sectionTargets(of: event), succeeded: acts, handler: completion))
                needsSettling = true
            } else {
                completions.append(({ _ in true }, completion))
            }
        }
        startedSections.removeAll(keepingCapacity: true)
        carryOut(host)
        if several, engine.allowsSeveralOpenSections, event.isRequest || event.isLeaveOpen {
            reportChangesAtOnce(from: expandedBefore, host)
        }
    }

    private func carryOut(_ host: Host) {
        // An ending transition's animator finishes first, so its views reach the end (or go back
        // to the start) and its completion blocks run before the scene settles around them.
        if let ending = steps.first(where: \.endsTransition), case .transitionDidEnd(_, _, let completed) = ending {
            finishAnimator(completed: completed, host)
        }
        for step in steps {
            switch step {
            case .transitionWillBegin(let from, let to, let isInteractive):
                unanimated = (from, to, isInteractive)
                host.perform(.willTransition(from: from, to: to, isInteractive: isInteractive))
            case .animate:
                startAnimatorIfNeeded(host)
            case .updateInteractiveProgress(let progress):
                startAnimatorIfNeeded(host)
                let transition = engine.phase.transition
                host.perform(.transitionProgress(from: transition?.from, to: transition?.to, progress: progress))
            case .transitionDidEnd(let from, let to, let completed):
                finishAnimator(completed: completed, host)
                unanimated = nil
                if let ended = animator {
                    // An animator that reported its own completion won't ask its context again.
                    if ended.hasReportedCompletion { outcomes[ended.id] = nil }
                    host.perform(.animationEnded(ended.id, completed: completed))
                    host.perform(.restoreChildOrder)
                    animator = nil
                }
                host.perform(.didTransition(from: from, to: to, completed: completed))
            case .sectionsWillMove(let opening, let closing):
                startedSections.formUnion(opening)
                startedSections.formUnion(closing)
                needsSettling = true
                host.perform(.sectionsWillChange(opening: opening, closing: closing, animated: true))
            case .sectionsDidMove(let opened, let closed):
                needsSettling = true
                host.perform(.sectionsDidChange(opened: opened, closed: closed, animated: true))
            case .movingSectionsRemoved(let opening, let closing):
                needsSettling = true
                host.perform(.movingSectionsRemoved(wereOpening: opening, wereClosing: closing))
            default:
                host.perform(.containment(step))
            }
        }
    }

    private func startAnimatorIfNeeded(_ host: Host) {
        guard let transition = unanimated else { return }
        unanimated = nil
        let duration = engine.phase.animation?.duration ?? engine.configuration.transitionDuration
        var request = AnimatorRequest(
            id: makeAnimatorID(),
            source: .transitionDelegate,
            from: transition.from,
            to: transition.to,
            fromChild: transition.from.flatMap { engine.child(at: $0) },
            toChild: transition.to.flatMap { engine.child(at: $0) },
            fromFrames: transition.from.map(frames(at:)),
            toFrames: transition.to.map(frames(at:)),
            isInteractive: transition.isInteractive,
            duration: duration,
            style: engine.runningTransitionStyle ?? TransitionStyle.resolved(mode: engine.mode, motion: engine.configuration.motion, isInteractive: transition.isInteractive)
        )
        var traits = host.makeAnimator(for: request)
        if let custom = traits, transition.isInteractive, !custom.isInterruptible {
            // A finger needs an animator it can scrub: this one never runs.
            host.perform(.discardAnimator(request.id))
            traits = nil
        }
        if traits == nil {
            request.id = makeAnimatorID()
            request.source = .builtIn
            traits = host.makeAnimator(for: request)
        }
        guard let traits else {
            preconditionFailure("StackDriver: the host made no built-in animator for \(request.id)")
        }
        // Timing the leg plans no containment: nothing comes back to carry out.
        var working = engine
        var none: [ContainerStep<Child>] = []
        working.handle(.animatorStarted(duration: traits.duration, isInterruptible: traits.isInterruptible), source: host, into: &none)
        // The adopter's animator knows nothing of the container's clips: the children it moves
        // show whole, placed before it starts (and before the host counts it as animating, so they
        // wear no mask).
        var unclipped: [ContainerStep<Child>] = []
        working.showChildrenInFlightWhole(request.source == .transitionDelegate, source: host, into: &unclipped)
        engine = working
        for step in unclipped { host.perform(.containment(step)) }
        animator = RunningAnimator(id: request.id, isScrubbed: traits.isInterruptible)
        host.perform(.startAnimator(request.id, isScrubbed: traits.isInterruptible))
    }

    private func frames(at index: Int) -> TransitionFrames {
        TransitionFrames(initial: engine.frameForChild(at: index, atFraction: 0), final: engine.frameForChild(at: index, atFraction: 1))
    }

    private func finishAnimator(completed: Bool, _ host: Host) {
        guard var running = animator else { return }
        outcomes[running.id] = !completed
        guard !running.hasFinished else { return }
        running.hasFinished = true
        animator = running
        host.perform(.finishAnimator(running.id, atEnd: completed))
    }

    private func finishTurn() {
        guard let host else { return }
        if var running = animator, running.isScrubbed, !running.hasFinished,
           let fraction = engine.phase.transition?.fraction, fraction != running.progress {
            running.progress = fraction
            animator = running
            host.perform(.setAnimatorProgress(running.id, fraction))
        }
        if let running = clock.needsFrames(engine.needsFrames) {
            host.perform(.runClock(running))
        }
        if reportedSelection != engine.selectedIndex {
            let previous = reportedSelection
            reportedSelection = engine.selectedIndex
            host.perform(.selectionDidChange(from: previous, to: engine.selectedIndex))
        }
        let expanded = engine.allowsSeveralOpenSections ? engine.expandedIndices : nil
        if let previous = reportedExpanded, let expanded, previous != expanded {
            host.perform(.expandedIndicesDidChange(from: previous, to: expanded))
        }
        reportedExpanded = expanded
        if animator == nil { host.perform(.layout) }
        if needsSettling {
            needsSettling = false
            for (handler, succeeded) in settleSectionRequests() { handler(succeeded) }
        }
        guard engine.isAtRest, !completions.isEmpty else { return }
        let finished = completions
        completions.removeAll()
        for completion in finished { completion.handler(completion.succeeds(engine)) }
    }

    private func makeAnimatorID() -> AnimatorID {
        nextAnimatorID += 1
        return AnimatorID(nextAnimatorID)
    }

    private static func describe(_ index: Int?) -> String {
        index.map(String.init) ?? "nil"
    }
}

// Requests under several open sections: each waits for the sections it names, followed by identity.

extension StackDriver {
    /// Keeps pending section requests on their sections through `event`, before it runs: a data
    /// change moves them to their new indices; a reload keeps indices as they are.
    private func noteSectionRequests(before event: StackEvent) {
        switch event {
        case .dataChanged(let change):
            needsSettling = true
            for slot in sectionRequests.indices {
                var moved: [Int: Bool] = [:]
                for (index, open) in sectionRequests[slot].targets {
                    if let new = change.newIndex(forOldIndex: index) {
                        moved[new] = open
                    } else {
                        sectionRequests[slot].succeeded = false
                    }
                }
                sectionRequests[slot].targets = moved
            }
        case .reload:
            needsSettling = true
        default:
            break
        }
    }

    /// The state each section a request names must reach.
    private func sectionTargets(of event: StackEvent) -> [Int: Bool] {
        func all(_ open: Bool) -> [Int: Bool] {
            var targets: [Int: Bool] = [:]
            targets.reserveCapacity(engine.count)
            for index in 0..<engine.count { targets[index] = open }
            return targets
        }
        switch event {
        case .setExpanded(let open, let index, _), .setExpandedTimed(let open, let index, _):
            return [index: open]
        case .select(let index?, _), .transition(let index?, _), .timedTransition(let index?, _):
            return [index: true]
        case .select(nil, _), .transition(nil, _), .timedTransition(nil, _), .collapseAll, .collapseAllTimed:
            return all(false)
        case .expandAll, .expandAllTimed:
            return all(true)
        default:
            return [:]
        }
    }

    /// Names the sections a request changed without moving them, in a notice pair.
    private func reportChangesAtOnce(from before: Set<Int>, _ host: Host) {
        let after = engine.expandedIndices
        guard before != after else { return }
        let opened = after.subtracting(before).subtracting(startedSections).sorted()
        let closed = before.subtracting(after).subtracting(startedSections).sorted()
        guard !opened.isEmpty || !closed.isEmpty else { return }
        host.perform(.sectionsWillChange(opening: opened, closing: closed, animated: false))
        host.perform(.sectionsDidChange(opened: opened, closed: closed, animated: false))
    }

    /// Settles what each request's sections say now: at rest where asked, heading the other way,
    /// or gone.
    private func settleSectionRequests() -> [(handler: (Bool) -> Void, succeeded: Bool)] {
        var settled: [(handler: (Bool) -> Void, succeeded: Bool)] = []
        var waiting: [SectionRequest] = []
        let motions = engine.sectionMotions
        let expanded = engine.expandedIndices
        for var request in sectionRequests {
            for (index, open) in request.targets {
                if let motion = motions[index] {
                    if motion.isOpening == open { continue }
                    request.succeeded = false
                } else if index >= engine.count || expanded.contains(index) != open {
                    request.succeeded = false
                }
                request.targets[index] = nil
            }
            if request.targets.isEmpty || !request.succeeded {
                settled.append((request.handler, request.succeeded))
            } else {
                waiting.append(request)
            }
        }
        sectionRequests = waiting
        return settled
    }
}

extension StackEvent {
    /// Whether the event leaves exactly some sections open.
    fileprivate var isLeaveOpen: Bool {
        if case .leaveOpen = self { return true }
        return false
    }

    /// Whether the event is the app's opening of every section, animated or timed.
    fileprivate var opensEverySection: Bool {
        switch self {
        case .expandAll, .expandAllTimed: return true
        default: return false
        }
    }
}

extension ContainerStep {
    /// Whether the step ends a transition.
    fileprivate var endsTransition: Bool {
        if case .transitionDidEnd = self { return true }
        return false
    }
}
