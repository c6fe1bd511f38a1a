import Foundation
import Testing
@testable import ScrollStackCore

/// Drives the engine with seeded random sequences of every kind of event, mid-flight included,
/// and checks after every event that the container is in a state UIKit would accept.
@Suite("Invariants under abuse")
struct InvariantTests {
    static let batches = 10
    /// 100 per batch, 1,000 in all; the environment variable `SCROLLSTACK_SEQUENCES` asks for
    /// another total (for example 100000 for a long run), shared out between the batches.
    static let sequencesPerBatch: Int = {
        guard let text = ProcessInfo.processInfo.environment["SCROLLSTACK_SEQUENCES"], let total = Int(text), total > 0 else {
            return 100
        }
        return (total + batches - 1) / batches
    }()
    static let eventsPerSequence = 60
    static let viewport = CGRect(x: 0, y: 0, width: 320, height: 568)

    struct Failure: Error, CustomStringConvertible {
        var seed: UInt64
        var eventIndex: Int
        var message: String
        var events: [StackEvent]

        var description: String {
            "seed \(seed), after event #\(eventIndex) (\(events.last.map { "\($0)" } ?? "load")): \(message)\nevents: \(events)"
        }
    }

    @Test("random sequences of 60 events keep every invariant (1,000 unless SCROLLSTACK_SEQUENCES says)", arguments: 0..<batches)
    func randomSequences(batch: Int) {
        for offset in 0..<Self.sequencesPerBatch {
            let seed = UInt64(batch * Self.sequencesPerBatch + offset)
            do {
                try Self.run(seed: seed, length: Self.eventsPerSequence)
            } catch {
                Issue.record("\(error)")
                return
            }
        }
    }

    /// Replays one sequence; throws a ``Failure`` naming the seed and every event so far.
    static func run(seed: UInt64, length: Int) throws(Failure) {
        var random = SeededGenerator(seed: seed)
        var configuration = StackConfiguration()
        configuration.headerHeight = CGFloat(Int.random(in: 20...80, using: &random))
        configuration.preloadDistance = Int.random(in: 0...2, using: &random)
        configuration.transitionDuration = [0, 0.1, 0.28, 0.5].randomElement(using: &random) ?? 0.28
        configuration.layoutDirection = Bool.random(using: &random) ? .leftToRight : .rightToLeft
        configuration.accordionContentMode = Bool.random(using: &random) ? .fill : .fit(height: 200)
        configuration.minimumFillContentHeight = [0, 88, 300].randomElement(using: &random) ?? 88
        let kinds = Int.random(in: 1...2, using: &random)
        let source = ReusingSource(count: Int.random(in: 0...8, using: &random)) { "kind\($0 % kinds)" }
        let mode: StackMode = Bool.random(using: &random) ? .accordion : .paging
        var engine = StackEngine<FakeChild>(configuration: configuration, mode: mode, size: CGSize(width: 320, height: 568), selectedIndex: Int.random(in: 0...9, using: &random))
        var checker = ContainmentChecker<Int>()
        var events: [StackEvent] = []

        func apply(_ event: StackEvent?) throws(Failure) {
            if let event { events.append(event) }
            let before = engine.mode == .accordion && !engine.phase.isIdle ? engine.accordionLayout.visibleItems(in: viewport) : nil
            let identityBefore = IdentityRecord(engine)
            source.askedElements = []
            let steps: [ContainerStep<Int>]
            do {
                steps = engine.handle(event ?? .reload, source: source).map { $0.map(\.serial) }
                try checker.check(steps)
            } catch {
                throw Failure(seed: seed, eventIndex: events.count, message: "\(error)", events: events)
            }
            if case .dataChanged = event, let message = identityBefore.violation(after: engine, steps: steps, source: source) {
                throw Failure(seed: seed, eventIndex: events.count, message: message, events: events)
            }
            if let message = violatedInvariant(engine: engine, source: source, checker: checker) {
                throw Failure(seed: seed, eventIndex: events.count, message: message, events: events)
            }
            if let before, case .contentHeightChanged = event, engine.accordionLayout.visibleItems(in: viewport) != before {
                throw Failure(seed: seed, eventIndex: events.count, message: "a content height change mid-flight moved the frames", events: events)
            }
        }

        try apply(nil)
        for _ in 0..<length {
            try apply(randomEvent(engine: engine, source: source, using: &random))
        }
        // Bring everything to rest: release any pan, finish any animation, close the container's
        // own appearance transition.
        try apply(.panCancelled)
        // A queued request starts when the running transition ends, so ending takes up to two rounds.
        for _ in 0..<3 where !engine.phase.isIdle { try apply(.animationDidEnd) }
        if engine.planner.containerAppearance == .appearing { try apply(.containerDidAppear) }
        if engine.planner.containerAppearance == .disappearing { try apply(.containerDidDisappear) }
        guard engine.phase == .idle else {
            throw Failure(seed: seed, eventIndex: events.count, message: "not idle at the end: \(engine.phase)", events: events)
        }
        do {
            try checker.checkSettled()
        } catch {
            throw Failure(seed: seed, eventIndex: events.count, message: "\(error)", events: events)
        }
    }

