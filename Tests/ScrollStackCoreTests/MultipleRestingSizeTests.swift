import Foundation
import Testing
@testable import ScrollStackCore

/// What a section's child hears before a rotation: the size its content takes, open and at rest, in
/// the new size — the same as the layout gives it after the resize.
@Suite("Multiple expansion: a child's size in the container's next size")
struct MultipleRestingSizeTests {
    @Test("filled sections, insets and a section of its own height: the size before the resize is the frame after it", arguments: [
        CGSize(width: 600, height: 320), CGSize(width: 320, height: 600), CGSize(width: 200, height: 90),
    ])
    func matchesLayoutAfterResize(size: CGSize) throws {
        var configuration = MultipleExpansionAnchorTests.filling()
        configuration.contentInsets = LayoutInsets(top: 10, left: 16, bottom: 20, right: 8)
        var harness = try MultipleExpansionAnchorTests.harness(["a", "b", "c", "d"], configuration: configuration, size: CGSize(width: 320, height: 600), open: [0, 2, 3])
        try harness.send(.contentHeightChanged(index: 3, height: 75))
        let before = [0, 2, 3].map { harness.engine.expansionLayout.restingContentSize(at: $0, inContainerOf: size) }
        try harness.send(.resize(size))
        let after = try [0, 2, 3].map { try #require(harness.engine.expansionLayout.content(at: $0)).frame.size }
        #expect(before == after)
        #expect(before[2] == CGSize(width: size.width - 24, height: 75))
    }

    @Test("an index out of range stops with a message naming it")
    func badIndex() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let layout = StackEngine<FakeChild>(multipleWith: StackConfiguration()).expansionLayout
            _ = layout.restingContentSize(at: 3, inContainerOf: CGSize(width: 320, height: 600))
        }
        #expect(crashOutput(result).contains("restingContentSize"))
        #expect(crashOutput(result).contains("3"))
    }
}
