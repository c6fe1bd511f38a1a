import Foundation
import Testing
@testable import ScrollStackCore

/// A container's engine and its focus rule, run as the driver runs them: each event's
/// transition ends, then the selection change of the turn, each answered by the rule.
private struct FocusHarness {
    var named: NamedHarness
    var rule = AccessibilityFocusRule()
    /// Where VoiceOver's cursor is, as the UIKit layer would report it.
    var cursor: AccessibilityCursor = .elsewhere
    /// Everything the rule asked to post, in order.
    var posted: [AccessibilityNotification] = []

    init(_ names: [String], mode: StackMode, selected: Int?, direction: StackLayoutDirection = .leftToRight) throws {
        var configuration = mode == .accordion ? accordionConfiguration() : StackConfiguration()
        configuration.layoutDirection = direction
        configuration.preloadDistance = 1
        named = try NamedHarness(names, mode: mode, configuration: configuration, selected: selected)
    }

    var engine: StackEngine<FakeChild> { named.harness.engine }

    mutating func request(_ cause: AccessibilityChangeCause) {
        posted += rule.handle(.requested(cause), engine: engine, cursor: cursor, pageTitle: title(of:))
    }

    /// The request last made has been handed to the engine.
    mutating func handled() {
        posted += rule.handle(.requestHandled, engine: engine, cursor: cursor, pageTitle: title(of:))
    }

    /// A request for `cause` around `event`, as the container makes one.
    @discardableResult
    mutating func request(_ cause: AccessibilityChangeCause, _ event: StackEvent) throws -> [AccessibilityNotification] {
        request(cause)
        let now = try send(event)
        handled()
        return now
    }

    /// Sends `event` to the engine and what followed to the rule; returns what the rule posted.
    @discardableResult
    mutating func send(_ event: StackEvent) throws -> [AccessibilityNotification] {
        let selection = engine.selectedIndex
        let steps = try named.harness.send(event)
        var now: [AccessibilityNotification] = []
        for case .transitionDidEnd(let from, let to, let completed) in steps {
            now += rule.handle(.transitionEnded(from: from, to: to, completed: completed), engine: engine, cursor: cursor, pageTitle: title(of:))
        }
        if engine.selectedIndex != selection {
            now += rule.handle(.selectionChanged(from: selection, to: engine.selectedIndex), engine: engine, cursor: cursor, pageTitle: title(of:))
        }
        posted += now
        return now
    }

    /// Changes the data to `names` by identity, as the container applies a change.
    @discardableResult
    mutating func change(to names: [String]) throws -> [AccessibilityNotification] {
        let before = engine.destination
        let old = named.harness.source.names
        named.harness.source.names = names
        let change = StackDataChange(IdentityDifference(from: old, to: names))
        try named.harness.send(.dataChanged(change))
        let now = rule.handle(.dataChanged(change, cursorBefore: cursor, selectionBefore: before), engine: engine, cursor: cursor, pageTitle: title(of:))
        posted += now
        return now
    }

    func title(of index: Int) -> String? {
        named.harness.source.names.indices.contains(index) ? named.harness.source.names[index] : nil
    }
}

/// An engine over named elements, loaded and on screen.
private struct NamedHarness {
    var harness: Harness<NamedSource>

    init(_ names: [String], mode: StackMode, configuration: StackConfiguration, selected: Int?) throws {
        harness = Harness(StackEngine(configuration: configuration, mode: mode, size: phoneSize, selectedIndex: selected), source: NamedSource(names))
        try harness.loadAndAppear()
    }
}

private let pages = ["Top", "World", "Tech", "Arts", "Sport", "Travel", "Food", "Style"]
private let directions: [StackLayoutDirection] = [.leftToRight, .rightToLeft]

