#if canImport(UIKit)
import UIKit

/// Hears about an ``ExpandableViewController``'s transitions and may veto expanding a section.
///
/// Every method has a default implementation, so adopt only the ones you need.
@MainActor
public protocol ExpandableViewControllerDelegate: AnyObject {
    /// Whether a tap may expand (or, in paging mode, select) the section at `index`. Default `true`.
    func expandableViewController(_ expandableViewController: ExpandableViewController, shouldExpandSectionAt index: Int) -> Bool

    /// A transition from `fromIndex` to `toIndex` begins (`nil`: no section).
    func expandableViewController(_ expandableViewController: ExpandableViewController, willTransitionFrom fromIndex: Int?, to toIndex: Int?)

    /// A swipe moved the transition from `fromIndex` to `toIndex` to `progress` (0...1).
    func expandableViewController(_ expandableViewController: ExpandableViewController, didUpdateTransitionProgress progress: CGFloat, from fromIndex: Int?, to toIndex: Int?)

    /// The transition ended: `completed` at `toIndex`, or cancelled back at `fromIndex`.
    func expandableViewController(_ expandableViewController: ExpandableViewController, didTransitionFrom fromIndex: Int?, to toIndex: Int?, completed: Bool)

    /// In ``ExpansionMode/multiple``, sections start to open or close (or turn around); changes
    /// made without animation are named here and in the `did` call straight after.
    func expandableViewController(_ expandableViewController: ExpandableViewController, willChangeExpansionOpening opening: IndexSet, closing: IndexSet)

    /// In ``ExpansionMode/multiple``, sections came to rest open or closed. Every section named in
    /// a `will` call is named once more here: a section that a data change removed while it moved
    /// is named in `closed`, at once, by the index it had just before that change.
    func expandableViewController(_ expandableViewController: ExpandableViewController, didChangeExpansionOpened opened: IndexSet, closed: IndexSet)
}

extension ExpandableViewControllerDelegate {
    /// Returns `true`.
    public func expandableViewController(_ expandableViewController: ExpandableViewController, shouldExpandSectionAt index: Int) -> Bool { true }
    /// Does nothing.
    public func expandableViewController(_ expandableViewController: ExpandableViewController, willTransitionFrom fromIndex: Int?, to toIndex: Int?) {}
    /// Does nothing.
    public func expandableViewController(_ expandableViewController: ExpandableViewController, didUpdateTransitionProgress progress: CGFloat, from fromIndex: Int?, to toIndex: Int?) {}
    /// Does nothing.
    public func expandableViewController(_ expandableViewController: ExpandableViewController, didTransitionFrom fromIndex: Int?, to toIndex: Int?, completed: Bool) {}
    /// Does nothing.
    public func expandableViewController(_ expandableViewController: ExpandableViewController, willChangeExpansionOpening opening: IndexSet, closing: IndexSet) {}
    /// Does nothing.
    public func expandableViewController(_ expandableViewController: ExpandableViewController, didChangeExpansionOpened opened: IndexSet, closed: IndexSet) {}
}

/// Picks the animator for each transition between two children.
@MainActor
public protocol ExpandableTransitionDelegate: AnyObject {
    /// The animator for a transition from the child at `fromIndex` to the one at `toIndex`, or
    /// `nil` for the built-in one (``SlideAnimator`` in paging mode, ``UnrollAnimator`` in an accordion).
    ///
    /// An animator that implements `interruptibleAnimator(using:)` can be reversed mid-flight and
    /// driven by a swipe; one that doesn't makes the container ignore taps until it completes, and
    /// swipes then run on the built-in slide.
    func expandableViewController(
        _ expandableViewController: ExpandableViewController,
        animationControllerFrom fromViewController: UIViewController?,
        at fromIndex: Int?,
        to toViewController: UIViewController?,
        at toIndex: Int?
    ) -> UIViewControllerAnimatedTransitioning?
}
#endif
