import Foundation
import Testing
@testable import ScrollStackCore

/// The strip most tests use: six self-sizing items 10 points apart in a 200 × 44 strip.
///
/// Items start at 0, 50, 140, 210, 320, 350 and end at 40, 130, 200, 310, 340, 400; the content
/// is 400 wide and scrolls up to 200.
let sampleWidths: [CGFloat] = [40, 80, 60, 100, 20, 50]
let sampleSize = CGSize(width: 200, height: 44)

func sampleStrip(
    widths: [CGFloat] = sampleWidths,
    alignment: TabStripAlignment = .centered,
    direction: StackLayoutDirection = .leftToRight,
    indicator: TabStripIndicatorStyle = .underline(thickness: 2)
) -> TabStripLayout {
    TabStripLayout(
        normalWidths: widths,
        size: sampleSize,
        configuration: TabStripConfiguration(spacing: 10, alignment: alignment, indicator: indicator, layoutDirection: direction)
    )
}

/// A frame of the sample strip's full height.
func tabFrame(_ x: CGFloat, _ width: CGFloat) -> CGRect {
    CGRect(x: x, y: 0, width: width, height: 44)
}

/// The item frames of a layout, every item.
func allFrames(_ layout: TabStripLayout) -> [CGRect] {
    (0..<layout.count).map(layout.itemFrame(at:))
}

@Suite("Tab strip layout")
struct TabStripLayoutTests {
    @Test("self-sizing items are laid out one after another, spacing between them")
    func frames() {
        let strip = sampleStrip()
        #expect(allFrames(strip) == [tabFrame(0, 40), tabFrame(50, 80), tabFrame(140, 60), tabFrame(210, 100), tabFrame(320, 20), tabFrame(350, 50)])
        #expect(strip.contentSize == CGSize(width: 400, height: 44))
        #expect(strip.maximumContentOffset == 200)
    }

    @Test("half way between two items of different widths, the indicator is half way in position and width")
    func indicatorHalfWay() {
        let underline = sampleStrip()
        let capsule = sampleStrip(indicator: .capsule(height: 30))
        let positions = [0, 0.5, 1, 2.5, 3.25, 5]
        // Items 0...5 start at 0, 50, 140, 210, 320, 350 and are 40, 80, 60, 100, 20, 50 wide.
        let spans: [(x: CGFloat, width: CGFloat)] = [(0, 40), (25, 60), (50, 80), (175, 80), (237.5, 80), (350, 50)]
        #expect(positions.map { underline.indicatorFrame(at: $0) } == spans.map { CGRect(x: $0.x, y: 42, width: $0.width, height: 2) })
        #expect(positions.map { capsule.indicatorFrame(at: $0) } == spans.map { CGRect(x: $0.x, y: 7, width: $0.width, height: 30) })
    }

    @Test("the centred offset follows the indicator and is clamped at the first and last items")
    func centredOffsetClamped() {
        let strip = sampleStrip()
        let positions = [0, 0.5, 1, 2, 2.5, 3, 4, 4.5, 5]
        // Centres: 20, 55, 90, 170, 215, 260, 330, 352.5, 375; less half the strip (100), in 0...200.
        #expect(positions.map { strip.contentOffset(at: $0) } == [0, 0, 0, 70, 115, 160, 200, 200, 200])
    }

    @Test("the leading offset puts the item at the leading edge, clamped")
    func leadingOffset() {
        let strip = sampleStrip(alignment: .leading)
        #expect([0, 1, 1.5, 2, 3, 5].map { strip.contentOffset(at: $0) } == [0, 50, 95, 140, 200, 200])
    }

    @Test(".visible scrolls only as much as needed to show the item with its margin")
    func visibleScrollsTheMinimum() {
        let strip = sampleStrip(alignment: .visible(margin: 10))
        // Each step starts where the previous one ended, as a strip on screen would.
        var offset: CGFloat = 0
        var offsets: [CGFloat] = []
        for position in [1.0, 2, 3, 2, 4, 5, 3, 0] {
            offset = strip.contentOffset(at: position, from: offset)
            offsets.append(offset)
        }
        // 1 shows already; 2 needs its end (200) + 10 in view: 10; 3 (210...310): 120; 2 shows
        // at 120; 4 (320...340): 150; 5 (350...400): 200 (clamped); 3 shows; 0 (0...40): 0.
        #expect(offsets == [0, 10, 120, 120, 150, 200, 200, 0])
    }

