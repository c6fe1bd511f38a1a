import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How an accordion header's height follows Dynamic Type, so that its title never clips.
///
/// The configured ``StackConfiguration/headerHeight`` is the height at the default category
/// (`ContentSizeCategory.large`). Other categories scale it like Body text
/// (`ContentSizeCategory.scaled(_:)`): at smaller categories a header shrinks, but never below
/// ``minimumTouchHeight`` (44 points, the smallest comfortable tap target), unless the configured
/// height is itself smaller, which then holds; the accessibility sizes grow headers as much as
/// their text.
///
/// With the default 44 points this gives 44 up to large, then 49, 54, 60, 72, 85, 104, 122 and 137
/// points at AX5. The UIKit layer puts the result in ``StackConfiguration/headerHeight`` whenever
/// the content size category changes.
package struct HeaderHeightScaling: Equatable, Hashable, Sendable {
    /// The smallest height a header shrinks to at the small categories: 44 points.
    package static let minimumTouchHeight: CGFloat = 44

    /// The header's height at `ContentSizeCategory.large`. Must be positive and finite.
    package var configuredHeight: CGFloat

    /// Creates the scaling of a header `configuredHeight` tall at the default category.
    ///
    /// - Precondition: `configuredHeight` is positive and finite (the message names it).
    package init(configuredHeight: CGFloat) {
        precondition(
            configuredHeight.isFinite && configuredHeight > 0,
            "HeaderHeightScaling: configuredHeight must be positive and finite, got \(configuredHeight)"
        )
        self.configuredHeight = configuredHeight
    }

    /// The header's height at `category`, in whole points (the configured height, as given, at
    /// `ContentSizeCategory.large`).
    ///
    /// - Parameter category: The content size category in force.
    /// - Returns: The resolved height: never less than the configured one at large and above.
    package func height(for category: ContentSizeCategory) -> CGFloat {
        let scaled = category.scaled(configuredHeight)
        let floor = category >= .large ? configuredHeight : min(configuredHeight, Self.minimumTouchHeight)
        return max(floor, scaled)
    }
}
