import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Paging layout")
struct PagingLayoutTests {
    let insets = LayoutInsets(top: 10, left: 20, bottom: 0, right: 20)

    @Test("at rest the current page fills the inset rect and its neighbours sit beside it")
    func resting() {
        let layout = PagingLayout(size: CGSize(width: 390, height: 844), insets: insets, pageCount: 8)
        let position = PagingPosition.resting(at: 3)
        #expect((1...5).map { layout.pageFrame(at: $0, position: position) } == [
            CGRect(x: -680, y: 10, width: 350, height: 834),
            CGRect(x: -330, y: 10, width: 350, height: 834),
            CGRect(x: 20, y: 10, width: 350, height: 834),
            CGRect(x: 370, y: 10, width: 350, height: 834),
            CGRect(x: 720, y: 10, width: 350, height: 834),
        ])
    }

    @Test("a pan a quarter of the way to the next page (a higher index slides right to left)")
    func panForward() {
        let layout = PagingLayout(size: CGSize(width: 390, height: 844), insets: insets, pageCount: 8)
        let position = PagingPosition(current: 3, target: 4, progress: 0.25)
        #expect(layout.pageFrame(at: 3, position: position) == CGRect(x: -67.5, y: 10, width: 350, height: 834))
        #expect(layout.pageFrame(at: 4, position: position) == CGRect(x: 282.5, y: 10, width: 350, height: 834))
        var visible: [Int] = []
        layout.forEachVisiblePage(at: position) { index, _ in visible.append(index) }
        #expect(visible == [3, 4])
    }

    @Test("right to left mirrors every position")
    func rightToLeft() {
        let layout = PagingLayout(size: CGSize(width: 390, height: 844), insets: insets, pageCount: 8, layoutDirection: .rightToLeft)
        let position = PagingPosition(current: 3, target: 4, progress: 0.25)
        #expect(layout.pageFrame(at: 3, position: position) == CGRect(x: 107.5, y: 10, width: 350, height: 834))
        #expect(layout.pageFrame(at: 4, position: position) == CGRect(x: -242.5, y: 10, width: 350, height: 834))
        #expect(layout.pageFrame(at: 2, position: .resting(at: 3)) == CGRect(x: 370, y: 10, width: 350, height: 834))
    }

    @Test("backward moves come in from the left")
    func backward() {
        let layout = PagingLayout(size: CGSize(width: 100, height: 50), pageCount: 8)
        let position = PagingPosition(current: 3, target: 2, progress: 0.5)
        #expect(layout.pageFrame(at: 3, position: position).minX == CGFloat(50))
        #expect(layout.pageFrame(at: 2, position: position).minX == CGFloat(-50))
        #expect(TransitionDirection(from: 3, to: 2).enteringEdge(in: .leftToRight) == .left)
        #expect(TransitionDirection(from: 3, to: 4).enteringEdge(in: .leftToRight) == .right)
        #expect(TransitionDirection(from: 3, to: 4).enteringEdge(in: .rightToLeft) == .left)
    }

    @Test("a jump over several pages slides only the two ends on screen", arguments: [0.0, 0.3, 0.7, 1.0])
    func jumpKeepsMiddlePagesOffScreen(progress: Double) {
        let layout = PagingLayout(size: CGSize(width: 100, height: 50), pageCount: 8)
        let position = PagingPosition(current: 1, target: 5, progress: progress)
        #expect(abs(layout.pageFrame(at: 1, position: position).minX - CGFloat(-100 * progress)) < 1e-9)
        #expect(abs(layout.pageFrame(at: 5, position: position).minX - CGFloat(100 * (1 - progress))) < 1e-9)
        for index in [0, 2, 3, 4, 6, 7] {
            let frame = layout.pageFrame(at: index, position: position)
            #expect(frame.maxX <= 1e-9 || frame.minX >= 100 - 1e-9, "page \(index) at \(progress) is on screen: \(frame)")
        }
    }

    @Test("a pull past the last page moves only the current page, by the rubber-banded amount")
    func pullPastEnd() {
        let layout = PagingLayout(size: CGSize(width: 100, height: 50), pageCount: 3)
        let position = PagingPosition(current: 2, target: nil, direction: .forward, progress: 0.2)
        #expect(layout.pageFrame(at: 2, position: position).minX == CGFloat(-20))
        var visible: [Int] = []
        layout.forEachVisiblePage(at: position) { index, _ in visible.append(index) }
        #expect(visible == [2])
    }
}