@Suite("Accessibility: where VoiceOver's cursor goes")
struct AccessibilityFocusRuleTests {
    @Test("a header the user activated keeps the cursor, which reads its new state; a chain's middle ends say nothing", arguments: directions)
    func headerKeepsFocus(direction: StackLayoutDirection) throws {
        var stack = try FocusHarness(settingsTitles, mode: .accordion, selected: 1, direction: direction)
        stack.cursor = .header(3)
        stack.request(.header(3))
        try stack.send(.tap(3))
        stack.cursor = .header(4)
        stack.request(.header(4))
        try stack.send(.tap(4))
        while !stack.engine.isAtRest { try stack.send(.animationDidEnd) }
        #expect(stack.posted == [.layoutChanged(focus: .header(4))])
        #expect(stack.engine.selectedIndex == 4)
        #expect(stack.rule.pendingCause == nil)

        stack.request(.header(4))
        try stack.send(.tap(4))
        try stack.send(.animationDidEnd)
        #expect(stack.posted == [.layoutChanged(focus: .header(4)), .layoutChanged(focus: .header(4))], "collapsing keeps it too")
        #expect(stack.engine.selectedIndex == nil)
    }

    @Test("a user who moved on during the motion stays there: into the unrolling content, to another header or tab, off the container", arguments: [
        AccessibilityCursor.child(3), .header(4), .elsewhere,
    ])
    func movedOnStays(cursor: AccessibilityCursor) throws {
        var accordion = try FocusHarness(settingsTitles, mode: .accordion, selected: nil, direction: .leftToRight)
        accordion.cursor = .header(3)
        accordion.request(.header(3))
        try accordion.send(.tap(3))
        accordion.cursor = cursor
        try accordion.send(.animationDidEnd)
        #expect(accordion.posted == [])
        accordion.cursor = .header(3)
        accordion.request(.key(header: 3))
        try accordion.send(.tap(3))
        accordion.cursor = cursor
        try accordion.send(.animationDidEnd)
        #expect(accordion.posted == [], "a header key likewise")

        var pager = try FocusHarness(pages, mode: .paging, selected: 0, direction: .leftToRight)
        pager.cursor = .tab(5)
        pager.request(.tab(5))
        try pager.send(.tap(5))
        pager.cursor = cursor == .header(4) ? .tab(4) : cursor
        try pager.send(.animationDidEnd)
        #expect(pager.posted == [], "a tab likewise")
    }

    @Test("the activated header's view recycled during the motion (the cursor on nothing): the cursor goes back to it")
    func recycledHeaderKeepsFocus() throws {
        var accordion = try FocusHarness(settingsTitles, mode: .accordion, selected: nil, direction: .leftToRight)
        accordion.cursor = .header(3)
        accordion.request(.header(3))
        try accordion.send(.tap(3))
        accordion.cursor = .lost
        try accordion.send(.animationDidEnd)
        #expect(accordion.posted == [.layoutChanged(focus: .header(3))])
    }

    @Test("keys: a header key keeps the cursor on that header; ⌘← ⌘→ announce the page they turn to, mirrored right to left", arguments: directions)
    func keys(direction: StackLayoutDirection) throws {
        var accordion = try FocusHarness(settingsTitles, mode: .accordion, selected: nil, direction: direction)
        let opening: KeyboardKey = direction == .leftToRight ? .rightArrow : .leftArrow
        #expect(accordion.engine.keyboardOutcome(for: opening, focusedHeader: 2) == .tapHeader(2))
        accordion.cursor = .header(2)
        accordion.request(.key(header: 2))
        try accordion.send(.tap(2))
        try accordion.send(.animationDidEnd)
        #expect(accordion.posted == [.layoutChanged(focus: .header(2))])

        var pager = try FocusHarness(pages, mode: .paging, selected: 2, direction: direction)
        guard case .selectPage(let page) = pager.engine.keyboardOutcome(for: .commandRightArrow, focusedHeader: nil) else {
            Issue.record("⌘→ turns no page")
            return
        }
        #expect(page == (direction == .leftToRight ? 3 : 1))
        pager.request(.key(header: nil))
        try pager.send(.select(page, animated: true))
        try pager.send(.animationDidEnd)
        #expect(pager.posted == [.announcement(direction == .leftToRight ? "page 4 of 8, Arts" : "page 2 of 8, World")])

        pager.cursor = .child(page)
        pager.request(.key(header: nil))
        try pager.send(.select(0, animated: true))
        try pager.send(.animationDidEnd)
        #expect(pager.posted.suffix(2) == [.layoutChanged(focus: .child(0)), .announcement("page 1 of 8, Top")], "a cursor left in the old page follows into the new one")
    }

