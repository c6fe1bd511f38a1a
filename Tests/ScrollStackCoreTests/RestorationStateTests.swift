import Foundation
import Testing
@testable import ScrollStackCore

/// Saving what the user had and bringing it back against data that may have changed.
@Suite("Restoration state")
struct RestorationStateTests {
    typealias State = StackRestorationState<String>
    static let names = (0..<60).map { "S\($0)" }

    /// An accordion of sixty 56-point sections with `expanded` open, on screen.
    func accordion(expanded: Int?) throws -> Harness<NamedSource> {
        var harness = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: expanded), source: NamedSource(Self.names))
        try harness.loadAndAppear()
        return harness
    }

    @Test("captured from the engine: the expanded element and the reader's anchor, by identifier and position")
    func capture() throws {
        let harness = try accordion(expanded: 3)
        let state = harness.engine.restorationState(identifiers: Self.names, offset: 700)
        // Headers 0–3 (0…224), section 3's content 224…312, then header k at 312 + (k − 4) × 56.
        #expect(state == State(
            selection: .init(id: "S3", index: 3),
            anchor: .init(element: .init(id: "S10", index: 10), distance: 52)
        ))
    }

    @Test("mid-flight it saves where the container comes to rest")
    func captureMidFlight() throws {
        var harness = try accordion(expanded: 3)
        try harness.send(.tap(7))
        try harness.send(.tick(0.1))
        #expect(harness.engine.restorationState(identifiers: Self.names, offset: 0).selection == .init(id: "S7", index: 7))
    }

    @Test("the state round-trips through JSON", arguments: [
        State(selection: .init(id: "S3", index: 3), anchor: .init(element: .init(id: "S10", index: 10), distance: 52.5)),
        State(selection: nil, anchor: .init(element: .init(id: "S0", index: 0), distance: -20)),
        State(selection: .init(id: "Tech", index: 4), anchor: nil),
        State(selection: nil, anchor: nil),
    ])
    func roundTrip(state: State) throws {
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(State.self, from: data) == state)
    }

    @Test("positions as identifiers round-trip too")
    func positionsRoundTrip() throws {
        let state = StackRestorationState<Int>(selection: .init(id: 2, index: 2), anchor: .init(element: .init(id: 9, index: 9), distance: 4))
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(StackRestorationState<Int>.self, from: data) == state)
    }

    @Test("resolved against the same data: the same indices")
    func resolveSame() {
        let state = State(selection: .init(id: "S3", index: 3), anchor: .init(element: .init(id: "S10", index: 10), distance: 52))
        #expect(state.resolved(against: Self.names, mode: .accordion) == .init(selectedIndex: 3, anchor: ScrollAnchor(index: 10, distance: 52)))
    }

    @Test("resolved against reordered data: each element where it is now")
    func resolveReordered() {
        let state = State(selection: .init(id: "S3", index: 3), anchor: .init(element: .init(id: "S10", index: 10), distance: 52))
        let reordered = Array(Self.names.reversed())
        #expect(state.resolved(against: reordered, mode: .accordion) == .init(selectedIndex: 56, anchor: ScrollAnchor(index: 49, distance: 52)))
    }

    @Test("resolved against data without the saved elements: an accordion closes, a pager shows the page at the old index; the anchor goes to the old index")
    func resolveRemoved() {
        let state = State(selection: .init(id: "S3", index: 3), anchor: .init(element: .init(id: "S10", index: 10), distance: 52))
        let removed = Self.names.filter { $0 != "S3" && $0 != "S10" }
        #expect(state.resolved(against: removed, mode: .accordion) == .init(selectedIndex: nil, anchor: ScrollAnchor(index: 10, distance: 0)))
        #expect(state.resolved(against: removed, mode: .paging) == .init(selectedIndex: 3, anchor: ScrollAnchor(index: 10, distance: 0)))
        // Fewer elements than the old indices: clamped to the last.
        let few = ["A", "B"]
        #expect(state.resolved(against: few, mode: .paging) == .init(selectedIndex: 1, anchor: ScrollAnchor(index: 1, distance: 0)))
        #expect(state.resolved(against: [], mode: .paging) == .init(selectedIndex: nil, anchor: nil))
    }

    @Test("a pager with pages always has one: with no selection saved, the first")
    func pagerWithoutSelection() {
        let state = State(selection: nil, anchor: nil)
        #expect(state.resolved(against: ["A", "B"], mode: .paging) == .init(selectedIndex: 0, anchor: nil))
        #expect(state.resolved(against: ["A", "B"], mode: .accordion) == .init(selectedIndex: nil, anchor: nil))
    }

    @Test("an identifier that occurs twice resolves to its first element; a negative saved index counts as 0")
    func repeatedAndNegative() {
        let state = State(selection: .init(id: "B", index: -3), anchor: .init(element: .init(id: "gone", index: -8), distance: 10))
        #expect(state.resolved(against: ["A", "B", "C", "B"], mode: .accordion) == .init(selectedIndex: 1, anchor: ScrollAnchor(index: 0, distance: 0)))
        #expect(state.resolved(against: ["A", "C"], mode: .paging) == .init(selectedIndex: 0, anchor: ScrollAnchor(index: 0, distance: 0)))
    }

    @Test("restored: the engine expands the saved element and the reader's section comes back to its place")
    func restoreIntoEngine() throws {
        let saved = try accordion(expanded: 3)
        let state = saved.engine.restorationState(identifiers: Self.names, offset: 700)
        let data = try JSONEncoder().encode(state)
        // After relaunch, two elements were inserted at the top.
        let names = ["New1", "New2"] + Self.names
        var restored = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize), source: NamedSource(names))
        try restored.loadAndAppear()
        let resolution = try JSONDecoder().decode(State.self, from: data).resolved(against: names, mode: .accordion)
        try restored.send(.select(resolution.selectedIndex, animated: false))
        let anchor = try #require(resolution.anchor)
        let offset = restored.engine.offset(keeping: anchor, viewportHeight: 844)
        #expect(offset == 812, "700 + two inserted headers of 56")
        #expect(restored.engine.selectedIndex == 5)
        #expect(restored.engine.scrollAnchor(atOffset: offset) == ScrollAnchor(index: 12, distance: 52))
    }

    @Test("capturing with the wrong number of identifiers names both counts")
    func wrongIdentifierCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine<FakeChild>(configuration: accordionConfiguration(), size: phoneSize)
            _ = engine.handle(.reload, source: StaticSource(["A", "B", "C"]))
            _ = engine.restorationState(identifiers: ["A"], offset: 0)
        }
        #expect(crashOutput(result).contains("1 identifiers for 3 elements"))
    }
}
