import Foundation
import Testing
@testable import ScrollStackCore

/// Keys and their titles, the adjustable pager, the disclosure chevron, reach beyond the viewport,
/// identifiers for UI tests and the drawer under Reduce Motion.
@Suite("Accessibility: controls")
struct AccessibilityControlsTests {
    @Test("each mode registers only its own keys; the overlay lists each action once, mirrored right to left")
    func keysPerMode() {
        #expect(KeyboardAction.keys(takenIn: .accordion) == [.upArrow, .downArrow, .leftArrow, .rightArrow, .tab, .shiftTab, .space, .return])
        #expect(KeyboardAction.keys(takenIn: .paging) == [.commandLeftArrow, .commandRightArrow])
        #expect(KeyboardAction.discoverableKeys(in: .accordion, layoutDirection: .leftToRight) == [
            .upArrow: .focusPreviousHeader, .downArrow: .focusNextHeader, .leftArrow: .collapseFocusedHeader,
            .rightArrow: .expandFocusedHeader, .space: .toggleFocusedHeader,
        ])
        #expect(KeyboardAction.discoverableKeys(in: .accordion, layoutDirection: .rightToLeft)[.leftArrow] == .expandFocusedHeader)
        #expect(KeyboardAction.discoverableKeys(in: .paging, layoutDirection: .leftToRight) == [.commandLeftArrow: .previousPage, .commandRightArrow: .nextPage])
        #expect(KeyboardAction.discoverableKeys(in: .paging, layoutDirection: .rightToLeft) == [.commandLeftArrow: .nextPage, .commandRightArrow: .previousPage])
    }

    @Test("key titles and the dismiss action in every shipped language", arguments: [
        ("en", ["Previous Section", "Next Section", "Expand or Collapse", "Expand", "Collapse", "Previous Page", "Next Page", "Dismiss"]),
        ("de", ["Vorheriger Abschnitt", "Nächster Abschnitt", "Auf- oder zuklappen", "Aufklappen", "Zuklappen", "Vorherige Seite", "Nächste Seite", "Schließen"]),
        ("fr", ["Section précédente", "Section suivante", "Développer ou réduire", "Développer", "Réduire", "Page précédente", "Page suivante", "Fermer"]),
        ("es", ["Sección anterior", "Sección siguiente", "Expandir o contraer", "Expandir", "Contraer", "Página anterior", "Página siguiente", "Cerrar"]),
        ("ja", ["前のセクション", "次のセクション", "展開または折りたたみ", "展開", "折りたたむ", "前のページ", "次のページ", "閉じる"]),
        ("zh-Hans", ["上一部分", "下一部分", "展开或折叠", "展开", "折叠", "上一页", "下一页", "关闭"]),
        ("ar", ["القسم السابق", "القسم التالي", "توسيع أو طي", "توسيع", "طي", "الصفحة السابقة", "الصفحة التالية", "إغلاق"]),
    ] as [(String, [String])])
    func keyTitles(localization: String, expected: [String]) {
        let formatter = LocalizedAccessibilityFormatter(localization: localization)
        let phrases = KeyboardAction.allCases.map(AccessibilityPhrase.keyCommand) + [.dismiss]
        #expect(phrases.map(formatter.text(for:)) == expected)
    }

    @Test("every shipped strings table has every key: a missing one fails here", arguments: LocalizedAccessibilityFormatter.availableLocalizations)
    func noMissingKeys(localization: String) {
        #expect(LocalizedAccessibilityFormatter.missingKeys(in: localization) == [])
        #expect(AccessibilityWords.englishTable.count == 20)
    }

    @Test("a table without a key is caught, and English fills in")
    func missingKeyCaught() {
        #expect(LocalizedAccessibilityFormatter.missingKeys(in: "xx") == Set(AccessibilityWords.englishTable.keys))
        #expect(AccessibilityWords(table: ["key.nextPage": "Weiter"]).text(for: .keyCommand(.nextPage)) == "Weiter")
        #expect(AccessibilityWords(table: [:]).text(for: .keyCommand(.previousPage)) == "Previous Page")
    }

    @Test("a pager takes first responder when it appears, unless text is being edited or it has one page")
    func firstResponder() throws {
        let pager = try PagingEngineTests().pager(at: 2)
        #expect([false, true].map { pager.engine.takesFirstResponderOnAppearance(isEditingText: $0) } == [true, false])
        var single = StackEngine<FakeChild>(mode: .paging, size: phoneSize)
        _ = single.handle(.reload, source: StaticSource(["Only"]))
        var accordion = StackEngine<FakeChild>(configuration: accordionConfiguration(), size: phoneSize)
        _ = accordion.handle(.reload, source: StaticSource(settingsTitles))
        #expect([single.takesFirstResponderOnAppearance(isEditingText: false), accordion.takesFirstResponderOnAppearance(isEditingText: false)] == [false, false])
    }

    @Test("the adjustable pager: value names the page it heads to; increments go up in index whatever the direction", arguments: [StackLayoutDirection.leftToRight, .rightToLeft])
    func adjustablePager(direction: StackLayoutDirection) throws {
        var harness = try PagingEngineTests().pager(at: 2, direction: direction)
        let titles = (0..<8).map { "T\($0)" }
        #expect(harness.engine.adjustablePagerDescription(label: "Stories", pageTitle: { titles[$0] }) == AccessibilityElementDescription(label: "Stories", value: "page 3 of 8, T2"))
        #expect([harness.engine.adjustedPage(.forward), harness.engine.adjustedPage(.backward)] == [3, 1])
        try harness.send(.select(3, animated: true))
        #expect(harness.engine.adjustablePagerDescription(label: "Stories")?.value == "page 4 of 8", "mid-turn it names the page it turns to")
        #expect(harness.engine.adjustedPage(.forward) == 4)
        #expect(harness.engine.availablePageActions() == [.previousPage, .nextPage])
        let first = try PagingEngineTests().pager(at: 0, direction: direction).engine
        let last = try PagingEngineTests().pager(at: 7, direction: direction).engine
        #expect([first.adjustedPage(.backward), last.adjustedPage(.forward)] == [nil, nil])
        #expect([first.availablePageActions(), last.availablePageActions()] == [[.nextPage], [.previousPage]])
        var accordion = StackEngine<FakeChild>(configuration: accordionConfiguration(), size: phoneSize)
        _ = accordion.handle(.reload, source: StaticSource(settingsTitles))
        #expect(accordion.adjustablePagerDescription(label: "x") == nil && accordion.adjustedPage(.forward) == nil && accordion.availablePageActions().isEmpty)
    }

    @Test("the adjustable pager's frame covers none of the page: in the gap above it, else a one-point line", arguments: [StackLayoutDirection.leftToRight, .rightToLeft])
    func adjustablePagerFrame(direction: StackLayoutDirection) {
        func pager(top: CGFloat) -> StackEngine<FakeChild> {
            var configuration = StackConfiguration()
            configuration.layoutDirection = direction
            configuration.contentInsets = LayoutInsets(top: top, left: 10, bottom: 0, right: 20)
            var engine = StackEngine<FakeChild>(configuration: configuration, mode: .paging, size: phoneSize, selectedIndex: 0)
            _ = engine.handle(.reload, source: StaticSource(["A", "B", "C"]))
            return engine
        }
        #expect([0, 20, 100].map { pager(top: $0).adjustablePagerFrame() } == [
            CGRect(x: 10, y: 0, width: 360, height: 1),
            CGRect(x: 10, y: 0, width: 360, height: 20),
            CGRect(x: 10, y: 56, width: 360, height: 44),
        ])
        // Pages under the bars: the band sits just above where the page's safe area ends.
        #expect([0, 30, 91, -5, .nan].map { pager(top: 0).adjustablePagerFrame(pageSafeAreaTop: $0) } == [
            CGRect(x: 10, y: 0, width: 360, height: 1),
            CGRect(x: 10, y: 0, width: 360, height: 30),
            CGRect(x: 10, y: 47, width: 360, height: 44),
            CGRect(x: 10, y: 0, width: 360, height: 1),
            CGRect(x: 10, y: 0, width: 360, height: 1),
        ])
        var accordion = StackEngine<FakeChild>(configuration: accordionConfiguration(), size: phoneSize)
        _ = accordion.handle(.reload, source: StaticSource(settingsTitles))
        #expect(accordion.adjustablePagerFrame() == nil)
    }

    @Test("the chevron turns a quarter clockwise left to right, counter-clockwise right to left, clamped")
    func chevronRotation() {
        let expansions: [Double] = [0, 0.5, 1, 2, -1, .nan]
        let quarter = Double.pi / 2
        let eighth = Double.pi / 4
        let leftToRight: [Double] = [0, eighth, quarter, quarter, 0, 0]
        let rightToLeft: [Double] = leftToRight.map { -$0 }
        #expect(expansions.map { DisclosureIndicator.rotation(expansion: $0, layoutDirection: .leftToRight) } == leftToRight)
        #expect(expansions.map { DisclosureIndicator.rotation(expansion: $0, layoutDirection: .rightToLeft) } == rightToLeft)
    }

    @Test("the chevron follows the content as it unrolls: the opening section from 0 to 1, the closing one back")
    func chevronFollowsTransition() throws {
        var harness = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: 1), source: StaticSource(settingsTitles))
        try harness.loadAndAppear()
        let engine = harness.engine
        #expect((0..<5).map { engine.disclosureExpansion(ofSectionAt: $0) } == [0, 1, 0, 0, 0])
        try harness.send(.tap(3))
        let fractions: [Double] = [0, 0.5, 1]
        let opening = fractions.map { harness.engine.disclosureExpansion(ofSectionAt: 3, atFraction: $0) }
        let closing = fractions.map { harness.engine.disclosureExpansion(ofSectionAt: 1, atFraction: $0) }
        #expect(opening.first == 0 && opening.last == 1 && opening[1] > 0 && opening[1] < 1, "\(opening)")
        #expect(closing.first == 1 && closing.last == 0 && closing[1] > 0 && closing[1] < 1, "\(closing)")
        #expect(harness.engine.disclosureExpansion(ofSectionAt: 0, atFraction: 0.5) == 0)
        #expect(harness.engine.disclosureExpansion(ofSectionAt: 9) == 0, "out of range: closed")
    }

    @Test("stand-ins: the item before the first visible and the one after the last, where they exist")
    func standIns() {
        #expect(AccessibilityReach.standIns(around: 3..<7, count: 100_000) == [2, 7])
        #expect(AccessibilityReach.standIns(around: 0..<7, count: 100_000) == [7])
        #expect(AccessibilityReach.standIns(around: 99_990..<100_000, count: 100_000) == [99_989])
        #expect(AccessibilityReach.standIns(around: 0..<5, count: 5) == [])
        #expect(AccessibilityReach.standIns(around: 0..<0, count: 5) == [])
    }

    @Test("reading order: stand-ins around the headers in view, each open section's content after its header, and the content of the section whose header scrolled above the top", arguments: [ExpansionMode.single, .multiple])
    func readingOrder(expansion: ExpansionMode) throws {
        var harness = try MultiHarness.policy(expansion: expansion)
        try harness.sendAndSettle(.setExpanded(true, at: 1, animated: false))
        // Headers 2 and 3 in view, section 1's header above the top, its content still showing.
        #expect(harness.engine.accessibilityReadingOrder(headersInView: 2..<4, offset: 100, viewportHeight: 600) == [
            .standIn(1), .content(1), .header(2), .header(3), .standIn(4),
        ])
        #expect(harness.engine.accessibilityReadingOrder(headersInView: 0..<5, offset: 0, viewportHeight: 600) == [
            .header(0), .header(1), .content(1), .header(2), .header(3), .header(4),
        ])
        // Section 1 taller than the viewport, which shows only its content: both headers around it
        // stay one swipe away.
        try harness.send(.contentHeightChanged(index: 1, height: 2_000))
        #expect(harness.engine.accessibilityReadingOrder(headersInView: 0..<0, offset: 500, viewportHeight: 600) == [
            .standIn(1), .content(1), .standIn(2),
        ])
        try harness.sendAndSettle(.setExpanded(false, at: 1, animated: false))
        #expect(harness.engine.accessibilityReadingOrder(headersInView: 0..<0, offset: 500, viewportHeight: 600) == [], "nothing in view to read")
    }

    @Test("reading order mid-flight lists only content VoiceOver may reach, and follows the open element to its new index")
    func readingOrderInFlightAndAfterDataChange() throws {
        var harness = try MultiHarness.policy(expansion: .single)
        try harness.sendAndSettle(.setExpanded(true, at: 1, animated: false))
        try harness.send(.tap(3))
        try harness.send(.tick(0.5))
        let reachable = Set(harness.engine.liveChildren.keys).subtracting(harness.engine.indicesHiddenFromVoiceOver)
        #expect(reachable.count == 1)
        #expect(harness.engine.accessibilityReadingOrder(headersInView: 0..<5, offset: 0, viewportHeight: 600) == (0..<5).flatMap { index -> [AccessibilityReadingItem] in
            reachable.contains(index) ? [.header(index), .content(index)] : [.header(index)]
        })
        try harness.send(.tick(1))
        harness.source.names.insert("z", at: 0)
        try harness.send(.dataChanged(StackDataChange(IdentityDifference(from: ["a", "b", "c", "d", "e"], to: harness.source.names))))
        #expect(harness.engine.accessibilityReadingOrder(headersInView: 3..<6, offset: 0, viewportHeight: 600) == [.standIn(2), .header(3), .header(4), .content(4), .header(5)])
    }

    @Test("a header scrolled into view as little as needed, inside the content")
    func revealHeader() {
        let layout = AccordionLayout(size: CGSize(width: 390, height: 400), headerHeight: 50, sectionCount: 30, expandedIndex: nil)
        let offsets: [CGFloat] = [0, 0, 500, 500, 0]
        let headers = [3, 12, 2, 11, 29]
        #expect(zip(headers, offsets).map { layout.scrollOffset(revealingHeader: $0, from: $1, viewportHeight: 400) } == [0, 250, 100, 500, 1100])
    }

    @Test("a tab scrolled into view as little as needed, in either direction", arguments: [StackLayoutDirection.leftToRight, .rightToLeft])
    func revealTab(direction: StackLayoutDirection) {
        var configuration = TabStripConfiguration(spacing: 0, insets: LayoutInsets(top: 0, left: 0, bottom: 0, right: 0), indicator: .underline(thickness: 2))
        configuration.layoutDirection = direction
        let layout = TabStripLayout(normalWidths: Array(repeating: 100, count: 100_000), size: CGSize(width: 350, height: 44), configuration: configuration)
        let physical: (Int) -> CGFloat = { direction == .leftToRight ? CGFloat($0) * 100 : layout.contentSize.width - CGFloat($0 + 1) * 100 }
        for (index, from) in [(5, CGFloat(0)), (99_999, 0), (0, 1_000)] {
            let offset = layout.contentOffset(revealingItem: index, from: from)
            let frame = layout.itemFrame(at: index)
            #expect(frame.minX == physical(index))
            #expect(frame.minX >= offset && frame.maxX <= offset + 350, "tab \(index) from \(from) → \(offset)")
        }
        let resting = direction == .leftToRight ? 0 : layout.maximumContentOffset
        #expect(layout.contentOffset(revealingItem: 1, from: resting) == resting, "already in view: stays")
        #expect(layout.contentOffset(revealingItem: 5, from: resting) == (direction == .leftToRight ? 250 : layout.maximumContentOffset - 250))
    }

    @Test("identifiers: by element when named, by index otherwise")
    func identifiers() {
        #expect([AccessibilityIdentifier.header(at: 2), AccessibilityIdentifier.header(at: 2, element: "general"),
                 AccessibilityIdentifier.tab(at: 9_999), AccessibilityIdentifier.page(at: 0, element: "tech"),
                 AccessibilityIdentifier.pager, AccessibilityIdentifier.dismiss] == [
            "ScrollStack.header.2", "ScrollStack.header.general", "ScrollStack.tab.9999", "ScrollStack.page.tech",
            "ScrollStack.pager", "ScrollStack.dismiss",
        ])
        #expect([AccessibilityIdentifier.isOwn("ScrollStack.page.3"), AccessibilityIdentifier.isOwn("myPage"), AccessibilityIdentifier.isOwn(nil)] == [true, false, false])
    }

    @Test("under Reduce Motion a drawer cross-fades where it stands open; the presenting view doesn't move", arguments: [StackLayoutDirection.leftToRight, .rightToLeft])
    func drawerReducedMotion(direction: StackLayoutDirection) {
        let size = CGSize(width: 400, height: 800)
        let reduced = DrawerPresentationLayout(containerSize: size, width: 300, layoutDirection: direction, motion: .reduced)
        let full = DrawerPresentationLayout(containerSize: size, width: 300, layoutDirection: direction)
        let openX: CGFloat = direction == .leftToRight ? 0 : 100
        let open = CGRect(x: openX, y: 0, width: 300, height: 800)
        #expect([0, 0.5, 1].map { reduced.pose(at: $0) } == [
            PresentationPose(presentedFrame: open, presentedAlpha: 0, dimmingAlpha: 0),
            PresentationPose(presentedFrame: open, presentedAlpha: 0.5, dimmingAlpha: 0.15),
            PresentationPose(presentedFrame: open, presentedAlpha: 1, dimmingAlpha: 0.3),
        ])
        #expect(full.pose(at: 1).presentedFrame == open)
        #expect(full.pose(at: 0.5).presentingOffset == (direction == .leftToRight ? 150 : -150))
    }
}

extension LocalizedAccessibilityFormatter {
    /// The keys the strings table of `localization` lacks (English fills them in): empty for
    /// every shipped localization.
    static func missingKeys(in localization: String) -> Set<String> {
        let resource = shipped.first { $0.tag == localization }?.resource ?? localization
        return Set(AccessibilityWords.englishTable.keys).subtracting(table(for: resource).keys)
    }
}
