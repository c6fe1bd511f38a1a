#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// The user tapped the header or tab at `index`.
    func handleUserTap(_ index: Int) {
        driver?.tap(index, at: CACurrentMediaTime())
        reportUserSelection()
    }

    /// The user asked for the page at `index` another way (a key, VoiceOver's scroll).
    func handleUserSelection(_ index: Int) {
        driver?.select(index, animated: true, at: CACurrentMediaTime())
        reportUserSelection()
    }

    private func reportUserSelection() {
        guard let engine else { return }
        didHandleUserSelection?(engine.finalDestination)
    }
}
#endif
