import Foundation
import ScrollStackCore
import Testing

/// The snippets of the article on several open sections, compiled and run.
@Suite("Several open sections: article snippets")
struct MultipleExpansionSnippetTests {
    struct Settings: ChildDataSource {
        let titles = ["Wi-Fi", "Bluetooth", "Sounds", "Display"]
        func numberOfChildren() -> Int { titles.count }
        func child(at index: Int, reusing pool: inout ReusePool<String>) -> String { titles[index] }
    }

    @Test("two sections open together, the first header pins, and the nested height reaches the outer section")
    func snippets() {
        var configuration = StackConfiguration()
        configuration.headerHeight = 44
        configuration.accordionContentMode = .fit(height: 120)
        configuration.expansion = .multiple
        var accordion = StackEngine<String>(configuration: configuration, size: CGSize(width: 390, height: 844))
        let settings = Settings()
        _ = accordion.handle(.reload, source: settings)
        _ = accordion.handle(.containerWillAppear(animated: false), source: settings)
        _ = accordion.handle(.containerDidAppear, source: settings)

        _ = accordion.handle(.tap(0), source: settings)
        let steps = accordion.handle(.tap(2), source: settings)
        // Wi-Fi keeps opening while Sounds starts: both unroll together.
        _ = accordion.handle(.tick(configuration.transitionDuration), source: settings)

        #expect(steps.first == .sectionsWillMove(opening: [2], closing: []))
        #expect(accordion.expandedIndices == [0, 2] && accordion.isAtRest)

        let scrolledTo: CGFloat = 100
        let pinned = accordion.expansionLayout.pinnedHeader(viewportTop: scrolledTo)
        let items = accordion.expansionLayout.visibleItems(in: CGRect(x: 0, y: scrolledTo, width: 390, height: 844),
                                                   pinningHeaders: true)

        #expect(pinned?.index == 0 && pinned?.frame == CGRect(x: 0, y: 100, width: 390, height: 44))
        #expect(items.contains(.header(index: 0, frame: CGRect(x: 0, y: 100, width: 390, height: 44))))

        var outer = StackEngine<String>(configuration: StackConfiguration(), mode: .accordion,
                                        size: CGSize(width: 390, height: 844), selectedIndex: 1)
        let outerSections = Settings()
        _ = outer.handle(.reload, source: outerSections)

        let nestedHeight = accordion.expansionLayout.contentSize.height
        let event = NestedContentHeight.event(index: 1, height: nestedHeight, innerIsMoving: !accordion.isAtRest)
        _ = outer.handle(event, source: outerSections)

        #expect(outer.frameForChild(at: 1).height == CGFloat(4 * 44 + 2 * 120))
    }
}
