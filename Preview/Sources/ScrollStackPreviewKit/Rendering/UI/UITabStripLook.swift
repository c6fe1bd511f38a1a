import Foundation
import ScrollStackCore

/// The default tab strip's look, as `TabStripView()` sets it up: the values the UI look lays the
/// strip out with through the core's ``TabStripLayout`` and ``TabItemContentLayout``.
enum UITabStripLook {
    /// The strip's height: its tabs' minimum height, 44 points, which the subheadline titles'
    /// 20-point line and 16 points of room don't exceed at the default text size.
    static let height: CGFloat = 44
    /// The titles' font size: the subheadline text style at the default text size.
    static let titleSize: CGFloat = 15
    /// The badge's font size: 11-point semibold.
    static let badgeTextSize: CGFloat = 11
    /// The room in each tab and the badge's shape: the core's defaults, as the strip's.
    static let metrics = TabItemMetrics()

    /// The strip's configuration: no spacing, 8 points of inset at each end, and `indicator` —
    /// the strip's default 2-point underline unless a style is given.
    static func configuration(indicator style: PreviewTabStyle?, direction: StackLayoutDirection) -> TabStripConfiguration {
        TabStripConfiguration(
            spacing: 0,
            insets: LayoutInsets(top: 0, left: 8, bottom: 0, right: 8),
            indicator: style?.indicator ?? .underline(thickness: 2),
            layoutDirection: direction
        )
    }

    /// The title's slot, as the strip measures it: its width and its line height, rounded up.
    static func titleSize(of item: TabItem) -> CGSize {
        CGSize(width: UITextModel.width(of: item.title, size: titleSize).rounded(.up), height: UITextModel.lineHeight(size: titleSize))
    }

    /// The badge value's text width, rounded up as the strip rounds it (0 without a badge).
    static func badgeTextWidth(of item: TabItem) -> CGFloat {
        UITextModel.width(of: item.badgeValue ?? "", size: badgeTextSize).rounded(.up)
    }

    /// The tab's widths, as the strip measures them: the core's metrics, rounded up.
    static func widths(of item: TabItem) -> TabItemWidths {
        var widths = metrics.widths(of: item, titleWidth: UITextModel.width(of: item.title, size: titleSize), badgeTextWidth: badgeTextWidth(of: item))
        widths.normal = widths.normal.rounded(.up)
        widths.selected = widths.selected.rounded(.up)
        return widths
    }

    /// The layout of a strip of `count` sample tabs, `width` wide.
    static func layout(count: Int, width: CGFloat, style: PreviewTabStyle?, direction: StackLayoutDirection) -> TabStripLayout {
        let items = (0..<count).map { widths(of: UISampleContent.tab(at: $0)) }
        return TabStripLayout(items: items, size: CGSize(width: width, height: height), configuration: configuration(indicator: style, direction: direction))
    }

    /// The colour of a title drawn at `emphasis`: `.secondaryLabel` blended towards `.label` —
    /// towards white over a capsule, the one setting the capsule pictures change, so that the
    /// current title reads on the tint.
    static func titleColor(emphasis: Double, style: PreviewTabStyle?) -> UIColorValue {
        let selected = style?.isBehindItems == true ? UIPalette.white : UIPalette.label
        return UIPalette.secondaryLabel.blended(with: selected, fraction: emphasis)
    }
}
