import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How an accordion header's height follows Dynamic Type, so that its title never clips.
///
/// The configured ``StackConfiguration/headerHeight`` is the height at the default category
/// (`ContentSizeCategory.large`). Other categories scale it like Body text
/// (`ContentSizeCategory.scaled(_:)`), with two bounds:
/// - at smaller categories a header shrinks, but never below ``minimumTouchHeight`` (44 points,
///   the smallest comfortable tap target), unless the configured height is itself smaller, which
///   then holds;
/// - an optional ``maximum`` caps the growth; it never pulls a header below the configured height.
///
/// With the default 44 points this gives 44 up to large, then 49, 54, 60, 72, 85, 104, 122 and 137
/// points at AX5. The UIKit layer puts the result in ``StackConfiguration/headerHeight`` whenever
/// the content size category changes.
package struct HeaderHeightScaling: Equatable, Hashable, Sendable {
    /// The smallest height a header shrinks to at the small categories: 44 points.
    package static let minimumTouchHeight: CGFloat = 44

    /// The header's height at `ContentSizeCategory.large`. Must be positive and finite.
    package var configuredHeight: CGFloat
    /// The tallest a header grows, or `nil` for no cap (the default): the accessibility sizes then
    /// grow headers as much as their text.
    package var maximum: CGFloat?

    /// Creates the scaling of a header `configuredHeight` tall at the default category.
    ///
    /// - Parameters:
    ///   - configuredHeight: The height at `ContentSizeCategory.large`.
    ///   - maximum: The tallest a header grows; a value below `configuredHeight` counts as
    ///     `configuredHeight` (a documented clamp); `nil` for no cap.
    /// - Precondition: `configuredHeight` is positive and finite (the message names it).
    package init(configuredHeight: CGFloat, maximum: CGFloat? = nil) {
        precondition(
            configuredHeight.isFinite && configuredHeight > 0,
            "HeaderHeightScaling: configuredHeight must be positive and finite, got \(configuredHeight)"
        )
        self.configuredHeight = configuredHeight
        self.maximum = maximum
    }

    /// The header's height at `category`, in whole points (the configured height, as given, at
    /// `ContentSizeCategory.large`).
    ///
    /// - Parameter category: The content size category in force.
    /// - Returns: The resolved height: never less than the configured one at large and above.
    package func height(for category: ContentSizeCategory) -> CGFloat {
        let scaled = category.scaled(configuredHeight)
        let floor = category >= .large ? configuredHeight : min(configuredHeight, Self.minimumTouchHeight)
        let grown = max(floor, scaled)
        guard let maximum, maximum.isFinite else { return grown }
        return min(grown, max(configuredHeight, maximum))
    }
}
