import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Disappearing children: who gives up the keyboard as a disappearance ends")
struct DisappearingChildrenTests {
    private func ends(_ steps: [ContainerStep<String>]) -> [Bool] {
        var children = DisappearingChildren<String>()
        return steps.map { children.follow($0) }
    }

    @Test("a page swap: only the page that disappeared ends a disappearance")
    func swap() {
        let steps: [ContainerStep<String>] = [
            .beginAppearance("a", isAppearing: false, animated: true), .beginAppearance("b", isAppearing: true, animated: true),
            .endAppearance("a"), .endAppearance("b"),
        ]
        #expect(ends(steps) == [false, false, true, false])
    }

    @Test("a cancelled swipe: the outgoing page appears again and ends no disappearance; the incoming one's does")
    func cancelled() {
        let steps: [ContainerStep<String>] = [
            .beginAppearance("a", isAppearing: false, animated: true), .beginAppearance("b", isAppearing: true, animated: true),
            .beginAppearance("b", isAppearing: false, animated: true), .beginAppearance("a", isAppearing: true, animated: true),
            .endAppearance("b"), .endAppearance("a"),
        ]
        #expect(ends(steps) == [false, false, false, false, true, false])
    }

    @Test("a child removed mid-disappearance is forgotten; its later end is no disappearance's, and other steps end none")
    func removed() {
        let steps: [ContainerStep<String>] = [
            .beginAppearance("a", isAppearing: false, animated: false), .willMoveToNilParent("a"), .removeView("a"),
            .removeFromParent("a"), .endAppearance("a"), .addChild("a"), .setFrame("a", .zero), .didMoveToParent("a"),
        ]
        #expect(ends(steps) == Array(repeating: false, count: steps.count))
        var children = DisappearingChildren<String>()
        _ = children.follow(.beginAppearance("c", isAppearing: false, animated: true))
        _ = children.follow(.beginAppearance("d", isAppearing: false, animated: true))
        _ = children.follow(.removeFromParent("c"))
        #expect(children.ids == ["d"])
    }
}
