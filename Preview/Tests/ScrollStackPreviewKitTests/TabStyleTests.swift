import Foundation
import ScrollStackCore
import Testing
@testable import ScrollStackPreviewKit

/// Styled tab strips: images, badges and every indicator style, from the core's geometry.
@Suite("Tab styles in the preview")
struct TabStyleTests {
    /// The tabs the preview promises, written out here rather than read from the kit.
    static let tabs: [TabItem] = {
        let titles = ["Top", "World", "Business", "Tech", "Science", "Health", "Sports", "Culture"]
        let badges: [Int: String] = [1: "3", 3: "", 5: "12"]
        return titles.enumerated().map { index, title in
            TabItem(title: title, image: TabItemImage(size: CGSize(width: 18, height: 18)), badgeValue: badges[index])
        }
    }()

    static func run(style: PreviewTabStyle, direction: StackLayoutDirection = .leftToRight) throws -> RunRecord {
        var settings = PreviewSettings(mode: .paging)
        settings.tabStyle = style
        settings.layoutDirection = direction
        return try PreviewRunner(settings: settings, scenario: .defaultScenario(for: .paging)).run()
    }

    /// The fractional position a frame's strip was laid out at, from the frame's own record.
    static func position(of frame: FrameRecord) -> Double {
        if let transition = frame.transition, let from = transition.from, let to = transition.to {
            return Double(from) + Double(to - from) * transition.fraction
        }
        return Double(frame.transition?.from ?? frame.selected ?? 0)
    }

    @Test("every frame's strip is the core's layout of image, title and badge, in both directions", arguments: PreviewTabStyle.allCases)
    func everyFrame(style: PreviewTabStyle) throws {
        for direction in [StackLayoutDirection.leftToRight, .rightToLeft] {
            let run = try Self.run(style: style, direction: direction)
            var configuration = TabStripConfiguration()
            configuration.layoutDirection = direction
            configuration.indicator = style.indicator
            let metrics = TabItemMetrics()
            let widths = Self.tabs.map { tab in
                metrics.widths(of: tab, titleWidth: CGFloat(tab.title.count * 10), badgeTextWidth: CGFloat((tab.badgeValue ?? "").count * 8))
            }
            let layout = TabStripLayout(items: widths, size: CGSize(width: 390, height: 44), configuration: configuration)
            for frame in run.frames {
                let strip = try #require(frame.tabStrip)
                var expected: [TabStripRecord.Item] = []
                let pose = layout.layOut(at: Self.position(of: frame)) { placed in
                    let tab = Self.tabs[placed.index]
                    let content = TabItemContentLayout(
                        item: tab, frame: placed.frame, titleSize: CGSize(width: CGFloat(tab.title.count * 10), height: 20),
                        badgeTextWidth: CGFloat((tab.badgeValue ?? "").count * 8), layoutDirection: direction
                    )
                    let badge = content.badgeFrame.map { TabStripRecord.Badge(value: tab.badgeValue ?? "?", frame: RectRecord($0)) }
                    expected.append(TabStripRecord.Item(
                        index: placed.index, title: tab.title, frame: RectRecord(placed.frame), emphasis: placed.emphasis,
                        image: content.imageFrame.map(RectRecord.init), titleFrame: content.titleFrame.map(RectRecord.init), badge: badge
                    ))
                }
                #expect(strip.items == expected.sorted { $0.index < $1.index }, "\(style) \(direction) frame \(frame.index)")
                #expect(strip.indicator == pose.indicatorFrame.map(RectRecord.init), "\(style) \(direction) frame \(frame.index)")
                #expect(strip.contentOffset == Double(pose.contentOffset) && strip.style == style)
                #expect(strip.indicatorCornerRadius == Double(layout.indicatorCornerRadius))
            }
        }
    }