    /// A random event that is valid input (indices in range), weighted towards the interesting ones.
    static func randomEvent(engine: StackEngine<FakeChild>, source: ReusingSource, using random: inout SeededGenerator) -> StackEvent {
        let count = engine.count
        let index = count > 0 ? Int.random(in: 0..<count, using: &random) : nil
        // One event in ten is the user's scrolling, so the offset rules meet every other event.
        if Int.random(in: 0..<10, using: &random) == 0 {
            switch Int.random(in: 0..<4, using: &random) {
            case 0, 1: return .scroll(to: CGFloat(Int.random(in: -50...1500, using: &random)))
            case 2: return .userScrolling(Bool.random(using: &random))
            default: return .visibleHeight(Bool.random(using: &random) ? CGFloat(Int.random(in: 0...700, using: &random)) : nil)
            }
        }
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<14: if let index { return .tap(index) }
        case 14..<21: if let index { return .select(index, animated: true) }
        case 21..<22: return .transition(to: engine.mode == .accordion ? index : (index ?? nil), duration: [0, 0.05, 0.4].randomElement(using: &random) ?? 0)
        case 22..<25:
            if engine.mode == .accordion || count == 0 { return .select(nil, animated: Bool.random(using: &random)) }
            if let index { return .select(index, animated: false) }
        case 25..<37: return .tick(Double.random(in: 0.01...0.2, using: &random))
        case 37..<43: return .dataChanged(source.change(to: editedElements(source.elements, source: source, using: &random)))
        case 43..<48: return .animationDidEnd
        case 48..<50: return .animatorStarted(duration: Double.random(in: 0...0.5, using: &random), isInterruptible: Bool.random(using: &random))
        case 50..<56: return .panBegan
        case 56..<66: return .panChanged(translation: CGFloat(Int.random(in: -500...500, using: &random)))
        case 66..<71: return .panEnded(translation: CGFloat(Int.random(in: -500...500, using: &random)), velocity: CGFloat(Int.random(in: -3000...3000, using: &random)))
        case 71..<73: return .panCancelled
        case 73..<77:
            if Bool.random(using: &random) { source.count = Int.random(in: 0...10, using: &random) }
            return .reload
        case 77..<81: return .resize(CGSize(width: Int.random(in: 0...900, using: &random), height: Int.random(in: 0...900, using: &random)))
        case 81..<85: return .containerWillAppear(animated: Bool.random(using: &random))
        case 85..<88: return .containerDidAppear
        case 88..<91: return .containerWillDisappear(animated: Bool.random(using: &random))
        case 91..<94: return .containerDidDisappear
        case 94..<96: return .setMode(engine.mode == .accordion ? .paging : .accordion)
        case 96..<98:
            if let index {
                switch Int.random(in: 0..<5, using: &random) {
                case 0: return .headerHeightChanged(index: index, height: CGFloat(Int.random(in: 10...90, using: &random)))
                case 1:
                    let headers = (0..<count).map { _ in CGFloat(Int.random(in: 20...80, using: &random)) }
                    let contents = (0..<count).map { _ in Bool.random(using: &random) ? CGFloat(Int.random(in: -10...700, using: &random)) : nil }
                    return .setSectionHeights(AccordionSectionHeights(headerHeights: headers, contentHeights: contents))
                default:
                    let height: CGFloat? = [nil, 0, -4, .nan, .infinity, 40, 250, 1200].randomElement(using: &random) ?? nil
                    return .contentHeightChanged(index: index, height: height)
                }
            }
        case 98..<99:
            // The count changes mid-flight: the data source reloads while a transition runs.
            source.count = Int.random(in: 0...10, using: &random)
            return .reload
        default:
            var configuration = engine.configuration
            configuration.preloadDistance = Int.random(in: 0...2, using: &random)
            configuration.headerHeight = CGFloat(Int.random(in: 20...80, using: &random))
            return .configure(configuration)
        }
        return .tick(0.05)
    }

    /// The first broken invariant, or `nil`.
    static func violatedInvariant(engine: StackEngine<FakeChild>, source: ReusingSource, checker: ContainmentChecker<Int>) -> String? {
        if let selected = engine.selectedIndex, !(0..<engine.count).contains(selected) {
            return "selection \(selected) out of range 0..<\(engine.count)"
        }
        if engine.mode == .paging, (engine.selectedIndex != nil) != (engine.count > 0) {
            return "a pager with \(engine.count) pages has selection \(String(describing: engine.selectedIndex))"
        }
        let live = engine.liveChildren
        let liveSerials = Set(live.values.map(\.serial))
        if checker.children != liveSerials {
            return "children per the log \(checker.children.sorted()) differ from the live ones \(liveSerials.sorted())"
        }
        if Set(engine.planner.attachedChildren.map(\.serial)) != liveSerials {
            return "the planner's children differ from the live ones"
        }
        for (index, child) in live where child.configuredElement != source.elements[index] {
            return "child \(child) at index \(index) shows element \(String(describing: child.configuredElement)), not \(source.elements[index])"
        }
        let visible = liveSerials.filter { checker.appearance(of: $0).isVisibleOrAppearing }
        if engine.phase.isIdle {
            if visible.count > 1 { return "\(visible.count) children visible at rest: at most one may be expanded or current" }
            let container = engine.planner.containerAppearance
            if container.isVisibleOrAppearing, let selected = engine.selectedIndex, let child = live[selected], !visible.contains(child.serial) {
                return "the selected child \(child) is not visible in a visible container"
            }
            if !container.isVisibleOrAppearing, !visible.isEmpty {
                return "children \(visible.sorted()) visible in a container that is not"
            }
            if !container.isInTransition {
                do { try checker.checkSettled() } catch { return "at rest but \(error)" }
            }
        } else if visible.count > 2 {
            return "\(visible.count) children visible during a transition"
        }
        if engine.mode == .accordion, let message = violatedLayoutInvariant(engine.accordionLayout) { return message }
        if engine.mode == .accordion,
            let message = offsetOutOfRange(engine.scrollPosition, contentHeight: engine.accordionLayout.contentSize.height, layoutHeight: engine.size.height) {
            return message
        }
        let expectedAlive = live.count + engine.pool.idleCount
        if source.aliveCount != expectedAlive {
            return "\(source.aliveCount) children alive, but only \(live.count) live and \(engine.pool.idleCount) idle in the pool: a removed child was not released"
        }
        return nil
    }

    /// `elements` edited as a server's data might be: some removed, some new ones inserted
    /// anywhere, some moved; now and then replaced wholesale or emptied.
    static func editedElements(_ elements: [Int], source: ReusingSource, using random: inout SeededGenerator) -> [Int] {
        switch Int.random(in: 0..<20, using: &random) {
        case 0: return []
        case 1: return source.newElements(Int.random(in: 1...6, using: &random))
        case 2: return elements.shuffled(using: &random)
        default: break
        }
        var edited = elements.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
        for element in source.newElements(Int.random(in: 0...3, using: &random)) {
            edited.insert(element, at: Int.random(in: 0...edited.count, using: &random))
        }
        if edited.count > 1, Bool.random(using: &random) {
            let moved = edited.remove(at: Int.random(in: 0..<edited.count, using: &random))
            edited.insert(moved, at: Int.random(in: 0...edited.count, using: &random))
        }
        return edited
    }

    /// What belongs to elements before a data change, to check that it follows them. Children are
    /// kept as serials, so the record keeps none of them alive.
    struct IdentityRecord {
        /// Every live child's serial by the element it shows.
        var children: [Int: Int] = [:]
        /// The element selected at rest, if the engine was at rest.
        var restingSelection: Int??
        /// The elements at the running transition's ends.
        var ends: (from: Int?, to: Int?)?

        init(_ engine: StackEngine<FakeChild>) {
            for child in engine.liveChildren.values { children[child.configuredElement ?? -1] = child.serial }
            let element = { (index: Int?) in index.flatMap { engine.child(at: $0)?.configuredElement } }
            if engine.phase.isIdle { restingSelection = .some(element(engine.selectedIndex)) }
            if let transition = engine.phase.transition { ends = (element(transition.from), element(transition.to)) }
        }

        /// The first way the engine broke identity in the change that led to `engine`, or `nil`.
        ///
        /// A surviving child that is still live is the same child, not asked for again, and sent
        /// no containment call; it may appear or disappear only when the change took the selection
        /// or a transition's end away from under it (a neighbour slides into a removed page's place).
        func violation(after engine: StackEngine<FakeChild>, steps: [ContainerStep<Int>], source: ReusingSource) -> String? {
            let position = Dictionary(uniqueKeysWithValues: source.elements.enumerated().map { ($1, $0) })
            let ended = steps.contains { if case .transitionDidEnd = $0 { true } else { false } }
            let removed = { (element: Int?) in element.map { position[$0] == nil } ?? false }
            let selectionRemoved = removed(restingSelection ?? nil) || removed(ends?.from) || removed(ends?.to)
            for (element, serial) in children {
                guard let index = position[element], let child = engine.child(at: index) else { continue }
                if child.serial != serial { return "element \(element) survived at \(index) but its child c\(serial) was replaced by \(child)" }
                if source.askedElements.contains(element) { return "the source was asked again for surviving element \(element)" }
                for step in steps where step.child == serial {
                    switch step {
                    case .setFrame: continue
                    case .beginAppearance, .endAppearance: if ended || selectionRemoved { continue }
                    default: break
                    }
                    return "surviving child c\(serial) was sent \(step)"
                }
            }
            if case .some(.some(let selected)) = restingSelection, let index = position[selected], engine.selectedIndex != index {
                return "the selected element \(selected) moved to \(index), but the selection is \(String(describing: engine.selectedIndex))"
            }
            if let ends, !ended, let transition = engine.phase.transition {
                let element = { (index: Int?) in index.flatMap { engine.child(at: $0)?.configuredElement } }
                if element(transition.from) != ends.from || element(transition.to) != ends.to {
                    return "the running transition's ends \(ends) became \((element(transition.from), element(transition.to)))"
                }
            }
            return nil
        }
    }

    /// The first way the accordion's layout disagrees with a walk over every section, or `nil`.
    /// Positions are compared to within a millionth of a point: the walk adds up interpolated
    /// heights in another order than the layout does.
    static func violatedLayoutInvariant(_ layout: AccordionLayout) -> String? {
        let tolerance: CGFloat = 1e-6
        var extents: [(top: CGFloat, bottom: CGFloat)] = []
        var y = layout.contentRect.minY
        for index in 0..<layout.sectionCount {
            let header = layout.headerFrame(at: index)
            if abs(header.minY - y) > tolerance { return "header \(index) at \(header.minY), the walk says \(y)" }
            let bottom = layout.content(at: index)?.clip.maxY ?? header.maxY
            extents.append((header.minY, bottom))
            y = bottom
        }
        if abs(y + layout.insets.bottom - layout.contentSize.height) > tolerance {
            return "content height \(layout.contentSize.height), the walk says \(y + layout.insets.bottom)"
        }
        var shown: [Int] = []
        for item in layout.visibleItems(in: viewport) {
            switch item {
            case .header(let index, let frame):
                if !frame.isClose(to: layout.headerFrame(at: index), tolerance: tolerance) { return "visible header \(index) at \(frame)" }
                shown.append(index)
            case .content(let index, let frame, let clip):
                guard let content = layout.content(at: index), frame.isClose(to: content.frame, tolerance: tolerance),
                    clip.isClose(to: content.clip, tolerance: tolerance) else { return "visible content \(index) at \(frame), \(clip)" }
            }
        }
        for (index, extent) in extents.enumerated() {
            let clearlyIn = extent.top < viewport.maxY - tolerance && extent.bottom > viewport.minY + tolerance
            let clearlyOut = extent.top > viewport.maxY + tolerance || extent.bottom < viewport.minY - tolerance
            if clearlyIn && !shown.contains(index) { return "section \(index) (\(extent)) is in the viewport but not listed" }
            if clearlyOut && shown.contains(index) { return "section \(index) (\(extent)) is listed but outside the viewport" }
        }
        return nil
    }

    @Test("a failing sequence reports its seed and its events")
    func failureNamesSeed() {
        let failure = Failure(seed: 42, eventIndex: 3, message: "broken", events: [.reload, .tap(1), .tick(0.1)])
        #expect(failure.description.hasPrefix("seed 42, after event #3 (tick(0.1)): broken"))
        #expect(failure.description.contains("events: [ScrollStackCore.StackEvent.reload, ScrollStackCore.StackEvent.tap(1)"))
    }
}
