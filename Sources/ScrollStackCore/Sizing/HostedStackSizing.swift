import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How tall a SwiftUI accordion is before and without a layout of its own.
///
/// - Sized by its content: the headers at the height the engine gives them at the user's text size
///   (``HeaderHeightScaling``, the same function), plus the open section's height when it is known,
///   plus the vertical insets. This is the first frame's height, so nothing jumps when the
///   container's own layout reports.
/// - Filling (``idealFillHeight(sectionCount:headerHeight:category:)``): a container that takes the
///   space it is offered has no height of its own; where it is asked for its ideal size (a
///   `ScrollView`, a `fixedSize()`), it answers its headers plus ``idealFillSectionHeight`` for the
///   open section.
package enum HostedStackSizing {
    /// The open section's (or page's) height in a filling container's ideal size: 320 points.
    package static let idealFillSectionHeight: CGFloat = 320

    /// The height of a container sized by its content.
    ///
    /// - Parameters:
    ///   - sectionCount: How many sections there are; a negative count counts as zero (a clamp).
    ///   - headerHeight: Each header's configured height at the default text size.
    ///   - category: The text size in force.
    ///   - openSectionHeight: The open section's height, or `nil` when none is open or its height
    ///     isn't known yet.
    ///   - verticalInsets: The content insets above and below.
    ///   - fittedHeaders: All headers' height together when they are known at this width (default
    ///     headers grown to fit their words, ``AccordionSectionHeights/headersHeight``); `nil`: every
    ///     header at the scaled height. Negative or non-finite counts as zero.
    /// - Precondition: `headerHeight` is positive and finite (the message names it).
    package static func contentHeight(
        sectionCount: Int,
        headerHeight: CGFloat,
        category: ContentSizeCategory,
        openSectionHeight: CGFloat?,
        verticalInsets: CGFloat = 0,
        fittedHeaders: CGFloat? = nil
    ) -> CGFloat {
        let header = HeaderHeightScaling(configuredHeight: headerHeight).height(for: category)
        let open = openSectionHeight?.clampedToNonNegative ?? 0
        let headers = fittedHeaders?.clampedToNonNegative ?? CGFloat(max(0, sectionCount)) * header
        return headers + open + max(0, verticalInsets)
    }

    /// The width a section's content is measured at in a container `width` wide: the width less
    /// the left and right content insets, as the engine lays sections out; never below zero.
    /// Insets that are negative or not finite count as zero.
    package static func sectionWidth(containerWidth width: CGFloat, left: CGFloat, right: CGFloat) -> CGFloat {
        max(0, width - left.clampedToNonNegative - right.clampedToNonNegative)
    }

    /// The ideal height of a filling accordion: its headers plus ``idealFillSectionHeight``.
    ///
    /// - Precondition: `headerHeight` is positive and finite (the message names it).
    package static func idealFillHeight(sectionCount: Int, headerHeight: CGFloat, category: ContentSizeCategory) -> CGFloat {
        contentHeight(sectionCount: sectionCount, headerHeight: headerHeight, category: category, openSectionHeight: idealFillSectionHeight)
    }
}

extension HostedStackSizing {
    /// The ideal height of a hosted container in `mode` that takes the space it is offered, or
    /// `nil` for an accordion sized by its content.
    ///
    /// ## Rules
    /// - An accordion whose sections fill (`sectionsFill`): every section's header plus
    ///   ``idealFillSectionHeight``; one whose sections are fixed or fit their content: `nil`.
    /// - A pager fills whatever its pages: its tab strip (one header's height, none when
    ///   `showsTabStrip` is `false`) plus ``idealFillSectionHeight``.
    ///
    /// - Precondition: `headerHeight` is positive and finite (the message names it).
    package static func idealFillHeight(
        mode: StackMode,
        sectionsFill: Bool,
        sectionCount: Int,
        showsTabStrip: Bool,
        headerHeight: CGFloat,
        category: ContentSizeCategory
    ) -> CGFloat? {
        switch mode {
        case .accordion:
            return sectionsFill ? idealFillHeight(sectionCount: sectionCount, headerHeight: headerHeight, category: category) : nil
        case .paging:
            return idealFillHeight(sectionCount: showsTabStrip ? 1 : 0, headerHeight: headerHeight, category: category)
        }
    }
}
