import Foundation
import Testing
@testable import ScrollStackCore

/// A container that takes no input from the user (SwiftUI's `.disabled(true)`) says so and
/// claims nothing; the last open section under `keepsOneSectionOpen` offers no collapse.
@Suite("Accessibility: input off, and the section kept open")
struct AccessibilityDisabledTests {
    let keys = KeyboardKey.allCases
    let general = AccessibilityPosition(index: 0, count: 5)

    func accordion(expanded: Int?, keepsOneOpen: Bool = false) -> StackEngine<FakeChild> {
        var configuration = accordionConfiguration()
        configuration.keepsOneSectionOpen = keepsOneOpen
        var engine = StackEngine<FakeChild>(configuration: configuration, size: phoneSize, selectedIndex: expanded)
        _ = engine.handle(.reload, source: StaticSource(settingsTitles))
        return engine
    }

    // MARK: - Input off

    @Test("input off: VoiceOver's three-finger swipe is left alone and announces no page, at the ends too", arguments: [StackLayoutDirection.leftToRight, .rightToLeft])
    func scrollWhileDisabled(direction: StackLayoutDirection) throws {
        let engines = try [0, 2, 7].map { try PagingEngineTests().pager(at: $0, direction: direction).engine }
        let directions = AccessibilityScrollDirection.allCases
        let outcomes = engines.map { engine in directions.map { engine.accessibilityScroll($0, isEnabled: false, pageTitle: { "T\($0)" }) } }
        #expect(outcomes == Array(repeating: Array(repeating: AccessibilityScrollOutcome.unhandled, count: directions.count), count: engines.count))
        #expect(engines[1].accessibilityScroll(.next, isEnabled: true) == AccessibilityScrollOutcome(selection: 3, notifications: [.pageScrolled("page 4 of 8")], isHandled: true))
    }

