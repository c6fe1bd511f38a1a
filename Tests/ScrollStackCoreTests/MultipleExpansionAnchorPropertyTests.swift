import Foundation
import Testing
@testable import ScrollStackCore

/// The anchor rule over random open sets, motions, offsets and sizes.
@Suite("Multiple expansion: the reader's anchor, randomized")
struct MultipleExpansionAnchorPropertyTests {
    @Test("after a resize the anchor's section is where it was on screen, unless the offset had to stop at an end of the content", arguments: 0..<40)
    func resizeKeepsAnchor(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let count = Int.random(in: 1...30, using: &random)
        let names = (0..<count).map { "S\($0)" }
        var configuration = MultipleExpansionAnchorTests.filling()
        configuration.minimumFillContentHeight = CGFloat(Int.random(in: 0...150, using: &random))
        var harness = MultiHarness(names, configuration: configuration, size: CGSize(width: 320, height: CGFloat(Int.random(in: 200...900, using: &random))))
        try harness.loadAndAppear()
        for index in 0..<count where Bool.random(using: &random) {
            try harness.send(.setExpanded(true, at: index, animated: false))
        }
        for _ in 0..<6 {
            if Bool.random(using: &random) {
                try harness.send(.tap(Int.random(in: 0..<count, using: &random)))
                try harness.send(.tick(Double.random(in: 0...0.9, using: &random)))
            }
            let viewport = harness.engine.expansionLayout.size.height
            try harness.send(.scroll(to: harness.engine.expansionLayout.clampedOffset(CGFloat(Int.random(in: 0...4000, using: &random)), viewportHeight: viewport)))
            // A scroll within half a point of a reveal under way leaves the reveal its offset.
            let offset = harness.engine.scrollOffset
            let anchor = try #require(harness.engine.scrollAnchor(atOffset: offset))
            let onScreen = harness.engine.expansionLayout.headerFrame(at: anchor.index).minY - offset
            let size = CGSize(width: CGFloat(Int.random(in: 200...900, using: &random)), height: CGFloat(Int.random(in: 200...900, using: &random)))
            try harness.send(.resize(size))
            let kept = harness.engine.scrollOffset
            let layout = harness.engine.expansionLayout
            let maxOffset = max(0, layout.contentSize.height - size.height)
            let stillOnScreen = layout.headerFrame(at: anchor.index).minY - kept
            #expect(kept >= 0 && kept <= maxOffset, "seed \(seed)")
            #expect(abs(stillOnScreen - onScreen) < 1e-6 || kept == 0 || kept == maxOffset, "seed \(seed): \(onScreen) → \(stillOnScreen) at \(kept) of \(maxOffset)")
            // The live children are those of the new viewport: the sections with content in view there.
            let inView = layout.visibleSections(in: CGRect(x: 0, y: kept, width: size.width, height: size.height)).filter { layout.hasContent(at: $0) }
            #expect(Set(harness.engine.liveChildren.keys) == Set(inView), "seed \(seed)")
        }
    }
}
