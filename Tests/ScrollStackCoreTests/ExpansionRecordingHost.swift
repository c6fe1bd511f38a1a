import Foundation
import ScrollStackCore

/// A host that records everything an ``ExpansionDriver`` asks of it, with children named and
/// frames rounded, so tests can compare whole logs.
final class ExpansionRecordingHost: StackDriverHost {
    enum Entry: Equatable {
        case command(DriverCommand<String>)
        case vetoAsked(Int)
        /// The host scrolled to the engine's offset, as a platform does when it lays out.
        case scrolled(CGFloat)
        /// The host moved a live child to where the engine's layout puts it, as a platform does
        /// when it lays out: only a child whose frame or clip changed since it was last placed.
        case placed(String, CGRect, clip: CGRect)
        case completion(String, Bool)
    }

    var log: [Entry] = []
    private(set) var children: [FakeChild]
    var driver: StackDriver<ExpansionRecordingHost>?
    /// Indices whose opening the delegate refuses.
    var vetoed: Set<Int> = []
    /// Called after each command is recorded: a delegate that makes a request, say.
    var afterCommand: ((DriverCommand<String>) -> Void)?

    init(_ names: [String]) {
        children = names.map { FakeChild($0) }
    }

    /// Makes a driver over an engine with `configuration` (``multiConfiguration()`` unless told) on
    /// a 320×600 container, loads the data, makes the container appear and clears the log.
    static func loaded(_ names: [String], configuration: StackConfiguration = multiConfiguration(), size: CGSize = CGSize(width: 320, height: 600)) -> ExpansionRecordingHost {
        loaded(names, engine: StackEngine<FakeChild>(multipleWith: configuration, size: size))
    }

    /// A host for `names` whose driver runs `engine`, with the data loaded, the container on
    /// screen and the log cleared.
    static func loaded(_ names: [String], engine: StackEngine<FakeChild>) -> ExpansionRecordingHost {
        let host = ExpansionRecordingHost(names)
        let driver = StackDriver(engine: engine, host: host)
        host.driver = driver
        driver.handle(.reload, at: 0)
        driver.handle(.containerWillAppear(animated: false), at: 0)
        driver.handle(.containerDidAppear, at: 0)
        host.log.removeAll()
        return host
    }

    /// A completion that logs its outcome under `label`.
    func completion(_ label: String) -> (Bool) -> Void {
        { [weak self] completed in self?.log.append(.completion(label, completed)) }
    }

    /// Puts the children in the order of `names`, keeping each surviving child and making new ones,
    /// and returns the change by identity for the driver.
    func change(to names: [String]) -> StackEvent {
        let old = children.map(\.name)
        children = names.map { name in children.first { $0.name == name } ?? FakeChild(name) }
        return .dataChanged(StackDataChange(IdentityDifference(from: old, to: names)))
    }

    /// The log so far, then cleared.
    func takeLog() -> [Entry] {
        defer { log.removeAll() }
        return log
    }

    func numberOfChildren() -> Int { children.count }

    func child(at index: Int, reusing pool: inout ReusePool<FakeChild>) -> FakeChild { children[index] }

    /// Measures a child as it joins (a nested accordion's height as it lays out now, say); `nil`:
    /// the content mode's height.
    var measure: ((FakeChild) -> CGFloat?)?

    func contentHeight(of child: FakeChild, fittingWidth width: CGFloat) -> CGFloat? { measure?(child) }

    /// The offset the host's content stands at: where it last scrolled, or where a finger put it.
    private var appliedOffset: CGFloat = 0

    /// Something other than the engine (a finger) scrolled the content to `offset`: the host
    /// reports it, and stands there already.
    func scrolled(to offset: CGFloat, at time: Double) {
        appliedOffset = offset
        driver?.handle(.scroll(to: offset), at: time)
    }

    /// Where each child was last put, by a step or by a layout, rounded as the log has it.
    private var placements: [String: (frame: CGRect, clip: CGRect)] = [:]

