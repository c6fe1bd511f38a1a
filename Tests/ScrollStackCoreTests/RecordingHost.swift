import Foundation
import ScrollStackCore

/// A host that records everything a ``StackDriver`` asks of it, as UIKit would see it, so tests
/// can compare whole logs.
///
/// Like UIKit's property animators, finishing an animator runs its completion block at once, which
/// reads the context's `transitionWasCancelled` and calls `completeTransition`: the log shows what
/// the context reported at that moment.
final class RecordingHost: StackDriverHost {
    enum Entry: Equatable, CustomStringConvertible {
        case command(DriverCommand<FakeChild>)
        case animatorRequested(AnimatorID, AnimatorSource, from: Int?, to: Int?, isInteractive: Bool, duration: Double)
        case vetoAsked(Int)
        case contextReported(AnimatorID, wasCancelled: Bool)
        case completion(Bool)

        var description: String {
            switch self {
            case .command(let command): return "\(command)"
            case .animatorRequested(let id, let source, let from, let to, let isInteractive, let duration):
                return "animatorRequested(\(id), \(source), \(String(describing: from))→\(String(describing: to)), interactive: \(isInteractive), \(duration))"
            case .vetoAsked(let index): return "vetoAsked(\(index))"
            case .contextReported(let id, let wasCancelled): return "contextReported(\(id), wasCancelled: \(wasCancelled))"
            case .completion(let completed): return "completion(\(completed))"
            }
        }
    }

    var log: [Entry] = []
    private(set) var children: [FakeChild]
    weak var driver: StackDriver<RecordingHost>?
    /// What the transition delegate offers for every transition; `nil`: nothing.
    var delegateAnimator: AnimatorTraits?
    /// Indices whose expansion the delegate refuses.
    var vetoed: Set<Int> = []
    /// The time the recorded animators report completion at.
    var now: Double = 0
    /// Whether a finished animator reports completion at once (a property animator's completion
    /// blocks); an animator cut short in UIKit's own time reports later.
    var completesWhenFinished = true
    /// Called after each command is recorded: a child's callback that makes a request, say.
    var afterCommand: ((DriverCommand<FakeChild>) -> Void)?

    init(_ names: [String]) {
        children = names.map { FakeChild($0) }
    }

    subscript(_ index: Int) -> FakeChild { children[index] }

    /// The child named `name`.
    subscript(_ name: String) -> FakeChild? { children.first { $0.name == name } }

    /// Puts the children in the order of `names`, keeping each surviving child and making new ones,
    /// and returns the change by identity for the driver.
    func change(to names: [String]) -> StackEvent {
        let old = children.map(\.name)
        children = names.map { name in self[name] ?? FakeChild(name) }
        return .dataChanged(StackDataChange(IdentityDifference(from: old, to: names)))
    }

    func numberOfChildren() -> Int { children.count }

    func child(at index: Int, reusing pool: inout ReusePool<FakeChild>) -> FakeChild { children[index] }

    /// What each child measures at any width, by name: a self-sizing child.
    var measuredHeights: [String: CGFloat] = [:]
    /// The widths children were measured at, in order.
    var measuredWidths: [CGFloat] = []

    /// Measures a child before ``measuredHeights`` is asked: a nested accordion's height as it lays
    /// out now, say.
    var measure: ((FakeChild) -> CGFloat?)?

    func contentHeight(of child: FakeChild, fittingWidth width: CGFloat) -> CGFloat? {
        guard let height = measure?(child) ?? measuredHeights[child.name] else { return nil }
        measuredWidths.append(width)
        return height
    }

    func perform(_ command: DriverCommand<FakeChild>) {
        log.append(.command(command))
        if case .finishAnimator(let id, _) = command, let driver {
            log.append(.contextReported(id, wasCancelled: driver.transitionWasCancelled(id)))
            if completesWhenFinished { driver.animatorDidComplete(id, at: now) }
        }
        afterCommand?(command)
    }

    /// Every animator request, whole.
    var requests: [AnimatorRequest<FakeChild>] = []

    func makeAnimator(for request: AnimatorRequest<FakeChild>) -> AnimatorTraits? {
        requests.append(request)
        log.append(.animatorRequested(request.id, request.source, from: request.from, to: request.to, isInteractive: request.isInteractive, duration: request.duration))
        switch request.source {
        case .builtIn: return AnimatorTraits(duration: request.duration, isInterruptible: true)
        case .transitionDelegate: return delegateAnimator
        }
    }

    func shouldExpand(_ index: Int) -> Bool {
        log.append(.vetoAsked(index))
        return !vetoed.contains(index)
    }

    /// The log since the last call, emptied.
    func take() -> [Entry] {
        defer { log.removeAll() }
        return log
    }
}

/// A driver over a recording host, loaded and on screen.
func makeDriver(
    _ host: RecordingHost,
    mode: StackMode = .paging,
    selectedIndex: Int? = 0,
    configuration: StackConfiguration = StackConfiguration(),
    size: CGSize = phoneSize
) -> StackDriver<RecordingHost> {
    let driver = StackDriver(engine: StackEngine(configuration: configuration, mode: mode, size: size, selectedIndex: selectedIndex), host: host)
    host.driver = driver
    driver.handle(.reload, at: 0)
    driver.handle(.containerWillAppear(animated: false), at: 0)
    driver.handle(.containerDidAppear, at: 0)
    host.log.removeAll()
    return driver
}

/// The rest of a page swap that completes, as the recording host logs it: the page left goes, the
/// page arrived at lands at `frame`, the animator hears it ended, then the delegate and the host.
func swapSettledLog(
    leaving: FakeChild, arriving: FakeChild, frame: CGRect, animator: AnimatorID, from: Int, to: Int
) -> [RecordingHost.Entry] {
    return [
        step(.endAppearance(leaving)), step(.willMoveToNilParent(leaving)), step(.removeView(leaving)), step(.removeFromParent(leaving)),
        step(.setFrame(arriving, frame)), step(.endAppearance(arriving)),
        .command(.animationEnded(animator, completed: true)),
        .command(.restoreChildOrder),
        .command(.didTransition(from: from, to: to, completed: true)),
        .command(.runClock(false)),
        .command(.selectionDidChange(from: from, to: to)),
        .command(.layout),
    ]
}

/// A containment step as a recording host's log entry.
func step(_ step: ContainerStep<FakeChild>) -> RecordingHost.Entry { .command(.containment(step)) }

/// A driver command as a recording host's log entry.
func command(_ command: DriverCommand<FakeChild>) -> RecordingHost.Entry { .command(command) }

/// A page `width` points wide at `x` on the phone-sized container.
func page(_ x: CGFloat, width: CGFloat = 390) -> CGRect { CGRect(x: x, y: 0, width: width, height: phoneSize.height) }
