import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything between a ``MultipleExpansionEngine`` and the platform: the frame clock, the
/// completions of requests, the notices naming every section that changed, and events that
/// arrive while steps are being carried out.
///
/// The engine decides; the driver runs those decisions against an ``ExpansionDriverHost``
/// through ``ExpansionCommand``s. It is platform-free, so the whole conversation — request,
/// notices, frames, completion — is tested on any machine by a host that records it.
///
/// ## Completions
/// A request's completion is called once, after the commands of the turn that settles it:
/// - `true` when every section it names came to rest where it asked (at once, for a section
///   already there or a change made without animation);
/// - `false` as soon as one of them heads the other way (a later request turned it around, or
///   changed it at once), or a data change removed it.
///
/// Sections are followed by identity: a data change moves a pending request to its sections'
/// new indices. A ``ExpansionEvent/reload`` keeps indices as they are and fails requests for
/// sections beyond the new count.
///
/// ## Notices
/// Sections that start moving (or turn around) are named in
/// ``ExpansionCommand/sectionsWillChange(opening:closing:animated:)`` before their children's
/// steps, and again in ``ExpansionCommand/sectionsDidChange(opened:closed:animated:)`` once at
/// rest. A request that changes sections at once names them in both notices, back to back,
/// after the change, with `animated` false. A data change or reload that drops sections is no
/// request: it names only the moving sections it removed.
///
/// ## Scrolling
/// When the engine moves its own ``MultipleExpansionEngine/scrollOffset`` (a section opening into
/// view, frame by frame with its motion, see ``MultipleExpansionEngine/reveal``), the host hears
/// ``ExpansionCommand/scroll(to:)`` after the turn's containment steps and sets it without
/// animation. An offset the host reported with ``ExpansionEvent/scroll(to:)`` is the host's
/// already, and comes back as no command. The host reports a finger on the content with
/// ``ExpansionEvent/userScrolling(_:)``.
///
/// ## Re-entrance
/// Calls that arrive while commands are being carried out (a delegate's notice that makes a
/// request, a child's appearance callback) wait their turn and run before the call under way
/// returns. Completions run last, so a completion's own request starts at once.
public final class ExpansionDriver<Host: ExpansionDriverHost> {
    /// The type of the children.
    public typealias Child = Host.Child

    /// The engine, whose state a host may read (frames, the open sections, the live children).
    public private(set) var engine: MultipleExpansionEngine<Child>

    private weak var host: Host?
    private var queue: [Work] = []
    private var isProcessing = false
    private var steps: [ExpansionStep<Child>] = []
    private var clock = DriverClock()
    private var reportedExpanded: Set<Int>
    private var requests: [Request] = []
    /// Whether a turn started, ended or removed a motion, or took a request: pending requests are
    /// looked at again only then, so a frame that only moves sections costs nothing more.
    private var needsSettling = false

    private struct Work {
        var event: ExpansionEvent
        var completion: ((Bool) -> Void)?
    }

    /// A request waiting for its sections: the state each must reach, by index.
    private struct Request {
        var targets: [Int: Bool]
        var succeeded = true
        var handler: (Bool) -> Void
    }

    /// Creates a driver for an engine, talking to `host` (held weakly: the host owns the driver).
    ///
    /// Send ``ExpansionEvent/reload`` to load the data.
    public init(engine: MultipleExpansionEngine<Child>, host: Host) {
        self.engine = engine
        self.host = host
        reportedExpanded = engine.expandedIndices
    }

    // MARK: - Input

    /// Hands `event` to the engine at `time` (seconds on the clock ``frame(at:)`` uses) and carries
    /// out what follows.
    ///
    /// - Precondition: as ``MultipleExpansionEngine/handle(_:source:)`` states; the message names
    ///   the bad value.
    public func handle(_ event: ExpansionEvent, at time: Double) {
        run(Work(event: event), at: time)
    }

    /// The user tapped the header at `index`: the host's veto is asked when the tap would open
    /// the section, then the section toggles. An index out of range (a header the data removed a
    /// moment before) is ignored.
    public func tap(_ index: Int, at time: Double) {
        guard (0..<engine.count).contains(index) else { return }
        if !engine.expandedIndices.contains(index), host?.shouldExpand(index) == false { return }
        run(Work(event: .tap(index)), at: time)
    }

