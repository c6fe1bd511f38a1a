import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The room inside a tab: its padding, the gaps between image, title and badge, and the badge's
/// shape.
///
/// The platform scales these with the text size (Dynamic Type) and passes the scaled values.
/// Negative or non-finite values count as zero.
public struct TabItemMetrics: Equatable, Hashable, Sendable {
    /// The room on each side of the content, inside the tab. Default 12.
    public var padding: CGFloat
    /// The gap between the image and the title. Default 6.
    public var imageSpacing: CGFloat
    /// The gap between the title and the badge. Default 4.
    public var badgeSpacing: CGFloat
    /// The badge's height; it is at least as wide, so a one-digit badge is a circle. Default 18.
    public var badgeHeight: CGFloat
    /// The room on each side of the badge's text. Default 5.
    public var badgePadding: CGFloat
    /// The diameter of the dot an empty badge value shows. Default 8.
    public var dotDiameter: CGFloat

    /// Creates metrics.
    public init(padding: CGFloat = 12, imageSpacing: CGFloat = 6, badgeSpacing: CGFloat = 4, badgeHeight: CGFloat = 18, badgePadding: CGFloat = 5, dotDiameter: CGFloat = 8) {
        self.padding = padding
        self.imageSpacing = imageSpacing
        self.badgeSpacing = badgeSpacing
        self.badgeHeight = badgeHeight
        self.badgePadding = badgePadding
        self.dotDiameter = dotDiameter
    }

    /// The badge's size for a value whose text measures `textWidth`: a dot for an empty value,
    /// otherwise the text with its padding, at least as wide as it is tall.
    public func badgeSize(forValue value: String, textWidth: CGFloat) -> CGSize {
        if value.isEmpty {
            let diameter = dotDiameter.clampedToNonNegative
            return CGSize(width: diameter, height: diameter)
        }
        let height = badgeHeight.clampedToNonNegative
        let width = textWidth.clampedToNonNegative + 2 * badgePadding.clampedToNonNegative
        return CGSize(width: max(width, height), height: height)
    }

    /// The widths of `item` given its measured text.
    ///
    /// The content is the image, the gap, the title (at the larger of its normal and selected
    /// widths), the gap and the badge, each gap present only between two parts that are both there.
    ///
    /// - Parameters:
    ///   - item: The tab.
    ///   - titleWidth: The title's width in its normal font.
    ///   - selectedTitleWidth: The title's width as the selected tab draws it; `nil` when the same.
    ///   - badgeTextWidth: The badge value's text width; ignored without a badge.
    /// - Returns: The widths ``TabStripLayout`` lays the item out with.
    public func widths(of item: TabItem, titleWidth: CGFloat, selectedTitleWidth: CGFloat? = nil, badgeTextWidth: CGFloat = 0) -> TabItemWidths {
        let title = item.title.isEmpty ? 0 : titleWidth.clampedToNonNegative
        let selectedTitle = item.title.isEmpty ? 0 : (selectedTitleWidth ?? titleWidth).clampedToNonNegative
        let image = item.image?.slotSize.width ?? 0
        let badge = item.badgeValue.map { badgeSize(forValue: $0, textWidth: badgeTextWidth).width } ?? 0
        let hasImage = item.image != nil
        let hasTitle = !item.title.isEmpty
        func content(title: CGFloat) -> CGFloat {
            var width = image + title
            if hasImage, hasTitle { width += imageSpacing.clampedToNonNegative }
            if item.badgeValue != nil { width += badge + (hasImage || hasTitle ? badgeSpacing.clampedToNonNegative : 0) }
            return width
        }
        let padding = 2 * self.padding.clampedToNonNegative
        let normal = content(title: title)
        let selected = content(title: max(title, selectedTitle))
        return TabItemWidths(normal: normal + padding, selected: selected + padding, content: selected)
    }
}
