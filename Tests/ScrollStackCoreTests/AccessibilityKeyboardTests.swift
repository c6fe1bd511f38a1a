import Foundation
import Testing
@testable import ScrollStackCore

/// Hardware keyboard: which keys a container takes, mirrored right to left, and what they do.
@Suite("Accessibility: keyboard")
struct AccessibilityKeyboardTests {
    let keys = KeyboardKey.allCases

    func actions(_ mode: StackMode, _ direction: StackLayoutDirection) -> [KeyboardAction?] {
        keys.map { KeyboardAction(key: $0, mode: mode, layoutDirection: direction) }
    }

    @Test("the key commands of an accordion: vertical keys as they are, ← and → mirrored")
    func accordionKeys() {
        #expect(keys == [.upArrow, .downArrow, .leftArrow, .rightArrow, .tab, .shiftTab, .space, .return, .commandLeftArrow, .commandRightArrow])
        #expect(actions(.accordion, .leftToRight) == [
            .focusPreviousHeader, .focusNextHeader, .collapseFocusedHeader, .expandFocusedHeader,
            .focusNextHeader, .focusPreviousHeader, .toggleFocusedHeader, .toggleFocusedHeader, nil, nil,
        ])
        #expect(actions(.accordion, .rightToLeft) == [
            .focusPreviousHeader, .focusNextHeader, .expandFocusedHeader, .collapseFocusedHeader,
            .focusNextHeader, .focusPreviousHeader, .toggleFocusedHeader, .toggleFocusedHeader, nil, nil,
        ])
    }

    @Test("the key commands of a pager: only ⌘← and ⌘→, mirrored")
    func pagingKeys() {
        let none: [KeyboardAction?] = Array(repeating: nil, count: 8)
        #expect(actions(.paging, .leftToRight) == none + [.previousPage, .nextPage])
        #expect(actions(.paging, .rightToLeft) == none + [.nextPage, .previousPage])
    }

    func accordion(expanded: Int?, count: Int = 5) -> StackEngine<FakeChild> {
        var engine = StackEngine<FakeChild>(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: expanded)
        _ = engine.handle(.reload, source: StaticSource(Array(settingsTitles.prefix(count))))
        return engine
    }

    @Test("moving focus: from nowhere to the first or last header, and off either end it is not taken")
    func headerFocus() {
        let engine = accordion(expanded: nil)
        let focus: [Int?] = [nil, 0, 2, 4]
        #expect(focus.map { engine.keyboardOutcome(for: .downArrow, focusedHeader: $0) } == [.focusHeader(0), .focusHeader(1), .focusHeader(3), nil])
        #expect(focus.map { engine.keyboardOutcome(for: .shiftTab, focusedHeader: $0) } == [.focusHeader(4), nil, .focusHeader(1), .focusHeader(3)])
        #expect(focus.map { engine.keyboardOutcome(for: .tab, focusedHeader: $0) } == focus.map { engine.keyboardOutcome(for: .downArrow, focusedHeader: $0) }, "all closed: Tab walks the headers")
        #expect(engine.keyboardOutcome(for: .downArrow, focusedHeader: 9) == .focusHeader(0), "a stale focus index counts as none")
    }

    @Test("Tab and Shift-Tab walk header → open content → next header, as a list does; the arrows stay on headers")
    func tabWalksIntoContent() {
        let engine = accordion(expanded: 2)
        // Every stop from nowhere forwards, then backwards.
        var stops: [KeyboardOutcome] = []
        var header: Int?
        var content: Int?
        while let next = engine.keyboardOutcome(for: .tab, focusedHeader: header, focusedContent: content) {
            stops.append(next)
            (header, content) = Self.focus(after: next)
        }
        #expect(stops == [.focusHeader(0), .focusHeader(1), .focusHeader(2), .focusContent(2), .focusHeader(3), .focusHeader(4)])
        stops = []
        (header, content) = (nil, nil)
        while let next = engine.keyboardOutcome(for: .shiftTab, focusedHeader: header, focusedContent: content) {
            stops.append(next)
            (header, content) = Self.focus(after: next)
        }
        #expect(stops == [.focusHeader(4), .focusHeader(3), .focusContent(2), .focusHeader(2), .focusHeader(1), .focusHeader(0)])
        #expect(engine.keyboardOutcome(for: .downArrow, focusedHeader: 2) == .focusHeader(3), "↓ skips the content")
        #expect(engine.keyboardOutcome(for: .upArrow, focusedHeader: 3) == .focusHeader(2), "↑ skips the content")
        #expect(engine.keyboardOutcome(for: .tab, focusedHeader: nil, focusedContent: 9) == .focusHeader(0), "a stale content index counts as none")
        #expect(engine.keyboardOutcome(for: .downArrow, focusedHeader: nil, focusedContent: 2) == .focusHeader(3), "↓ from content: the next header")
        #expect(engine.keyboardOutcome(for: .upArrow, focusedHeader: nil, focusedContent: 2) == .focusHeader(2), "↑ from content: its own header")
        #expect(engine.keyboardOutcome(for: .space, focusedHeader: nil, focusedContent: 2) == nil, "Space in content is the content's")
        #expect(engine.keyboardOutcome(for: .downArrow, focusedHeader: nil, focusedContent: 2, canMoveFocus: false) == nil)
        #expect(engine.keyboardOutcome(for: .tab, focusedHeader: 2, focusedContent: nil, canMoveFocus: false) == nil)
        #expect(engine.keyboardOutcome(for: .tab, focusedHeader: 2, focusedContent: nil, isEnabled: false) == nil)
    }

    @Test("the last section open: Shift-Tab from nowhere starts in its content; Tab from it leaves the container")
    func tabAtTheEnds() {
        let engine = accordion(expanded: 4)
        #expect(engine.keyboardOutcome(for: .shiftTab, focusedHeader: nil) == .focusContent(4))
        #expect(engine.keyboardOutcome(for: .tab, focusedHeader: 4) == .focusContent(4))
        #expect(engine.keyboardOutcome(for: .tab, focusedHeader: nil, focusedContent: 4) == nil)
        #expect(engine.keyboardOutcome(for: .downArrow, focusedHeader: nil, focusedContent: 4) == nil, "↓ from the last content leaves the container")
        #expect(engine.keyboardOutcome(for: .shiftTab, focusedHeader: 0) == nil)
    }

    @Test("the open section moves with its element: Tab follows it to its new index")
    func tabFollowsDataChanges() {
        var engine = accordion(expanded: 2)
        let old = Array(settingsTitles.prefix(5))
        var new = old
        new.insert(new.remove(at: 2), at: 0)
        _ = engine.handle(.dataChanged(StackDataChange(IdentityDifference(from: old, to: new))), source: StaticSource(new))
        #expect(engine.keyboardOutcome(for: .tab, focusedHeader: 0) == .focusContent(0))
        #expect(engine.keyboardOutcome(for: .tab, focusedHeader: 2) == .focusHeader(3), "the section that came to index 2 is closed")
        #expect(engine.keyboardOutcome(for: .shiftTab, focusedHeader: 1) == .focusContent(0))
    }

    /// Where focus is after `outcome` is carried out.
    static func focus(after outcome: KeyboardOutcome) -> (header: Int?, content: Int?) {
        switch outcome {
        case .focusHeader(let index): return (index, nil)
        case .focusContent(let index): return (nil, index)
        case .tapHeader, .selectPage: return (nil, nil)
        }
    }

    @Test("↓ past the fold scrolls the next header in first, ↑ above it likewise; a header in view needs no scroll", arguments: [StackLayoutDirection.leftToRight, .rightToLeft])
    func focusPastTheFold(direction: StackLayoutDirection) {
        var configuration = accordionConfiguration()
        configuration.layoutDirection = direction
        var engine = StackEngine<FakeChild>(configuration: configuration, size: phoneSize, selectedIndex: nil)
        _ = engine.handle(.reload, source: StaticSource(settingsTitles))
        // Headers of 56 pt in a 150 pt viewport: 0 and 1 in view, 2 cut by the fold at 150.
        #expect(engine.keyboardOutcome(for: .downArrow, focusedHeader: 1) == .focusHeader(2))
        #expect(engine.scrollOffset(focusingHeader: 2, from: 0, viewportHeight: 150) == 18)
        #expect(engine.scrollOffset(focusingHeader: 1, from: 0, viewportHeight: 150) == nil)
        #expect(engine.scrollOffset(focusingHeader: 4, from: 0, viewportHeight: 150) == 130)
        #expect(engine.keyboardOutcome(for: .upArrow, focusedHeader: 2) == .focusHeader(1))
        #expect(engine.scrollOffset(focusingHeader: 1, from: 130, viewportHeight: 150) == 56)
        #expect(engine.scrollOffset(focusingHeader: 5, from: 0, viewportHeight: 150) == nil, "past the end")
        var pager = StackEngine<FakeChild>(configuration: configuration, mode: .paging, size: phoneSize, selectedIndex: 0)
        _ = pager.handle(.reload, source: StaticSource(settingsTitles))
        #expect(pager.scrollOffset(focusingHeader: 1, from: 0, viewportHeight: 150) == nil, "a pager has no headers")
    }

    @Test("without a keyboard focus system (before iPadOS 15, an iPhone) ↑ ↓ Tab ⇧Tab are not taken; the rest is unchanged", arguments: [StackLayoutDirection.leftToRight, .rightToLeft])
    func noFocusSystem(direction: StackLayoutDirection) {
        var configuration = accordionConfiguration()
        configuration.layoutDirection = direction
        var engine = StackEngine<FakeChild>(configuration: configuration, size: phoneSize, selectedIndex: 2)
        _ = engine.handle(.reload, source: StaticSource(settingsTitles))
        #expect(keys.map { engine.keyboardOutcome(for: $0, focusedHeader: nil, canMoveFocus: false) } == Array(repeating: nil, count: keys.count))
        #expect(keys.map { engine.keyboardOutcome(for: $0, focusedHeader: nil, canMoveFocus: true) }.compactMap { $0 } == [.focusHeader(4), .focusHeader(0), .focusHeader(0), .focusHeader(4)])
        let closing: KeyboardKey = direction == .leftToRight ? .leftArrow : .rightArrow
        #expect(engine.keyboardOutcome(for: closing, focusedHeader: 2, canMoveFocus: false) == .tapHeader(2))
    }

    @Test("toggling, expanding and collapsing the focused header", arguments: [StackLayoutDirection.leftToRight, .rightToLeft])
    func headerToggles(direction: StackLayoutDirection) {
        var configuration = accordionConfiguration()
        configuration.layoutDirection = direction
        var engine = StackEngine<FakeChild>(configuration: configuration, size: phoneSize, selectedIndex: 2)
        _ = engine.handle(.reload, source: StaticSource(settingsTitles))
        let opening: KeyboardKey = direction == .leftToRight ? .rightArrow : .leftArrow
        let closing: KeyboardKey = direction == .leftToRight ? .leftArrow : .rightArrow
        let focus: [Int?] = [nil, 1, 2]
        #expect(focus.map { engine.keyboardOutcome(for: .space, focusedHeader: $0) } == [nil, .tapHeader(1), .tapHeader(2)])
        #expect(focus.map { engine.keyboardOutcome(for: .return, focusedHeader: $0) } == [nil, .tapHeader(1), .tapHeader(2)])
        #expect(focus.map { engine.keyboardOutcome(for: opening, focusedHeader: $0) } == [nil, .tapHeader(1), nil])
        #expect(focus.map { engine.keyboardOutcome(for: closing, focusedHeader: $0) } == [nil, nil, .tapHeader(2)])
        #expect(engine.keyboardOutcome(for: .commandRightArrow, focusedHeader: 1) == nil)
    }

    @Test("⌘← and ⌘→ turn pages from the page being reached, mirrored, not past the ends", arguments: [StackLayoutDirection.leftToRight, .rightToLeft])
    func pageTurns(direction: StackLayoutDirection) throws {
        let engines = try [0, 1, 7].map { try PagingEngineTests().pager(at: $0, direction: direction).engine }
        let next: KeyboardKey = direction == .leftToRight ? .commandRightArrow : .commandLeftArrow
        let previous: KeyboardKey = direction == .leftToRight ? .commandLeftArrow : .commandRightArrow
        #expect(engines.map { $0.keyboardOutcome(for: next, focusedHeader: nil) } == [.selectPage(1), .selectPage(2), nil])
        #expect(engines.map { $0.keyboardOutcome(for: previous, focusedHeader: nil) } == [nil, .selectPage(0), .selectPage(6)])
        var moving = try PagingEngineTests().pager(at: 0, direction: direction)
        try moving.send(.select(1, animated: true))
        #expect(moving.engine.keyboardOutcome(for: next, focusedHeader: nil) == .selectPage(2))
        #expect(engines[1].keyboardOutcome(for: .rightArrow, focusedHeader: nil) == nil, "plain arrows stay with the focus system")
    }

    @Test("an empty container takes no key")
    func empty() {
        let engine = accordion(expanded: nil, count: 0)
        #expect(keys.map { engine.keyboardOutcome(for: $0, focusedHeader: nil) } == Array(repeating: nil, count: keys.count))
    }
}
