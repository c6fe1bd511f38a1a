#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// The user tapped the header or tab at `index`, by `cause` (which decides where VoiceOver's
    /// cursor goes once the container comes to rest).
    func handleUserTap(_ index: Int, cause: AccessibilityChangeCause) {
        guard acceptsUserInput else { return }
        handlingUserGesture {
            requesting(cause) { driver?.tap(index, at: CACurrentMediaTime()) }
            reportUserSelection()
        }
    }

    /// The user asked for the page at `index` another way (a key, VoiceOver's scroll, the
    /// adjustable pager).
    func handleUserSelection(_ index: Int, cause: AccessibilityChangeCause) {
        guard acceptsUserInput else { return }
        handlingUserGesture {
            requesting(cause) { driver?.select(index, animated: true, at: CACurrentMediaTime()) }
            reportUserSelection()
        }
    }

    /// VoiceOver's double tap, Switch Control or Voice Control activated the header view `header`:
    /// a tap on its section, made without a touch that could land on a control inside the header.
    ///
    /// - Returns: Whether the container took it: `false` while it takes no input, or for a view
    ///   that is no header in view.
    func activateHeader(_ header: UIView) -> Bool {
        guard acceptsUserInput, let index = host?.headers.index(of: header) else { return false }
        handleUserTap(index, cause: .header(index))
        return true
    }

    /// Shows at once that ``acceptsUserInput`` changed: the headers in view (their controls, traits
    /// and hints), the tabs and the adjustable pager are configured again.
    func acceptsUserInputDidChange() {
        guard let host, let engine else { return }
        host.refreshHeaders()
        tabStrip?.applyPosition()
        host.updateVoiceOverReach(engine)
    }

    /// Runs `body`, which hands a request to the driver, as a request for `cause`: it decides
    /// where VoiceOver's cursor goes at rest only if the driver accepted it (a vetoed tap, a tap
    /// on the current tab or a selection already under way leaves the cause before it).
    func requesting(_ cause: AccessibilityChangeCause, _ body: () -> Void) {
        // Your code's own request wins over a restored state still waiting for data.
        if cause == .programmatic { _ = pendingRestoration.handle(.explicitRequest) }
        guard let host else { return body() }
        // Whether a finger still owns the offset decides whether what the request opens is revealed.
        stackView.noticeMoves()
        host.reportScrolling()
        host.request(cause, body)
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

    /// Reports where the container heads after the user's request. Several open sections have no
    /// one place they head to: the delegate's section notices report them instead.
    private func reportUserSelection() {
        guard let engine, !engine.allowsSeveralOpenSections else { return }
        didHandleUserSelection?(engine.finalDestination)
    }
}
#endif
