import Foundation
import Testing
@testable import ScrollStackCore

@Suite("An alert's handlers in its actions' order, and when its card is sized again")
struct AlertOrderTests {
    @Test("values follow the actions' order: the cancel action's last, the others as they came")
    func inActionOrder() {
        #expect(AlertContent.inActionOrder(["cancel", "delete", "save"], styles: [.cancel, .destructive, .default]) == ["delete", "save", "cancel"])
        #expect(AlertContent.inActionOrder([1, 2, 3], styles: [.default, .cancel, .default]) == [1, 3, 2])
        #expect(AlertContent.inActionOrder([1, 2], styles: [.destructive, .default]) == [1, 2])
        #expect(AlertContent.inActionOrder([Int](), styles: []) == [])
    }

    @Test("the handlers' order is the order of the content's actions")
    func handlersMatchActions() {
        let given: [AlertContent.Action] = [.init(title: "Cancel", style: .cancel), .init(title: "Delete", style: .destructive), .init(title: "Keep")]
        let content = AlertContent(title: "Delete draft?", message: nil, actions: given)
        #expect(AlertContent.inActionOrder(given.map(\.title), styles: given.map(\.style)) == content.actions.map(\.title))
        #expect(content.actions.map(\.title) == ["Delete", "Keep", "Cancel"])
    }

    @Test("a card is sized again past half a point either way, or when its scrolling changes")
    func differs() {
        let card = AlertCardSizing.Result(size: CGSize(width: 270, height: 140), contentScrolls: false)
        let sizes = [
            CGSize(width: 270, height: 140), CGSize(width: 270.5, height: 139.5), CGSize(width: 270.6, height: 140),
            CGSize(width: 270, height: 139.4), CGSize(width: 0, height: 0),
        ]
        #expect(sizes.map { card.differs(fromSize: $0, contentScrolls: false) } == [false, false, true, true, true])
        #expect(sizes.map { card.differs(fromSize: $0, contentScrolls: true) } == [true, true, true, true, true])
    }

    @Test("values and actions of different counts") func mismatchedCounts() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = AlertContent.inActionOrder([1, 2], styles: [.cancel])
        }
        #expect(crashOutput(result).contains("AlertContent: 2 values for 1 actions"))
    }
}
