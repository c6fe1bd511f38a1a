import Foundation
import ScrollStackCore

/// An accordion nested in the section "Notifications" (index 1) of another, each run by its own
/// driver over a recording host, wired as the UIKit containers are: whenever the inner container
/// lays out (at rest, or on a display frame of its own motion) it publishes its content height by
/// ``NestedContentHeight/height(afterLayingOut:moment:published:)``, and the outer container takes
/// it at once as ``NestedContentHeight/event(index:height:innerIsMoving:)`` (or its
/// multiple-mode twin) says.
///
/// Both run one-second linear legs. The outer headers are 50 points tall on a 320×800 container;
/// the inner ones are 40 points tall over 100-point contents (``multiConfiguration()``), so an
/// inner accordion of three closed sections is 120 points tall.
final class DriverNest {
    /// The outer container: either mode.
    enum Outer {
        case single(RecordingHost, StackDriver<RecordingHost>)
        case multiple(ExpansionRecordingHost, StackDriver<ExpansionRecordingHost>)
    }

    /// The inner container: either mode.
    enum Inner {
        case single(RecordingHost, StackDriver<RecordingHost>)
        case multiple(ExpansionRecordingHost, StackDriver<ExpansionRecordingHost>)
    }

    /// One height the inner container published, and whether it moved then.
    struct Publication: Equatable, CustomStringConvertible {
        var height: CGFloat
        var innerIsMoving: Bool
        var description: String { "\(height)\(innerIsMoving ? " moving" : "")" }
    }

    /// The outer section that holds the inner container, before any data change.
    static let section = 1
    static let outerNames = ["Account", "Notifications", "About"]

    let outer: Outer
    let inner: Inner
    /// The time of the call under way: what the outer driver hears the published heights at.
    private(set) var now: Double = 0
    /// The height the inner container published last.
    private(set) var published: CGFloat?
    /// Every height the inner container published, in order.
    private(set) var publications: [Publication] = []

    /// Builds both containers, loads them and puts them on screen, lets the inner one publish its
    /// height at rest, and clears every log.
    init(outer outerMode: ExpansionMode, inner innerMode: ExpansionMode, outerOpen: Bool = true, inner names: [String] = ["Sounds", "Badges", "Banners"]) {
        var outerConfiguration = multiConfiguration()
        outerConfiguration.headerHeight = 50
        outerConfiguration.accordionContentMode = .fit(height: 300)
        let outerSize = CGSize(width: 320, height: 800)
        switch outerMode {
        case .single:
            let host = RecordingHost(Self.outerNames)
            outer = .single(host, makeDriver(host, mode: .accordion, selectedIndex: nil, configuration: outerConfiguration, size: outerSize))
        case .multiple:
            let host = ExpansionRecordingHost.loaded(Self.outerNames, configuration: outerConfiguration, size: outerSize)
            outer = .multiple(host, host.driver.require())
        }
        switch innerMode {
        case .single:
            let host = RecordingHost(names)
            inner = .single(host, makeDriver(host, mode: .accordion, selectedIndex: nil, configuration: multiConfiguration(), size: CGSize(width: 320, height: 600)))
        case .multiple:
            let host = ExpansionRecordingHost.loaded(names)
            inner = .multiple(host, host.driver.require())
        }
        wire()
        if outerOpen {
            switch outer {
            case .single(_, let driver): driver.select(Self.section, animated: false, at: 0)
            case .multiple(_, let driver): driver.setExpanded(true, at: Self.section, animated: false, at: 0)
            }
        }
        layOutInner(moment: .rest)
        clearLogs()
    }

