import Foundation
import Testing
@testable import ScrollStackCore

/// One accordion engine under either expansion policy: the same requests mean what each policy
/// says, a switch between policies keeps what is open and the children that show it, and a pager
/// keeps the open sections for when it is an accordion again.
///
/// Numbers checked by hand: 40-point headers, 100-point contents, one-second linear legs, a
/// 320 × 600 viewport.
@Suite("Expansion policy: one engine, two policies")
struct ExpansionPolicyTests {
    static let policies: [ExpansionMode] = [.single, .multiple]

    @Test("a tap opens a closed section and closes the open one", arguments: policies)
    func tapToggles(expansion: ExpansionMode) throws {
        var harness = try MultiHarness.policy(expansion: expansion)
        try harness.sendAndSettle(.tap(1))
        #expect(harness.engine.expandedIndices == [1])
        #expect(harness.engine.child(at: 1)?.name == "b")
        try harness.sendAndSettle(.tap(1))
        #expect(harness.engine.expandedIndices == [])
        #expect(harness.engine.liveChildren.isEmpty)
    }

    @Test("keeping one section open: a tap on the only open section does nothing; the app still closes it", arguments: policies)
    func keepsOneOpen(expansion: ExpansionMode) throws {
        var harness = try MultiHarness.policy(expansion: expansion, keepsOneOpen: true)
        try harness.sendAndSettle(.tap(1))
        #expect(try harness.send(.tap(1)) == [])
        #expect(harness.engine.expandedIndices == [1] && harness.engine.isAtRest)
        try harness.send(.collapseAll(animated: false))
        #expect(harness.engine.expandedIndices == [])
        // From none open, a tap opens as usual.
        try harness.sendAndSettle(.tap(2))
        #expect(harness.engine.expandedIndices == [2])
    }

    @Test("keeping one section open with several open: a tap closes any but the last")
    func keepsOneOfSeveral() throws {
        var harness = try MultiHarness.policy(expansion: .multiple, keepsOneOpen: true)
        try harness.sendAndSettle(.tap(1))
        try harness.sendAndSettle(.tap(3))
        try harness.sendAndSettle(.tap(1))
        #expect(harness.engine.expandedIndices == [3])
        #expect(try harness.send(.tap(3)) == [])
        #expect(harness.engine.expandedIndices == [3])
    }

    @Test("one open section: opening selects, closing closes only where the accordion comes to rest")
    func setExpandedSingle() throws {
        var harness = try MultiHarness.policy(expansion: .single)
        try harness.send(.setExpanded(true, at: 1, animated: false))
        #expect(harness.engine.selectedIndex == 1)
        // Closing a section that is not open changes nothing.
        #expect(try harness.send(.setExpanded(false, at: 3, animated: false)) == [])
        #expect(harness.engine.selectedIndex == 1)
        // Mid-flight to 2, closing 1 (the transition's start) does nothing; closing 2 closes all.
        try harness.send(.setExpanded(true, at: 2, animated: true))
        try harness.send(.tick(0.5))
        try harness.send(.setExpanded(false, at: 1, animated: true))
        #expect(harness.engine.finalDestination == 2)
        try harness.send(.setExpanded(false, at: 2, animated: true))
        try harness.send(.tick(2))
        #expect(harness.engine.selectedIndex == nil && harness.engine.isAtRest)
    }

    @Test("one open section: expanding all does nothing, collapsing all closes the open section")
    func allSingle() throws {
        var harness = try MultiHarness.policy(expansion: .single)
        try harness.send(.select(2, animated: false))
        #expect(try harness.send(.expandAll(animated: true)) == [])
        #expect(try harness.send(.expandAllTimed(TransitionTiming(duration: 1, curve: .linear))) == [])
        #expect(harness.engine.expandedIndices == [2])
        try harness.send(.collapseAll(animated: false))
        #expect(harness.engine.expandedIndices == [] && harness.engine.liveChildren.isEmpty)
    }

    @Test("several open sections: a selection opens its section alone, nil closes all")
    func selectMultiple() throws {
        var harness = try MultiHarness.policy(expansion: .multiple)
        try harness.send(.setExpanded(true, at: 0, animated: false))
        try harness.send(.setExpanded(true, at: 2, animated: false))
        try harness.send(.select(1, animated: false))
        #expect(harness.engine.expandedIndices == [1])
        #expect(harness.engine.liveChildren.mapValues(\.name) == [1: "b"])
        try harness.sendAndSettle(.select(3, animated: true))
        #expect(harness.engine.expandedIndices == [3])
        try harness.send(.select(nil, animated: false))
        #expect(harness.engine.expandedIndices == [])
    }

