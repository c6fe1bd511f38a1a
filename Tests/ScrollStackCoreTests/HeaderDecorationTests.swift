import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Header decoration: inset-grouped corners, separators, content layout, words")
struct HeaderDecorationTests {
    let size = CGSize(width: 320, height: 44)

    /// Every header of a four-section list, with section `expanded` open.
    func decorations(
        expanded: Int?,
        corners: HeaderCornerStyle = .plain,
        separators: HeaderSeparatorStyle = .none,
        inset: CGFloat = 0,
        direction: StackLayoutDirection = .leftToRight,
        count: Int = 4
    ) -> [HeaderDecoration] {
        (0..<count).map {
            HeaderDecoration(index: $0, count: count, isExpanded: $0 == expanded, size: size, corners: corners, separators: separators, separatorInset: inset, separatorThickness: 0.5, layoutDirection: direction)
        }
    }

    @Test("inset grouped: the first header rounds its top, the last rounds its bottom only while collapsed")
    func groupedCorners() {
        let card = CGRect(x: 16, y: 0, width: 288, height: 44)
        let collapsed = decorations(expanded: nil, corners: .insetGrouped(radius: 10, margin: 16))
        #expect(collapsed.map(\.roundedCorners) == [.top, [], [], .bottom])
        #expect(collapsed.map(\.cornerRadius) == [10, 0, 0, 10])
        #expect(collapsed.map(\.backgroundFrame) == [card, card, card, card])
        // The last section open: its content continues the group, so its header stays square below.
        let lastOpen = decorations(expanded: 3, corners: .insetGrouped(radius: 10, margin: 16))
        #expect(lastOpen.map(\.roundedCorners) == [.top, [], [], []])
        #expect(lastOpen.map(\.cornerRadius) == [10, 0, 0, 0])
        // A single collapsed header is the whole group.
        let lone = decorations(expanded: nil, corners: .insetGrouped(radius: 10, margin: 16), count: 1)
        #expect(lone.map(\.roundedCorners) == [[.top, .bottom]])
    }

    @Test("plain rows fill the header with square corners")
    func plainCorners() {
        let plain = decorations(expanded: 1)
        #expect(plain.map(\.roundedCorners) == [[], [], [], []])
        #expect(plain.map(\.backgroundFrame) == Array(repeating: CGRect(x: 0, y: 0, width: 320, height: 44), count: 4))
    }

    @Test("a radius larger than half the header, or margins wider than it, are clamped")
    func clampedCorners() {
        let big = HeaderDecoration(index: 0, count: 2, isExpanded: false, size: size, corners: .insetGrouped(radius: 100, margin: 16))
        #expect(big.cornerRadius == 22)
        let wide = HeaderDecoration(index: 0, count: 2, isExpanded: false, size: size, corners: .insetGrouped(radius: 10, margin: 500))
        #expect(wide.backgroundFrame == CGRect(x: 160, y: 0, width: 0, height: 44))
        #expect(wide.cornerRadius == 0)
        let broken = HeaderDecoration(index: 0, count: 2, isExpanded: false, size: CGSize(width: CGFloat.nan, height: -4), corners: .insetGrouped(radius: .infinity, margin: -3), separators: .all)
        #expect(broken == HeaderDecoration(index: 0, count: 2, isExpanded: false, size: .zero, corners: .insetGrouped(radius: 0, margin: 0), separators: .all))
        #expect(broken.separatorFrames == [])
    }