    /// The inner host publishes after every command that lays its content out; the outer host
    /// measures the inner container as it lays out now when its section joins.
    private func wire() {
        let measure: (FakeChild) -> CGFloat? = { [unowned self] child in child.name == "Notifications" ? innerState.height : nil }
        switch outer {
        case .single(let host, _): host.measure = measure
        case .multiple(let host, _): host.measure = measure
        }
        switch inner {
        case .single(let host, _):
            host.afterCommand = { [unowned self] command in
                switch command {
                case .layout: layOutInner(moment: .rest)
                case .startAnimator, .setAnimatorProgress: layOutInner(moment: .transitionFrame)
                default: break
                }
            }
        case .multiple(let host, let driver):
            host.afterCommand = { [unowned self, unowned driver] command in
                if command == .layout { layOutInner(moment: driver.engine.isAtRest ? .rest : .transitionFrame) }
            }
        }
    }

    /// The inner container's content height as it lays it out now, and whether it moves.
    var innerState: (height: CGFloat, isMoving: Bool) {
        switch inner {
        case .single(_, let driver):
            let engine = driver.engine
            return (engine.reportedContentHeight(), !engine.phase.isIdle || engine.isAdjustingHeights)
        case .multiple(_, let driver):
            return (driver.engine.expansionLayout.contentSize.height, !driver.engine.isAtRest)
        }
    }

    private func layOutInner(moment: NestedContentHeight.Moment) {
        let (laidOut, isMoving) = innerState
        guard let height = NestedContentHeight.height(afterLayingOut: laidOut, moment: moment, published: published) else { return }
        published = height
        publications.append(Publication(height: height, innerIsMoving: isMoving))
        // The outer container finds the section by its child, as UIKit's preferred-size callback
        // does: a section its data removed hears nothing more.
        switch outer {
        case .single(let host, let driver):
            guard let child = host["Notifications"], let index = driver.engine.index(of: child) else { return }
            driver.handle(NestedContentHeight.event(index: index, height: height, innerIsMoving: isMoving), at: now)
        case .multiple(let host, let driver):
            guard let child = host.children.first(where: { $0.name == "Notifications" }), let index = driver.engine.index(of: child) else { return }
            driver.handle(NestedContentHeight.event(index: index, height: height, innerIsMoving: isMoving), at: now)
        }
    }

    // MARK: - Driving

    /// Runs `body` at `time`: heights the inner container publishes meanwhile reach the outer one then.
    func at(_ time: Double, _ body: () -> Void) {
        now = time
        body()
    }

    /// A display frame at `time`: the inner container's clock fires first, then the outer one's.
    func frame(at time: Double) {
        at(time) {
            innerFrame(at: time)
            outerFrame(at: time)
        }
    }

    private func innerFrame(at time: Double) {
        switch inner {
        case .single(_, let driver): driver.frame(at: time)
        case .multiple(_, let driver): driver.frame(at: time)
        }
    }

    private func outerFrame(at time: Double) {
        switch outer {
        case .single(_, let driver): driver.frame(at: time)
        case .multiple(_, let driver): driver.frame(at: time)
        }
    }

    /// The user taps the inner header at `index`, at `time`.
    func tapInner(_ index: Int, at time: Double) {
        at(time) {
            switch inner {
            case .single(_, let driver): driver.tap(index, at: time)
            case .multiple(_, let driver): driver.tap(index, at: time)
            }
        }
    }

    /// The user taps the outer header at `index`, at `time`.
    func tapOuter(_ index: Int, at time: Double) {
        at(time) {
            switch outer {
            case .single(_, let driver): driver.tap(index, at: time)
            case .multiple(_, let driver): driver.tap(index, at: time)
            }
        }
    }

    /// The outer container's data becomes `names`, by identity, at `time`.
    func changeOuter(to names: [String], at time: Double) {
        at(time) {
            switch outer {
            case .single(let host, let driver): driver.handle(host.change(to: names), at: time)
            case .multiple(let host, let driver): driver.handle(host.change(to: names), at: time)
            }
        }
    }

    /// The inner container's data becomes `names`, by identity, at `time`. A single-mode container
    /// that follows its engine mid-flight lays out at once after the change, as UIKit's does.
    func changeInner(to names: [String], at time: Double) {
        at(time) {
            switch inner {
            case .single(let host, let driver):
                driver.handle(host.change(to: names), at: time)
                if driver.isAnimating { layOutInner(moment: .transitionFrame) }
            case .multiple(let host, let driver):
                driver.handle(host.change(to: names), at: time)
            }
        }
    }

