import Foundation
import ScrollStackCore

extension TabStripRecord {
    /// The strip a UI-look pager shows at the pager's fractional position: the sample tabs laid
    /// out as the library's `TabStripView` lays them out with its default appearance (see
    /// ``UITabStripLook``), each tab's title and badge placed by ``TabItemContentLayout``.
    init(ui layout: TabStripLayout, style: PreviewTabStyle?, at position: Double) {
        var items: [Item] = []
        let direction = layout.configuration.layoutDirection
        let pose = layout.layOut(at: position) { placed in
            let tab = UISampleContent.tab(at: placed.index)
            let content = TabItemContentLayout(
                item: tab, frame: placed.frame, titleSize: UITabStripLook.titleSize(of: tab),
                badgeTextWidth: UITabStripLook.badgeTextWidth(of: tab), metrics: UITabStripLook.metrics, layoutDirection: direction
            )
            var badge: Badge?
            if let value = tab.badgeValue, let frame = content.badgeFrame { badge = Badge(value: value, frame: RectRecord(frame)) }
            items.append(Item(
                index: placed.index, title: tab.title, frame: RectRecord(placed.frame), emphasis: placed.emphasis,
                image: content.imageFrame.map(RectRecord.init), titleFrame: content.titleFrame.map(RectRecord.init), badge: badge
            ))
        }
        self.items = items.sorted { $0.index < $1.index }
        indicator = pose.indicatorFrame.map(RectRecord.init)
        contentOffset = Double(pose.contentOffset)
        size = SizeRecord(layout.size)
        self.style = style
        indicatorCornerRadius = Double(layout.indicatorCornerRadius)
    }
}
