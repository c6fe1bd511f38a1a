import Foundation
import Testing
@testable import ScrollStackCore

/// What VoiceOver hears: labels, values, hints and announcements, in English and in a replacement
/// formatter.
@Suite("Accessibility: what VoiceOver hears")
struct AccessibilitySpeechTests {
    let english = EnglishAccessibilityFormatter()

    @Test("every phrase in English, positions counted from one")
    func englishPhrases() {
        let third = AccessibilityPosition(index: 2, count: 5)
        let fourth = AccessibilityPosition(index: 3, count: 12)
        let phrases: [AccessibilityPhrase] = [
            .sectionState(isExpanded: true),
            .sectionState(isExpanded: false),
            .sectionHint(isExpanded: false),
            .sectionHint(isExpanded: true),
            .sectionPosition(third),
            .pagePosition(fourth),
            .tabPosition(AccessibilityPosition(index: 1, count: 12)),
            .pageChanged(fourth, title: "Tech"),
            .pageChanged(fourth, title: nil),
            .pageChanged(fourth, title: ""),
            .noFurtherPage(AccessibilityPosition(index: 0, count: 12), direction: .backward),
            .noFurtherPage(AccessibilityPosition(index: 11, count: 12), direction: .forward),
            .list([.sectionState(isExpanded: false), .sectionPosition(third)]),
        ]
        #expect(phrases.map(english.text(for:)) == [
            "expanded",
            "collapsed",
            "Expands the section",
            "Collapses the section",
            "section 3 of 5",
            "page 4 of 12",
            "tab 2 of 12",
            "page 4 of 12, Tech",
            "page 4 of 12",
            "page 4 of 12",
            "first page, page 1 of 12",
            "last page, page 12 of 12",
            "collapsed, section 3 of 5",
        ])
    }

    @Test("a position keeps the engine's index and speaks index + 1", arguments: [(0, 1), (0, 5), (4, 5), (11, 12)])
    func oneBased(index: Int, count: Int) {
        let position = AccessibilityPosition(index: index, count: count)
        #expect([position.index, position.number, position.count] as [Int] == [index, index + 1, count])
        #expect([position.isFirst, position.isLast] as [Bool] == [index == 0, index == count - 1])
    }

    @Test("a header: title label, state and place value, hint by state")
    func header() {
        let general = AccessibilityPosition(index: 0, count: 5)
        #expect(AccessibilityElementDescription.header(title: "General", isExpanded: false, position: general) == AccessibilityElementDescription(
            label: "General", value: "collapsed, section 1 of 5", hint: "Expands the section"
        ))
        #expect(AccessibilityElementDescription.header(title: "General", isExpanded: true, position: general) == AccessibilityElementDescription(
            label: "General", value: "expanded, section 1 of 5", hint: "Collapses the section"
        ))
    }

    @Test("a tab: title label, place value, selected when current, no hint")
    func tab() {
        let tab = AccessibilityElementDescription.tab(TabItem(title: "Tech"), isSelected: true, position: AccessibilityPosition(index: 1, count: 12))
        #expect(tab == AccessibilityElementDescription(label: "Tech", value: "tab 2 of 12", hint: nil, isSelected: true))
    }

    @Test("a tab with a badge: its label says the badge; an accessibility label replaces the title")
    func tabWithBadge() {
        let position = AccessibilityPosition(index: 0, count: 3)
        let news = AccessibilityElementDescription.tab(TabItem(title: "News", badgeValue: "3"), isSelected: false, position: position)
        let dot = AccessibilityElementDescription.tab(TabItem(title: "News", badgeValue: ""), isSelected: true, position: position)
        let inbox = TabItem(title: "", image: TabItemImage(size: CGSize(width: 20, height: 20)), badgeValue: "12", accessibilityLabel: "Inbox")
        let imageOnly = TabItem(title: "", image: TabItemImage(size: CGSize(width: 20, height: 20)), badgeValue: "12")
        #expect(news == AccessibilityElementDescription(label: "News, 3 new", value: "tab 1 of 3", isSelected: false))
        #expect(dot == AccessibilityElementDescription(label: "News, new", value: "tab 1 of 3", isSelected: true))
        #expect(AccessibilityElementDescription.tab(inbox, isSelected: false, position: position).label == "Inbox, 12 new")
        #expect(AccessibilityElementDescription.tab(imageOnly, isSelected: false, position: position).label == "12 new")
        #expect(AccessibilityElementDescription.tab(TabItem(title: "News", badgeValue: "3"), isSelected: false, position: position, formatter: GermanFormatter()).label == "News, 3 neu")
    }

    /// A stand-in for a localisation: German words.
    struct GermanFormatter: AccessibilityFormatting {
        func text(for phrase: AccessibilityPhrase) -> String {
            switch phrase {
            case .sectionState(let isExpanded): return isExpanded ? "ausgeklappt" : "eingeklappt"
            case .sectionHint(let isExpanded): return isExpanded ? "Zum Einklappen doppeltippen" : "Zum Ausklappen doppeltippen"
            case .sectionPosition(let p): return "Abschnitt \(p.number) von \(p.count)"
            case .pagePosition(let p): return "Seite \(p.number) von \(p.count)"
            case .tabPosition(let p): return "Tab \(p.number) von \(p.count)"
            case .pageChanged(let p, let title): return ["Seite \(p.number) von \(p.count)", title].compactMap { $0 }.joined(separator: ", ")
            case .noFurtherPage(let p, _): return "Keine weitere Seite, Seite \(p.number) von \(p.count)"
            case .keyCommand(let action): return action == .nextPage ? "Nächste Seite" : "Taste"
            case .dismiss: return "Schließen"
            case .badge(let value): return value.isEmpty ? "neu" : "\(value) neu"
            case .text(let words): return words
            case .list(let phrases): return phrases.map(text(for:)).joined(separator: ", ")
            }
        }
    }

    @Test("an adopter's formatter replaces every word")
    func replacedFormatter() {
        let german = GermanFormatter()
        let header = AccessibilityElementDescription.header(title: "Allgemein", isExpanded: false, position: AccessibilityPosition(index: 2, count: 5), formatter: german)
        #expect(header == AccessibilityElementDescription(label: "Allgemein", value: "eingeklappt, Abschnitt 3 von 5", hint: "Zum Ausklappen doppeltippen"))
    }
}

