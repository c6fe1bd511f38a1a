import Foundation
import Testing
@testable import ScrollStackCore

/// Saving the open sections of a multiple-mode accordion and bringing them back, by identity.
@Suite("Multiple expansion: restoration")
struct MultipleExpansionRestorationTests {
    typealias State = StackRestorationState<String>
    static let names = (0..<14).map { String(UnicodeScalar(UInt8(97 + $0))) }

    /// Fourteen sections (headers 40, contents 100) in a viewport 300 tall, `open` open at once.
    static func harness(_ names: [String] = names, open: [Int]) throws -> MultiHarness {
        var harness = MultiHarness(names, size: CGSize(width: 320, height: 300))
        try harness.loadAndAppear()
        try harness.send(.leaveOpen(Set(open)))
        return harness
    }

    static func element(_ id: String, _ index: Int) -> State.Element { State.Element(id: id, index: index) }

    @Test("captured: every open section by identifier and position, the lowest as the selection, and the reader's anchor")
    func capture() throws {
        let harness = try Self.harness(open: [7, 1, 4])
        // Section 4 (e) has its header at 260, its content at 300…400.
        #expect(harness.engine.restorationState(identifiers: Self.names, offset: 310) == State(
            selection: Self.element("b", 1),
            anchor: .init(element: Self.element("e", 4), distance: 50),
            openSections: [Self.element("b", 1), Self.element("e", 4), Self.element("h", 7)]
        ))
        let closed = try Self.harness(open: [])
        #expect(closed.engine.restorationState(identifiers: Self.names, offset: 0) == State(
            selection: nil,
            anchor: .init(element: Self.element("a", 0), distance: 0),
            openSections: []
        ))
    }

    @Test("mid-flight it saves where the sections come to rest: heading open counts, heading closed doesn't")
    func captureMidFlight() throws {
        var harness = try Self.harness(open: [1, 4, 7])
        try harness.send(.tap(2))
        try harness.send(.tap(4))
        try harness.send(.tick(0.5))
        let state = harness.engine.restorationState(identifiers: Self.names, offset: 0)
        #expect(state.openSections == [Self.element("b", 1), Self.element("c", 2), Self.element("h", 7)])
        #expect(state.selection == Self.element("b", 1))
    }

    @Test("an archive saved in single mode (no open sections) still decodes, and opens its one section")
    func oldArchive() throws {
        let json = #"{"selection":{"id":"b","index":1},"anchor":{"element":{"id":"e","index":4},"distance":50}}"#
        let state = try JSONDecoder().decode(State.self, from: Data(json.utf8))
        #expect(state == State(selection: Self.element("b", 1), anchor: .init(element: Self.element("e", 4), distance: 50)))
        #expect(state.openSections == nil)
        #expect(state.resolvedOpenSections(against: Self.names) == [1])
        #expect(state.resolvedOpenSections(against: ["x", "b"]) == [1])
        #expect(state.resolvedOpenSections(against: ["x", "y"]) == [])
        #expect(state.resolved(against: Self.names, mode: .accordion) == .init(selectedIndex: 1, anchor: ScrollAnchor(index: 4, distance: 50)))
    }

    @Test("a state with open sections round-trips through JSON, and names them", arguments: [
        State(selection: element("b", 1), anchor: .init(element: element("e", 4), distance: 50), openSections: [element("b", 1), element("h", 7)]),
        State(selection: nil, anchor: nil, openSections: []),
    ])
    func roundTrip(state: State) throws {
        let data = try JSONEncoder().encode(state)
        #expect(String(decoding: data, as: UTF8.self).contains("\"openSections\""))
        #expect(try JSONDecoder().decode(State.self, from: data) == state)
    }

    @Test("resolved against changed data: the survivors open wherever they moved, the gone ones stay closed")
    func resolveChanged() {
        let state = State(
            selection: Self.element("b", 1),
            anchor: .init(element: Self.element("e", 4), distance: 50),
            openSections: [Self.element("b", 1), Self.element("e", 4), Self.element("h", 7)]
        )
        let now = ["h", "a", "x", "e", "c"]
        #expect(state.resolvedOpenSections(against: now) == [0, 3])
        // Single mode opens the lowest survivor, though the saved selection is gone.
        #expect(state.resolved(against: now, mode: .accordion) == .init(selectedIndex: 0, anchor: ScrollAnchor(index: 3, distance: 50)))
        // A pager keeps its own rule: the page at the saved selection's old place.
        #expect(state.resolved(against: now, mode: .paging) == .init(selectedIndex: 1, anchor: ScrollAnchor(index: 3, distance: 50)))
        #expect(state.resolvedOpenSections(against: ["x", "y"]) == [])
        #expect(state.resolved(against: ["x", "y"], mode: .accordion).selectedIndex == nil)
        #expect(state.resolvedOpenSections(against: []) == [])
        // An identifier that occurs twice is found at its first place.
        #expect(state.resolvedOpenSections(against: ["e", "e", "h"]) == [0, 2])
        // A section saved twice opens once.
        let twice = State(selection: nil, anchor: nil, openSections: [Self.element("e", 4), Self.element("e", 9)])
        #expect(twice.resolvedOpenSections(against: Self.names) == [4])
    }

    @Test("leaving exactly the resolved sections open closes and opens at once, and scrolls nowhere")
    func leaveOpen() throws {
        var harness = try Self.harness(open: [1, 4])
        let offset = harness.engine.scrollOffset
        try harness.send(.leaveOpen([6, 4, 2]))
        #expect(harness.engine.expandedIndices == [2, 4, 6])
        #expect(harness.engine.isAtRest)
        #expect(harness.engine.scrollOffset == offset)
        try harness.send(.leaveOpen([]))
        #expect(harness.engine.expandedIndices == [])
        #expect(harness.engine.scrollOffset == offset)
        // The same section opened by a request is scrolled into view: the event above is what differs.
        try harness.send(.setExpanded(true, at: 9, animated: false))
        #expect(harness.engine.scrollOffset != offset)
    }

    @Test("restored into changed data: the survivors open, and the reader's element returns to where it was on screen")
    func restoreIntoChangedData() throws {
        let saved = try Self.harness(open: [1, 4, 7])
        let state = saved.engine.restorationState(identifiers: Self.names, offset: 310)
        let before = MultipleExpansionAnchorTests.onScreen(saved.engine.expansionLayout, offset: 310, viewportHeight: 300)

        // After relaunch "b" is gone and "x" came first: e and h sit at 4 and 7 again, by chance
        // of one removal and one insertion above them.
        let now = ["x", "a", "c", "d", "e", "f", "g", "h", "i", "j"]
        var restored = try Self.harness(now, open: [])
        let open = Set(state.resolvedOpenSections(against: now))
        #expect(open == [4, 7])
        var log: [ContainerStep<String>] = []
        log += try restored.send(.leaveOpen(open))
        // Unanimated, at the offset the container loaded with: e's content (200…300) is in view, h's isn't.
        #expect(log == joins("e", frame: band(200, 100), clip: band(200, 100)) + [
            .beginAppearance("e", isAppearing: true, animated: false),
            .endAppearance("e"),
        ])
        let anchor = try #require(state.resolved(against: now, mode: .accordion).anchor)
        let offset = restored.engine.offset(keeping: anchor, viewportHeight: 300)
        #expect(offset == 210)
        #expect(try restored.send(.scroll(to: offset)) == joins("h", frame: band(420, 100), clip: band(420, 100)) + [
            .beginAppearance("h", isAppearing: true, animated: false),
            .endAppearance("h"),
        ])
        #expect(MultipleExpansionAnchorTests.onScreen(restored.engine.expansionLayout, offset: offset, viewportHeight: 300) == before)
        #expect(before == [
            .header(index: 4, frame: band(-50, 40)),
            .content(index: 4, frame: band(-10, 100), clip: band(-10, 100)),
            .header(index: 5, frame: band(90, 40)),
            .header(index: 6, frame: band(130, 40)),
            .header(index: 7, frame: band(170, 40)),
            .content(index: 7, frame: band(210, 100), clip: band(210, 100)),
        ])
        try restored.checker.checkSettled()
    }

    @Test("bad input: identifiers that don't match the count, a section out of range")
    func badInput() async {
        let identifiers = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine<FakeChild>(multipleWith: StackConfiguration())
            _ = engine.handle(.reload, source: NamedSource(["a", "b", "c"]))
            _ = engine.restorationState(identifiers: ["a"], offset: 0)
        }
        #expect(crashOutput(identifiers).contains("StackEngine.restorationState: 1 identifiers for 3"))
        let range = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine<FakeChild>(multipleWith: StackConfiguration())
            _ = engine.handle(.reload, source: NamedSource(["a", "b", "c"]))
            _ = engine.handle(.leaveOpen([1, 7, 9]), source: NamedSource(["a", "b", "c"]))
        }
        #expect(crashOutput(range).contains("StackEngine.leaveOpen: index 7 is out of range 0..<3"))
    }
}
