import Foundation
import Testing
@testable import ScrollStackCore

/// The sample strip's items with 10 points of padding on each side: contents 20, 60, 40, 80, 0, 30.
let paddedSampleItems = sampleWidths.map { TabItemWidths(normal: $0, selected: $0, content: $0 - 20) }

func paddedStrip(
    indicator: TabStripIndicatorStyle,
    alignment: TabStripAlignment = .centered,
    direction: StackLayoutDirection = .leftToRight,
    width: CGFloat = 200
) -> TabStripLayout {
    TabStripLayout(
        items: paddedSampleItems,
        size: CGSize(width: width, height: 44),
        configuration: TabStripConfiguration(spacing: 10, alignment: alignment, indicator: indicator, layoutDirection: direction)
    )
}

/// `frame` mirrored in the sample strip's 400-point content.
func mirrored(_ frame: CGRect) -> CGRect {
    CGRect(x: 400 - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
}

@Suite("Tab items: widths, content and indicator styles")
struct TabItemTests {
    let metrics = TabItemMetrics(padding: 10, imageSpacing: 6, badgeSpacing: 4, badgeHeight: 18, badgePadding: 5, dotDiameter: 8)
    let image = TabItemImage(size: CGSize(width: 20, height: 20))

    @Test("a tab's widths add image, title, badge and the gaps between the parts that are there")
    func widths() {
        let cases: [(TabItem, CGFloat, CGFloat?, CGFloat, TabItemWidths)] = [
            // Title 50: content 50.
            (TabItem(title: "News"), 50, nil, 0, TabItemWidths(normal: 70, selected: 70, content: 50)),
            // Selected title 56: the selected width and the content use it.
            (TabItem(title: "News"), 50, 56, 0, TabItemWidths(normal: 70, selected: 76, content: 56)),
            // Image 20 + 6 + title 50.
            (TabItem(title: "News", image: image), 50, nil, 0, TabItemWidths(normal: 96, selected: 96, content: 76)),
            // Title 50 + 4 + badge max(18, 7 + 10) = 18.
            (TabItem(title: "News", badgeValue: "3"), 50, nil, 7, TabItemWidths(normal: 92, selected: 92, content: 72)),
            // Image 20 + 6 + title 50 + 4 + badge 14 + 10 = 24.
            (TabItem(title: "News", image: image, badgeValue: "12"), 50, nil, 14, TabItemWidths(normal: 124, selected: 124, content: 104)),
            // Image 20 + 4 + dot 8: no title, no image gap.
            (TabItem(title: "", image: image, badgeValue: ""), 0, nil, 0, TabItemWidths(normal: 52, selected: 52, content: 32)),
            // An image whose selected variant is wider takes the wider slot.
            (TabItem(title: "", image: TabItemImage(size: CGSize(width: 20, height: 20), selectedSize: CGSize(width: 24, height: 18))), 0, nil, 0, TabItemWidths(normal: 44, selected: 44, content: 24)),
            // Nothing at all: the padding; a measured width for an empty title is ignored.
            (TabItem(title: ""), 30, nil, 0, TabItemWidths(normal: 20, selected: 20, content: 0)),
            // Bad measurements count as zero.
            (TabItem(title: "News", badgeValue: "3"), .nan, -.infinity, .infinity, TabItemWidths(normal: 42, selected: 42, content: 22)),
        ]
        #expect(cases.map { metrics.widths(of: $0.0, titleWidth: $0.1, selectedTitleWidth: $0.2, badgeTextWidth: $0.3) } == cases.map(\.4))
    }

    @Test("the layout lays items out at their widths through the prefix sums, and a badge change moves only the items after it")
    func itemsInPrefixSums() {
        let items = [TabItem(title: "News", badgeValue: "3"), TabItem(title: "Tech", image: image), TabItem(title: "Sport")]
        let titles: [CGFloat] = [50, 40, 60]
        var strip = TabStripLayout(
            items: zip(items, titles).map { metrics.widths(of: $0, titleWidth: $1, badgeTextWidth: 7) },
            size: CGSize(width: 400, height: 44),
            configuration: TabStripConfiguration(spacing: 8)
        )
        // Widths 92, 86, 80.
        #expect(allFrames(strip) == [tabFrame(0, 92), tabFrame(100, 86), tabFrame(194, 80)])
        strip.setWidths(metrics.widths(of: TabItem(title: "News", badgeValue: "128"), titleWidth: 50, badgeTextWidth: 21), at: 0)
        // Badge 31: width 105.
        #expect(allFrames(strip) == [tabFrame(0, 105), tabFrame(113, 86), tabFrame(207, 80)])
        let many = TabStripLayout(items: Array(repeating: TabItemWidths(normal: 92, selected: 96, content: 72), count: 100_000), size: sampleSize)
        #expect(many.itemFrame(at: 99_999) == tabFrame(96 * 99_999, 96))
        #expect(many.indicatorFrame(at: 99_998.5) == CGRect(x: 96 * 99_998.5, y: 42, width: 96, height: 2))
    }

    /// The sample strip's indicator at positions 0, 0.5, 1, 2.5, 4 and 5 for each style, left to right.
    static let positions = [0, 0.5, 1, 2.5, 4, 5]
    static let styles: [(TabStripIndicatorStyle, [CGRect?], CGFloat)] = [
        // Item frames: (0, 40), (25, 60), (50, 80), (175, 80), (320, 20), (350, 50); less 5 a side.
        (.underline(TabStripUnderline(width: .item, thickness: 2, horizontalInset: 5)), [
            CGRect(x: 5, y: 42, width: 30, height: 2), CGRect(x: 30, y: 42, width: 50, height: 2),
            CGRect(x: 55, y: 42, width: 70, height: 2), CGRect(x: 180, y: 42, width: 70, height: 2),
            CGRect(x: 325, y: 42, width: 10, height: 2), CGRect(x: 355, y: 42, width: 40, height: 2),
        ], 0),
        // Contents 20, 40 (half way), 60, 60 (half way), 0, 30, less 2 a side, centred; 4 above the bottom.
        (.underline(TabStripUnderline(width: .content, thickness: 3, horizontalInset: 2, bottomInset: 4, cornerRadius: 10)), [
            CGRect(x: 12, y: 37, width: 16, height: 3), CGRect(x: 37, y: 37, width: 36, height: 3),
            CGRect(x: 62, y: 37, width: 56, height: 3), CGRect(x: 187, y: 37, width: 56, height: 3),
            CGRect(x: 330, y: 37, width: 0, height: 3), CGRect(x: 362, y: 37, width: 26, height: 3),
        ], 1.5),
        // 24 wide, centred; never wider than the item (20 at position 4).
        (.underline(TabStripUnderline(width: .fixed(24), thickness: 2, cornerRadius: 1)), [
            CGRect(x: 8, y: 42, width: 24, height: 2), CGRect(x: 43, y: 42, width: 24, height: 2),
            CGRect(x: 78, y: 42, width: 24, height: 2), CGRect(x: 203, y: 42, width: 24, height: 2),
            CGRect(x: 320, y: 42, width: 20, height: 2), CGRect(x: 363, y: 42, width: 24, height: 2),
        ], 1),
        (.capsule(TabStripCapsule(height: 30, horizontalInset: 4)), [
            CGRect(x: 4, y: 7, width: 32, height: 30), CGRect(x: 29, y: 7, width: 52, height: 30),
            CGRect(x: 54, y: 7, width: 72, height: 30), CGRect(x: 179, y: 7, width: 72, height: 30),
            CGRect(x: 324, y: 7, width: 12, height: 30), CGRect(x: 354, y: 7, width: 42, height: 30),
        ], 15),
        (.none, [nil, nil, nil, nil, nil, nil], 0),
    ]

    /// The left-to-right offsets at ``positions`` for each alignment (``TabStripAlignment/visible(margin:)``
    /// scrolling from 0 each time).
    static let alignments: [(TabStripAlignment, [CGFloat])] = [
        (.centered, [0, 0, 0, 115, 200, 200]),
        (.leading, [0, 25, 50, 175, 200, 200]),
        (.visible(margin: 10), [0, 0, 0, 65, 150, 200]),
    ]

    @Test("every indicator style, left to right and right to left, at every alignment", arguments: [StackLayoutDirection.leftToRight, .rightToLeft])
    func indicatorStyles(direction: StackLayoutDirection) {
        for (style, frames, radius) in Self.styles {
            for (alignment, offsets) in Self.alignments {
                let strip = paddedStrip(indicator: style, alignment: alignment, direction: direction)
                let poses = Self.positions.map { strip.pose(at: $0, from: direction == .leftToRight ? 0 : 200) }
                let expectedFrames = direction == .leftToRight ? frames : frames.map { $0.map(mirrored) }
                let expectedOffsets = direction == .leftToRight ? offsets : offsets.map { 200 - $0 }
                #expect(poses.map(\.indicatorFrame) == expectedFrames, "\(style) \(alignment)")
                #expect(poses.map(\.contentOffset) == expectedOffsets, "\(style) \(alignment)")
                #expect(Self.positions.map { strip.indicatorFrame(at: $0) } == expectedFrames)
                #expect(strip.indicatorCornerRadius == radius)
            }
        }
    }

    @Test("a strip of zero or non-finite width scrolls to 0 at every alignment, holding or following", arguments: [CGFloat(0), .nan, .infinity, -20])
    func noWidth(width: CGFloat) {
        for (alignment, _) in Self.alignments {
            for direction in [StackLayoutDirection.leftToRight, .rightToLeft] {
                let strip = paddedStrip(indicator: .underline(thickness: 2), alignment: alignment, direction: direction, width: width)
                #expect(Self.positions.map { strip.contentOffset(at: $0, from: 50) } == [0, 0, 0, 0, 0, 0])
                #expect(Self.positions.map { strip.pose(at: $0, from: 50).contentOffset } == [0, 0, 0, 0, 0, 0])
                var scrolling = TabStripScrolling()
                scrolling.userDidScroll(to: 120, position: 2, selectedIndex: 2)
                #expect(scrolling.pose(in: strip, at: 2, selectedIndex: 2, currentOffset: 120).contentOffset == 0)
            }
        }
    }

    @Test("a tab's image, title and badge sit in a centred row, mirrored right to left")
    func contentLayout() {
        let item = TabItem(title: "News", image: image, badgeValue: "12")
        let frame = CGRect(x: 100, y: 0, width: 144, height: 44)
        // Row: image 20, gap 6, title 50, gap 4, badge 24 = 104, from 120 to 224.
        let ltr = TabItemContentLayout(item: item, frame: frame, titleSize: CGSize(width: 50, height: 20), badgeTextWidth: 14, metrics: metrics)
        #expect(ltr == TabItemContentLayout.expected(
            image: CGRect(x: 120, y: 12, width: 20, height: 20),
            title: CGRect(x: 146, y: 12, width: 50, height: 20),
            badge: CGRect(x: 200, y: 13, width: 24, height: 18)
        ))
        let rtl = TabItemContentLayout(item: item, frame: frame, titleSize: CGSize(width: 50, height: 20), badgeTextWidth: 14, metrics: metrics, layoutDirection: .rightToLeft)
        #expect(rtl == TabItemContentLayout.expected(
            image: CGRect(x: 204, y: 12, width: 20, height: 20),
            title: CGRect(x: 148, y: 12, width: 50, height: 20),
            badge: CGRect(x: 120, y: 13, width: 24, height: 18)
        ))
        let titleOnly = TabItemContentLayout(item: TabItem(title: "Tech"), frame: frame, titleSize: CGSize(width: 40, height: 20), metrics: metrics)
        #expect(titleOnly == TabItemContentLayout.expected(image: nil, title: CGRect(x: 152, y: 12, width: 40, height: 20), badge: nil))
        let dot = TabItemContentLayout(item: TabItem(title: "", image: image, badgeValue: ""), frame: frame, titleSize: .zero, metrics: metrics)
        // Row: image 20, gap 4, dot 8 = 32, from 156.
        #expect(dot == TabItemContentLayout.expected(image: CGRect(x: 156, y: 12, width: 20, height: 20), title: nil, badge: CGRect(x: 180, y: 18, width: 8, height: 8)))
    }
}

extension TabItemContentLayout {
    /// A layout with the given frames, for comparing whole layouts.
    static func expected(image: CGRect?, title: CGRect?, badge: CGRect?) -> TabItemContentLayout {
        var layout = TabItemContentLayout(item: TabItem(title: ""), frame: .zero, titleSize: .zero)
        layout.imageFrame = image
        layout.titleFrame = title
        layout.badgeFrame = badge
        return layout
    }
}