    /// Opens (`true`) or closes the section at `index`, calling `completion` once as the type's
    /// discussion says.
    ///
    /// - Precondition: `index` is in `0..<count` when the request is carried out; the message
    ///   names it.
    public func setExpanded(_ expanded: Bool, at index: Int, animated: Bool, at time: Double, completion: ((Bool) -> Void)? = nil) {
        run(Work(event: .setExpanded(expanded, at: index, animated: animated), completion: completion), at: time)
    }

    /// Opens every section, calling `completion` with `true` once all of them came to rest open.
    public func expandAll(animated: Bool, at time: Double, completion: ((Bool) -> Void)? = nil) {
        run(Work(event: .expandAll(animated: animated), completion: completion), at: time)
    }

    /// Closes every section, calling `completion` with `true` once all of them came to rest closed.
    public func collapseAll(animated: Bool, at time: Double, completion: ((Bool) -> Void)? = nil) {
        run(Work(event: .collapseAll(animated: animated), completion: completion), at: time)
    }

    /// Opens (`true`) or closes the section at `index` over `timing`'s duration along its curve
    /// (see ``ExpansionEvent/setExpandedTimed(_:at:timing:)``), calling `completion` once as
    /// ``setExpanded(_:at:animated:at:completion:)`` does.
    ///
    /// - Precondition: `index` is in `0..<count` when the request is carried out; the message
    ///   names it.
    public func setExpanded(_ expanded: Bool, at index: Int, timing: TransitionTiming, at time: Double, completion: ((Bool) -> Void)? = nil) {
        run(Work(event: .setExpandedTimed(expanded, at: index, timing: timing), completion: completion), at: time)
    }

    /// Opens every section over `timing`, calling `completion` with `true` once all of them came to
    /// rest open.
    public func expandAll(timing: TransitionTiming, at time: Double, completion: ((Bool) -> Void)? = nil) {
        run(Work(event: .expandAllTimed(timing), completion: completion), at: time)
    }

    /// Closes every section over `timing`, calling `completion` with `true` once all of them came
    /// to rest closed.
    public func collapseAll(timing: TransitionTiming, at time: Double, completion: ((Bool) -> Void)? = nil) {
        run(Work(event: .collapseAllTimed(timing), completion: completion), at: time)
    }

    /// A display frame at `time`: every moving section runs on.
    public func frame(at time: Double) {
        run(nil, at: time)
    }

    // MARK: - Processing

    private func run(_ work: Work?, at time: Double) {
        if let work { queue.append(work) }
        guard !isProcessing else { return }
        isProcessing = true
        if let elapsed = clock.advance(to: time), !engine.isAtRest {
            apply(Work(event: .tick(elapsed)))
        }
        while !queue.isEmpty {
            apply(queue.removeFirst())
        }
        isProcessing = false
        finishTurn()
    }

    private func apply(_ work: Work) {
        guard let host else { return }
        let event = work.event
        let before = engine.expandedIndices
        switch event {
        case .dataChanged(let change), .dataChangedKeepingReaderAnchor(let change, _):
            remapRequests(by: change)
        case .reload:
            needsSettling = true
        default:
            break
        }
        let offsetBefore = engine.scrollOffset
        var working = engine
        steps.removeAll(keepingCapacity: true)
        working.handle(event, source: host, into: &steps)
        engine = working
        if let completion = work.completion {
            requests.append(Request(targets: targets(of: event), handler: completion))
            needsSettling = true
        }
        var started: Set<Int> = []
        for step in steps {
            switch step {
            case .child(let child):
                host.perform(.containment(child))
            case .sectionsWillMove(let opening, let closing):
                started.formUnion(opening)
                started.formUnion(closing)
                needsSettling = true
                host.perform(.sectionsWillChange(opening: opening, closing: closing, animated: true))
            case .sectionsDidMove(let opened, let closed):
                needsSettling = true
                host.perform(.sectionsDidChange(opened: opened, closed: closed, animated: true))
            case .movingSectionsRemoved(let opening, let closing):
                needsSettling = true
                host.perform(.movingSectionsRemoved(wereOpening: opening, wereClosing: closing))
            }
        }
        // The offset the engine moved itself (a reveal, the reader's anchor, the content's range),
        // after the steps that place the children for it; one the host reported is the host's
        // already, unless the engine brought it back inside the content.
        if engine.scrollOffset != (event.reportedOffset ?? offsetBefore) { host.perform(.scroll(to: engine.scrollOffset)) }
        if event.isRequest { reportChangesAtOnce(from: before, excluding: started, host) }
    }

