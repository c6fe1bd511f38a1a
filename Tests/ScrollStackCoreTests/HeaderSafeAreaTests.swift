import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Header decoration in landscape: an inset group keeps its margin from the side safe areas")
struct HeaderSafeAreaTests {
    /// A landscape phone's header, 844 wide, with the notch's 47 points on `left` or `right`.
    func decorations(notchOnLeft: Bool, direction: StackLayoutDirection, corners: HeaderCornerStyle = .insetGrouped(radius: 10, margin: 16)) -> [HeaderDecoration] {
        let safeArea = LayoutInsets(top: 0, left: notchOnLeft ? 47 : 0, bottom: 21, right: notchOnLeft ? 0 : 47)
        return (0..<3).map {
            HeaderDecoration(
                index: $0, count: 3, isExpanded: false, size: CGSize(width: 844, height: 44), corners: corners,
                separators: .between, separatorInset: 20, separatorThickness: 0.5, layoutDirection: direction, safeArea: safeArea
            )
        }
    }

    @Test("the card starts its margin past the notch, on the notch's physical side, in both directions", arguments: [StackLayoutDirection.leftToRight, .rightToLeft])
    func cardAvoidsTheNotch(direction: StackLayoutDirection) {
        let notchLeft = decorations(notchOnLeft: true, direction: direction)
        let cardLeft = CGRect(x: 63, y: 0, width: 765, height: 44)
        #expect(notchLeft.map(\.backgroundFrame) == [cardLeft, cardLeft, cardLeft])
        let notchRight = decorations(notchOnLeft: false, direction: direction)
        let cardRight = CGRect(x: 16, y: 0, width: 765, height: 44)
        #expect(notchRight.map(\.backgroundFrame) == [cardRight, cardRight, cardRight])
        #expect(notchLeft.map(\.roundedCorners) == [.top, [], .bottom])
    }

    @Test("the separators stay inside the card, their inset at the leading edge")
    func separatorsInsideTheCard() {
        let ltr = decorations(notchOnLeft: true, direction: .leftToRight)
        let ltrLine = CGRect(x: 83, y: 43.5, width: 745, height: 0.5)
        #expect(ltr.map(\.separatorFrames) == [[ltrLine], [ltrLine], []])
        let rtl = decorations(notchOnLeft: true, direction: .rightToLeft)
        let rtlLine = CGRect(x: 63, y: 43.5, width: 745, height: 0.5)
        #expect(rtl.map(\.separatorFrames) == [[rtlLine], [rtlLine], []])
    }

    @Test("plain rows fill the header, safe areas and all")
    func plainRowsIgnoreTheSafeArea() {
        let plain = decorations(notchOnLeft: true, direction: .leftToRight, corners: .plain)
        #expect(plain.map(\.backgroundFrame) == Array(repeating: CGRect(x: 0, y: 0, width: 844, height: 44), count: 3))
    }

    @Test("safe areas and margins wider than the header share it out and leave an empty card")
    func oversizedSafeAreas() {
        let squeezed = HeaderDecoration(
            index: 0, count: 1, isExpanded: false, size: CGSize(width: 100, height: 44),
            corners: .insetGrouped(radius: 10, margin: 20), safeArea: LayoutInsets(top: 0, left: 130, bottom: 0, right: 30)
        )
        #expect(squeezed.backgroundFrame == CGRect(x: 75, y: 0, width: 0, height: 44))
        #expect(squeezed.cornerRadius == 0)
        let broken = HeaderDecoration(
            index: 0, count: 1, isExpanded: false, size: CGSize(width: 100, height: 44),
            corners: .insetGrouped(radius: 10, margin: 20), safeArea: LayoutInsets(top: 0, left: .nan, bottom: 0, right: -.infinity)
        )
        #expect(broken.backgroundFrame == CGRect(x: 20, y: 0, width: 60, height: 44))
    }
}
