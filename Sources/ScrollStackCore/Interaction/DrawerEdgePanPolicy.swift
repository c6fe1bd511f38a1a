import Foundation

/// When the screen-edge pan that opens a drawer may begin, and whether it waits for the
/// navigation controller's back swipe.
///
/// The back swipe starts at the leading edge (the left one, right to left the right one). A drawer
/// that comes in from the same edge would take that swipe away from a pushed screen, so there the
/// back swipe wins: the drawer's pan doesn't begin while there is a screen to go back to, and it
/// waits for the back swipe to fail otherwise. A drawer on the trailing edge never meets it.
public struct DrawerEdgePanPolicy: Equatable, Sendable {
    /// The edge the drawer comes in from.
    public var edge: DrawerEdge

    /// Creates the policy for a drawer on `edge`.
    public init(edge: DrawerEdge) {
        self.edge = edge
    }

    /// Whether the drawer's edge pan may begin.
    ///
    /// - Parameters:
    ///   - canNavigateBack: Whether the presenting screen's navigation controller would go back on
    ///     a back swipe (it has a screen below the top one and its back swipe is enabled).
    ///   - isPresentingAlready: Whether the presenting view controller already presents something,
    ///     so a drawer can't be presented from it now.
    public func shouldBegin(canNavigateBack: Bool, isPresentingAlready: Bool) -> Bool {
        guard !isPresentingAlready else { return false }
        return !(sharesBackSwipeEdge && canNavigateBack)
    }

    /// Whether the drawer's edge pan waits for the back swipe to fail before it begins.
    public var waitsForBackSwipe: Bool { sharesBackSwipeEdge }

    private var sharesBackSwipeEdge: Bool { edge == .leading }
}
