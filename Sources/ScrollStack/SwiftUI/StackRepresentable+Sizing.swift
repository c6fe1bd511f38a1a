#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

extension StackRepresentable {
    /// The container's size for `proposal` (iOS 16 and later).
    ///
    /// - Sized by its content (an accordion with ``AccordionSectionSizing/fixed(_:)`` or
    ///   ``AccordionSectionSizing/fitsContent``): the exact height at the proposed width, from the
    ///   first frame.
    /// - Filling: the space proposed; asked for its ideal size (a `ScrollView`, `fixedSize()`), the
    ///   headers or tab strip plus ``HostedStackSizing/idealFillSectionHeight``.
    @available(iOS 16.0, *)
    @MainActor
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: ExpandableViewController, context: Context) -> CGSize? {
        let coordinator = context.coordinator
        return HostedStackSizing.size(
            proposedWidth: proposal.width,
            proposedHeight: proposal.height,
            currentWidth: uiViewController.viewIfLoaded?.bounds.width,
            height: coordinator.sizing,
            exactHeight: { coordinator.exactHeight(width: $0) }
        )
    }
}
#endif