    @Test("a tab keeps the cursor, now selected", arguments: directions)
    func tabKeepsFocus(direction: StackLayoutDirection) throws {
        var pager = try FocusHarness(pages, mode: .paging, selected: 2, direction: direction)
        pager.cursor = .tab(5)
        pager.request(.tab(5))
        try pager.send(.tap(5))
        try pager.send(.animationDidEnd)
        #expect(pager.posted == [.layoutChanged(focus: .tab(5))])
    }

    @Test("a swipe moves the cursor into the new page and announces it; a cancelled one says nothing", arguments: directions)
    func swipe(direction: StackLayoutDirection) throws {
        let forward: CGFloat = direction == .leftToRight ? -1 : 1
        var pager = try FocusHarness(pages, mode: .paging, selected: 2, direction: direction)
        pager.cursor = .child(2)
        pager.request(.swipe)
        try pager.send(.panBegan)
        try pager.send(.panChanged(translation: forward * 273))
        try pager.send(.panEnded(translation: forward * 273, velocity: forward * 500))
        try pager.send(.animationDidEnd)
        #expect(pager.engine.selectedIndex == 3)
        #expect(pager.posted == [.layoutChanged(focus: .child(3)), .announcement("page 4 of 8, Arts")])

        pager.request(.swipe)
        try pager.send(.panBegan)
        try pager.send(.panChanged(translation: forward * 40))
        try pager.send(.panEnded(translation: forward * 40, velocity: 0))
        try pager.send(.animationDidEnd)
        #expect(pager.engine.selectedIndex == 3)
        #expect(pager.posted.count == 2, "a cancelled swipe adds nothing: \(pager.posted)")
        #expect(pager.rule.pendingCause == nil)
    }

