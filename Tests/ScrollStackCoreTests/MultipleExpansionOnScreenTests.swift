import Foundation
import Testing
@testable import ScrollStackCore

/// In multiple mode, which scroll view takes the status bar's tap, and which child is the one on
/// screen.
@Suite("Multiple expansion: scroll-to-top owner and visible child")
struct MultipleExpansionOnScreenTests {
    static let names = (0..<10).map { String(UnicodeScalar(UInt8(97 + $0))) }

    /// Sections with headers 40 and contents 100 in a container 600 tall, `open` open at once.
    static func harness(_ names: [String], open: [Int]) throws -> MultiHarness {
        var harness = MultiHarness(names)
        try harness.loadAndAppear()
        for index in open { try harness.send(.setExpanded(true, at: index, animated: false)) }
        return harness
    }

    // MARK: - Scroll to top

    @Test("at rest: the lowest open section while the stack fits, the container once it is taller, none with nothing open")
    func ownerAtRest() throws {
        let names = Array(Self.names.prefix(5))
        var owners: [ScrollsToTopOwner] = []
        // 200 of headers, 100 more for each open section.
        for open in [[], [3], [3, 1], [0, 1, 2, 3], [0, 1, 2, 3, 4]] {
            owners.append(try Self.harness(names, open: open).engine.scrollsToTopOwner(viewportHeight: 600))
        }
        #expect(owners == [.none, .child(3), .child(1), .child(0), .container])
        let full = try Self.harness(names, open: [0, 1, 2, 3])
        // Within half a point the stack still fits.
        #expect(full.engine.scrollsToTopOwner(viewportHeight: 599.6) == .child(0))
        #expect(full.engine.scrollsToTopOwner(viewportHeight: 599) == .container)
        #expect(full.engine.scrollsToTopOwner(viewportHeight: .nan) == .container)
    }

    @Test("mid-flight the owner is the one at rest: it changes as the request starts, not back and forth as sections move")
    func ownerMidFlight() throws {
        var harness = try Self.harness(Array(Self.names.prefix(5)), open: [0, 1, 2, 3])
        var owners = [harness.engine.scrollsToTopOwner(viewportHeight: 600)]
        func record(_ event: StackEvent) throws {
            try harness.send(event)
            owners.append(harness.engine.scrollsToTopOwner(viewportHeight: 600))
        }
        // Opening e makes the stack 700 tall at rest, though it is 600 tall as it starts.
        try record(.tap(4))
        try record(.tick(0.5))
        try record(.tick(0.5))
        // Closing a leaves b the lowest open section, and the stack fits again at rest.
        try record(.tap(0))
        try record(.tick(0.5))
        // Turned around, a heads open again: the stack is taller at rest once more.
        try record(.tap(0))
        try record(.tick(0.25))
        #expect(owners == [.child(0), .container, .container, .container, .child(1), .child(1), .container, .container])
    }

    @Test("a content height easing mid-flight counts at the height it eases to")
    func ownerWithEasingHeight() throws {
        var harness = try Self.harness(Array(Self.names.prefix(5)), open: [0, 1, 2])
        var owners: [ScrollsToTopOwner] = []
        func record(_ event: StackEvent) throws {
            try harness.send(event)
            owners.append(harness.engine.scrollsToTopOwner(viewportHeight: 600))
        }
        try record(.tap(3))
        try record(.tick(0.5))
        // 600 at rest becomes 650: the container takes the tap while the height still eases.
        try record(.contentHeightChanged(index: 3, height: 150))
        try record(.tick(0.5))
        #expect(harness.engine.sectionMotions.isEmpty && !harness.engine.isAtRest)
        try record(.tick(0.5))
        #expect(harness.engine.isAtRest)
        #expect(owners == [.child(0), .child(0), .container, .container, .container])
        #expect(harness.engine.sectionsRestingContentHeight == harness.engine.expansionLayout.contentSize.height)
    }

    @Test("data changes by identity: the owner follows the open element to its new index")
    func ownerAfterDataChange() throws {
        var harness = try Self.harness(Array(Self.names.prefix(5)), open: [1, 3])
        #expect(harness.engine.scrollsToTopOwner(viewportHeight: 600) == .child(1))
        try harness.send(harness.source.change(to: ["a", "c", "d", "e"]).expansionEvent)
        #expect(harness.engine.scrollsToTopOwner(viewportHeight: 600) == .child(2))
        try harness.send(harness.source.change(to: ["x", "a", "c", "d", "e"]).expansionEvent)
        #expect(harness.engine.scrollsToTopOwner(viewportHeight: 600) == .child(3))
        #expect(harness.engine.child(at: 3)?.name == "d")
    }

