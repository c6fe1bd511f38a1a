import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Hosting: the size answered for a proposal, and the keyboard insets of a pager's pages")
struct HostedSizingRulesTests {
    private typealias Sizing = HostedStackSizing

    /// Answers for a proposal, recording the widths the exact height was measured at.
    private func answer(
        _ width: CGFloat?, _ height: CGFloat?, current: CGFloat? = 320, sizing: Sizing.Height
    ) -> (size: CGSize?, measured: [CGFloat]) {
        var measured: [CGFloat] = []
        let size = Sizing.size(proposedWidth: width, proposedHeight: height, currentWidth: current, height: sizing) { width in
            measured.append(width)
            return width / 2
        }
        return (size, measured)
    }

    @Test("sized by its content at rest: the exact height at the proposed width, measured once, whatever height is proposed", arguments: [nil, 0, 100, .infinity] as [CGFloat?])
    func exactAtRest(proposedHeight: CGFloat?) {
        let result = answer(400, proposedHeight, sizing: .fitsContent(inFlightHeight: nil))
        #expect(result.size == CGSize(width: 400, height: 200))
        #expect(result.measured == [400])
    }

    @Test("sized by its content in flight: the published in-flight height, nothing measured; a bad in-flight height falls back to the exact one")
    func inFlight() {
        let flying = answer(400, nil, sizing: .fitsContent(inFlightHeight: 137))
        #expect(flying.size == CGSize(width: 400, height: 137) && flying.measured == [])
        for bad in [-1, .nan, .infinity] as [CGFloat] {
            let result = answer(400, nil, sizing: .fitsContent(inFlightHeight: bad))
            #expect(result.size == CGSize(width: 400, height: 200) && result.measured == [400], "in-flight \(bad)")
        }
    }

    @Test("no proposed width: the current width answers; none usable (missing, zero, negative, infinite) answers nil and measures nothing")
    func widths() {
        #expect(answer(nil, nil, current: 300, sizing: .fitsContent(inFlightHeight: nil)).size == CGSize(width: 300, height: 150))
        let unusable: [(CGFloat?, CGFloat?)] = [(nil, nil), (0, 320), (-10, 320), (.infinity, 320), (nil, 0), (nil, .infinity), (.nan, 320)]
        for (proposed, current) in unusable {
            for sizing in [Sizing.Height.fitsContent(inFlightHeight: nil), .fitsContent(inFlightHeight: 90), .fills(ideal: 500)] {
                let result = answer(proposed, 100, current: current, sizing: sizing)
                #expect(result.size == nil && result.measured == [], "proposed \(String(describing: proposed)), current \(String(describing: current)), \(sizing)")
            }
        }
    }

    @Test("filling: a finite proposed height (zero included, a negative one clamped to zero); none or infinite answers the ideal height")
    func filling() {
        let sizing = Sizing.Height.fills(ideal: 432)
        let heights: [CGFloat?] = [250, 0, -5, nil, .infinity]
        #expect(heights.map { answer(320, $0, sizing: sizing).size?.height } == [250, 0, 0, 432, 432])
        #expect(heights.allSatisfy { answer(320, $0, sizing: sizing).measured.isEmpty }, "a filling container measures nothing")
    }

    // MARK: - Page keyboard insets

    private typealias Ledger = PageKeyboardInsets<String>

    /// A 100 × 200 pager at the window's origin; the keyboard covers its lowest 50 points, the home
    /// indicator keeps 20 clear, so a page covered at the bottom needs 30 more.
    private static let keyboard = CGRect(x: 0, y: 150, width: 100, height: 50)

    /// The live pages as UIKit would measure them: the engine's frames, and a safe area that
    /// includes what the ledger gave.
    private func pages(_ pager: Harness<NamedSource>, _ ledger: Ledger, avoiding: Set<String> = []) -> [Ledger.Page] {
        pager.engine.liveChildren.sorted { $0.key < $1.key }.map { index, child in
            Ledger.Page(id: child.name, frame: pager.engine.frameForChild(at: index), safeAreaBottom: 20 + ledger.inset(of: child.name), avoidsKeyboardItself: avoiding.contains(child.name))
        }
    }

    private func current(_ pager: Harness<NamedSource>) -> String? {
        pager.engine.selectedIndex.flatMap { pager.engine.child(at: $0)?.name }
    }

    private func pager(_ names: [String], selected: Int) throws -> Harness<NamedSource> {
        var pager = Harness(StackEngine<FakeChild>(mode: .paging, size: CGSize(width: 100, height: 200), selectedIndex: selected), source: NamedSource(names))
        try pager.loadAndAppear()
        return pager
    }