    @Test("a swipe that starts no transition leaves no cause: the app's change after it is announced, not answered as a swipe", arguments: directions)
    func swipeThatMovesNothing(direction: StackLayoutDirection) throws {
        var pager = try FocusHarness(pages, mode: .paging, selected: 0, direction: direction)
        pager.cursor = .tab(0)
        pager.request(.swipe)
        try pager.send(.panBegan)
        try pager.send(.panChanged(translation: 0))
        try pager.send(.panEnded(translation: 0, velocity: 0))
        #expect(pager.engine.phase.transition == nil && pager.engine.selectedIndex == 0, "a finger that didn't move starts no transition")
        #expect(pager.rule.pendingCause == .swipe, "the swipe's cause is still waiting")
        pager.posted += pager.rule.handle(.gestureEnded, engine: pager.engine, cursor: pager.cursor, pageTitle: pager.title(of:))
        #expect(pager.rule.pendingCause == nil)
        let before = pager.posted.count
        try pager.change(to: ["Breaking"] + pages)
        try pager.request(.programmatic, .select(3, animated: false))
        #expect(Array(pager.posted[before...]) == [.announcement("page 4 of 9, Tech")],
                "announced as the app's change, the cursor not sent into the page as after a swipe")
    }

    @Test("a swipe springing back from the first page is a cancelled transition: it takes the cause at rest and posts nothing", arguments: directions)
    func springBackFromFirstPage(direction: StackLayoutDirection) throws {
        let backward: CGFloat = direction == .leftToRight ? 1 : -1
        var pager = try FocusHarness(pages, mode: .paging, selected: 0, direction: direction)
        pager.cursor = .child(0)
        pager.request(.swipe)
        try pager.send(.panBegan)
        try pager.send(.panChanged(translation: backward * 60))
        try pager.send(.panEnded(translation: backward * 60, velocity: 0))
        pager.posted += pager.rule.handle(.gestureEnded, engine: pager.engine, cursor: pager.cursor, pageTitle: pager.title(of:))
        #expect(pager.rule.pendingCause == .swipe, "springing back is a transition under way")
        try pager.send(.animationDidEnd)
        #expect(pager.engine.isAtRest && pager.engine.selectedIndex == 0)
        #expect(pager.posted == [])
        #expect(pager.rule.pendingCause == nil)
    }

    @Test("a finger lifted mid-transition keeps the swipe's cause until the transition ends", arguments: directions)
    func gestureEndedMidFlight(direction: StackLayoutDirection) throws {
        let forward: CGFloat = direction == .leftToRight ? -1 : 1
        var pager = try FocusHarness(pages, mode: .paging, selected: 2, direction: direction)
        pager.cursor = .child(2)
        pager.request(.swipe)
        try pager.send(.panBegan)
        try pager.send(.panChanged(translation: forward * 273))
        try pager.send(.panEnded(translation: forward * 273, velocity: forward * 500))
        pager.posted += pager.rule.handle(.gestureEnded, engine: pager.engine, cursor: pager.cursor, pageTitle: pager.title(of:))
        #expect(pager.rule.pendingCause == .swipe)
        try pager.send(.animationDidEnd)
        #expect(pager.posted == [.layoutChanged(focus: .child(3)), .announcement("page 4 of 8, Arts")])
    }

    @Test("VoiceOver's scroll: .pageScrolled names the page at once, the cursor goes into it once there", arguments: directions)
    func voiceOverScroll(direction: StackLayoutDirection) throws {
        var pager = try FocusHarness(pages, mode: .paging, selected: 2, direction: direction)
        let towardsHigher: AccessibilityScrollDirection = direction == .leftToRight ? .left : .right
        let outcome = pager.engine.accessibilityScroll(towardsHigher, pageTitle: pager.title(of:))
        #expect(outcome == AccessibilityScrollOutcome(selection: 3, notifications: [.pageScrolled("page 4 of 8, Arts")], isHandled: true))
        pager.request(.voiceOverScroll)
        try pager.send(.select(3, animated: true))
        try pager.send(.animationDidEnd)
        #expect(pager.posted == [.layoutChanged(focus: .child(3))])
    }

    @Test("the adjustable pager: VoiceOver reads its value itself; nothing is posted", arguments: directions)
    func adjustment(direction: StackLayoutDirection) throws {
        var pager = try FocusHarness(pages, mode: .paging, selected: 2, direction: direction)
        pager.cursor = .elsewhere
        let next: Int = try #require(pager.engine.adjustedPage(.forward))
        try pager.request(.adjustment, .select(next, animated: true))
        try pager.send(.animationDidEnd)
        #expect(pager.posted == [])
        #expect(pager.engine.selectedIndex == 3)
    }

    @Test("the app's unanimated change: a pager announces it; the cursor moves only when stranded", arguments: [
        (AccessibilityCursor.elsewhere, [AccessibilityNotification.announcement("page 6 of 8, Travel")]),
        (.tab(2), [.announcement("page 6 of 8, Travel")]),
        (.child(2), [.layoutChanged(focus: .child(5)), .announcement("page 6 of 8, Travel")]),
        (.lost, [.layoutChanged(focus: .child(5)), .announcement("page 6 of 8, Travel")]),
    ] as [(AccessibilityCursor, [AccessibilityNotification])], directions)
    func programmaticPager(expectation: (cursor: AccessibilityCursor, posts: [AccessibilityNotification]), direction: StackLayoutDirection) throws {
        var pager = try FocusHarness(pages, mode: .paging, selected: 2, direction: direction)
        pager.cursor = expectation.cursor
        try pager.request(.programmatic, .select(5, animated: false))
        #expect(pager.posted == expectation.posts)
    }

    @Test("the app's animated change announces once, at the end, not again for the selection change", arguments: directions)
    func programmaticAnimated(direction: StackLayoutDirection) throws {
        var pager = try FocusHarness(pages, mode: .paging, selected: 2, direction: direction)
        try pager.send(.select(4, animated: true))
        #expect(pager.posted == [])
        try pager.send(.animationDidEnd)
        #expect(pager.posted == [.announcement("page 5 of 8, Sport")])
    }

    @Test("the app's change in an accordion: a cursor in content that rolled up goes to its header; elsewhere it stays", arguments: [
        (AccessibilityCursor.child(1), [AccessibilityNotification.layoutChanged(focus: .header(1))]),
        (.child(3), []),
        (.header(0), []),
        (.lost, [.layoutChanged(focus: .header(1))]),
        (.elsewhere, []),
    ] as [(AccessibilityCursor, [AccessibilityNotification])], directions)
    func programmaticAccordion(expectation: (cursor: AccessibilityCursor, posts: [AccessibilityNotification]), direction: StackLayoutDirection) throws {
        var accordion = try FocusHarness(settingsTitles, mode: .accordion, selected: 1, direction: direction)
        accordion.cursor = expectation.cursor
        try accordion.request(.programmatic, .select(3, animated: false))
        #expect(accordion.posted == expectation.posts)
    }

    @Test("a tap on the current tab changes nothing and records nothing: the app's change after it is announced, the cursor left alone", arguments: directions)
    func currentTabThenProgrammatic(direction: StackLayoutDirection) throws {
        var pager = try FocusHarness(pages, mode: .paging, selected: 2, direction: direction)
        pager.cursor = .tab(2)
        try pager.request(.tab(2), .tap(2))
        #expect(pager.rule.pendingCause == nil)
        try pager.request(.programmatic, .select(5, animated: false))
        #expect(pager.posted == [.announcement("page 6 of 8, Travel")])
    }

    @Test("a vetoed header tap records nothing: the app's change after it doesn't pull the cursor back to that header", arguments: directions)
    func vetoedHeaderThenProgrammatic(direction: StackLayoutDirection) throws {
        var accordion = try FocusHarness(settingsTitles, mode: .accordion, selected: 1, direction: direction)
        accordion.cursor = .header(3)
        // The delegate refused: the driver hands the engine nothing.
        accordion.request(.header(3))
        accordion.handled()
        #expect(accordion.rule.pendingCause == nil)
        accordion.cursor = .elsewhere
        try accordion.request(.programmatic, .select(4, animated: false))
        #expect(accordion.posted == [])
        #expect(accordion.engine.selectedIndex == 4)
    }

    @Test("a refused request leaves the cause before it: a header tapped, then the app asks for the same section mid-flight", arguments: directions)
    func noOpKeepsEarlierCause(direction: StackLayoutDirection) throws {
        var accordion = try FocusHarness(settingsTitles, mode: .accordion, selected: 1, direction: direction)
        accordion.cursor = .header(3)
        try accordion.request(.header(3), .tap(3))
        try accordion.request(.programmatic, .select(3, animated: true))
        #expect(accordion.rule.pendingCause == .header(3))
        while !accordion.engine.isAtRest { try accordion.send(.animationDidEnd) }
        #expect(accordion.posted == [.layoutChanged(focus: .header(3))])

        try accordion.request(.programmatic, .select(0, animated: true))
        #expect(accordion.rule.pendingCause == .programmatic, "an accepted app request replaces a user's cause")
        accordion.cursor = .child(3)
        while !accordion.engine.isAtRest { try accordion.send(.animationDidEnd) }
        #expect(accordion.posted == [.layoutChanged(focus: .header(3)), .layoutChanged(focus: .header(3))], "the cursor in the section that rolled up goes to its header")
    }

    @Test("a header tapped before the data changed mid-flight keeps the cursor at its new index; a removed one falls back", arguments: directions)
    func dataChangeMidFlight(direction: StackLayoutDirection) throws {
        var accordion = try FocusHarness(settingsTitles, mode: .accordion, selected: 1, direction: direction)
        accordion.cursor = .header(3)
        accordion.request(.header(3))
        try accordion.send(.tap(3))
        try accordion.change(to: ["Display", "Sounds", "Privacy", "About"])
        #expect(accordion.rule.pendingCause == .header(2))
        accordion.cursor = .header(2)
        while !accordion.engine.isAtRest { try accordion.send(.animationDidEnd) }
        #expect(accordion.posted == [.layoutChanged(focus: .header(2))])

        var removed = try FocusHarness(settingsTitles, mode: .accordion, selected: 1, direction: direction)
        removed.request(.header(3))
        try removed.send(.tap(3))
        removed.cursor = .lost
        try removed.change(to: ["General", "Display", "Sounds", "About"])
        #expect(removed.rule.pendingCause == .programmatic)
        while !removed.engine.isAtRest { try removed.send(.animationDidEnd) }
        #expect(removed.posted == [.layoutChanged(focus: .header(3))], "the lost cursor goes to the header that took the removed section's place")
    }

    @Test("the focused element removed by a data change: the cursor goes to what took its place", arguments: [
        // A header removed: the next survivor, now at the same index.
        (StackMode.accordion, AccessibilityCursor.header(2), ["General", "Display", "Privacy", "About"], [AccessibilityNotification.layoutChanged(focus: .header(2))]),
        // The last header removed: the one before it.
        (.accordion, .header(4), ["General", "Display", "Sounds", "Privacy"], [.layoutChanged(focus: .header(3))]),
        // A header that survives, moved: nothing.
        (.accordion, .header(3), ["Privacy", "General", "Display", "Sounds", "About"], []),
        // Inside the expanded section's content, removed: the header that took its place.
        (.accordion, .child(1), ["General", "Sounds", "Privacy", "About"], [.layoutChanged(focus: .header(1))]),
    ] as [(StackMode, AccessibilityCursor, [String], [AccessibilityNotification])], directions)
    func removedFocusAccordion(expectation: (mode: StackMode, cursor: AccessibilityCursor, names: [String], posts: [AccessibilityNotification]), direction: StackLayoutDirection) throws {
        var accordion = try FocusHarness(settingsTitles, mode: expectation.mode, selected: 1, direction: direction)
        accordion.cursor = expectation.cursor
        #expect(try accordion.change(to: expectation.names) == expectation.posts)
    }

    @Test("the current page removed: the cursor goes into the page now current and it is announced; a tab removed: its neighbour", arguments: [
        (AccessibilityCursor.child(2), ["Top", "World", "Arts", "Sport"], [AccessibilityNotification.layoutChanged(focus: .child(2)), .announcement("page 3 of 4, Arts")]),
        (.elsewhere, ["Top", "World", "Arts", "Sport"], [.announcement("page 3 of 4, Arts")]),
        (.elsewhere, ["Top", "Tech", "Arts"], []),
        (.tab(1), ["Top", "Tech", "Arts"], [.layoutChanged(focus: .tab(1))]),
        (.child(2), ["New", "Top", "World", "Tech"], []),
    ] as [(AccessibilityCursor, [String], [AccessibilityNotification])], directions)
    func removedFocusPager(expectation: (cursor: AccessibilityCursor, names: [String], posts: [AccessibilityNotification]), direction: StackLayoutDirection) throws {
        var pager = try FocusHarness(["Top", "World", "Tech", "Arts", "Sport"], mode: .paging, selected: 2, direction: direction)
        pager.cursor = expectation.cursor
        #expect(try pager.change(to: expectation.names) == expectation.posts)
    }

    @Test("nothing to say about an empty container")
    func empty() throws {
        var pager = try FocusHarness(["Top", "World"], mode: .paging, selected: 0)
        pager.cursor = .child(0)
        #expect(try pager.change(to: []) == [])
    }
}