    @Test("the same owner as single mode with the same section open", arguments: [5, 14], [0, 2, 4])
    func parityWithSingleMode(count: Int, open: Int) throws {
        let names = (0..<count).map { "S\($0)" }
        var single = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: open), source: NamedSource(names))
        try single.loadAndAppear()
        var multiple = MultiHarness(names, configuration: accordionConfiguration(), size: phoneSize)
        try multiple.loadAndAppear()
        try multiple.send(.setExpanded(true, at: open, animated: false))
        #expect(multiple.engine.scrollsToTopOwner(viewportHeight: phoneSize.height) == single.engine.scrollsToTopOwner(viewportHeight: phoneSize.height))
        #expect(multiple.engine.scrollsToTopOwner(viewportHeight: phoneSize.height) == (count == 5 ? .child(open) : .container))
    }

    // MARK: - Visible child

    @Test("the open section nearest the viewport's top whose content is in view")
    func visibleAtRest() throws {
        let harness = try Self.harness(Self.names, open: [1, 4, 7])
        // Contents: b 80…180, e 300…400, h 520…620; a viewport 200 tall.
        let offsets: [CGFloat] = [0, 179, 180, 399, 400, 619, 620, -50, .nan]
        #expect(offsets.map { harness.engine.visibleSection(atOffset: $0, viewportHeight: 200) } == [1, 1, 4, 4, 7, 7, nil, 1, 1])
        // A sliver of a viewport over b's content, then one over c's header only.
        #expect(harness.engine.visibleSection(atOffset: 100, viewportHeight: 10) == 1)
        #expect(harness.engine.visibleSection(atOffset: 185, viewportHeight: 10) == nil)
        #expect(harness.engine.visibleSection(atOffset: 0, viewportHeight: 0) == nil)
        let closed = try Self.harness(Self.names, open: [])
        #expect(closed.engine.visibleSection(atOffset: 0, viewportHeight: 600) == nil)
    }

    @Test("mid-flight a section heading open counts from its first frame, one heading closed doesn't")
    func visibleMidFlight() throws {
        var harness = try Self.harness(Self.names, open: [1, 4, 7])
        var visible: [Int?] = [harness.engine.visibleSection(atOffset: 0, viewportHeight: 600)]
        func record(_ event: StackEvent) throws {
            try harness.send(event)
            visible.append(harness.engine.visibleSection(atOffset: 0, viewportHeight: 600))
        }
        try record(.tap(1))
        try record(.tap(2))
        try record(.tick(0.5))
        try record(.tap(2))
        try record(.tick(1))
        #expect(visible == [1, 4, 2, 2, 4, 4])
    }

    @Test("the visible child changes only when another element's child comes to the top: scrolling, closing, not a data change that keeps the reader's place")
    func visibleChildChanges() throws {
        var harness = try Self.harness(Self.names, open: [1, 4, 7])
        var offset: CGFloat = 0
        var log: [String?] = []
        func note() {
            let name = harness.engine.visibleSection(atOffset: offset, viewportHeight: 200).flatMap { harness.engine.child(at: $0)?.name }
            if log.isEmpty || log.last != name { log.append(name) }
        }
        func scroll(to newOffset: CGFloat) throws {
            offset = newOffset
            try harness.send(.scroll(to: offset))
            note()
        }
        note()
        try scroll(to: 200)
        // An element inserted above: the reader's section keeps its place, e stays the visible child.
        let anchor = try #require(harness.engine.scrollAnchor(atOffset: offset))
        let change = harness.source.change(to: ["x"] + Self.names)
        guard case .dataChanged(let difference) = change else { preconditionFailure("not a data change") }
        try harness.send(change.expansionEvent)
        try scroll(to: harness.engine.offset(keeping: try #require(anchor.following(difference)), viewportHeight: 200))
        #expect(offset == 240)
        // Closing e leaves no open content in view, until h's scrolls in.
        try harness.send(.tap(5))
        note()
        try harness.send(.tick(1))
        note()
        try scroll(to: 300)
        #expect(log == ["b", "e", nil, "h"])
    }
}