/// Which children VoiceOver may reach, and what the three-finger swipe does.
@Suite("Accessibility: what VoiceOver reaches")
struct AccessibilityReachTests {
    /// A pager of eight pages, on its feet, from the paging engine's tests.
    func pager(preload: Int = 1, selected: Int = 2, direction: StackLayoutDirection = .leftToRight) throws -> Harness<StaticSource> {
        try PagingEngineTests().pager(at: selected, preload: preload, direction: direction)
    }

    /// The live indices, the reachable one and the hidden ones.
    func exposure(_ engine: StackEngine<FakeChild>) -> [[Int]] {
        [engine.liveChildren.keys.sorted(), engine.indexReachableByVoiceOver.map { [$0] } ?? [], engine.indicesHiddenFromVoiceOver]
    }

    @Test("at rest only the current page is reachable; preloaded neighbours are hidden")
    func restingPager() throws {
        let harness = try pager()
        #expect(exposure(harness.engine) == [[1, 2, 3], [2], [1, 3]])
        let unloaded = try pager(preload: 0)
        #expect(exposure(unloaded.engine) == [[2], [2], []])
    }

    @Test("under the finger the page it started from stays reachable; a cancelled swipe parks the target hidden")
    func cancelledSwipe() throws {
        var harness = try pager(preload: 0)
        try harness.send(.panBegan)
        try harness.send(.panChanged(translation: -100))
        let underFinger = exposure(harness.engine)
        try harness.send(.panEnded(translation: -100, velocity: 0))
        let cancelling = exposure(harness.engine)
        try harness.send(.animationDidEnd)
        #expect([underFinger, cancelling, exposure(harness.engine)] == [
            [[2, 3], [2], [3]],
            [[2, 3], [2], [3]],
            [[2], [2], []],
        ])
    }

    @Test("a finishing swipe hands VoiceOver to the new page at once")
    func finishingSwipe() throws {
        var harness = try pager()
        try harness.send(.panBegan)
        try harness.send(.panChanged(translation: -300))
        try harness.send(.panEnded(translation: -300, velocity: 0))
        let finishing = exposure(harness.engine)
        try harness.send(.animationDidEnd)
        #expect([finishing, exposure(harness.engine)] == [
            [[1, 2, 3], [3], [1, 2]],
            [[2, 3, 4], [3], [2, 4]],
        ])
    }

    @Test("accordion: collapsed content is hidden, rolling-up content too, the expanding section is reachable")
    func accordion() throws {
        var harness = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: 1), source: StaticSource(settingsTitles))
        try harness.loadAndAppear()
        let rest = exposure(harness.engine)
        try harness.send(.tap(3))
        let swapping = exposure(harness.engine)
        try harness.send(.animationDidEnd)
        try harness.send(.tap(3))
        let rollingUp = exposure(harness.engine)
        try harness.send(.animationDidEnd)
        #expect([rest, swapping, rollingUp, exposure(harness.engine)] == [
            [[1], [1], []],
            [[1, 3], [3], [1]],
            [[3], [], [3]],
            [[], [], []],
        ])
    }

    @Test("three-finger swipes page, mirrored right to left; at the ends they say so", arguments: [StackLayoutDirection.leftToRight, .rightToLeft])
    func accessibilityScroll(direction: StackLayoutDirection) throws {
        let middle = try pager(selected: 2, direction: direction).engine
        let first = try pager(selected: 0, direction: direction).engine
        let last = try pager(selected: 7, direction: direction).engine
        let directions = AccessibilityScrollDirection.allCases
        let towardsHigher: AccessibilityScrollDirection = direction == .leftToRight ? .left : .right
        let towardsLower: AccessibilityScrollDirection = direction == .leftToRight ? .right : .left
        #expect(directions == [.left, .right, .up, .down, .next, .previous])
        #expect(directions.map { middle.accessibilityScroll($0).selection } == directions.map { scroll -> Int? in
            switch scroll {
            case towardsHigher, .next: return 3
            case towardsLower, .previous: return 1
            default: return nil
            }
        })
        let firstPage = AccessibilityScrollOutcome(selection: nil, notifications: [.pageScrolled("first page, page 1 of 8")], isHandled: true)
        let lastPage = AccessibilityScrollOutcome(selection: nil, notifications: [.pageScrolled("last page, page 8 of 8")], isHandled: true)
        #expect([first.accessibilityScroll(towardsLower), first.accessibilityScroll(.previous), first.accessibilityScroll(.up)] == [firstPage, firstPage, .unhandled])
        #expect([last.accessibilityScroll(towardsHigher), last.accessibilityScroll(.next), last.accessibilityScroll(.down)] == [lastPage, lastPage, .unhandled])
        #expect(middle.accessibilityScroll(towardsHigher) == AccessibilityScrollOutcome(selection: 3, notifications: [.pageScrolled("page 4 of 8")], isHandled: true))
    }

    @Test("a second swipe during the animation goes one page further than the page being reached")
    func scrollDuringAnimation() throws {
        var harness = try pager(selected: 1)
        try harness.send(.select(2, animated: true))
        #expect(harness.engine.accessibilityScroll(.next).selection == 3)
        #expect(harness.engine.accessibilityScroll(.previous).selection == 1)
    }

    @Test("an accordion and an empty pager leave the gesture to scroll views")
    func unhandled() {
        var accordion = StackEngine<FakeChild>(configuration: accordionConfiguration(), size: phoneSize)
        _ = accordion.handle(.reload, source: StaticSource(settingsTitles))
        var empty = StackEngine<FakeChild>(mode: .paging, size: phoneSize)
        _ = empty.handle(.reload, source: StaticSource([]))
        #expect(AccessibilityScrollDirection.allCases.map { accordion.accessibilityScroll($0) } == Array(repeating: .unhandled, count: 6))
        #expect(AccessibilityScrollDirection.allCases.map { empty.accessibilityScroll($0) } == Array(repeating: .unhandled, count: 6))
    }

    @Test("page neighbours and the edge a page comes in from")
    func neighbours() {
        #expect([(0, 3), (2, 3), (1, 3), (0, 1), (0, 0)].map { TransitionDirection.forward.neighbour(of: $0.0, count: $0.1) } == [1, nil, 2, nil, nil])
        #expect([(0, 3), (2, 3), (1, 3), (0, 1), (0, 0)].map { TransitionDirection.backward.neighbour(of: $0.0, count: $0.1) } == [nil, 1, 0, nil, nil])
        #expect([HorizontalSide.left, .right].map { TransitionDirection.bringingIn(from: $0, in: .leftToRight) } == [.backward, .forward])
        #expect([HorizontalSide.left, .right].map { TransitionDirection.bringingIn(from: $0, in: .rightToLeft) } == [.forward, .backward])
    }
}