    /// The outer container becomes `size`, at `time`.
    func resizeOuter(_ size: CGSize, at time: Double) {
        at(time) {
            switch outer {
            case .single(_, let driver): driver.handle(.resize(size), at: time)
            case .multiple(_, let driver): driver.handle(.resize(size), at: time)
            }
        }
    }

    // MARK: - Reading

    /// Where the outer section holding the inner container stands now, by its element: its frame
    /// and the part of it that shows, or `nil` when it shows nothing.
    var outerSection: (frame: CGRect, clip: CGRect)? {
        switch outer {
        case .single(let host, let driver):
            guard let child = host["Notifications"], let index = driver.engine.index(of: child) else { return nil }
            return driver.engine.accordionLayout.content(at: index).map { ($0.frame, $0.clip) }
        case .multiple(let host, let driver):
            guard let child = host.children.first(where: { $0.name == "Notifications" }), let index = driver.engine.index(of: child) else { return nil }
            return driver.engine.expansionLayout.content(at: index)
        }
    }

    /// How tall the outer section shows now (0 when closed or gone).
    var outerVisibleHeight: CGFloat { outerSection?.clip.height ?? 0 }

    /// The outer container's whole content height now.
    var outerContentHeight: CGFloat {
        switch outer {
        case .single(_, let driver): driver.engine.accordionLayout.contentSize.height
        case .multiple(_, let driver): driver.engine.expansionLayout.contentSize.height
        }
    }

    /// Whether both containers are at rest.
    var isAtRest: Bool {
        let outerAtRest: Bool
        switch outer {
        case .single(_, let driver): outerAtRest = driver.engine.phase.isIdle && !driver.engine.isAdjustingHeights
        case .multiple(_, let driver): outerAtRest = driver.engine.isAtRest
        }
        return outerAtRest && !innerState.isMoving
    }

    /// Empties both hosts' logs and the list of publications.
    func clearLogs() {
        switch outer {
        case .single(let host, _): host.log.removeAll()
        case .multiple(let host, _): host.log.removeAll()
        }
        switch inner {
        case .single(let host, _): host.log.removeAll()
        case .multiple(let host, _): host.log.removeAll()
        }
        publications.removeAll()
    }

    /// The publications since the last call, emptied.
    func takePublications() -> [Publication] {
        defer { publications.removeAll() }
        return publications
    }
}

extension Optional {
    /// The wrapped value of a fixture that must exist.
    fileprivate func require(file: StaticString = #file, line: UInt = #line) -> Wrapped {
        guard let value = self else { preconditionFailure("missing fixture value", file: file, line: line) }
        return value
    }
}

// MARK: - Logs as lines

extension DriverNest {
    /// The outer host's log since the last call, one line per entry, emptied.
    func takeOuterLog() -> [String] {
        switch outer {
        case .single(let host, _): host.take().map(\.line)
        case .multiple(let host, _): host.takeLog().map(\.line)
        }
    }

    /// The inner host's log since the last call, one line per entry, emptied.
    func takeInnerLog() -> [String] {
        switch inner {
        case .single(let host, _): host.take().map(\.line)
        case .multiple(let host, _): host.takeLog().map(\.line)
        }
    }
}

