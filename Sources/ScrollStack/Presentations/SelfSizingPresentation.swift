#if canImport(UIKit)
import UIKit

/// A presented view controller that sets its own preferred size for the container it is about to
/// be laid out in: the presentation controller asks it before every layout, so the size is right
/// when it is presented, whenever its view was loaded.
@MainActor
protocol SelfSizingPresentation: UIViewController {
    /// Sets `preferredContentSize` for a container of `containerSize` with `safeArea`.
    func updatePreferredSize(in containerSize: CGSize, safeArea: UIEdgeInsets)
}
#endif