    /// Names the sections a request changed without moving them.
    private func reportChangesAtOnce(from before: Set<Int>, excluding started: Set<Int>, _ host: Host) {
        let after = engine.expandedIndices
        guard before != after else { return }
        let opened = after.subtracting(before).subtracting(started).sorted()
        let closed = before.subtracting(after).subtracting(started).sorted()
        guard !opened.isEmpty || !closed.isEmpty else { return }
        host.perform(.sectionsWillChange(opening: opened, closing: closed, animated: false))
        host.perform(.sectionsDidChange(opened: opened, closed: closed, animated: false))
    }

    /// The state each section a request names must reach.
    private func targets(of event: ExpansionEvent) -> [Int: Bool] {
        switch event {
        case .setExpanded(let open, let index, _), .setExpandedTimed(let open, let index, _):
            return [index: open]
        case .expandAll, .collapseAll, .expandAllTimed, .collapseAllTimed:
            let open: Bool
            switch event {
            case .expandAll, .expandAllTimed: open = true
            default: open = false
            }
            var targets: [Int: Bool] = [:]
            targets.reserveCapacity(engine.count)
            for index in 0..<engine.count { targets[index] = open }
            return targets
        default:
            return [:]
        }
    }

    /// Moves every pending request to its sections' new indices; a removed section fails it.
    private func remapRequests(by change: StackDataChange) {
        needsSettling = true
        for slot in requests.indices {
            var moved: [Int: Bool] = [:]
            for (index, open) in requests[slot].targets {
                if let new = change.newIndex(forOldIndex: index) {
                    moved[new] = open
                } else {
                    requests[slot].succeeded = false
                }
            }
            requests[slot].targets = moved
        }
    }

    /// Settles what a request's sections say now: at rest where asked, heading the other way, or gone.
    private func settleRequests() -> [(handler: (Bool) -> Void, succeeded: Bool)] {
        var settled: [(handler: (Bool) -> Void, succeeded: Bool)] = []
        var waiting: [Request] = []
        for var request in requests {
            for (index, open) in request.targets {
                if let motion = engine.motions[index] {
                    if motion.isOpening == open { continue }
                    request.succeeded = false
                } else if index >= engine.count || engine.expandedIndices.contains(index) != open {
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
        requests = waiting
        return settled
    }

    private func finishTurn() {
        guard let host else { return }
        if let running = clock.needsFrames(!engine.isAtRest) {
            host.perform(.runClock(running))
        }
        if reportedExpanded != engine.expandedIndices {
            let previous = reportedExpanded
            reportedExpanded = engine.expandedIndices
            host.perform(.expandedIndicesDidChange(from: previous, to: reportedExpanded))
        }
        host.perform(.layout)
        guard needsSettling else { return }
        needsSettling = false
        for (handler, succeeded) in settleRequests() { handler(succeeded) }
    }
}

extension ExpansionEvent {
    /// Whether the event is a request that opens or closes sections.
    fileprivate var isRequest: Bool {
        switch self {
        case .tap, .setExpanded, .expandAll, .collapseAll, .leaveOpen, .setExpandedTimed, .expandAllTimed, .collapseAllTimed: return true
        default: return false
        }
    }

    /// Whether the event reports the host's own scroll position.
    /// The offset a ``ExpansionEvent/scroll(to:)`` reports, as the engine takes it.
    fileprivate var reportedOffset: CGFloat? {
        guard case .scroll(let offset) = self else { return nil }
        return offset.isFinite ? offset : 0
    }
}
