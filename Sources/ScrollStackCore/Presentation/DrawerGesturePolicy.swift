import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// When a drawer's pans may begin, and which gesture wins when they meet another.
///
/// **Opening.** The back swipe starts at the leading edge (the left one, right to left the right
/// one). A drawer that comes in from the same edge would take that swipe away from a pushed screen,
/// so there the back swipe wins: the drawer's edge pan doesn't begin while there is a screen to go
/// back to, and it waits for the back swipe to fail otherwise. A drawer on the trailing edge never
/// meets it. No drawer opens over another presentation.
///
/// **Closing.** A pan on the open drawer or its dimmed area closes it only when it moves mostly
/// sideways and towards closing, so the drawer's own vertical scrolling, and a pan the wrong way,
/// start nothing. It waits for what the drawer's content does with a horizontal pan: a navigation
/// controller's back swipe inside the drawer, swipe actions, a scroll view that can still scroll
/// the way the finger moves; it wins over a scroll view that can't.
package struct DrawerGesturePolicy: Equatable, Sendable {
    /// The edge the drawer comes in from.
    package var edge: DrawerEdge

    /// Creates the policy for a drawer on `edge`.
    package init(edge: DrawerEdge) {
        self.edge = edge
    }

    /// Whether the drawer's edge pan may begin.
    ///
    /// - Parameters:
    ///   - canNavigateBack: Whether the presenting screen's navigation controller would go back on
    ///     a back swipe (it has a screen below the top one and its back swipe is enabled).
    ///   - isPresentingAlready: Whether the presenting view controller already presents something,
    ///     so a drawer can't be presented from it now.
    package func shouldBegin(canNavigateBack: Bool, isPresentingAlready: Bool) -> Bool {
        guard !isPresentingAlready else { return false }
        return !(sharesBackSwipeEdge && canNavigateBack)
    }

    /// Whether the drawer's edge pan waits for the back swipe to fail before it begins.
    package var waitsForBackSwipe: Bool { sharesBackSwipeEdge }

    /// Whether a pan on the open drawer may begin closing it.
    ///
    /// - Parameters:
    ///   - velocityX: The pan's horizontal velocity, in points per second.
    ///   - velocityY: Its vertical velocity.
    ///   - openingVelocity: The horizontal velocity as the drawer's layout measures it: positive
    ///     towards opening (`DrawerPresentationLayout.openingDistance(ofTranslation:)`).
    package func closingPanShouldBegin(velocityX: CGFloat, velocityY: CGFloat, openingVelocity: CGFloat) -> Bool {
        InteractionTracker.isHorizontal(velocityX: velocityX, velocityY: velocityY) && openingVelocity < 0
    }

    /// Which gesture wins when the closing pan meets `other` inside the drawer: the same rules as
    /// the paging pan (``SwipeGesturePolicy/resolution(against:)``).
    package func closingPanResolution(against other: CompetingGesture) -> GestureResolution {
        SwipeGesturePolicy().resolution(against: other)
    }

    private var sharesBackSwipeEdge: Bool { edge == .leading }
}
