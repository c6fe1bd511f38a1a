import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The user's preferred text size: the core's counterpart of `UIContentSizeCategory`, from
/// extra small to accessibility extra-extra-extra large, in increasing order.
///
/// ``large`` is the default. The UIKit layer maps `traitCollection.preferredContentSizeCategory`
/// to it (an unspecified category counts as ``large``).
package enum ContentSizeCategory: Int, Equatable, Hashable, Comparable, Sendable, CaseIterable {
    /// `UIContentSizeCategory.extraSmall`.
    case extraSmall
    /// `UIContentSizeCategory.small`.
    case small
    /// `UIContentSizeCategory.medium`.
    case medium
    /// `UIContentSizeCategory.large`: the default.
    case large
    /// `UIContentSizeCategory.extraLarge`.
    case extraLarge
    /// `UIContentSizeCategory.extraExtraLarge`.
    case extraExtraLarge
    /// `UIContentSizeCategory.extraExtraExtraLarge`: the largest size offered without Larger
    /// Accessibility Sizes.
    case extraExtraExtraLarge
    /// `UIContentSizeCategory.accessibilityMedium` (AX1).
    case accessibilityMedium
    /// `UIContentSizeCategory.accessibilityLarge` (AX2).
    case accessibilityLarge
    /// `UIContentSizeCategory.accessibilityExtraLarge` (AX3).
    case accessibilityExtraLarge
    /// `UIContentSizeCategory.accessibilityExtraExtraLarge` (AX4).
    case accessibilityExtraExtraLarge
    /// `UIContentSizeCategory.accessibilityExtraExtraExtraLarge` (AX5): the largest.
    case accessibilityExtraExtraExtraLarge

    /// Orders the categories from smallest to largest.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The point size of the Body text style at this category, on iOS and iPadOS.
    ///
    /// These are the sizes Apple's Human Interface Guidelines list for Body (Typography, Dynamic
    /// Type sizes) and that `UIFont.preferredFont(forTextStyle: .body)` returns: 14, 15, 16, 17
    /// (large, the default), 19, 21, 23, then 28, 33, 40, 47 and 53 points for AX1 to AX5.
    public var bodyPointSize: CGFloat {
        switch self {
        case .extraSmall: return 14
        case .small: return 15
        case .medium: return 16
        case .large: return 17
        case .extraLarge: return 19
        case .extraExtraLarge: return 21
        case .extraExtraExtraLarge: return 23
        case .accessibilityMedium: return 28
        case .accessibilityLarge: return 33
        case .accessibilityExtraLarge: return 40
        case .accessibilityExtraExtraLarge: return 47
        case .accessibilityExtraExtraExtraLarge: return 53
        }
    }

    /// How much larger than at ``large`` a length grows at this category: the Body size over 17,
    /// as `UIFontMetrics(forTextStyle: .body).scaledValue(for:)` scales.
    public var bodyScale: CGFloat { bodyPointSize / ContentSizeCategory.large.bodyPointSize }

    /// `length` scaled like Body text at this category, rounded to whole points; `length` itself
    /// at ``large``.
    ///
    /// - Parameter length: The length at the default category.
    /// - Returns: The scaled length, rounded half away from zero.
    public func scaled(_ length: CGFloat) -> CGFloat {
        self == .large ? length : (length * bodyScale).rounded(.toNearestOrAwayFromZero)
    }
}