/// The rule fed from a driver's commands, as the UIKit host feeds it: `didTransition` and
/// `selectionDidChange` as they come, with the engine as it stands at that moment.
@Suite("Accessibility: the focus rule behind a driver")
struct AccessibilityFocusRuleDriverTests {
    /// Records the driver's log and the rule's answers to it, interleaved.
    final class Listener {
        var rule = AccessibilityFocusRule()
        var cursor: AccessibilityCursor = .elsewhere
        var heard: [String] = []
        weak var driver: StackDriver<RecordingHost>?

        func hear(_ command: DriverCommand<FakeChild>) {
            guard let engine = driver?.engine else { return }
            let event: AccessibilityFocusEvent
            switch command {
            case .didTransition(let from, let to, let completed): event = .transitionEnded(from: from, to: to, completed: completed)
            case .selectionDidChange(let from, let to): event = .selectionChanged(from: from, to: to)
            default: return
            }
            heard.append("\(command)")
            heard += rule.handle(event, engine: engine, cursor: cursor).map { "post \($0)" }
        }

        /// Makes a request for `cause`, as the container does: the rule hears of it before and after.
        func request(_ cause: AccessibilityChangeCause, _ body: () -> Void) {
            guard let engine = driver?.engine else { return }
            heard += rule.handle(.requested(cause), engine: engine, cursor: cursor).map { "post \($0)" }
            body()
            guard let after = driver?.engine else { return }
            heard += rule.handle(.requestHandled, engine: after, cursor: cursor).map { "post \($0)" }
        }
    }

