import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HostedStackSizing {
    /// The first frame's height of an accordion sized by its content where SwiftUI can't ask the
    /// container for its size (iOS 14 and 15): the same rule as the exact height, with what can be
    /// known before the container exists.
    ///
    /// ## Rules
    /// - The headers at the height the engine scales them to for the text size, as
    ///   ``contentHeight(sectionCount:headerHeight:category:openSectionHeight:verticalInsets:)``.
    /// - Every open section (one selection or a set of them) adds `fixedSectionHeight` when the
    ///   sections have a fixed height.
    /// - Sections sized by their content (`fixedSectionHeight` is `nil`) add nothing here;
    ///   ``estimatedHeight(elements:id:open:fixedSectionHeight:headerHeight:category:width:verticalInsets:measure:)``
    ///   measures them at the width known before the first layout.
    /// - `openSectionCount` is clamped to `0...sectionCount`.
    ///
    /// - Precondition: `headerHeight` is positive and finite (the message names it).
    package static func estimatedHeight(
        sectionCount: Int,
        openSectionCount: Int,
        fixedSectionHeight: CGFloat?,
        headerHeight: CGFloat,
        category: ContentSizeCategory
    ) -> CGFloat {
        let count = max(0, sectionCount)
        let open = min(max(0, openSectionCount), count)
        let sections = fixedSectionHeight.map { $0.isFinite ? CGFloat(open) * max(0, $0) : 0 }
        return contentHeight(
            sectionCount: count,
            headerHeight: headerHeight,
            category: category,
            openSectionHeight: open > 0 ? sections : nil
        )
    }
}
