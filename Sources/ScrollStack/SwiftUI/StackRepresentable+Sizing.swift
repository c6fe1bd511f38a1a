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
        let width = proposal.width ?? uiViewController.viewIfLoaded?.bounds.width ?? 0
        guard width > 0, width.isFinite else { return nil }
        let coordinator = context.coordinator
        if let height = coordinator.fittingHeight(width: width) {
            return CGSize(width: width, height: coordinator.measuredHeight?.height ?? height)
        }
        guard let height = proposal.height, height.isFinite else {
            return CGSize(width: width, height: coordinator.idealFillHeight())
        }
        return CGSize(width: width, height: height)
    }
}
#endif
