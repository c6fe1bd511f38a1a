#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// The user tapped the header or tab at `index`, by `cause` (which decides where VoiceOver's
    /// cursor goes once the container comes to rest).
    func handleUserTap(_ index: Int, cause: AccessibilityChangeCause) {
        host?.noteRequest(cause)
        driver?.tap(index, at: CACurrentMediaTime())
        reportUserSelection()
    }

    /// The user asked for the page at `index` another way (a key, VoiceOver's scroll, the
    /// adjustable pager).
    func handleUserSelection(_ index: Int, cause: AccessibilityChangeCause) {
        host?.noteRequest(cause)
        driver?.select(index, animated: true, at: CACurrentMediaTime())
        reportUserSelection()
    }

    private func reportUserSelection() {
        guard let engine else { return }
        didHandleUserSelection?(engine.finalDestination)
    }
}
#endif
