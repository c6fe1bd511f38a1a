import Foundation
import Testing
@testable import ScrollStackCore

/// What a pager adds to its pages' safe area: changed by differences, given back whole, and never
/// counted twice with the keyboard's share or the adopter's own.
@Suite("Page safe-area additions")
struct PageSafeAreaAdditionsTests {
    private typealias Ledger = PageSafeAreaAdditions<String>
    /// A tab strip of 44 over a top content inset of 8, and a bottom content inset of 8.
    private let strip = LayoutInsets(top: 52, left: 0, bottom: 8, right: 0)
    private let stripOnly = LayoutInsets(top: 44, left: 0, bottom: 0, right: 0)

    /// A page's additional safe area as UIKit keeps it: what the steps changed, on top of `own`.
    private struct Page {
        var additional: LayoutInsets

        mutating func carryOut(_ steps: [Ledger.Step], for id: String) {
            for case .change(let page, let from, let to) in steps where page == id {
                additional.top += to.top - from.top
                additional.left += to.left - from.left
                additional.bottom += to.bottom - from.bottom
                additional.right += to.right - from.right
            }
        }
    }

    @Test("pages join, the strip goes, the container becomes an accordion: whole steps, in order")
    func steps() {
        var ledger = Ledger()
        #expect(ledger.give(strip, to: "A") == [.change("A", from: .zero, to: strip)])
        #expect(ledger.give(strip, to: "A") == [], "a page that has it gets nothing")
        #expect(ledger.give(strip, to: "B") == [.change("B", from: .zero, to: strip)])
        #expect(ledger.update(stripOnly, pages: ["B", "A"]) == [.change("B", from: strip, to: stripOnly), .change("A", from: strip, to: stripOnly)])
        #expect(ledger.update(.zero, pages: ["A", "B"]) == [.change("A", from: stripOnly, to: .zero), .change("B", from: stripOnly, to: .zero)])
        #expect(ledger.given.isEmpty)
        #expect(ledger.update(.zero, pages: ["A", "B"]) == [], "an accordion's sections hold nothing and get nothing")
    }

    @Test("a page that assigns its whole additional safe area over the strip's share gets the share again, and never goes below zero")
    func assignedOver() {
        var ledger = Ledger()
        var page = Page(additional: .zero)
        page.carryOut(ledger.give(strip, to: "A"), for: "A")
        // The page's own code: additionalSafeAreaInsets = (bottom: 30), assigned, not added.
        page.additional = LayoutInsets(top: 0, left: 0, bottom: 30, right: 0)
        ledger.observe("A", current: page.additional)
        let steps = ledger.update(strip, pages: ["A"])
        #expect(steps == [.change("A", from: LayoutInsets(top: 0, left: 0, bottom: 8, right: 0), to: strip)])
        page.carryOut(steps, for: "A")
        // The bottom of 30 still covers the share of 8: an assignment that leaves an edge at or
        // above the share can't be told from the app's own addition, and stays as it is.
        #expect(page.additional == LayoutInsets(top: 52, left: 0, bottom: 30, right: 0))
        // Assigned again to zero, then the page leaves: nothing is taken below zero.
        page.additional = .zero
        ledger.observe("A", current: page.additional)
        page.carryOut(ledger.pageLeft("A"), for: "A")
        #expect(page.additional == .zero)
        ledger.observe("B", current: .zero)
        #expect(ledger.given.isEmpty, "a page the ledger never gave to is left alone")
    }

    @Test("pages no longer live give back what they hold, in the order they were given; one that leaves gets it back at once")
    func leaving() {
        var ledger = Ledger()
        _ = ledger.give(strip, to: "A")
        _ = ledger.give(strip, to: "B")
        _ = ledger.give(strip, to: "C")
        #expect(ledger.update(strip, pages: ["B"]) == [.change("A", from: strip, to: .zero), .change("C", from: strip, to: .zero)])
        #expect(ledger.pageLeft("B") == [.change("B", from: strip, to: .zero)])
        #expect(ledger.pageLeft("B") == [], "nothing is given back twice")
        #expect(ledger.addition(of: "B") == .zero)
    }

    @Test("a page that no longer exists is forgotten without a step; a new page with its identity starts from nothing")
    func forgotten() {
        var ledger = Ledger()
        _ = ledger.give(strip, to: "A")
        ledger.forget("A")
        #expect(ledger.update(strip, pages: []) == [])
        #expect(ledger.give(strip, to: "A") == [.change("A", from: .zero, to: strip)])
    }

    @Test("values within half a point are the same value", arguments: [0.25, 0.5, -0.5] as [CGFloat])
    func halfPoint(delta: CGFloat) {
        var ledger = Ledger()
        _ = ledger.give(strip, to: "A")
        let nudged = LayoutInsets(top: strip.top + delta, left: 0, bottom: strip.bottom, right: 0)
        #expect(ledger.give(nudged, to: "A") == [])
        let moved = LayoutInsets(top: strip.top + 0.75, left: 0, bottom: strip.bottom, right: 0)
        #expect(ledger.give(moved, to: "A") == [.change("A", from: strip, to: moved)])
    }

    @Test("with the keyboard's share and the adopter's own: the keyboard counts the addition as safe area, nothing is counted twice, and the page ends with its own")
    func withKeyboard() {
        // A 390 × 844 page at the window's origin, a home indicator of 34, the keyboard over its lowest 300.
        let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let keyboard = CGRect(x: 0, y: 544, width: 390, height: 300)
        let own = LayoutInsets(top: 0, left: 0, bottom: 5, right: 0)
        var page = Page(additional: own)
        var additions = Ledger()
        var keyboardInsets = PageKeyboardInsets<String>()
        func keyboardStep(_ keyboard: CGRect) {
            let measured = PageKeyboardInsets<String>.Page(id: "A", frame: frame, safeAreaBottom: 34 + page.additional.bottom)
            for case .adjustBottomInset(_, let delta) in keyboardInsets.update(pages: [measured], keyboard: keyboard, scrollsVertically: false, currentPage: nil) {
                page.additional.bottom += delta
            }
        }

        page.carryOut(additions.give(strip, to: "A"), for: "A")
        #expect(page.additional == LayoutInsets(top: 52, left: 0, bottom: 13, right: 0))
        keyboardStep(keyboard)
        #expect(34 + page.additional.bottom == 300, "the safe area ends at the keyboard's top, not below it")
        #expect(keyboardInsets.inset(of: "A") == 253)

        // The bottom content inset grows while the keyboard shows; the keyboard's share shrinks to match.
        let taller = LayoutInsets(top: 52, left: 0, bottom: 20, right: 0)
        page.carryOut(additions.update(taller, pages: ["A"]), for: "A")
        keyboardStep(keyboard)
        #expect(34 + page.additional.bottom == 300)
        #expect(keyboardInsets.inset(of: "A") == 241)

        // The keyboard hides, then the page leaves: the adopter's own is all that remains.
        keyboardStep(.zero)
        #expect(page.additional == LayoutInsets(top: 52, left: 0, bottom: 25, right: 0))
        page.carryOut(additions.pageLeft("A"), for: "A")
        #expect(page.additional == own)
    }
}
