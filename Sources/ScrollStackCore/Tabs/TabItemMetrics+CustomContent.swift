import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension TabItemMetrics {
    /// These metrics at another text size: the badge's height, padding and dot follow the badge's
    /// text (`scale` maps a default-size value to the current size); the padding and the gaps
    /// around the title stay as set.
    package func scalingBadge(_ scale: (CGFloat) -> CGFloat) -> TabItemMetrics {
        var scaled = self
        scaled.badgeHeight = scale(badgeHeight)
        scaled.badgePadding = scale(badgePadding)
        scaled.dotDiameter = scale(dotDiameter)
        return scaled
    }

    /// The widths of a tab drawn by a view of its own whose content measured `normal` points wide
    /// plain and `selected` points wide selected: each rounded up to a whole point, with the
    /// padding (a negative one counts as zero) on both sides; the content is the wider of the two.
    package func widths(ofCustomContent normal: CGFloat, selected: CGFloat) -> TabItemWidths {
        let normal = normal.rounded(.up)
        let selected = selected.rounded(.up)
        let padding = 2 * max(0, self.padding)
        return TabItemWidths(normal: normal + padding, selected: selected + padding, content: max(normal, selected))
    }

    /// Whether a tab's content, measured `contentWidth` points wide now (rounded up to a whole
    /// point), still fits the `widths` measured for the tab at `emphasis`: within half a point of
    /// its plain width at 0 or below, of its selected width at 1 or above, and between the two
    /// mid-swipe, less the padding on both sides. A tab whose content doesn't fit is measured again.
    package func fits(contentWidth: CGFloat, in widths: TabItemWidths, emphasis: Double) -> Bool {
        let lower: CGFloat
        let upper: CGFloat
        if emphasis <= 0 {
            (lower, upper) = (widths.normal, widths.normal)
        } else if emphasis >= 1 {
            (lower, upper) = (widths.selected, widths.selected)
        } else {
            (lower, upper) = (min(widths.normal, widths.selected), max(widths.normal, widths.selected))
        }
        let padding = 2 * max(0, self.padding)
        let width = contentWidth.rounded(.up)
        return !(width < lower - padding - 0.5 || width > upper - padding + 0.5)
    }
}
