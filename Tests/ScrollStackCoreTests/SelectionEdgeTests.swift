import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Selection at the edges: every ID replaced, a removed page, when a user's move is written")
struct SelectionEdgeTests {
    /// Every ID replaced from a selection at `selected`, with `newCount` new elements.
    struct Replacement: CustomTestStringConvertible, Sendable {
        var mode: StackMode
        var selected: Int
        var newCount: Int
        var testDescription: String { "\(mode) 4 → \(newCount), selected \(selected)" }
    }

    static let replacements: [Replacement] = [StackMode.paging, .accordion].flatMap { mode in
        (0..<4).flatMap { selected in [1, 3, 4, 6].map { Replacement(mode: mode, selected: selected, newCount: $0) } }
    }

    @Test("every ID replaced: a pager lands on the page at the old index, clamped, an accordion closes; the rules and the engine agree", arguments: replacements)
    func everyIDReplaced(_ replacement: Replacement) {
        let old = ["A", "B", "C", "D"]
        let new = (0..<replacement.newCount).map { "N\($0)" }
        var synchronizer = SelectionSynchronizer<String>(mode: replacement.mode, binding: [old[replacement.selected]])
        _ = synchronizer.handle(.dataChanged(old))
        let steps = synchronizer.handle(.dataChanged(new))
        let landing = replacement.mode == .paging ? min(replacement.selected, replacement.newCount - 1) : nil
        let change = StackDataChange(newIndices: [nil, nil, nil, nil], newCount: replacement.newCount)
        #expect(steps == [.changeData(change), .writeBinding(landing.map { [new[$0]] } ?? [])])
        #expect(synchronizer.selectedIndex == landing)
        var engine = StackEngine<FakeChild>(mode: replacement.mode, size: CGSize(width: 320, height: 480), selectedIndex: replacement.selected)
        let source = NamedSource(old)
        _ = engine.handle(.reload, source: source)
        source.names = new
        _ = engine.handle(.dataChanged(change), source: source)
        #expect(engine.selectedIndex == landing)
    }

    @Test("the current page removed on screen: the pager lands on its neighbour in one step, never adding or showing the removed page")
    func removedPageNotShown() throws {
        var configuration = StackConfiguration()
        configuration.preloadDistance = 0
        let source = NamedSource(["A", "B", "C"])
        var harness = Harness(StackEngine(configuration: configuration, mode: .paging, size: CGSize(width: 100, height: 200), selectedIndex: 1), source: source)
        try harness.loadAndAppear()
        let b = try #require(harness.engine.liveChildren[1])
        let steps = try harness.send(source.change(to: ["A", "C"]))
        let c = try #require(harness.engine.liveChildren[1])
        #expect(c.name == "C")
        #expect(steps == [
            .beginAppearance(b, isAppearing: false, animated: false), .endAppearance(b),
            .willMoveToNilParent(b), .removeView(b), .removeFromParent(b),
            .addChild(c), .insertView(c),
            .setFrame(c, CGRect(x: 0, y: 0, width: 100, height: 200), clip: CGRect(x: 0, y: 0, width: 100, height: 200)),
            .didMoveToParent(c),
            .beginAppearance(c, isAppearing: true, animated: false), .endAppearance(c),
        ])
        #expect(harness.engine.selectedIndex == 1 && harness.engine.phase.isIdle)
    }

    @Test("a write that waited for the next turn lands only if no later write replaced it: a removed page never reaches the binding")
    func deferredWriteSuperseded() {
        let (driver, host) = SelectionDriverTests().make(.paging, binding: ["B"])
        driver.update(ids: ["A", "B", "C"], binding: ["B"], animated: false)
        host.log.removeAll()
        // B removed: C is written after the update; before that turn comes, C is removed too.
        driver.update(ids: ["A", "C", "D"], binding: ["B"], animated: false)
        driver.update(ids: ["A", "D"], binding: ["B"], animated: false)
        #expect(host.take() == [
            .changeData(StackDataChange(newIndices: [0, nil, 1], newCount: 3)), .applyOptions, .writeBindingAfterUpdate(["C"]),
            .changeData(StackDataChange(newIndices: [0, nil, 1], newCount: 2)), .applyOptions, .writeBindingAfterUpdate(["D"]),
        ])
        #expect(!driver.isDeferredWriteCurrent(["C"]))
        #expect(driver.isDeferredWriteCurrent(["D"]))
        driver.bindingWritten(["D"], reads: ["D"])
        #expect(!driver.isDeferredWriteCurrent(["D"]), "landed: nothing waits")
    }

    @Test("a deferred write the user's tap replaced is dropped, so it can't send the pager back")
    func deferredWriteReplacedByTap() {
        let (driver, host) = SelectionDriverTests().make(.paging, binding: ["A"])
        driver.update(ids: ["A", "B", "C"], binding: ["A"], animated: false)
        host.log.removeAll()
        driver.transitionEnded(from: 0, to: 1, completed: true)
        driver.userSelected(2)
        #expect(host.take() == [.writeBindingAfterUpdate(["B"]), .writeBinding(["C"])])
        driver.bindingWritten(["C"], reads: ["C"])
        #expect(!driver.isDeferredWriteCurrent(["B"]))
    }

    @Test("one moment for a user's move: a tap is written when taken, before it animates; a swipe when it finishes; neither twice")
    func writeMoment() {
        var pager = SelectionSynchronizer<String>(mode: .paging, binding: ["A"])
        _ = pager.handle(.dataChanged(["A", "B", "C"]))
        let single: [SelectionEvent<String>] = [
            .userSelected(2),
            .transitionEnded(from: 0, to: 2, completed: true, containerAtRest: true),
            .transitionEnded(from: 2, to: 1, completed: false, containerAtRest: true),
            .transitionEnded(from: 2, to: 1, completed: true, containerAtRest: false),
            .transitionEnded(from: 2, to: 1, completed: true, containerAtRest: true),
        ]
        #expect(single.map { pager.handle($0) } == [[.writeBinding(["C"])], [], [], [], [.writeBinding(["B"])]])
        var accordion = SelectionSynchronizer<String>(mode: .accordion, expansion: .multiple, binding: [])
        _ = accordion.handle(.dataChanged(["A", "B", "C"]))
        let multiple: [SelectionEvent<String>] = [.containerChanged([1], atRest: false), .containerChanged([1], atRest: true)]
        #expect(multiple.map { accordion.handle($0) } == [[.writeBinding(["B"])], []])
    }
}