    @Test("separators between rows stop at the end of the list; all adds full-width top and bottom edges")
    func separators() {
        let between = decorations(expanded: nil, separators: .between, inset: 20)
        let under = CGRect(x: 20, y: 43.5, width: 300, height: 0.5)
        #expect(between.map(\.separatorFrames) == [[under], [under], [under], []])
        let all = decorations(expanded: nil, separators: .all, inset: 20)
        #expect(all.map(\.separatorFrames) == [
            [CGRect(x: 0, y: 0, width: 320, height: 0.5), under],
            [under],
            [under],
            [CGRect(x: 0, y: 43.5, width: 320, height: 0.5)],
        ])
        // The last section open: its header keeps the inset separator above its content.
        let lastOpen = decorations(expanded: 3, separators: .between, inset: 20)
        #expect(lastOpen.map(\.separatorFrames) == [[under], [under], [under], [under]])
        #expect(decorations(expanded: nil, separators: .none).allSatisfy { $0.separatorFrames.isEmpty })
    }

    @Test("right to left, the separator's inset is on the right; inset grouped, it is inside the card")
    func rightToLeftSeparators() {
        let rtl = decorations(expanded: nil, corners: .insetGrouped(radius: 10, margin: 16), separators: .between, inset: 20, direction: .rightToLeft)
        let under = CGRect(x: 16, y: 43.5, width: 268, height: 0.5)
        #expect(rtl.map(\.separatorFrames) == [[under], [under], [under], []])
        let ltr = decorations(expanded: nil, corners: .insetGrouped(radius: 10, margin: 16), separators: .between, inset: 20)
        #expect(ltr[0].separatorFrames == [CGRect(x: 36, y: 43.5, width: 268, height: 0.5)])
        // An inset wider than the card leaves an empty separator, never one reaching out of it.
        let huge = HeaderDecoration(index: 0, count: 2, isExpanded: false, size: size, separators: .between, separatorInset: 1000, separatorThickness: 1)
        #expect(huge.separatorFrames == [CGRect(x: 320, y: 43, width: 0, height: 1)])
    }

    @Test("a header out of range is a precondition naming the index and count")
    func outOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = HeaderDecoration(index: 4, count: 4, isExpanded: false, size: CGSize(width: 10, height: 10))
        }
        #expect(crashOutput(result).contains("HeaderDecoration: index 4 is outside 0..<4"))
    }

    @Test("image, text column and accessory in a row, mirrored right to left", arguments: [StackLayoutDirection.leftToRight, .rightToLeft])
    func contentRow(direction: StackLayoutDirection) {
        let frame = CGRect(x: 16, y: 0, width: 288, height: 60)
        let layout = HeaderContentLayout(frame: frame, padding: 16, imageSize: CGSize(width: 29, height: 29), accessorySize: CGSize(width: 12, height: 20), spacing: 12, layoutDirection: direction)
        let image = CGRect(x: 32, y: 15.5, width: 29, height: 29)
        let accessory = CGRect(x: 276, y: 20, width: 12, height: 20)
        let column = CGRect(x: 73, y: 0, width: 191, height: 60)
        func flip(_ rect: CGRect) -> CGRect {
            direction == .leftToRight ? rect : CGRect(x: frame.minX + frame.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        #expect(layout.imageFrame == flip(image))
        #expect(layout.accessoryFrame == flip(accessory))
        #expect(layout.textColumn == flip(column))
        let text = layout.textFrames(titleHeight: 20, subtitleHeight: 16, lineSpacing: 2)
        #expect(text.title == CGRect(x: flip(column).minX, y: 11, width: 191, height: 20))
        #expect(text.subtitle == CGRect(x: flip(column).minX, y: 33, width: 191, height: 16))
    }

    @Test("without image, accessory or subtitle the title fills the padded row and centres")
    func titleOnly() {
        let layout = HeaderContentLayout(frame: CGRect(x: 0, y: 0, width: 320, height: 44), padding: 16)
        #expect(layout.imageFrame == nil)
        #expect(layout.accessoryFrame == nil)
        #expect(layout.textColumn == CGRect(x: 16, y: 0, width: 288, height: 44))
        let text = layout.textFrames(titleHeight: 20, subtitleHeight: nil)
        #expect(text.title == CGRect(x: 16, y: 12, width: 288, height: 20))
        #expect(text.subtitle == nil)
        // A row too narrow for its parts gives the text no width, never a negative one.
        let narrow = HeaderContentLayout(frame: CGRect(x: 0, y: 0, width: 30, height: 44), padding: 16, imageSize: CGSize(width: 29, height: 29))
        #expect(narrow.textColumn.width == 0)
    }

    @Test("the height title and subtitle need grows with the text size", arguments: [
        (ContentSizeCategory.large, CGFloat(21), 59),
        (.accessibilityExtraExtraExtraLarge, 56, 132),
    ])
    func requiredHeight(category: ContentSizeCategory, titleHeight: CGFloat, expected: CGFloat) {
        // The subtitle's line scales with the category as the title's does.
        let subtitle = category.scaled(18)
        let height = HeaderContentLayout.requiredHeight(titleHeight: titleHeight, subtitleHeight: subtitle, lineSpacing: 2, verticalPadding: 9)
        #expect(height == expected)
        #expect(HeaderContentLayout.requiredHeight(titleHeight: 21, subtitleHeight: nil, verticalPadding: 8) == 37)
        #expect(HeaderContentLayout.requiredHeight(titleHeight: .nan, subtitleHeight: -3, lineSpacing: 2, verticalPadding: 8) == 18)
    }

    @Test("VoiceOver hears the subtitle after the title: General, Airplane mode and more, collapsed")
    func spokenSubtitle() {
        let position = AccessibilityPosition(index: 0, count: 5)
        let spoken = AccessibilityElementDescription.header(title: "General", subtitle: "Airplane mode and more", isExpanded: false, position: position)
        #expect(spoken == AccessibilityElementDescription(label: "General, Airplane mode and more", value: "collapsed, section 1 of 5", hint: "Expands the section"))
        let plain = AccessibilityElementDescription.header(title: "General", subtitle: "", isExpanded: true, position: position)
        #expect(plain == AccessibilityElementDescription.header(title: "General", isExpanded: true, position: position))
        let untitled = AccessibilityElementDescription.header(title: "", subtitle: "Airplane mode", isExpanded: false, position: position)
        #expect(untitled.label == "Airplane mode")
    }
}
