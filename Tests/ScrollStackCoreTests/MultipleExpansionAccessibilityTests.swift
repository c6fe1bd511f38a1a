import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Multiple expansion and VoiceOver: the single-mode focus rule, every open section reachable")
struct MultipleExpansionAccessibilityTests {
    private func loaded() throws -> MultiHarness {
        var harness = MultiHarness(["a", "b", "c", "d"])
        try harness.loadAndAppear()
        return harness
    }

    @Test("a header the user activated keeps the cursor once its section comes to rest, not before")
    func tapKeepsCursorOnHeader() throws {
        var harness = try loaded()
        var rule = AccessibilityFocusRule()
        #expect(rule.handle(.requested(.header(2)), engine: harness.engine, cursor: .header(2)).isEmpty)
        try harness.send(.tap(2))
        #expect(rule.handle(.requestHandled, engine: harness.engine, cursor: .header(2)).isEmpty)
        try harness.send(.tick(0.5))
        // Still moving: nothing yet.
        #expect(rule.handle(.transitionEnded(from: nil, to: 2, completed: true), engine: harness.engine, cursor: .header(2)).isEmpty)
        try harness.send(.tick(0.5))
        #expect(rule.handle(.transitionEnded(from: nil, to: 2, completed: true), engine: harness.engine, cursor: .header(2)) == [.layoutChanged(focus: .header(2))])
        #expect(rule.pendingCause == nil)
    }

    @Test("the app's changes post nothing while the cursor is on something still there")
    func programmaticIsQuiet() throws {
        var harness = try loaded()
        var rule = AccessibilityFocusRule()
        try harness.send(.setExpanded(true, at: 0, animated: false))
        #expect(rule.handle(.transitionEnded(from: nil, to: 0, completed: true), engine: harness.engine, cursor: .elsewhere).isEmpty)
        try harness.send(.setExpanded(true, at: 1, animated: false))
        // Inside section 0, which stays open while section 1 opens.
        #expect(rule.handle(.transitionEnded(from: nil, to: 1, completed: true), engine: harness.engine, cursor: .child(0)).isEmpty)
        #expect(rule.handle(.transitionEnded(from: nil, to: 1, completed: true), engine: harness.engine, cursor: .header(3)).isEmpty)
    }

    @Test("the app closing the section the cursor was in moves it to that section's header")
    func strandedCursorGoesToHeader() throws {
        var harness = try loaded()
        var rule = AccessibilityFocusRule()
        try harness.send(.setExpanded(true, at: 1, animated: false))
        try harness.send(.setExpanded(true, at: 3, animated: false))
        try harness.send(.setExpanded(false, at: 1, animated: false))
        #expect(rule.handle(.transitionEnded(from: 1, to: nil, completed: true), engine: harness.engine, cursor: .lost) == [.layoutChanged(focus: .header(1))])
        try harness.send(.setExpanded(false, at: 3, animated: false))
        #expect(rule.handle(.transitionEnded(from: 3, to: nil, completed: true), engine: harness.engine, cursor: .child(3)) == [.layoutChanged(focus: .header(3))])
    }

    @Test("a vetoed tap changes nothing and leaves no cause: a later change by the app is answered as the app's")
    func vetoedTapDropsCause() throws {
        var harness = try loaded()
        var rule = AccessibilityFocusRule()
        _ = rule.handle(.requested(.header(1)), engine: harness.engine, cursor: .header(1))
        _ = rule.handle(.requestHandled, engine: harness.engine, cursor: .header(1))
        #expect(rule.pendingCause == nil)
        try harness.send(.setExpanded(true, at: 2, animated: false))
        #expect(rule.handle(.transitionEnded(from: nil, to: 2, completed: true), engine: harness.engine, cursor: .header(1)).isEmpty)
    }

    @Test("a header removed by a data change before its section rests falls back to the app's rule")
    func removedHeaderFallsBack() throws {
        var harness = try loaded()
        var rule = AccessibilityFocusRule()
        _ = rule.handle(.requested(.header(3)), engine: harness.engine, cursor: .header(3))
        try harness.send(.tap(3))
        _ = rule.handle(.requestHandled, engine: harness.engine, cursor: .header(3))
        let event = harness.source.change(to: ["a", "b", "c"])
        guard case .dataChanged(let change) = event else { Issue.record("not a data change"); return }
        try harness.send(.dataChanged(change))
        #expect(rule.handle(.dataChanged(change, cursorBefore: .header(3), selectionBefore: nil), engine: harness.engine, cursor: .lost) == [.layoutChanged(focus: .header(2))])
        #expect(rule.pendingCause == .programmatic)
    }
}