    func perform(_ command: DriverCommand<FakeChild>) {
        let named = command.named
        // A layout applies the engine's scroll offset when the engine moved it.
        if case .layout = command, let offset = driver?.engine.scrollOffset, offset != appliedOffset {
            appliedOffset = offset
            log.append(.scrolled((offset * 1024).rounded() / 1024))
        }
        log.append(.command(named))
        switch named {
        case .containment(.setFrame(let name, let frame, let clip)): placements[name] = (frame, clip)
        case .containment(.removeView(let name)): placements[name] = nil
        case .layout: placeLiveChildren()
        default: break
        }
        afterCommand?(named)
    }

    /// Moves every live child that is not where the engine's accordion layout puts it there, and
    /// logs each move.
    private func placeLiveChildren() {
        guard let engine = driver?.engine, engine.mode == .accordion else { return }
        for case .setFrame(let name, let frame, let clip) in engine.laidOut {
            guard let placed = placements[name], placed.frame != frame || placed.clip != clip else { continue }
            placements[name] = (frame, clip)
            log.append(.placed(name, frame, clip: clip))
        }
    }

    func makeAnimator(for request: AnimatorRequest<FakeChild>) -> AnimatorTraits? {
        AnimatorTraits(duration: request.duration, isInterruptible: true)
    }

    func shouldExpand(_ index: Int) -> Bool {
        log.append(.vetoAsked(index))
        return !vetoed.contains(index)
    }
}

extension DriverCommand where Child == FakeChild {
    /// The command with children named and frames rounded to 1/1024 point.
    var named: DriverCommand<String> {
        switch self {
        case .containment(let step):
            return .containment(step.map(\.name).roundedFrames)
        case .willTransition(let from, let to, let isInteractive): return .willTransition(from: from, to: to, isInteractive: isInteractive)
        case .startAnimator(let id, let isScrubbed): return .startAnimator(id, isScrubbed: isScrubbed)
        case .discardAnimator(let id): return .discardAnimator(id)
        case .setAnimatorProgress(let id, let progress): return .setAnimatorProgress(id, progress)
        case .finishAnimator(let id, let atEnd): return .finishAnimator(id, atEnd: atEnd)
        case .animationEnded(let id, let completed): return .animationEnded(id, completed: completed)
        case .restoreChildOrder: return .restoreChildOrder
        case .transitionProgress(let from, let to, let progress): return .transitionProgress(from: from, to: to, progress: progress)
        case .didTransition(let from, let to, let completed): return .didTransition(from: from, to: to, completed: completed)
        case .selectionDidChange(let from, let to): return .selectionDidChange(from: from, to: to)
        case .sectionsWillChange(let opening, let closing, let animated): return .sectionsWillChange(opening: opening, closing: closing, animated: animated)
        case .sectionsDidChange(let opened, let closed, let animated): return .sectionsDidChange(opened: opened, closed: closed, animated: animated)
        case .movingSectionsRemoved(let opening, let closing): return .movingSectionsRemoved(wereOpening: opening, wereClosing: closing)
        case .expandedIndicesDidChange(let from, let to): return .expandedIndicesDidChange(from: from, to: to)
        case .runClock(let running): return .runClock(running)
        case .layout: return .layout
        }
    }
}

func joining(_ name: String, frame: CGRect, clip: CGRect) -> [ExpansionRecordingHost.Entry] {
    [.addChild(name), .insertView(name), .setFrame(name, frame, clip: clip), .didMoveToParent(name)].map { .command(.containment($0)) }
}

/// The containment steps a disappeared child takes to leave, as commands.
func leaving(_ name: String) -> [ExpansionRecordingHost.Entry] {
    [.willMoveToNilParent(name), .removeView(name), .removeFromParent(name)].map { .command(.containment($0)) }
}

/// A containment step as a log entry.
func step(_ step: ContainerStep<String>) -> ExpansionRecordingHost.Entry { .command(.containment(step)) }