/// `value` to 1/1024 point, without trailing zeros.
private func number(_ value: Double) -> String {
    let rounded = (value * 1024).rounded() / 1024
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

/// A band across the container as `y+height`; any other rectangle whole.
private func span(_ rect: CGRect) -> String {
    let band = "\(number(Double(rect.minY)))+\(number(Double(rect.height)))"
    return rect.minX == 0 && rect.width == 320 ? band : "x\(number(Double(rect.minX))) w\(number(Double(rect.width))) \(band)"
}

extension ContainerStep where Child: CustomStringConvertible {
    /// The step in one line: `setFrame Sounds 40+100 clip 40+50`.
    var line: String {
        switch self {
        case .addChild(let child): "addChild \(child)"
        case .insertView(let child): "insertView \(child)"
        case .setFrame(let child, let frame, let clip): "setFrame \(child) \(span(frame)) clip \(span(clip))"
        case .didMoveToParent(let child): "didMoveToParent \(child)"
        case .beginAppearance(let child, let isAppearing, let animated): "beginAppearance \(child) \(isAppearing ? "appearing" : "disappearing")\(animated ? " animated" : "")"
        case .endAppearance(let child): "endAppearance \(child)"
        case .willMoveToNilParent(let child): "willMoveToNilParent \(child)"
        case .removeView(let child): "removeView \(child)"
        case .removeFromParent(let child): "removeFromParent \(child)"
        default: "\(self)"
        }
    }
}

private func indices(_ list: [Int]) -> String { list.map(String.init).joined(separator: ",") }
private func indices(_ set: Set<Int>) -> String { indices(set.sorted()) }
private func index(_ index: Int?) -> String { index.map(String.init) ?? "nil" }

extension RecordingHost.Entry {
    /// The entry in one line: `progress animator#2 0.5`, `willTransition nil→1`.
    var line: String {
        switch self {
        case .command(let command):
            switch command {
            case .containment(let step): step.line
            case .willTransition(let from, let to, _): "willTransition \(index(from))→\(index(to))"
            case .startAnimator(let id, let isScrubbed): "startAnimator \(id)\(isScrubbed ? " scrubbed" : "")"
            case .discardAnimator(let id): "discardAnimator \(id)"
            case .setAnimatorProgress(let id, let progress): "progress \(id) \(number(progress))"
            case .finishAnimator(let id, let atEnd): "finishAnimator \(id)\(atEnd ? " at end" : " at start")"
            case .animationEnded(let id, let completed): "animationEnded \(id)\(completed ? "" : " cancelled")"
            case .restoreChildOrder: "restoreChildOrder"
            case .transitionProgress(let from, let to, let progress): "transitionProgress \(index(from))→\(index(to)) \(number(progress))"
            case .didTransition(let from, let to, let completed): "didTransition \(index(from))→\(index(to))\(completed ? "" : " cancelled")"
            case .selectionDidChange(let from, let to): "selection \(index(from))→\(index(to))"
            case .runClock(let running): "runClock \(running)"
            case .layout: "layout"
            default: "\(command)"
            }
        case .animatorRequested(let id, let source, let from, let to, _, _): "animatorRequested \(id) \(source) \(index(from))→\(index(to))"
        case .vetoAsked(let index): "vetoAsked \(index)"
        case .contextReported(let id, let wasCancelled): "contextReported \(id)\(wasCancelled ? " cancelled" : "")"
        case .completion(let completed): "completion \(completed)"
        }
    }
}

extension ExpansionRecordingHost.Entry {
    /// The entry in one line: `willChange opening 1 closing - animated`.
    var line: String {
        switch self {
        case .command(let command):
            switch command {
            case .containment(let step): step.line
            case .sectionsWillChange(let opening, let closing, let animated): "willChange opening [\(indices(opening))] closing [\(indices(closing))]\(animated ? " animated" : "")"
            case .sectionsDidChange(let opened, let closed, let animated): "didChange opened [\(indices(opened))] closed [\(indices(closed))]\(animated ? " animated" : "")"
            case .movingSectionsRemoved(let opening, let closing): "movingSectionsRemoved opening [\(indices(opening))] closing [\(indices(closing))]"
            case .expandedIndicesDidChange(let from, let to): "expanded [\(indices(from))]→[\(indices(to))]"
            case .runClock(let running): "runClock \(running)"
            case .layout: "layout"
            default: "\(command)"
            }
        case .scrolled(let offset): "scroll to \(Int(offset.rounded()))"
        case .placed(let name, let frame, let clip): "placed \(name) \(span(frame)) clip \(span(clip))"
        case .vetoAsked(let index): "vetoAsked \(index)"
        case .completion(let label, let completed): "completion \(label) \(completed)"
        }
    }
}
