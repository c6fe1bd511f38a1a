import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Another gesture that a container's paging pan can meet, as the platform classifies it.
package enum CompetingGesture: Equatable, Sendable {
    /// The navigation controller's back swipe from the leading edge.
    case navigationBackSwipe
    /// The navigation controller's back swipe from anywhere in the content (iOS 26 and later): it
    /// waits for the paging pan, which declines to begin where there is no page to go back to.
    case navigationContentPop
    /// The pan of a scroll view inside a child, and whether that scroll view can still scroll the
    /// way the finger moves.
    case childScrollView(canScrollTowardPan: Bool)
    /// The own pan of a scroll view inside a child, met before the finger has moved (when the
    /// platform asks which gesture waits for which): the paging pan goes first, and declines to
    /// begin when that scroll view can still scroll the way the finger moves
    /// (``SwipeGesturePolicy/shouldBegin(velocityX:velocityY:engine:childScrollViewCanScroll:)``).
    case childScrollViewPan
    /// A horizontal pan inside a child that is not a scroll view's own: table view swipe actions,
    /// a custom control.
    case childPan
    /// The screen-edge pan that opens a drawer.
    case drawerEdgePan
    /// Any other gesture.
    case other
}
