import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Navigation bar: which scroll view the large title follows")
struct BarScrollViewRuleTests {
    @Test("an accordion names its own scroll view unless what embeds it sizes it; a pager names its page's")
    func owners() {
        let owners = [(true, false), (true, true), (false, false), (false, true)].map {
            BarScrollViewRule.owner(scrollsVertically: $0.0, isSizedByEmbedder: $0.1)
        }
        #expect(owners == [.stack, .embedder, .currentPage, .currentPage])
    }

    @Test("a page's list is followed, loaded or not; a text view and a horizontal carousel, overflowing or bouncing sideways, are passed over")
    func shapes() {
        let bounds = CGSize(width: 390, height: 600)
        let strip = CGSize(width: 390, height: 120)
        let shapes: [(String, ScrollViewShape)] = [
            ("list", .init(isTextView: false, contentSize: CGSize(width: 390, height: 2_000), boundsSize: bounds, alwaysBouncesVertically: true)),
            ("list still loading", .init(isTextView: false, contentSize: .zero, boundsSize: bounds, alwaysBouncesVertically: false)),
            ("short form", .init(isTextView: false, contentSize: CGSize(width: 390, height: 300), boundsSize: bounds, alwaysBouncesVertically: false)),
            ("text view", .init(isTextView: true, contentSize: CGSize(width: 390, height: 2_000), boundsSize: bounds, alwaysBouncesVertically: true)),
            ("carousel", .init(isTextView: false, contentSize: CGSize(width: 1_600, height: 120), boundsSize: strip, alwaysBouncesVertically: false)),
            ("two cards bouncing sideways", .init(isTextView: false, contentSize: CGSize(width: 300, height: 120), boundsSize: strip, alwaysBouncesVertically: false, alwaysBouncesHorizontally: true)),
            ("carousel bouncing vertically", .init(isTextView: false, contentSize: CGSize(width: 1_600, height: 120), boundsSize: strip, alwaysBouncesVertically: true)),
            ("scrolls both ways", .init(isTextView: false, contentSize: CGSize(width: 1_600, height: 2_000), boundsSize: bounds, alwaysBouncesVertically: false)),
        ]
        let vertical = shapes.filter(\.1.isVerticalScroller).map(\.0)
        #expect(vertical == ["list", "list still loading", "short form", "carousel bouncing vertically", "scrolls both ways"])
    }

    @Test("the container names its choice; naming none takes back only a scroll view inside the container, except on the container itself")
    func renaming() {
        typealias Named = BarScrollViewRule.Named
        var table: [String] = []
        for named in [Named.none, .insideContainer, .elsewhere] {
            for chosenIsNone in [false, true] {
                for isContainer in [true, false] {
                    let same = named == .none && chosenIsNone
                    let renames = BarScrollViewRule.mustRename(named: named, isSameAsChosen: same, chosenIsNone: chosenIsNone, isContainer: isContainer)
                    table.append("\(named) \(chosenIsNone ? "none" : "some") \(isContainer ? "container" : "screen") \(renames)")
                }
            }
        }
        #expect(table == [
            "none some container true", "none some screen true",
            "none none container false", "none none screen false",
            "insideContainer some container true", "insideContainer some screen true",
            "insideContainer none container true", "insideContainer none screen true",
            "elsewhere some container true", "elsewhere some screen true",
            "elsewhere none container true", "elsewhere none screen false",
        ])
        #expect(!BarScrollViewRule.mustRename(named: .insideContainer, isSameAsChosen: true, chosenIsNone: false, isContainer: false), "already named: nothing to do")
        #expect(BarScrollViewRule.mustRename(named: .none, isSameAsChosen: false, chosenIsNone: true, isContainer: false, containerHadNamed: true),
                "UIKit dropped the list the container named: the screen gets its own back")
        #expect(!BarScrollViewRule.mustRename(named: .none, isSameAsChosen: false, chosenIsNone: true, isContainer: false, containerHadNamed: false))
    }

    @Test("a page's list removed without animation is still the container's to take back: the ledger remembers it")
    func ledger() {
        var ledger = BarScrollViewLedger<String>()
        #expect(ledger.kind(of: nil, isInsideContainer: false) == .none)
        #expect(ledger.kind(of: "app's own", isInsideContainer: false) == .elsewhere)
        _ = ledger.name("page 1 list", lastNamedExists: true, screensOwnExists: true, told: [])
        // Page 1 left the container in the same turn as page 2 (no scroll view) became current.
        let kind = ledger.kind(of: "page 1 list", isInsideContainer: false)
        #expect(kind == .insideContainer)
        #expect(BarScrollViewRule.mustRename(named: kind, isSameAsChosen: false, chosenIsNone: true, isContainer: false))
        #expect(ledger.kind(of: "app's own", isInsideContainer: false) == .elsewhere, "the app's scroll view stays the app's")
        #expect(ledger.kind(of: "page 2 list", isInsideContainer: true) == .insideContainer)
        _ = ledger.name(nil, lastNamedExists: true, screensOwnExists: true, told: [])
        #expect(ledger.kind(of: "page 1 list", isInsideContainer: false) == .elsewhere, "once taken back, it is no longer the container's")
        #expect(ledger.lastNamed == nil)
    }

    @Test("a pager's pages over a screen with its own scroll view: lists replace it, a page without one gives it back, a list UIKit let go of too, and a view the app names later is left alone")
    func namingRounds() {
        typealias Ledger = BarScrollViewLedger<String>
        var ledger = Ledger()
        func round(_ chosen: String?, containerNames: String?, screenNames: String?, screenNamedInside: Bool = false, lastExists: Bool = true, ownExists: Bool = true) -> [Ledger.Instruction] {
            ledger.name(chosen, lastNamedExists: lastExists, screensOwnExists: ownExists, told: [
                .init(named: containerNames, isInsideContainer: containerNames != nil, isContainer: true),
                .init(named: screenNames, isInsideContainer: screenNamedInside, isContainer: false),
            ])
        }
        // Page 1's list replaces the app's own scroll view A, which is kept aside.
        #expect(round("L1", containerNames: nil, screenNames: "A") == [.name("L1"), .name("L1")])
        #expect(ledger.screensOwn == "A" && ledger.lastNamed == "L1")
        // Page 2 has no list; page 1 already left the container (an unanimated change): A comes back.
        #expect(round(nil, containerNames: "L1", screenNames: "L1") == [.name(nil), .name("A")])
        #expect(ledger.lastNamed == nil)
        // Page 3's list replaces A again; A stays the screen's own.
        #expect(round("L3", containerNames: nil, screenNames: "A") == [.name("L3"), .name("L3")])
        #expect(ledger.screensOwn == "A")
        // Page 3 is freed and UIKit let go of it: the screen names nothing, and still gets A back.
        #expect(round(nil, containerNames: nil, screenNames: nil, lastExists: false) == [.leave, .name("A")])
        // The app names B itself while the container names none: B is left alone.
        #expect(round(nil, containerNames: nil, screenNames: "B") == [.leave, .leave])
        // A was freed meanwhile: a page without a list leaves the screen as it is.
        #expect(round(nil, containerNames: nil, screenNames: "B", ownExists: false) == [.leave, .leave])
        #expect(ledger.screensOwn == nil)
        // Already named: nothing to do.
        _ = round("L4", containerNames: nil, screenNames: "B")
        #expect(round("L4", containerNames: "L4", screenNames: "L4", screenNamedInside: true) == [.leave, .leave])
    }
}
