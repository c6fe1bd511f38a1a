import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a tab's image, title and badge go inside the tab.
///
/// The parts sit in a row centred in the tab and vertically centred on it: image, title, badge
/// from the leading edge, so in a right-to-left strip the image is at the right and the badge at
/// the left. The title's frame is its slot (the larger of its normal and selected widths), so an
/// emphasis drawn as a scale about its centre never overlaps a neighbour.
public struct TabItemContentLayout: Equatable, Sendable {
    /// The image's frame, or `nil` without an image.
    public var imageFrame: CGRect?
    /// The title's frame, or `nil` for an empty title.
    public var titleFrame: CGRect?
    /// The badge's frame, or `nil` without a badge.
    public var badgeFrame: CGRect?

    /// Lays out the content of `item` in a tab whose frame is `frame`.
    ///
    /// - Parameters:
    ///   - item: The tab.
    ///   - frame: The tab's frame (a ``TabStripItem/frame``); the parts are in the same coordinates.
    ///   - titleSize: The title's slot: the larger of its normal and selected widths, and its height.
    ///   - badgeTextWidth: The badge value's text width; ignored without a badge.
    ///   - metrics: The gaps and the badge's shape.
    ///   - layoutDirection: The strip's direction.
    public init(item: TabItem, frame: CGRect, titleSize: CGSize, badgeTextWidth: CGFloat = 0, metrics: TabItemMetrics = TabItemMetrics(), layoutDirection: StackLayoutDirection = .leftToRight) {
        let image = item.image?.slotSize
        let title = item.title.isEmpty ? nil : titleSize.clampedToNonNegative
        let badge = item.badgeValue.map { metrics.badgeSize(forValue: $0, textWidth: badgeTextWidth) }
        var width = (image?.width ?? 0) + (title?.width ?? 0) + (badge?.width ?? 0)
        if image != nil, title != nil { width += metrics.imageSpacing.clampedToNonNegative }
        if badge != nil, image != nil || title != nil { width += metrics.badgeSpacing.clampedToNonNegative }
        let rightToLeft = layoutDirection == .rightToLeft
        // Walk from the leading edge of the centred row, part by part.
        var leading = frame.midX + (rightToLeft ? width / 2 : -width / 2)
        var placedAny = false
        func place(_ size: CGSize?, gap: CGFloat) -> CGRect? {
            guard let size else { return nil }
            if placedAny { leading += rightToLeft ? -gap : gap }
            placedAny = true
            let x = rightToLeft ? leading - size.width : leading
            leading += rightToLeft ? -size.width : size.width
            return CGRect(x: x, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        }
        imageFrame = place(image, gap: 0)
        titleFrame = place(title, gap: metrics.imageSpacing.clampedToNonNegative)
        badgeFrame = place(badge, gap: metrics.badgeSpacing.clampedToNonNegative)
    }
}
