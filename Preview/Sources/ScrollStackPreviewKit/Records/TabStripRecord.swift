import Foundation
import ScrollStackCore

/// A paging frame's tab strip, as the core's ``TabStripLayout`` lays it out: the tabs in view, the
/// indicator and how far the strip is scrolled.
public struct TabStripRecord: Codable, Equatable, Sendable {
    /// One tab in view.
    public struct Item: Codable, Equatable, Sendable {
        /// The tab's index.
        public var index: Int
        /// Its title.
        public var title: String
        /// Its frame in the strip's content, in points.
        public var frame: RectRecord
        /// How strongly it is drawn as the selected tab, 0 to 1.
        public var emphasis: Double
        /// Where its image goes (styled strips only), from ``TabItemContentLayout``.
        public var image: RectRecord?
        /// Where its title goes (styled strips only), from ``TabItemContentLayout``.
        public var titleFrame: RectRecord?
        /// Its badge (styled strips only).
        public var badge: Badge?
    }

    /// A tab's badge: its value (empty for a dot) and where it goes.
    public struct Badge: Codable, Equatable, Sendable {
        /// The value: a count, a word, or empty for a dot.
        public var value: String
        /// Its frame in the strip's content, in points.
        public var frame: RectRecord
    }

    /// The tabs in view, in index order.
    public var items: [Item]
    /// The indicator's frame in the strip's content, if there are tabs.
    public var indicator: RectRecord?
    /// How far the strip is scrolled, in points.
    public var contentOffset: Double
    /// The strip's size, in points.
    public var size: SizeRecord
    /// The indicator's style (styled strips only).
    public var style: PreviewTabStyle?
    /// The radius of the indicator's corners (styled strips only), from the core.
    public var indicatorCornerRadius: Double?

    /// The strip of `layout` at the pager's fractional position.
    init(_ layout: TabStripLayout, at position: Double, title: (Int) -> String) {
        var items: [Item] = []
        let pose = layout.layOut(at: position) { item in
            items.append(Item(index: item.index, title: title(item.index), frame: RectRecord(item.frame), emphasis: item.emphasis))
        }
        self.items = items.sorted { $0.index < $1.index }
        indicator = pose.indicatorFrame.map(RectRecord.init)
        contentOffset = Double(pose.contentOffset)
        size = SizeRecord(layout.size)
    }

    /// The styled strip of `layout` at the pager's fractional position: each tab's image, title
    /// and badge placed by ``TabItemContentLayout``, and the indicator in `style`.
    init(styled layout: TabStripLayout, style: PreviewTabStyle, at position: Double) {
        var items: [Item] = []
        let direction = layout.configuration.layoutDirection
        let pose = layout.layOut(at: position) { placed in
            let tab = PreviewTabItems.item(at: placed.index)
            let titleSize = CGSize(width: PreviewTabItems.titleWidth(of: tab), height: PreviewTabItems.titleHeight)
            let content = TabItemContentLayout(item: tab, frame: placed.frame, titleSize: titleSize, badgeTextWidth: PreviewTabItems.badgeTextWidth(of: tab), layoutDirection: direction)
            var badge: Badge?
            if let value = tab.badgeValue, let frame = content.badgeFrame { badge = Badge(value: value, frame: RectRecord(frame)) }
            items.append(Item(
                index: placed.index,
                title: tab.title,
                frame: RectRecord(placed.frame),
                emphasis: placed.emphasis,
                image: content.imageFrame.map(RectRecord.init),
                titleFrame: content.titleFrame.map(RectRecord.init),
                badge: badge
            ))
        }
        self.items = items.sorted { $0.index < $1.index }
        indicator = pose.indicatorFrame.map(RectRecord.init)
        contentOffset = Double(pose.contentOffset)
        size = SizeRecord(layout.size)
        self.style = style
        indicatorCornerRadius = Double(layout.indicatorCornerRadius)
    }

    /// The tab strip a preview draws over the pager: 44 points tall, each title "measured" at 10
    /// points a character plus 24 of padding (the preview has no fonts), in the pager's direction.
    static func layout(count: Int, width: CGFloat, direction: StackLayoutDirection, title: (Int) -> String) -> TabStripLayout {
        var configuration = TabStripConfiguration()
        configuration.layoutDirection = direction
        let widths = (0..<count).map { CGFloat(title($0).count * 10 + 24) }
        return TabStripLayout(normalWidths: widths, size: CGSize(width: width, height: 44), configuration: configuration)
    }

    /// The styled strip a preview draws over the pager: 44 points tall, tabs of
    /// ``PreviewTabItems`` measured by the core's default ``TabItemMetrics``, the indicator in
    /// `style`, in the pager's direction.
    static func layout(count: Int, width: CGFloat, direction: StackLayoutDirection, style: PreviewTabStyle) -> TabStripLayout {
        var configuration = TabStripConfiguration()
        configuration.layoutDirection = direction
        configuration.indicator = style.indicator
        let widths = (0..<count).map(PreviewTabItems.widths(at:))
        return TabStripLayout(items: widths, size: CGSize(width: width, height: 44), configuration: configuration)
    }
}
