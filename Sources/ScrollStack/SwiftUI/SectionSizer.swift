#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStackCore
import SwiftUI
import UIKit

/// Measures sections' SwiftUI content before their children exist: one sizing hosting controller,
/// and the heights it measured kept by ID and width until the element, the width or the
/// environment changes (``MeasuredSectionHeights``). The coordinator's exact height (iOS 16 and
/// later) and the first frame's estimate (iOS 14 and 15) each measure with one.
@MainActor
final class SectionSizer<ID: Hashable, Element, Content: View> {
    private var sizer: HostingChild<Content>?
    /// The heights measured, kept by ID and width; a view update forgets what it makes stale.
    var heights = MeasuredSectionHeights<ID, Element>()

    nonisolated init() {}

    /// Whether it holds nothing: no sizing controller and no kept heights.
    var isEmpty: Bool { sizer == nil && heights.count == 0 }

    /// The height of `element`'s content at `width`: the kept one, else measured by the sizing
    /// controller in `environment`.
    func height(
        of element: Element,
        id: ID,
        width: CGFloat,
        content: (Element) -> Content,
        environment: EnvironmentValues,
        isSame: ((Element, Element) -> Bool)?
    ) -> CGFloat? {
        heights.height(of: id, element: element, width: width, isSame: isSame ?? { _, _ in false }) {
            let sizer = self.sizer ?? HostingChild<Content>(environment: environment)
            self.sizer = sizer
            sizer.sizesToContent = true
            sizer.show(content(element), identity: id, in: environment)
            return sizer.contentHeight(fittingWidth: width)
        }
    }
}
#endif
