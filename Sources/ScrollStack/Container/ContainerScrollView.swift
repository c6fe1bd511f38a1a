#if canImport(UIKit)
import UIKit

/// The container's scroll view: a drag that starts on a header (a control) still scrolls the stack,
/// and leaving the window is reported, so no transition outlives the screen it ran on.
@MainActor
final class ContainerScrollView: UIScrollView {
    /// Headers are controls; a scroll view by default lets a control keep a touch that starts on
    /// it. Giving the touch back makes a drag from a header scroll, as in a table view.
    override func touchesShouldCancel(in view: UIView) -> Bool {
        view is UIControl ? true : super.touchesShouldCancel(in: view)
    }

    /// Called when the scroll view leaves its window: the container ends a running transition.
    var didLeaveWindow: (() -> Void)?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { didLeaveWindow?() }
    }
}
#endif
