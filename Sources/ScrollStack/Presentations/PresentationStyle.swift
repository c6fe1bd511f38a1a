#if canImport(UIKit)
import UIKit

/// How a view controller is presented by a ``PresentationTransitioningDelegate``.
public enum PresentationStyle: Equatable {
    /// Centred over the presenting view, which stays on screen behind a dimming view.
    case alert(AlertAnimationStyle)
    /// From the leading or trailing edge, `width` points wide, with the presenting view moved
    /// aside, dimmed, or both.
    case drawer(edge: DrawerEdge, width: CGFloat, effect: DrawerPresentingEffect)
}
#endif
