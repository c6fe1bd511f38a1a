import Foundation
import Testing
@testable import ScrollStackCore

/// Drives the accordion engine under every expansion policy with seeded random sequences of every
/// kind of event, switches of policy and mid-flight changes included, and checks after every event
/// that the children, the notices and the frames agree with the state and with UIKit's containment
/// contract, and that a switch keeps what is open.
@Suite("Expansion policies: invariants under abuse")
struct MultipleExpansionInvariantTests {
    static let batches = 10
    /// 30 per batch, 300 in all; `SCROLLSTACK_SEQUENCES` asks for another total (for example
    /// 100000), shared out between the batches, as for ``InvariantTests``.
    static let sequencesPerBatch: Int = {
        guard let text = ProcessInfo.processInfo.environment["SCROLLSTACK_SEQUENCES"], let total = Int(text), total > 0 else {
            return 30
        }
        return (total + batches - 1) / batches
    }()
    static let eventsPerSequence = 60

    struct Failure: Error, CustomStringConvertible {
        var seed: UInt64
        var message: String
        var events: [StackEvent]

        var description: String { "seed \(seed), after event #\(events.count): \(message)\nevents: \(events)" }
    }

    @Test("random sequences of 60 events under every policy keep every invariant (300 unless SCROLLSTACK_SEQUENCES says)", arguments: 0..<batches)
    func randomSequences(batch: Int) {
        for offset in 0..<Self.sequencesPerBatch {
            do {
                try Self.run(seed: UInt64(1_000_000 + batch * Self.sequencesPerBatch + offset))
            } catch {
                Issue.record("\(error)")
                return
            }
        }
    }

    static func run(seed: UInt64) throws(Failure) {
        var random = SeededGenerator(seed: seed)
        var configuration = StackConfiguration()
        configuration.headerHeight = CGFloat(Int.random(in: 20...80, using: &random))
        configuration.transitionDuration = [0, 0.1, 0.28, 0.5].randomElement(using: &random) ?? 0.28
        configuration.timingCurve = [.linear, .easeInOut, .spring(SpringCurve(dampingRatio: 0.8, response: 0.3))].randomElement(using: &random) ?? .linear
        configuration.accordionContentMode = Bool.random(using: &random) ? .fill : .fit(height: CGFloat(Int.random(in: 0...300, using: &random)))
        configuration.minimumFillContentHeight = [0, 88, 300].randomElement(using: &random) ?? 88
        let kinds = Int.random(in: 1...2, using: &random)
        let source = ReusingSource(count: Int.random(in: 0...12, using: &random)) { "kind\($0 % kinds)" }
        configuration.expansion = Bool.random(using: &random) ? .multiple : .single
        configuration.keepsOneSectionOpen = Int.random(in: 0..<4, using: &random) == 0
        var engine = StackEngine<FakeChild>(configuration: configuration, size: CGSize(width: 320, height: Int.random(in: 100...700, using: &random)))
        var checker = ContainmentChecker<Int>()
        var events: [StackEvent] = []

        func apply(_ event: StackEvent) throws(Failure) {
            events.append(event)
            let motionsBefore = engine.sectionMotions
            // A data change has already replaced the source's elements: the engine's indices still
            // name the previous ones.
            var elementsBefore = source.elements
            if case .dataChanged = event { elementsBefore = previousElements }
            let expandedBefore = Set(engine.expandedIndices.compactMap { elementsBefore.indices.contains($0) ? elementsBefore[$0] : nil })
            let childrenBefore = Dictionary(uniqueKeysWithValues: engine.liveChildren.compactMap { entry in
                elementsBefore.indices.contains(entry.key) ? (elementsBefore[entry.key], entry.value.serial) : nil
            })
            let severalBefore = engine.allowsSeveralOpenSections
            let openBefore = engine.expandedIndices
            let steps = engine.handle(event, source: source)
            do {
                try checker.check(steps.map { $0.map(\.serial) })
            } catch {
                throw Failure(seed: seed, message: "\(error)", events: events)
            }
            let message: String?
            if engine.allowsSeveralOpenSections {
                message = violation(engine: engine, source: source, steps: steps, motionsBefore: motionsBefore, event: event)
                    ?? identityViolation(engine: engine, source: source, event: event, expandedBefore: expandedBefore, childrenBefore: childrenBefore, elementsBefore: elementsBefore)
            } else {
                message = oneSectionViolation(engine: engine, source: source)
            }
            if let message = message ?? switchViolation(engine: engine, event: event, severalBefore: severalBefore, openBefore: openBefore) {
                throw Failure(seed: seed, message: message, events: events)
            }
        }

        var previousElements: [Int] = []
        try apply(.reload)
        for _ in 0..<eventsPerSequence {
            previousElements = source.elements
            try apply(randomEvent(engine: engine, source: source, using: &random))
        }
        try apply(.tick(10))
        if engine.planner.containerAppearance == .appearing { try apply(.containerDidAppear) }
        if engine.planner.containerAppearance == .disappearing { try apply(.containerDidDisappear) }
        guard engine.isAtRest else { throw Failure(seed: seed, message: "still moving: \(engine.sectionMotions) \(engine.phase)", events: events) }
        for index in 0..<engine.count where engine.allowsSeveralOpenSections && (engine.expansionLayout.openness(at: index) == 1) != engine.expandedIndices.contains(index) {
            throw Failure(seed: seed, message: "section \(index) rests half open or open without being expanded", events: events)
        }
        do {
            try checker.checkSettled()
        } catch {
            throw Failure(seed: seed, message: "\(error)", events: events)
        }
    }

