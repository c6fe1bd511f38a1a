import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Nesting: an accordion inside a section")
struct NestedAccordionTests {
    @Test("the inner accordion's content height sizes the outer section frame by frame while inner sections open and close")
    func innerTransitionsResizeTheOuterSection() throws {
        var outerConfiguration = StackConfiguration()
        outerConfiguration.headerHeight = 50
        outerConfiguration.accordionContentMode = .fit(height: 300)
        let outerSource = StaticSource(["Account", "Notifications", "About"])
        var outer = StackEngine<FakeChild>(configuration: outerConfiguration, size: CGSize(width: 320, height: 800), selectedIndex: 1)
        _ = outer.handle(.reload, source: outerSource)
        _ = outer.handle(.containerWillAppear(animated: false), source: outerSource)
        _ = outer.handle(.containerDidAppear, source: outerSource)

        var inner = MultiHarness(["Sounds", "Badges", "Banners"])
        try inner.loadAndAppear()
        func report() -> [ContainerStep<String>] {
            outer.handle(.contentHeightChanged(index: 1, height: inner.engine.expansionLayout.contentSize.height), source: outerSource).map { $0.map(\.name) }
        }
        // Three closed inner headers of 40 points: the outer section is 120 tall.
        #expect(report() == [.setFrame("Notifications", CGRect(x: 0, y: 100, width: 320, height: 120))])
        #expect(outer.accordionLayout.headerFrame(at: 2).minY == 220)
        try inner.send(.tap(0))
        try inner.send(.tap(2))
        var outerHeights: [CGFloat] = []
        var nextHeaders: [CGFloat] = []
        for _ in 0..<4 {
            try inner.send(.tick(0.25))
            _ = report()
            outerHeights.append(outer.frameForChild(at: 1).height)
            nextHeaders.append(outer.accordionLayout.headerFrame(at: 2).minY)
        }
        // Two inner sections of 100 points unroll together: 50 points more every quarter second.
        #expect(outerHeights == [170, 220, 270, 320])
        #expect(nextHeaders == [270, 320, 370, 420])
        try inner.send(.collapseAll(animated: true))
        try inner.send(.tick(0.5))
        #expect(report() == [.setFrame("Notifications", CGRect(x: 0, y: 100, width: 320, height: 220))])
        try inner.send(.tick(0.5))
        #expect(report() == [.setFrame("Notifications", CGRect(x: 0, y: 100, width: 320, height: 120))])
        #expect(outer.accordionLayout.contentSize.height == CGFloat(3 * 50 + 120))
    }
}
