import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The size of an alert card under Dynamic Type, instead of a fixed 270 points wide, and whether
/// its content must scroll.
///
/// The card is 270 points wide (`AlertPresentationLayout.defaultWidth`, as UIKit's alerts) up to
/// the default category, and grows like Body text above it (`ContentSizeCategory.scaled(_:)`),
/// but never wider than ``maximumWidthFraction`` of the container. On a phone 390 points wide
/// that is 270 points up to large, 302 at extra large, 334 at extra-extra large, then 351
/// (0.9 × 390) from extra-extra-extra large on. In a container narrower than 270 ÷ 0.9 = 300
/// points the fraction wins at every category.
///
/// The card is as tall as its content when that fits the available height; taller content gets
/// the available height and scrolls inside the card.
public struct AlertCardSizing: Equatable, Hashable, Sendable {
    /// The card's size and whether its content scrolls.
    package struct Result: Equatable, Sendable {
        /// The card's size.
        public var size: CGSize
        /// Whether the content is taller than the card: the UIKit layer puts it in a scroll view
        /// (scroll indicators flashed, `isScrollEnabled` true).
        public var contentScrolls: Bool
    }

    /// The largest part of the container's width the card may take. Default 0.9. Values outside
    /// 0...1 are clamped; NaN counts as 1.
    public var maximumWidthFraction: CGFloat

    /// Creates the rule.
    public init(maximumWidthFraction: CGFloat = 0.9) {
        self.maximumWidthFraction = maximumWidthFraction.isNaN ? 1 : min(1, max(0, maximumWidthFraction))
    }

    /// The card's width at `category` in a container `containerWidth` points wide.
    ///
    /// - Parameters:
    ///   - category: The content size category in force.
    ///   - containerWidth: The container's width; negative or non-finite counts as zero.
    /// - Returns: `min(max(270, 270 scaled like Body), fraction × containerWidth)`.
    package func width(for category: ContentSizeCategory, containerWidth: CGFloat) -> CGFloat {
        let base = AlertPresentationLayout.defaultWidth
        let wanted = max(base, category.scaled(base))
        return min(wanted, maximumWidthFraction * containerWidth.clampedToNonNegative)
    }

    /// The card's size for content `contentHeight` tall, and whether that content scrolls.
    ///
    /// - Parameters:
    ///   - category: The content size category in force.
    ///   - containerWidth: The container's width.
    ///   - contentHeight: The content's fitted height at the card's width.
    ///   - availableHeight: The height the card may take (the container less its safe area and
    ///     margins, and less the keyboard if it shows).
    /// - Returns: The size, and whether the content is taller than the available height.
    package func card(for category: ContentSizeCategory, containerWidth: CGFloat, contentHeight: CGFloat, availableHeight: CGFloat) -> Result {
        let content = contentHeight.clampedToNonNegative
        let available = availableHeight.clampedToNonNegative
        return Result(
            size: CGSize(width: width(for: category, containerWidth: containerWidth), height: min(content, available)),
            contentScrolls: content > available
        )
    }
}