    static func randomEvent(engine: StackEngine<FakeChild>, source: ReusingSource, using random: inout SeededGenerator) -> StackEvent {
        let count = engine.count
        let index = count > 0 ? Int.random(in: 0..<count, using: &random) : nil
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<18: return .tap(Int.random(in: -1...(count + 1), using: &random))
        case 18..<28: if let index { return .setExpanded(Bool.random(using: &random), at: index, animated: Bool.random(using: &random)) }
        case 28..<32: return .expandAll(animated: Bool.random(using: &random))
        case 32..<36: return .collapseAll(animated: Bool.random(using: &random))
        case 36..<55: return .tick(Double.random(in: 0.01...0.2, using: &random))
        case 55..<63: return .dataChanged(source.change(to: InvariantTests.editedElements(source.elements, source: source, using: &random)))
        case 63..<68: return .scroll(to: CGFloat(Int.random(in: -50...1500, using: &random)))
        case 68..<70: return .userScrolling(Bool.random(using: &random))
        case 70..<71: return .visibleHeight(Bool.random(using: &random) ? CGFloat(Int.random(in: 0...700, using: &random)) : nil)
        case 71..<74:
            if Bool.random(using: &random) { source.count = Int.random(in: 0...12, using: &random) }
            return .reload
        case 74..<78: return .resize(CGSize(width: Int.random(in: 0...900, using: &random), height: Int.random(in: 0...900, using: &random)))
        case 78..<82: return .containerWillAppear(animated: Bool.random(using: &random))
        case 82..<86: return .containerDidAppear
        case 86..<88: return .containerWillDisappear(animated: Bool.random(using: &random))
        case 88..<90: return .containerDidDisappear
        case 90..<95: if let index { return .contentHeightChanged(index: index, height: Bool.random(using: &random) ? CGFloat(Int.random(in: -10...500, using: &random)) : nil) }
        case 95..<99: if let index { return .headerHeightChanged(index: index, height: CGFloat(Int.random(in: 10...90, using: &random))) }
        default:
            var changed = engine.configuration
            if Bool.random(using: &random) {
                changed.expansion = changed.expansion == .single ? .multiple : .single
                return .configure(changed)
            }
            if Bool.random(using: &random) {
                // Bars that come and go: only which sections keep their children may change.
                changed.visibleBeyondViewport = LayoutInsets(top: CGFloat(Int.random(in: 0...150, using: &random)), left: 0, bottom: CGFloat(Int.random(in: 0...100, using: &random)), right: 0)
                return .configure(changed)
            }
            changed.headerHeight = CGFloat(Int.random(in: 20...80, using: &random))
            changed.accordionContentMode = Bool.random(using: &random) ? .fill : .fit(height: 150)
            return .configure(changed)
        }
        return .tick(0.05)
    }

    /// What is wrong with the engine after an event, if anything.
    static func violation(engine: StackEngine<FakeChild>, source: ReusingSource, steps: [ContainerStep<FakeChild>], motionsBefore: [Int: SectionMotion], event: StackEvent) -> String? {
        let layout = engine.expansionLayout
        let count = engine.count
        if let message = offsetOutOfRange(engine.scrollPosition, contentHeight: layout.contentSize.height, layoutHeight: layout.size.height) { return message }
        guard layout.sectionCount == count, count == source.count else { return "\(layout.sectionCount) sections laid out, count \(count), source \(source.count)" }
        if let bad = engine.expandedIndices.first(where: { !(0..<count).contains($0) }) { return "expanded index \(bad) out of range" }
        for (index, motion) in engine.sectionMotions {
            guard (0..<count).contains(index) else { return "motion at \(index) out of range" }
            guard motion.isOpening == engine.expandedIndices.contains(index) else { return "section \(index) moves against its expansion" }
            guard abs(Double(layout.openness(at: index)) - min(1, max(0, motion.openness))) < 1e-9 else { return "section \(index) shows \(layout.openness(at: index)), its leg says \(motion.openness)" }
        }
        for index in layout.sectionsWithContent where !engine.expandedIndices.contains(index) && engine.sectionMotions[index] == nil {
            return "section \(index) shows content but is neither expanded nor moving"
        }
        for index in engine.expandedIndices where engine.sectionMotions[index] == nil && layout.openness(at: index) != 1 {
            return "section \(index) rests expanded at \(layout.openness(at: index))"
        }
        // Headers stack: each starts where the one before ends, its content included.
        var y = layout.contentRect.minY
        for index in 0..<min(count, 40) {
            let header = layout.headerFrame(at: index)
            guard abs(header.minY - y) < 1e-6 else { return "header \(index) at \(header.minY), expected \(y)" }
            y = header.maxY + layout.visibleContentHeight(at: index)
        }
        if count <= 40, abs(layout.contentSize.height - (y - layout.contentRect.minY + layout.insets.vertical)) > 1e-6 {
            return "content height \(layout.contentSize.height), the stack ends at \(y)"
        }
        // Live children: exactly the sections showing content in the viewport, each in the
        // container; the host lays them out from the layout, and every frame a step gives one is
        // where the layout puts it.
        let wanted = layout.visibleSections(in: engine.sectionsViewport).filter { layout.content(at: $0) != nil }
        guard Set(engine.liveChildren.keys) == Set(wanted) else { return "live \(engine.liveChildren.keys.sorted()), wanted \(wanted)" }
        var framed: [FakeChild: (frame: CGRect, clip: CGRect)] = [:]
        for case .setFrame(let child, let frame, let clip) in steps { framed[child] = (frame, clip) }
        for (index, child) in engine.liveChildren {
            guard let placed = layout.content(at: index), engine.planner.placement(of: child) != nil,
                framed[child].map({ $0.frame == placed.frame && $0.clip == placed.clip }) != false else {
                return "child at \(index) is not where the layout puts it"
            }
            guard child.configuredElement == source.elements[index] else { return "the child at \(index) shows element \(child.configuredElement ?? -1), not \(source.elements[index])" }
            let appearance = engine.planner.appearance(of: child)
            if engine.planner.containerAppearance == .appeared {
                let heading: Set<AppearanceState> = engine.expandedIndices.contains(index) ? [.appearing, .appeared] : [.disappearing, .disappeared]
                guard let appearance, heading.contains(appearance) else { return "child at \(index) is \(String(describing: appearance)) though expanded is \(engine.expandedIndices.contains(index))" }
                if engine.sectionMotions[index] == nil, appearance != .appeared, engine.expandedIndices.contains(index) { return "child at \(index) rests \(appearance)" }
            }
        }
        // Notices: a section that comes to rest was moving; one that starts moves now.
        var dataChanged = false
        if case .dataChanged = event { dataChanged = true }
        if case .reload = event { dataChanged = true }
        for step in steps {
            switch step {
            case .sectionsWillMove(let opening, let closing):
                for index in opening where engine.sectionMotions[index]?.isOpening != true { return "announced \(index) opening, but it is not" }
                for index in closing where engine.sectionMotions[index]?.isOpening != false { return "announced \(index) closing, but it is not" }
                if opening.isEmpty, closing.isEmpty { return "an empty will-move notice" }
            case .sectionsDidMove(let opened, let closed):
                if !dataChanged {
                    for index in opened + closed where motionsBefore[index] == nil { return "\(index) came to rest but was not moving" }
                }
                // After a tick nothing else has happened to them: they rest where they say. (A
                // request made at once may change a section right after its motion ends.)
                if case .tick = event {
                    for index in opened where !engine.expandedIndices.contains(index) || engine.sectionMotions[index] != nil { return "\(index) opened but is not open" }
                    for index in closed where engine.expandedIndices.contains(index) || engine.sectionMotions[index] != nil { return "\(index) closed but is not closed" }
                }
                if opened.isEmpty, closed.isEmpty { return "an empty did-move notice" }
            case .movingSectionsRemoved(let wereOpening, let wereClosing):
                guard case .dataChanged = event else { return "moving sections removed by \(event)" }
                if wereOpening.isEmpty, wereClosing.isEmpty { return "an empty removal notice" }
            default:
                break
            }
        }
        // Every moving section the data removed is named once, by its index before the change.
        if case .dataChanged(let change) = event {
            let removed = motionsBefore.filter { change.newIndex(forOldIndex: $0.key) == nil }
            let wantedOpening = removed.filter(\.value.isOpening).map(\.key).sorted()
            let wantedClosing = removed.filter { !$0.value.isOpening }.map(\.key).sorted()
            let notices = steps.compactMap { step -> ContainerStep<FakeChild>? in
                if case .movingSectionsRemoved = step { return step }
                return nil
            }
            let wanted: [ContainerStep<FakeChild>] = removed.isEmpty ? [] : [.movingSectionsRemoved(wereOpening: wantedOpening, wereClosing: wantedClosing)]
            guard notices == wanted else { return "removal notices \(notices), wanted \(wanted)" }
        }
        return nil
    }

    /// What is wrong with an accordion under one open section, if anything: the offset inside the
    /// content, one section at most heading open, and live children only for sections there are.
    static func oneSectionViolation(engine: StackEngine<FakeChild>, source: ReusingSource) -> String? {
        if let message = offsetOutOfRange(engine.scrollPosition, contentHeight: engine.accordionContentHeight, layoutHeight: engine.size.height) { return message }
        guard engine.count == source.count else { return "count \(engine.count), source \(source.count)" }
        guard engine.expandedIndices.count <= 1 else { return "\(engine.expandedIndices.sorted()) open under one open section" }
        if let bad = engine.liveChildren.keys.first(where: { !(0..<engine.count).contains($0) }) { return "a live child at \(bad), out of range" }
        if !engine.sectionMotions.isEmpty { return "section motions \(engine.sectionMotions) under one open section" }
        return nil
    }

    /// After a switch of policy: what was open stays open (to one open section, the lowest of them).
    static func switchViolation(engine: StackEngine<FakeChild>, event: StackEvent, severalBefore: Bool, openBefore: Set<Int>) -> String? {
        guard case .configure = event, severalBefore != engine.allowsSeveralOpenSections else { return nil }
        let wanted: Set<Int> = severalBefore ? Set(openBefore.min().map { [$0] } ?? []) : openBefore
        guard engine.expandedIndices == wanted else { return "a switch left \(engine.expandedIndices.sorted()) open, wanted \(wanted.sorted())" }
        guard engine.isAtRest else { return "a switch left the accordion moving" }
        return nil
    }

    /// After a data change: expansion and live children followed their elements.
    static func identityViolation(engine: StackEngine<FakeChild>, source: ReusingSource, event: StackEvent, expandedBefore: Set<Int>, childrenBefore: [Int: Int], elementsBefore: [Int]) -> String? {
        guard case .dataChanged = event else { return nil }
        let survivors = Set(source.elements)
        let expandedAfter = Set(engine.expandedIndices.map { source.elements[$0] })
        guard expandedAfter == expandedBefore.intersection(survivors) else {
            return "expanded elements \(expandedBefore.sorted()) became \(expandedAfter.sorted()) (survivors \(survivors.sorted()))"
        }
        for (index, child) in engine.liveChildren {
            let element = source.elements[index]
            if let before = childrenBefore[element], before != child.serial { return "element \(element) changed child from \(before) to \(child.serial)" }
        }
        return nil
    }
}
