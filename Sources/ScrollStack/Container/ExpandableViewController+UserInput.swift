#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// The user tapped the header or tab at `index`, by `cause` (which decides where VoiceOver's
    /// cursor goes once the container comes to rest).
    func handleUserTap(_ index: Int, cause: AccessibilityChangeCause) {
        handlingUserGesture {
            host?.noteRequest(cause)
            driver?.tap(index, at: CACurrentMediaTime())
            reportUserSelection()
        }
    }

    /// The user asked for the page at `index` another way (a key, VoiceOver's scroll, the
    /// adjustable pager).
    func handleUserSelection(_ index: Int, cause: AccessibilityChangeCause) {
        handlingUserGesture {
            host?.noteRequest(cause)
            driver?.select(index, animated: true, at: CACurrentMediaTime())
            reportUserSelection()
        }
    }

    /// Whether the container is handling the user's tap, swipe or key now: what it reports now
    /// answers the user, outside any SwiftUI view update.
    var isHandlingUserGesture: Bool { (host?.userGestureDepth ?? 0) > 0 }

    /// Runs `body` as the handling of a user's gesture.
    func handlingUserGesture(_ body: () -> Void) {
        host?.userGestureDepth += 1
        defer { host?.userGestureDepth -= 1 }
        body()
    }

    private func reportUserSelection() {
        guard let engine else { return }
        didHandleUserSelection?(engine.finalDestination)
    }
}
#endif
