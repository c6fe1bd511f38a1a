#if canImport(UIKit)
import UIKit

/// The container's scroll view: a drag that starts on a header (a control) still scrolls the stack,
/// and joining or leaving a window is reported, so no transition outlives the screen it ran on.
@MainActor
final class ContainerScrollView: UIScrollView {
    /// Headers are controls; a scroll view by default lets a control keep a touch that starts on
    /// it. Giving the touch back makes a drag from a header scroll, as in a table view.
    override func touchesShouldCancel(in view: UIView) -> Bool {
        view is UIControl ? true : super.touchesShouldCancel(in: view)
    }

    /// Called when the scroll view joins (`true`) or leaves (`false`) a window.
    var windowChanged: ((_ isInWindow: Bool) -> Void)?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        windowChanged?(window != nil)
    }
}
#endif