    @Test("keyboard up, then a swipe and data changes while it runs: insets follow the pages by identity, a removed page gets its inset back")
    func swipeAndDataChanges() throws {
        var pager = try pager(["A", "B", "C", "D"], selected: 1)
        var ledger = Ledger()
        func update(keyboard: CGRect = Self.keyboard) -> [Ledger.Step] {
            ledger.update(pages: pages(pager, ledger), keyboard: keyboard, scrollsVertically: false, currentPage: current(pager))
        }
        #expect(update() == [.adjustBottomInset("B", by: 30), .revealFocusedField("B")])
        #expect(update() == [.revealFocusedField("B")], "nothing changed: no inset step")

        _ = try pager.send(.panBegan)
        _ = try pager.send(.panChanged(translation: -30))
        #expect(update() == [.adjustBottomInset("C", by: 30), .revealFocusedField("B")], "the page the finger pulls in is inset as it comes")

        _ = try pager.send(pager.source.change(to: ["Y", "A", "B", "C", "D"]))
        #expect(update() == [.revealFocusedField("B")], "moved pages keep their insets")
        #expect(ledger.given.map(\.id) == ["B", "C"] && ledger.given.map(\.inset) == [30, 30])

        let removal = try pager.send(pager.source.change(to: ["Y", "A", "B", "D"]))
        #expect(removal.contains(.removeFromParent(pager.source["C"])))
        #expect(ledger.pageLeft("C") == [.adjustBottomInset("C", by: -30)], "the removed page's inset goes back as it leaves")
        #expect(ledger.pageLeft("C") == [], "given back once")
        #expect(update() == [.adjustBottomInset("D", by: 30), .revealFocusedField("B")], "the page now pulled in is inset")

        _ = try pager.send(.panEnded(translation: -80, velocity: -500))
        _ = try pager.send(.tick(1))
        #expect(current(pager) == "D")
        #expect(update() == [.adjustBottomInset("B", by: -30), .revealFocusedField("D")], "the page that left the live set without a removal is given back after the live pages")

        #expect(update(keyboard: .zero) == [.adjustBottomInset("D", by: -30)], "the keyboard hides: every inset back, no reveal")
        #expect(ledger.given.isEmpty)
    }

    @Test("a keyboard that moves: the inset follows; changes within half a point are no change; a floating keyboard gives none")
    func keyboardMoves() throws {
        let pager = try pager(["A", "B"], selected: 0)
        var ledger = Ledger()
        func update(_ keyboard: CGRect) -> [Ledger.Step] {
            ledger.update(pages: pages(pager, ledger), keyboard: keyboard, scrollsVertically: false, currentPage: nil)
        }
        #expect(update(Self.keyboard) == [.adjustBottomInset("A", by: 30)], "no current page: no reveal")
        #expect(update(CGRect(x: 0, y: 150.4, width: 100, height: 49.6)) == [])
        #expect(update(CGRect(x: 0, y: 100, width: 100, height: 100)) == [.adjustBottomInset("A", by: 50)])
        #expect(update(CGRect(x: 0, y: 60, width: 100, height: 80)) == [.adjustBottomInset("A", by: -80)], "a floating keyboard covers nothing at the bottom")
        #expect(ledger.given.isEmpty)
    }

    @Test("a page that avoids the keyboard itself gets no inset and no reveal; an accordion's pages get none and give back what they had")
    func exemptions() throws {
        let pager = try pager(["A", "B"], selected: 0)
        var ledger = Ledger()
        #expect(ledger.update(pages: pages(pager, ledger, avoiding: ["A"]), keyboard: Self.keyboard, scrollsVertically: false, currentPage: "A") == [])
        #expect(ledger.update(pages: pages(pager, ledger), keyboard: Self.keyboard, scrollsVertically: false, currentPage: "A") == [.adjustBottomInset("A", by: 30), .revealFocusedField("A")])
        #expect(ledger.update(pages: pages(pager, ledger, avoiding: ["A"]), keyboard: Self.keyboard, scrollsVertically: false, currentPage: "A") == [.adjustBottomInset("A", by: -30)], "a page that starts avoiding gives back what it had")
        _ = ledger.update(pages: pages(pager, ledger), keyboard: Self.keyboard, scrollsVertically: false, currentPage: "A")
        #expect(ledger.update(pages: pages(pager, ledger), keyboard: Self.keyboard, scrollsVertically: true, currentPage: "A") == [.adjustBottomInset("A", by: -30)])
    }

    @Test("a page that no longer exists is forgotten without a step; a new page under its identity starts from nothing")
    func forgetting() {
        var ledger = Ledger()
        let page = Ledger.Page(id: "P", frame: CGRect(x: 0, y: 0, width: 100, height: 200), safeAreaBottom: 0)
        #expect(ledger.update(pages: [page], keyboard: Self.keyboard, scrollsVertically: false, currentPage: nil) == [.adjustBottomInset("P", by: 50)])
        ledger.forget("P")
        #expect(ledger.given.isEmpty)
        #expect(ledger.update(pages: [page], keyboard: Self.keyboard, scrollsVertically: false, currentPage: nil) == [.adjustBottomInset("P", by: 50)], "its measured safe area is its own, nothing is subtracted")
        #expect(ledger.pageLeft("Q") == [])
    }
}