    @Test(".visible shows the leading edge of an item wider than the strip")
    func visibleWideItem() {
        let ltr = sampleStrip(widths: [40, 300, 40], alignment: .visible(margin: 10))
        let rtl = sampleStrip(widths: [40, 300, 40], alignment: .visible(margin: 10), direction: .rightToLeft)
        #expect([ltr.contentOffset(at: 1, from: 0), rtl.contentOffset(at: 1, from: 0)] == [40, 160])
    }

    @Test("the visible items at an offset, with the emphasis of a position between two items")
    func visibleItems() {
        let strip = sampleStrip()
        #expect(strip.visibleItems(at: 2.25, contentOffset: 70) == [
            TabStripItem(index: 1, frame: tabFrame(50, 80), emphasis: 0),
            TabStripItem(index: 2, frame: tabFrame(140, 60), emphasis: 0.75),
            TabStripItem(index: 3, frame: tabFrame(210, 100), emphasis: 0.25),
        ])
        // An item that ends exactly where the viewport starts, or starts where it ends, is not on screen.
        #expect(strip.visibleItems(at: 0, contentOffset: 10).map(\.index) == [0, 1, 2])
        #expect(strip.visibleItems(at: 0, contentOffset: 130).map(\.index) == [2, 3, 4])
        #expect(strip.visibleItems(at: 0, contentOffset: 200).map(\.index) == [3, 4, 5])
    }

    @Test("emphasis changes no frame: items are as wide as the larger of their normal and selected widths")
    func emphasisLeavesFramesUnchanged() {
        let normal: [CGFloat] = [38, 80, 56, 100, 18, 50]
        let selected: [CGFloat] = [40, 76, 60, 96, 20, 48]
        let strip = TabStripLayout(normalWidths: normal, selectedWidths: selected, size: sampleSize, configuration: TabStripConfiguration(spacing: 10))
        #expect(strip == sampleStrip())
        let positions = stride(from: 0.0, through: 5, by: 0.125)
        var offset: CGFloat = 70
        let frameLists = positions.map { position in strip.visibleItems(at: position, contentOffset: offset).map(\.frame) }
        #expect(frameLists == Array(repeating: [tabFrame(50, 80), tabFrame(140, 60), tabFrame(210, 100)], count: frameLists.count))
        let emphases = [0.0, 1.5, 2, 2.75].map { position in strip.visibleItems(at: position, contentOffset: offset).map(\.emphasis) }
        #expect(emphases == [[0, 0, 0], [0.5, 0.5, 0], [0, 1, 0], [0, 0.25, 0.75]])
        offset = 0
        #expect(strip.visibleItems(at: 0, contentOffset: offset).map(\.frame) == strip.visibleItems(at: 1, contentOffset: offset).map(\.frame))
    }

    @Test("right to left mirrors every frame, the indicator's travel and the offset", arguments: [
        TabStripAlignment.centered, .leading, .visible(margin: 10),
    ])
    func rightToLeftMirrors(alignment: TabStripAlignment) {
        let ltr = sampleStrip(alignment: alignment)
        let rtl = sampleStrip(alignment: alignment, direction: .rightToLeft)
        func mirrored(_ frame: CGRect) -> CGRect {
            CGRect(x: 400 - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        }
        #expect(allFrames(rtl) == allFrames(ltr).map(mirrored))
        #expect(allFrames(rtl) == [tabFrame(360, 40), tabFrame(270, 80), tabFrame(200, 60), tabFrame(90, 100), tabFrame(60, 20), tabFrame(0, 50)])
        let positions = [0, 0.5, 1, 2.25, 3, 4.5, 5]
        #expect(positions.map { rtl.indicatorFrame(at: $0) } == positions.map { ltr.indicatorFrame(at: $0).map(mirrored) })
        var ltrOffset: CGFloat = 0
        var rtlOffset: CGFloat = 200
        var ltrSeen: [[TabStripItem]] = []
        var rtlSeen: [[TabStripItem]] = []
        for position in positions {
            ltrOffset = ltr.contentOffset(at: position, from: ltrOffset)
            rtlOffset = rtl.contentOffset(at: position, from: rtlOffset)
            #expect(rtlOffset == 200 - ltrOffset, "at \(position)")
            ltrSeen.append(ltr.visibleItems(at: position, contentOffset: ltrOffset))
            rtlSeen.append(rtl.visibleItems(at: position, contentOffset: rtlOffset))
        }
        let mirroredSeen = ltrSeen.map { items in items.map { TabStripItem(index: $0.index, frame: mirrored($0.frame), emphasis: $0.emphasis) } }
        #expect(rtlSeen == mirroredSeen)
    }

    @Test("insets: top and bottom shorten the items, left and right are physical edges")
    func insets() {
        let insets = LayoutInsets(top: 4, left: 16, bottom: 6, right: 8)
        let ltr = TabStripLayout(normalWidths: [100, 100], size: sampleSize, configuration: TabStripConfiguration(spacing: 10, insets: insets))
        let rtl = TabStripLayout(normalWidths: [100, 100], size: sampleSize, configuration: TabStripConfiguration(spacing: 10, insets: insets, layoutDirection: .rightToLeft))
        #expect(ltr.contentSize.width == 234)
        #expect(allFrames(ltr) == [CGRect(x: 16, y: 4, width: 100, height: 34), CGRect(x: 126, y: 4, width: 100, height: 34)])
        #expect(allFrames(rtl) == [CGRect(x: 126, y: 4, width: 100, height: 34), CGRect(x: 16, y: 4, width: 100, height: 34)])
        #expect(ltr.indicatorFrame(at: 0) == CGRect(x: 16, y: 36, width: 100, height: 2))
        let leading = TabStripLayout(normalWidths: [100, 100], size: sampleSize, configuration: TabStripConfiguration(spacing: 10, insets: insets, alignment: .leading))
        #expect([leading.contentOffset(at: 0), leading.contentOffset(at: 1)] == [0, 34])
    }

    @Test("when every item fits, the configured fit leaves, centres or fills the room", arguments: [
        (TabStripSizing.selfSizing, TabStripFit.leading, [CGRect(x: 0, y: 0, width: 40, height: 44), CGRect(x: 50, y: 0, width: 80, height: 44), CGRect(x: 140, y: 0, width: 60, height: 44)]),
        (.selfSizing, .center, [CGRect(x: 105, y: 0, width: 40, height: 44), CGRect(x: 155, y: 0, width: 80, height: 44), CGRect(x: 245, y: 0, width: 60, height: 44)]),
        (.selfSizing, .fill, [CGRect(x: 0, y: 0, width: 110, height: 44), CGRect(x: 120, y: 0, width: 150, height: 44), CGRect(x: 280, y: 0, width: 130, height: 44)]),
        (.equalWidths, .leading, [CGRect(x: 0, y: 0, width: 80, height: 44), CGRect(x: 90, y: 0, width: 80, height: 44), CGRect(x: 180, y: 0, width: 80, height: 44)]),
        (.equalWidths, .center, [CGRect(x: 75, y: 0, width: 80, height: 44), CGRect(x: 165, y: 0, width: 80, height: 44), CGRect(x: 255, y: 0, width: 80, height: 44)]),
        (.equalWidths, .fill, [CGRect(x: 0, y: 0, width: 130, height: 44), CGRect(x: 140, y: 0, width: 130, height: 44), CGRect(x: 280, y: 0, width: 130, height: 44)]),
    ])
    func fit(sizing: TabStripSizing, fit: TabStripFit, expected: [CGRect]) {
        let strip = TabStripLayout(
            normalWidths: [40, 80, 60],
            size: CGSize(width: 410, height: 44),
            configuration: TabStripConfiguration(spacing: 10, sizing: sizing, fit: fit)
        )
        #expect(allFrames(strip) == expected)
        #expect(strip.contentSize.width == 410)
        #expect([0, 1, 2].map { strip.contentOffset(at: $0) } == [0, 0, 0])
        #expect(strip.visibleItems(at: 1, contentOffset: 0) == expected.enumerated().map { TabStripItem(index: $0, frame: $1, emphasis: $0 == 1 ? 1 : 0) })
    }

    @Test("equal widths that don't fit scroll like self-sizing ones")
    func equalWidthsScroll() {
        let strip = TabStripLayout(normalWidths: sampleWidths, size: sampleSize, configuration: TabStripConfiguration(spacing: 10, sizing: .equalWidths))
        #expect(strip.contentSize.width == 650)
        #expect(strip.visibleItems(at: 3, contentOffset: strip.contentOffset(at: 3)).map(\.frame) == [tabFrame(220, 100), tabFrame(330, 100), tabFrame(440, 100)])
    }

    @Test("no items: no indicator, no visible item, offset 0")
    func noItems() {
        let strip = sampleStrip(widths: [])
        #expect(strip.count == 0)
        #expect(strip.contentSize == sampleSize)
        #expect(strip.indicatorFrame(at: 0) == nil)
        #expect(strip.contentOffset(at: 3, from: 50) == 0)
        #expect(strip.visibleItems(at: 0, contentOffset: 0) == [])
        #expect(strip.emphasis(ofItemAt: 0, at: 0) == 0)
    }

    @Test("one item: every position is that item", arguments: [-1, 0, 0.5, 3, .nan, .infinity])
    func oneItem(position: Double) {
        let strip = sampleStrip(widths: [60])
        #expect(strip.indicatorFrame(at: position) == CGRect(x: 0, y: 42, width: 60, height: 2))
        #expect(strip.contentOffset(at: position) == 0)
        #expect(strip.visibleItems(at: position, contentOffset: 0) == [TabStripItem(index: 0, frame: tabFrame(0, 60), emphasis: 1)])
    }

    @Test("widths of zero, negative or non-finite count as zero: the item keeps its spacing and never shows")
    func badWidths() {
        var strip = sampleStrip(widths: [40, 0, -5, .nan, .infinity, 30])
        #expect(allFrames(strip) == [tabFrame(0, 40), tabFrame(50, 0), tabFrame(60, 0), tabFrame(70, 0), tabFrame(80, 0), tabFrame(90, 30)])
        #expect(strip.visibleItems(at: 0, contentOffset: 0).map(\.index) == [0, 5])
        #expect([0, 0.5, 1, 2, 4.5].map { strip.indicatorFrame(at: $0) } == [
            CGRect(x: 0, y: 42, width: 40, height: 2),
            CGRect(x: 25, y: 42, width: 20, height: 2),
            CGRect(x: 50, y: 42, width: 0, height: 2),
            CGRect(x: 60, y: 42, width: 0, height: 2),
            CGRect(x: 85, y: 42, width: 15, height: 2),
        ])
        strip.setWidths(normal: .nan, selected: -.infinity, at: 0)
        strip.setWidths(normal: 30, selected: .infinity, at: 1)
        #expect(strip == sampleStrip(widths: [0, 30, 0, 0, 0, 30]))
        let badSettings = TabStripLayout(
            normalWidths: [40],
            size: CGSize(width: CGFloat.nan, height: -4),
            configuration: TabStripConfiguration(spacing: -3, alignment: .visible(margin: .nan), indicator: .underline(thickness: .infinity))
        )
        #expect(badSettings.size == .zero)
        #expect(allFrames(badSettings) == [CGRect(x: 0, y: 0, width: 40, height: 0)])
        #expect(badSettings.indicatorFrame(at: 0) == CGRect(x: 0, y: 0, width: 40, height: 0))
        #expect(badSettings.contentOffset(at: 0, from: .nan) == 0)
        #expect(badSettings.visibleItems(at: 0, contentOffset: 0) == [], "a strip of no width shows nothing")
    }

    @Test("a position that is NaN or past the ends is clamped to the first or last item")
    func positionClamped() {
        let strip = sampleStrip()
        #expect([-0.5, .nan, -.infinity, 5.5, .infinity].map { strip.indicatorFrame(at: $0) } == [
            strip.indicatorFrame(at: 0), strip.indicatorFrame(at: 0), strip.indicatorFrame(at: 0), strip.indicatorFrame(at: 5), strip.indicatorFrame(at: 5),
        ])
        #expect(strip.visibleItems(at: .nan, contentOffset: 0).map(\.emphasis) == [1, 0, 0])
    }

    @Test("changing one item's widths gives the layout built from the new widths", arguments: [TabStripSizing.selfSizing, .equalWidths])
    func widthChange(sizing: TabStripSizing) {
        let configuration = TabStripConfiguration(spacing: 10, sizing: sizing)
        var strip = TabStripLayout(normalWidths: sampleWidths, size: sampleSize, configuration: configuration)
        var widths = sampleWidths
        for (index, width) in [(2, CGFloat(90)), (3, 30), (0, 200), (0, 10), (5, 0)] {
            strip.setWidths(normal: width - 4, selected: width, at: index)
            widths[index] = width
            let rebuilt = TabStripLayout(normalWidths: widths, size: sampleSize, configuration: configuration)
            #expect(allFrames(strip) == allFrames(rebuilt), "after width \(width) at \(index)")
            #expect(strip.contentSize == rebuilt.contentSize)
        }
    }

    @Test("the visible items are exactly the items a walk over every frame finds", arguments: 0..<40)
    func visibleItemsMatchAWalk(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let count = Int.random(in: 0...30, using: &random)
        let widths = (0..<count).map { _ in CGFloat(Int.random(in: -10...120, using: &random)).clampedToNonNegative }
        let configuration = TabStripConfiguration(
            spacing: CGFloat(Int.random(in: 0...12, using: &random)),
            insets: LayoutInsets(top: 0, left: CGFloat(Int.random(in: 0...20, using: &random)), bottom: 0, right: CGFloat(Int.random(in: 0...20, using: &random))),
            sizing: Bool.random(using: &random) ? .selfSizing : .equalWidths,
            fit: [TabStripFit.leading, .center, .fill].randomElement(using: &random) ?? .leading,
            layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft
        )
        let strip = TabStripLayout(normalWidths: widths, size: CGSize(width: CGFloat(Int.random(in: 100...500, using: &random)), height: 40), configuration: configuration)
        /// The items a walk over every frame finds in the viewport at `offset`.
        func walk(_ offset: CGFloat, _ position: Double) -> [TabStripItem] {
            let viewport = CGRect(x: offset, y: 0, width: strip.size.width, height: 40)
            return (0..<count).compactMap { index -> TabStripItem? in
                let frame = strip.itemFrame(at: index)
                guard frame.width > 0, frame.maxX > viewport.minX, frame.minX < viewport.maxX else { return nil }
                return TabStripItem(index: index, frame: frame, emphasis: strip.emphasis(ofItemAt: index, at: position))
            }
        }
        func matches(_ found: [TabStripItem], _ walked: [TabStripItem]) -> Bool {
            found.map(\.index) == walked.map(\.index)
                && zip(found, walked).allSatisfy { $0.frame.isClose(to: $1.frame, tolerance: 1e-6) && $0.emphasis == $1.emphasis }
        }
        for _ in 0..<20 {
            let offset = CGFloat(Int.random(in: -50...2_000, using: &random))
            let position = Double.random(in: 0...Double(max(0, count - 1)), using: &random)
            let found = strip.visibleItems(at: position, contentOffset: offset)
            #expect(matches(found, walk(offset, position)), "seed \(seed), offset \(offset), \(configuration)")
            var laidOut: [TabStripItem] = []
            let pose = strip.layOut(at: position, from: offset) { laidOut.append($0) }
            #expect(pose == strip.pose(at: position, from: offset))
            #expect(pose == TabStripPose(contentOffset: strip.contentOffset(at: position, from: offset), indicatorFrame: strip.indicatorFrame(at: position)))
            #expect(matches(laidOut, walk(pose.contentOffset, position)), "seed \(seed), position \(position), \(configuration)")
        }
    }

    @Test("a pager's position as a fractional index")
    func fractionalIndex() {
        let positions: [PagingPosition] = [
            .resting(at: 4),
            PagingPosition(current: 2, target: 3, progress: 0.25),
            PagingPosition(current: 3, target: 2, progress: 0.25),
            PagingPosition(current: 2, target: 5, progress: 0.5),
            PagingPosition(current: 7, target: nil, direction: .forward, progress: 0.2),
            PagingPosition(current: 0, target: nil, direction: .backward, progress: 0.2),
        ]
        #expect(positions.map(\.fractionalIndex) == [4, 2.25, 2.75, 3.5, 7, 0])
    }
}