    func listen(mode: StackMode, selected: Int?, direction: StackLayoutDirection = .leftToRight) -> (RecordingHost, StackDriver<RecordingHost>, Listener) {
        let host = RecordingHost(["T0", "T1", "T2", "T3"])
        var configuration = mode == .accordion ? accordionConfiguration() : StackConfiguration()
        configuration.layoutDirection = direction
        let driver = makeDriver(host, mode: mode, selectedIndex: selected, configuration: configuration)
        let listener = Listener()
        listener.driver = driver
        host.afterCommand = { [unowned listener] in listener.hear($0) }
        return (host, driver, listener)
    }

    @Test("a tab: the end and the selection change come in one turn; the cursor stays on the tab, posted once", arguments: directions)
    func tabThroughDriver(direction: StackLayoutDirection) {
        let (host, driver, listener) = listen(mode: .paging, selected: 0, direction: direction)
        listener.cursor = .tab(2)
        listener.request(.tab(2)) { driver.tap(2, at: 0) }
        driver.frame(at: 1)
        #expect(listener.heard == [
            "didTransition(from: Optional(0), to: Optional(2), completed: true)",
            "post layoutChanged(focus: ScrollStackCore.AccessibilityFocus.tab(2))",
            "selectionDidChange(from: Optional(0), to: Optional(2))",
        ])
        withExtendedLifetime(host) {}
    }

    @Test("the app's unanimated change arrives as a selection change only, and is announced", arguments: directions)
    func unanimatedThroughDriver(direction: StackLayoutDirection) {
        let (host, driver, listener) = listen(mode: .paging, selected: 0, direction: direction)
        listener.cursor = .child(0)
        listener.request(.programmatic) { driver.select(3, animated: false, at: 0) }
        #expect(listener.heard == [
            "selectionDidChange(from: Optional(0), to: Optional(3))",
            "post layoutChanged(focus: ScrollStackCore.AccessibilityFocus.child(3))",
            "post announcement(\"page 4 of 4\")",
        ])
        withExtendedLifetime(host) {}
    }

    @Test("a header tap in an accordion, retargeted mid-flight: one answer, on the header last tapped", arguments: directions)
    func chainThroughDriver(direction: StackLayoutDirection) {
        let (host, driver, listener) = listen(mode: .accordion, selected: nil, direction: direction)
        listener.cursor = .header(1)
        listener.request(.header(1)) { driver.tap(1, at: 0) }
        driver.frame(at: 0.1)
        listener.cursor = .header(3)
        listener.request(.header(3)) { driver.tap(3, at: 0.1) }
        for time in stride(from: 0.2, through: 2, by: 0.1) { driver.frame(at: time) }
        #expect(driver.engine.isAtRest && driver.engine.selectedIndex == 3)
        #expect(listener.heard.filter { $0.hasPrefix("post") } == ["post layoutChanged(focus: ScrollStackCore.AccessibilityFocus.header(3))"])
        withExtendedLifetime(host) {}
    }

    @Test("a tap on the current tab, then the app's unanimated change: the change is announced, the cursor not sent back to the tab", arguments: directions)
    func currentTabThenAppThroughDriver(direction: StackLayoutDirection) {
        let (host, driver, listener) = listen(mode: .paging, selected: 0, direction: direction)
        listener.cursor = .tab(0)
        listener.request(.tab(0)) { driver.tap(0, at: 0) }
        listener.request(.programmatic) { driver.select(3, animated: false, at: 0.1) }
        #expect(listener.heard == [
            "selectionDidChange(from: Optional(0), to: Optional(3))",
            "post announcement(\"page 4 of 4\")",
        ])
        #expect(listener.rule.pendingCause == nil)
        withExtendedLifetime(host) {}
    }

    @Test("a vetoed header tap, then the app's unanimated change: the cursor isn't sent to the vetoed header", arguments: directions)
    func vetoThenAppThroughDriver(direction: StackLayoutDirection) {
        let (host, driver, listener) = listen(mode: .accordion, selected: 0, direction: direction)
        host.vetoed = [2]
        listener.cursor = .header(2)
        listener.request(.header(2)) { driver.tap(2, at: 0) }
        #expect(host.take().map(\.description) == ["vetoAsked(2)"])
        #expect(listener.rule.pendingCause == nil)
        listener.cursor = .child(0)
        listener.request(.programmatic) { driver.select(3, animated: false, at: 0.1) }
        #expect(listener.heard == [
            "selectionDidChange(from: Optional(0), to: Optional(3))",
            "post layoutChanged(focus: ScrollStackCore.AccessibilityFocus.header(0))",
        ], "the cursor in the section that closed goes to its header")
        withExtendedLifetime(host) {}
    }
}
