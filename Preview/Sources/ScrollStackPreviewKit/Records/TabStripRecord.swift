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
    }

    /// The tabs in view, in index order.
    public var items: [Item]
    /// The indicator's frame in the strip's content, if there are tabs.
    public var indicator: RectRecord?
    /// How far the strip is scrolled, in points.
    public var contentOffset: Double
    /// The strip's size, in points.
    public var size: SizeRecord

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

    /// The tab strip a preview draws over the pager: 44 points tall, each title "measured" at 10
    /// points a character plus 24 of padding (the preview has no fonts), in the pager's direction.
    static func layout(count: Int, width: CGFloat, direction: StackLayoutDirection, title: (Int) -> String) -> TabStripLayout {
        var configuration = TabStripConfiguration()
        configuration.layoutDirection = direction
        let widths = (0..<count).map { CGFloat(title($0).count * 10 + 24) }
        return TabStripLayout(normalWidths: widths, size: CGSize(width: width, height: 44), configuration: configuration)
    }
}
