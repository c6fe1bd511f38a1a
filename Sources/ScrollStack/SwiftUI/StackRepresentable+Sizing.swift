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
            // Mid-flight the height follows the transition frame by frame; at rest it is the
            // exact height at this width (a new width must not get the old width's height).
            let inFlight = coordinator.containerIsAtRest ? nil : coordinator.measuredHeight?.height
            return CGSize(width: width, height: inFlight ?? height)
        }
        guard let height = proposal.height, height.isFinite else {
            return CGSize(width: width, height: coordinator.idealFillHeight())
        }
        return CGSize(width: width, height: height)
    }
}
#endif