    @Test("a switch to several open sections keeps the open section and its child: no containment call")
    func switchToMultiple() throws {
        var harness = try MultiHarness.policy(expansion: .single)
        try harness.send(.select(1, animated: false))
        let child = harness.engine.child(at: 1)
        let steps = try harness.send(.configure(harness.configuration(.multiple)))
        #expect(steps.allSatisfy { step in if case .setFrame = step { true } else { false } })
        #expect(harness.engine.allowsSeveralOpenSections && harness.engine.expandedIndices == [1])
        #expect(harness.engine.child(at: 1) === child)
        #expect(harness.engine.selectedIndex == nil)
        // Now a tap on another section leaves this one open.
        try harness.sendAndSettle(.tap(3))
        #expect(harness.engine.expandedIndices == [1, 3])
    }

    @Test("a switch to one open section keeps the lowest open one and its child; the others leave")
    func switchToSingle() throws {
        var harness = try MultiHarness.policy(expansion: .multiple)
        try harness.send(.setExpanded(true, at: 1, animated: false))
        try harness.send(.setExpanded(true, at: 3, animated: false))
        let child = harness.engine.child(at: 1)
        let steps = try harness.send(.configure(harness.configuration(.single)))
        #expect(steps.filter(\.isControllerCall) == [
            .beginAppearance("d", isAppearing: false, animated: false), .endAppearance("d"), .willMoveToNilParent("d"), .removeFromParent("d"),
        ])
        #expect(!harness.engine.allowsSeveralOpenSections && harness.engine.selectedIndex == 1)
        #expect(harness.engine.child(at: 1) === child)
        #expect(harness.engine.expandedIndices == [1])
    }

    @Test("a switch mid-motion ends every motion where it was heading, with its notice")
    func switchMidMotion() throws {
        var single = try MultiHarness.policy(expansion: .single)
        try single.send(.select(2, animated: true))
        try single.send(.tick(0.5))
        let toMultiple = try single.send(.configure(single.configuration(.multiple)))
        #expect(toMultiple.contains(.transitionDidEnd(from: nil, to: 2, completed: true)))
        #expect(single.engine.expandedIndices == [2] && single.engine.isAtRest)

        var multiple = try MultiHarness.policy(expansion: .multiple)
        try multiple.send(.setExpanded(true, at: 4, animated: false))
        try multiple.send(.tap(1))
        try multiple.send(.tap(4))
        try multiple.send(.tick(0.5))
        let toSingle = try multiple.send(.configure(multiple.configuration(.single)))
        #expect(toSingle.contains(.sectionsDidMove(opened: [1], closed: [4])))
        #expect(multiple.engine.selectedIndex == 1 && multiple.engine.isAtRest)
    }

    @Test("a pager keeps the open sections, following the data, and opens them when it is an accordion again")
    func pagerRemembersSections() throws {
        var harness = try MultiHarness.policy(expansion: .multiple)
        try harness.send(.setExpanded(true, at: 1, animated: false))
        try harness.send(.setExpanded(true, at: 3, animated: false))
        try harness.send(.setMode(.paging))
        #expect(harness.engine.mode == .paging && harness.engine.selectedIndex == 1)
        #expect(harness.engine.expandedIndices == [])
        // An element inserted at the front moves the remembered sections with their elements.
        harness.source.names.insert("z", at: 0)
        try harness.send(.dataChanged(StackDataChange(IdentityDifference(from: ["a", "b", "c", "d", "e"], to: harness.source.names))))
        try harness.send(.setMode(.accordion))
        #expect(harness.engine.expandedIndices == [2, 4])
        #expect(harness.engine.liveChildren.mapValues(\.name) == [2: "b", 4: "d"])
    }

    @Test("a pager switched to one open section forgets the sections it kept")
    func pagerForgetsOnSingle() throws {
        var harness = try MultiHarness.policy(expansion: .multiple)
        try harness.send(.setExpanded(true, at: 3, animated: false))
        try harness.send(.setMode(.paging))
        try harness.send(.configure(harness.configuration(.single)))
        try harness.send(.configure(harness.configuration(.multiple)))
        try harness.send(.setMode(.accordion))
        // The page (3) is what opens: nothing was remembered.
        #expect(harness.engine.expandedIndices == [3])
        try harness.send(.select(0, animated: false))
        #expect(harness.engine.expandedIndices == [0])
    }

    @Test("frames read through the engine come from the policy's own layout")
    func framesFollowPolicy() throws {
        var harness = try MultiHarness.policy(expansion: .multiple)
        try harness.send(.setExpanded(true, at: 1, animated: false))
        try harness.send(.setExpanded(true, at: 3, animated: false))
        // Headers at 0, 40, 180, 220, 360: b's content at 80…180, d's at 260…360.
        #expect(harness.engine.frameForChild(at: 1) == band(80, 100))
        #expect(harness.engine.frameForChild(at: 3) == band(260, 100))
        #expect(harness.engine.frameForChild(at: 2) == band(220, 0))
        let snapshot = harness.engine.layoutSnapshot(in: CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(snapshot.headers.map(\.isExpanded) == [false, true, false, true, false])
        #expect(snapshot.headers.map(\.frame.minY) == [0, 40, 180, 220, 360])
        #expect(snapshot.contentSize.height == 400)
        #expect(harness.engine.restingSizeForChild(at: 3, inContainerOf: CGSize(width: 500, height: 300)) == CGSize(width: 500, height: 100))
        #expect(harness.engine.reportedContentHeight() == 400)
        // The accordion's layout is the open sections' own, at any fraction asked.
        #expect(harness.engine.accordionLayout == harness.engine.expansionLayout)
        #expect([0, 0.5, 1].map { harness.engine.accordionLayout(atFraction: $0).headerFrame(at: 3).minY } == [220, 220, 220])
        // Scrolled 60 into b's content: b's header pins at the top when asked, and only then.
        let viewport = CGRect(x: 0, y: 100, width: 320, height: 600)
        let pinned = harness.engine.layoutSnapshot(in: viewport, pinningHeadersAt: 100)
        #expect(pinned.headers.first { $0.index == 1 }?.frame == band(100, 40))
        // A scroll view whose content starts 60 below its bounds' top (under a bar) pins there.
        let underBar = harness.engine.layoutSnapshot(in: viewport.offsetBy(dx: 0, dy: -60), pinningHeadersAt: 100)
        #expect(underBar.headers.first { $0.index == 1 }?.frame == band(100, 40))
        let plain = harness.engine.layoutSnapshot(in: viewport)
        #expect(plain.headers.first { $0.index == 1 }?.frame == band(40, 40))
        // Any index is where a transition may start from: it opens its target alone.
        #expect(harness.engine.acceptsTransition(from: 4) && harness.engine.acceptsTransition(from: nil))
    }

    @Test("bad input: an index out of range stops with a message naming it, under either policy")
    func badIndex() async {
        let single = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine<FakeChild>()
            _ = engine.handle(.reload, source: StaticSource(["a", "b"]))
            _ = engine.handle(.setExpanded(true, at: 5, animated: false), source: StaticSource(["a", "b"]))
        }
        #expect(crashOutput(single).contains("selected index 5 is out of range 0..<2"))
        let multiple = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var configuration = StackConfiguration()
            configuration.expansion = .multiple
            var engine = StackEngine<FakeChild>(configuration: configuration)
            _ = engine.handle(.reload, source: StaticSource(["a", "b"]))
            _ = engine.handle(.setExpanded(false, at: -1, animated: false), source: StaticSource(["a", "b"]))
        }
        #expect(crashOutput(multiple).contains("index -1 is out of range 0..<2"))
    }
}

extension MultiHarness {
    /// A harness of five sections under `expansion`, its data loaded, on screen.
    static func policy(expansion: ExpansionMode, keepsOneOpen: Bool = false) throws -> Self {
        var configuration = multiConfiguration()
        configuration.keepsOneSectionOpen = keepsOneOpen
        var harness = MultiHarness(["a", "b", "c", "d", "e"], configuration: configuration, expansion: expansion)
        try harness.loadAndAppear()
        return harness
    }

    /// Sends `event`, then a whole second of frames, and returns every step.
    @discardableResult
    mutating func sendAndSettle(_ event: StackEvent) throws -> [ContainerStep<String>] {
        try send(event) + send(.tick(1))
    }

    /// The engine's settings under `expansion`.
    func configuration(_ expansion: ExpansionMode) -> StackConfiguration {
        var configuration = engine.configuration
        configuration.expansion = expansion
        return configuration
    }
}
