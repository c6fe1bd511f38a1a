import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Multiple expansion: which contents VoiceOver reaches")
struct MultipleVoiceOverReachTests {
    @Test("open and opening sections are reachable; one rolling up is hidden until it leaves; none once all close")
    func closingHidden() throws {
        var harness = try MultipleExpansionAnchorTests.harness(["a", "b", "c", "d"], size: CGSize(width: 320, height: 600), open: [0, 2])
        #expect(harness.engine.indicesHiddenFromVoiceOver == [])
        try harness.send(.tap(2))
        try harness.send(.tap(1))
        try harness.send(.tick(0.1))
        #expect(Set(harness.engine.liveChildren.keys) == [0, 1, 2])
        #expect(harness.engine.indicesHiddenFromVoiceOver == [2])
        try harness.send(.tap(2))
        #expect(harness.engine.indicesHiddenFromVoiceOver == [])
        try harness.send(.collapseAll(animated: true))
        try harness.send(.tick(0.1))
        // Every section rolls up: every live content hides.
        #expect(!harness.engine.liveChildren.isEmpty)
        #expect(harness.engine.indicesHiddenFromVoiceOver == harness.engine.liveChildren.keys.sorted())
        try harness.send(.tick(5))
        #expect(harness.engine.liveChildren.isEmpty)
        #expect(harness.engine.indicesHiddenFromVoiceOver == [])
    }
}
