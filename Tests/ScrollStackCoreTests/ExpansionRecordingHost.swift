import Foundation
import ScrollStackCore

/// A host that records everything an ``ExpansionDriver`` asks of it, with children named and
/// frames rounded, so tests can compare whole logs.
final class ExpansionRecordingHost: ExpansionDriverHost {
    enum Entry: Equatable {
        case command(ExpansionCommand<String>)
        case vetoAsked(Int)
        case completion(String, Bool)
    }

    var log: [Entry] = []
    private(set) var children: [FakeChild]
    var driver: ExpansionDriver<ExpansionRecordingHost>?
    /// Indices whose opening the delegate refuses.
    var vetoed: Set<Int> = []
    /// Called after each command is recorded: a delegate that makes a request, say.
    var afterCommand: ((ExpansionCommand<String>) -> Void)?

    init(_ names: [String]) {
        children = names.map { FakeChild($0) }
    }

    /// Makes a driver over an engine with `configuration` (``multiConfiguration()`` unless told) on
    /// a 320×600 container, loads the data, makes the container appear and clears the log.
    static func loaded(_ names: [String], configuration: StackConfiguration = multiConfiguration(), size: CGSize = CGSize(width: 320, height: 600)) -> ExpansionRecordingHost {
        let host = ExpansionRecordingHost(names)
        let driver = ExpansionDriver(engine: MultipleExpansionEngine<FakeChild>(configuration: configuration, size: size), host: host)
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
    func change(to names: [String]) -> ExpansionEvent {
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

    func perform(_ command: ExpansionCommand<FakeChild>) {
        let named = command.named
        log.append(.command(named))
        afterCommand?(named)
    }

    func shouldExpand(_ index: Int) -> Bool {
        log.append(.vetoAsked(index))
        return !vetoed.contains(index)
    }
}

extension ExpansionCommand where Child == FakeChild {
    /// The command with its children named and its frames rounded to 1/1024 point.
    var named: ExpansionCommand<String> {
        switch self {
        case .containment(let step):
            let step = step.map(\.name)
            if case .setFrame(let child, let frame, let clip) = step {
                return .containment(.setFrame(child, frame.roundedToFineGrid, clip: clip.roundedToFineGrid))
            }
            return .containment(step)
        case .sectionsWillChange(let opening, let closing, let animated): return .sectionsWillChange(opening: opening, closing: closing, animated: animated)
        case .sectionsDidChange(let opened, let closed, let animated): return .sectionsDidChange(opened: opened, closed: closed, animated: animated)
        case .movingSectionsRemoved(let opening, let closing): return .movingSectionsRemoved(wereOpening: opening, wereClosing: closing)
        case .expandedIndicesDidChange(let from, let to): return .expandedIndicesDidChange(from: from, to: to)
        case .scroll(let offset): return .scroll(to: (offset * 1024).rounded() / 1024)
        case .runClock(let running): return .runClock(running)
        case .layout: return .layout
        }
    }
}

/// The containment steps a section's child takes to join, as commands.
func joining(_ name: String, frame: CGRect, clip: CGRect) -> [ExpansionRecordingHost.Entry] {
    [.addChild(name), .insertView(name), .setFrame(name, frame, clip: clip), .didMoveToParent(name)].map { .command(.containment($0)) }
}

/// The containment steps a disappeared child takes to leave, as commands.
func leaving(_ name: String) -> [ExpansionRecordingHost.Entry] {
    [.willMoveToNilParent(name), .removeView(name), .removeFromParent(name)].map { .command(.containment($0)) }
}

/// A containment step as a log entry.
func step(_ step: ContainerStep<String>) -> ExpansionRecordingHost.Entry { .command(.containment(step)) }
