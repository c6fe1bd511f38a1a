#if canImport(UIKit)
import UIKit

/// Leaves the status bar's scroll-to-top tap to the one scroll view the core names: UIKit scrolls
/// only when exactly one on screen asks for it. The other children's scroll views are turned off,
/// and turned back on when their child owns the tap again or leaves the container.
@MainActor
final class ScrollsToTopKeeper {
    /// Scroll views inside children that were turned off, by child.
    private var silenced: [ObjectIdentifier: [UIScrollView]] = [:]
    /// The owner and live children last handed the tap, so scrolling doesn't walk the children's
    /// views again on every frame.
    private var last: (owner: ScrollsToTopOwner, children: Set<ObjectIdentifier>)?

    /// Gives the tap to `owner`: the container's own scroll view, or the scroll views of one of
    /// `children` (by index).
    ///
    /// - Parameter walkingAgain: Whether to look through the children's views even when nothing
    ///   changed, for scroll views they made since (a SwiftUI list appears at its first render);
    ///   not while the user scrolls, when layout runs on every frame.
    func give(to owner: ScrollsToTopOwner, container: UIScrollView, children: [Int: UIViewController], walkingAgain: Bool) {
        let live = Set(children.values.map(ObjectIdentifier.init))
        if !walkingAgain, let last, last.owner == owner, last.children == live { return }
        last = (owner, live)
        container.scrollsToTop = owner == .container
        for (index, child) in children {
            if owner == .child(index) {
                restore(in: child)
            } else if let view = child.viewIfLoaded {
                let turnedOff = Self.outermostScrollViews(in: view).filter(\.scrollsToTop)
                for scrollView in turnedOff { scrollView.scrollsToTop = false }
                silenced[ObjectIdentifier(child), default: []].append(contentsOf: turnedOff)
            }
        }
    }

    /// Turns back on the scroll views of `child` that were turned off.
    func restore(in child: UIViewController) {
        for scrollView in silenced.removeValue(forKey: ObjectIdentifier(child)) ?? [] {
            scrollView.scrollsToTop = true
        }
    }

    /// The scroll views in `view`'s hierarchy that are not inside another one (a table view, not
    /// the text views in its cells).
    private static func outermostScrollViews(in view: UIView) -> [UIScrollView] {
        if let scrollView = view as? UIScrollView { return [scrollView] }
        return view.subviews.flatMap(outermostScrollViews(in:))
    }
}
#endif