    @Test("input off: a header is dimmed (not enabled) and has no hint, expanded or not, with a subtitle or not")
    func disabledHeader() {
        #expect(AccessibilityElementDescription.header(title: "General", isExpanded: false, position: general, isEnabled: false) == AccessibilityElementDescription(
            label: "General", value: "collapsed, section 1 of 5", hint: nil, isEnabled: false
        ))
        #expect(AccessibilityElementDescription.header(title: "General", isExpanded: true, position: general, isEnabled: false) == AccessibilityElementDescription(
            label: "General", value: "expanded, section 1 of 5", hint: nil, isEnabled: false
        ))
        #expect(AccessibilityElementDescription.header(title: "General", subtitle: "Airplane mode", isExpanded: false, position: general, isEnabled: false) == AccessibilityElementDescription(
            label: "General, Airplane mode", value: "collapsed, section 1 of 5", hint: nil, isEnabled: false
        ))
    }

    @Test("input off: a tab is dimmed (not enabled), selected or not, plain or with a badge")
    func disabledTab() {
        let position = AccessibilityPosition(index: 1, count: 12)
        #expect(AccessibilityElementDescription.tab(TabItem(title: "Tech"), isSelected: true, position: position, isEnabled: false) == AccessibilityElementDescription(
            label: "Tech", value: "tab 2 of 12", hint: nil, isSelected: true, isEnabled: false
        ))
        #expect(AccessibilityElementDescription.tab(TabItem(title: "News", badgeValue: "3"), isSelected: false, position: position, isEnabled: false) == AccessibilityElementDescription(
            label: "News, 3 new", value: "tab 2 of 12", hint: nil, isSelected: false, isEnabled: false
        ))
        #expect(AccessibilityElementDescription.tab(TabItem(title: "Tech"), isSelected: false, position: position).isEnabled, "enabled unless told")
    }

    @Test("input off: the adjustable pager is dimmed, turns no page and offers no action", arguments: [StackLayoutDirection.leftToRight, .rightToLeft])
    func disabledAdjustablePager(direction: StackLayoutDirection) throws {
        let engine = try PagingEngineTests().pager(at: 2, direction: direction).engine
        let titles = (0..<8).map { "T\($0)" }
        #expect(engine.adjustablePagerDescription(label: "Stories", isEnabled: false, pageTitle: { titles[$0] }) == AccessibilityElementDescription(
            label: "Stories", value: "page 3 of 8, T2", isEnabled: false
        ))
        #expect([engine.adjustedPage(.forward, isEnabled: false), engine.adjustedPage(.backward, isEnabled: false)] == [nil, nil])
        #expect(engine.availablePageActions(isEnabled: false) == [])
        #expect(engine.availablePageActions(isEnabled: true) == [.previousPage, .nextPage])
    }

    @Test("input off: no key is taken, whatever has focus, in an accordion or a pager", arguments: [StackLayoutDirection.leftToRight, .rightToLeft])
    func disabledKeys(direction: StackLayoutDirection) throws {
        let accordion = accordion(expanded: 2)
        let pager = try PagingEngineTests().pager(at: 2, direction: direction).engine
        let focus: [Int?] = [nil, 0, 2, 4]
        let taken = { (engine: StackEngine<FakeChild>, isEnabled: Bool) in
            focus.flatMap { header in self.keys.map { engine.keyboardOutcome(for: $0, focusedHeader: header, isEnabled: isEnabled) } }
        }
        let none = [KeyboardOutcome?](repeating: nil, count: focus.count * keys.count)
        #expect(taken(accordion, false) == none)
        #expect(taken(pager, false) == none)
        #expect(keys.map { accordion.keyboardOutcome(for: $0, focusedHeader: 2, isEnabled: true) } == [
            .focusHeader(1), .focusHeader(3), .tapHeader(2), nil, .focusContent(2), .focusHeader(1), .tapHeader(2), .tapHeader(2), nil, nil,
        ], "with input on, the keys act: Tab from the open section's header goes into its content")
    }

    // MARK: - The section kept open

    @Test("a header's hint over every combination: none when disabled, none for a section that can't collapse")
    func headerHintCombinations() {
        for isExpanded in [false, true] {
            for canCollapse in [false, true] {
                for isEnabled in [false, true] {
                    let spoken = AccessibilityElementDescription.header(title: "General", isExpanded: isExpanded, position: general, canCollapse: canCollapse, isEnabled: isEnabled)
                    let hint: String? = isEnabled && (!isExpanded || canCollapse) ? (isExpanded ? "Collapses the section" : "Expands the section") : nil
                    let expected = AccessibilityElementDescription(
                        label: "General",
                        value: isExpanded ? "expanded, section 1 of 5" : "collapsed, section 1 of 5",
                        hint: hint,
                        isEnabled: isEnabled
                    )
                    #expect(spoken == expected, "expanded \(isExpanded), can collapse \(canCollapse), enabled \(isEnabled)")
                }
            }
        }
    }

    @Test("one section open at most: only the open section at rest can't collapse, and only when one is kept open")
    func canCollapseOneOpen() throws {
        #expect((0..<5).map(accordion(expanded: 2, keepsOneOpen: true).canCollapseSection) == [true, true, false, true, true])
        #expect((0..<5).map(accordion(expanded: 2).canCollapseSection) == [true, true, true, true, true])
        var configuration = accordionConfiguration()
        configuration.keepsOneSectionOpen = true
        var harness = Harness(StackEngine(configuration: configuration, size: phoneSize, selectedIndex: 1), source: StaticSource(settingsTitles))
        try harness.loadAndAppear()
        try harness.send(.tap(3))
        // Mid-flight a tap on either section reverses the move, closing section 3.
        #expect((0..<5).map(harness.engine.canCollapseSection) == [true, true, true, true, true])
    }

    @Test("several open sections: the only open one can't collapse when one is kept open; with two open both can")
    func canCollapseSeveralOpen() throws {
        var harness = try MultiHarness.policy(expansion: .multiple, keepsOneOpen: true)
        try harness.sendAndSettle(.tap(1))
        #expect((0..<5).map(harness.engine.canCollapseSection) == [true, false, true, true, true])
        try harness.sendAndSettle(.tap(3))
        #expect((0..<5).map(harness.engine.canCollapseSection) == [true, true, true, true, true])
        let free = try MultiHarness.policy(expansion: .multiple)
        #expect((0..<5).map(free.engine.canCollapseSection) == [true, true, true, true, true])
    }

    @Test("the open section kept open: Space, Return and the collapsing arrow are not taken on it; the others act as before", arguments: [StackLayoutDirection.leftToRight, .rightToLeft])
    func keysOnSectionKeptOpen(direction: StackLayoutDirection) {
        var configuration = accordionConfiguration()
        configuration.layoutDirection = direction
        configuration.keepsOneSectionOpen = true
        var engine = StackEngine<FakeChild>(configuration: configuration, size: phoneSize, selectedIndex: 2)
        _ = engine.handle(.reload, source: StaticSource(settingsTitles))
        let opening: KeyboardKey = direction == .leftToRight ? .rightArrow : .leftArrow
        let closing: KeyboardKey = direction == .leftToRight ? .leftArrow : .rightArrow
        let focus: [Int?] = [nil, 1, 2]
        let outcomes = [KeyboardKey.space, .return, opening, closing].map { key in focus.map { engine.keyboardOutcome(for: key, focusedHeader: $0) } }
        #expect(outcomes == [
            [nil, .tapHeader(1), nil],
            [nil, .tapHeader(1), nil],
            [nil, .tapHeader(1), nil],
            [nil, nil, nil],
        ])
        #expect(engine.keyboardOutcome(for: .downArrow, focusedHeader: 2) == .focusHeader(3), "focus still moves off it")
    }

    @Test("several open sections kept open: the only open section takes no collapsing key; with two open it does")
    func keysOnSeveralKeptOpen() throws {
        var harness = try MultiHarness.policy(expansion: .multiple, keepsOneOpen: true)
        try harness.sendAndSettle(.tap(1))
        #expect([KeyboardKey.space, .leftArrow, .rightArrow].map { harness.engine.keyboardOutcome(for: $0, focusedHeader: 1) } == [nil, nil, nil])
        try harness.sendAndSettle(.tap(3))
        #expect([KeyboardKey.space, .leftArrow, .rightArrow].map { harness.engine.keyboardOutcome(for: $0, focusedHeader: 1) } == [.tapHeader(1), .tapHeader(1), nil])
    }
}
