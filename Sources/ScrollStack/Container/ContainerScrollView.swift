#if canImport(UIKit)
import UIKit

/// The container's scroll view: a drag that starts on a header (a control) still scrolls the stack.
///
/// The container lets it take the status bar's scroll-to-top tap only while its content scrolls,
/// so otherwise the tap reaches the expanded child's own scroll view.
@MainActor
final class ContainerScrollView: UIScrollView {
    /// Headers are controls; a scroll view by default lets a control keep a touch that starts on
    /// it. Giving the touch back makes a drag from a header scroll, as in a table view.
    override func touchesShouldCancel(in view: UIView) -> Bool {
        view is UIControl ? true : super.touchesShouldCancel(in: view)
    }
}
#endif