    @Test("the first frame, worked out by hand: widths with image and badge, and each style's indicator under Top")
    func firstFrameByHand() throws {
        // Top: 12 + image 18 + 6 + title 30 + 12 = 78. World: 12 + 18 + 6 + 50 + 4 + badge 18 + 12 = 120.
        // Business: 12 + 18 + 6 + 80 + 12 = 128.
        let expectedIndicators: [PreviewTabStyle: CGRect?] = [
            .underlineItem: CGRect(x: 0, y: 41, width: 78, height: 3),
            // Content: 18 + 6 + 30 = 54, centred on the 78-point tab.
            .underlineContent: CGRect(x: 12, y: 41, width: 54, height: 3),
            .underlineFixed: CGRect(x: 27, y: 36, width: 24, height: 4),
            .capsule: CGRect(x: 4, y: 6, width: 70, height: 32),
            PreviewTabStyle.none: nil,
        ]
        let expectedRadii: [PreviewTabStyle: Double] = [.underlineItem: 0, .underlineContent: 1.5, .underlineFixed: 2, .capsule: 16, .none: 0]
        for style in PreviewTabStyle.allCases {
            let strip = try #require(try Self.run(style: style).frames.first?.tabStrip)
            #expect(strip.items.prefix(3).map(\.frame.rect) == [
                CGRect(x: 0, y: 0, width: 78, height: 44), CGRect(x: 78, y: 0, width: 120, height: 44), CGRect(x: 198, y: 0, width: 128, height: 44),
            ], "\(style)")
            #expect(strip.indicator?.rect == expectedIndicators[style] ?? nil, "\(style)")
            #expect(strip.indicatorCornerRadius == expectedRadii[style], "\(style)")
            let world = try #require(strip.items.first { $0.index == 1 })
            // Left to right: image, title, badge from x = 78 + 12.
            #expect(world.image?.rect == CGRect(x: 90, y: 13, width: 18, height: 18))
            #expect(world.titleFrame?.rect == CGRect(x: 114, y: 12, width: 50, height: 20))
            #expect(world.badge == TabStripRecord.Badge(value: "3", frame: RectRecord(CGRect(x: 168, y: 13, width: 18, height: 18))))
            #expect(strip.items.first { $0.index == 3 }?.badge?.frame.rect.size == CGSize(width: 8, height: 8), "a dot")
        }
    }

    @Test("right to left, each tab's image is at its right and its badge at its left")
    func rightToLeftOrder() throws {
        let run = try Self.run(style: .underlineContent, direction: .rightToLeft)
        for frame in run.frames {
            for item in try #require(frame.tabStrip).items {
                let image = try #require(item.image?.rect), title = try #require(item.titleFrame?.rect)
                #expect(image.minX >= title.maxX, "frame \(frame.index) tab \(item.index)")
                if let badge = item.badge?.frame.rect { #expect(badge.maxX <= title.minX, "frame \(frame.index) tab \(item.index)") }
            }
        }
    }

    @Test("the plain strip keeps its shape: no style, image, title slot or badge in its JSON")
    func plainStripUnchanged() throws {
        var request = PreviewRequest()
        request.modes = [.paging]
        let data = try PreviewJob.render(try PreviewJob.makeDocument(for: request), as: .json)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let runs = try #require(root["runs"] as? [[String: Any]])
        #expect(Set(runs[0].keys).isDisjoint(with: ["expansion", "pinnedHeaders", "tabStyle"]))
        let frame = try #require((runs[0]["frames"] as? [[String: Any]])?.first)
        let strip = try #require(frame["tabStrip"] as? [String: Any])
        #expect(Set(strip.keys) == ["items", "indicator", "contentOffset", "size"])
        #expect(Set(try #require((strip["items"] as? [[String: Any]])?.first).keys) == ["index", "title", "frame", "emphasis"])
        let css = String(decoding: try PreviewJob.render(try PreviewJob.makeDocument(for: request), as: .svg), as: UTF8.self)
        #expect(!css.contains("tab-badge"), "the plain picture's styles are as they were")
    }

    @Test("the drawing: a capsule behind the titles with the core's radius, image glyphs, badges with their values")
    func drawing() throws {
        let run = try Self.run(style: .capsule)
        let frame = try #require(run.frames.first)
        let elements = FrameDrawing.elements(of: frame, mode: .paging, extent: .screen, viewBox: CGRect(x: 0, y: 0, width: 390, height: 844))
        let svg = elements.joined()
        let capsule = #"<rect class="tab-indicator behind" x="4" y="6" width="70" height="32" rx="16"/>"#
        let capsuleAt = try #require(svg.range(of: capsule)), titleAt = try #require(svg.range(of: "class=\"tab-title\""))
        #expect(capsuleAt.lowerBound < titleAt.lowerBound, "drawn behind the titles")
        #expect(svg.contains(#"<rect class="tab-glyph" x="90" y="13" width="18" height="18" rx="3"/>"#))
        #expect(svg.contains(#"<rect class="tab-badge" x="168" y="13" width="18" height="18" rx="9"/>"#))
        #expect(svg.contains(#"<text class="tab-badge-text" x="177" y="26.5" text-anchor="middle">3</text>"#))
        let underline = try Self.run(style: .underlineFixed)
        let drawn = FrameDrawing.elements(of: try #require(underline.frames.first), mode: .paging, extent: .screen, viewBox: .zero).joined()
        let bar = #"<rect class="tab-indicator" x="27" y="36" width="24" height="4" rx="2"/>"#
        #expect(try #require(drawn.range(of: bar)).lowerBound > (try #require(drawn.range(of: "class=\"tab-title\""))).lowerBound, "drawn over the tabs")
    }

    @Test("--tab-style all runs the pager once per style, in order; the picture holds a filmstrip for each")
    func allStyles() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let result = runCommand(["--mode", "paging", "--tab-style", "all", "--format", "json", "--out", "-"], in: folder)
        #expect(result.status == 0)
        let document = try JSONDecoder().decode(PreviewDocument.self, from: result.data)
        #expect(document.runs.map(\.tabStyle) == PreviewTabStyle.allCases)
        #expect(document.runs.map(\.details) == PreviewTabStyle.allCases.map { "8 tabs, 390x844 pt, tab style \($0.rawValue), 60 fps" })
    }

    @Test("tab styles refuse what has no tab strip", arguments: [
        (["--mode", "accordion", "--tab-style", "capsule"], "scrollstack-preview: error: --tab-style capsule styles the pager's tab strip; the accordion has none (use --mode paging or both) (see scrollstack-preview --help)"),
        (["--mode", "accordion", "--tab-style", "all"], "scrollstack-preview: error: --tab-style all styles the pager's tab strip; the accordion has none (use --mode paging or both) (see scrollstack-preview --help)"),
    ])
    func refused(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let result = runCommand(arguments, in: folder)
        #expect(result.status == 1)
        #expect(result.standardError == [message])
        #expect(folder.contents.isEmpty)
    }
}
