#if canImport(UIKit)
import UIKit

/// The container's scroll view: a drag that starts on a header (a control) still scrolls the stack,
/// and joining or leaving a window is reported, so no transition outlives the screen it ran on.
@MainActor
final class ContainerScrollView: UIScrollView {
    /// Whether a view is one of the container's own headers.
    var isHeader: (UIView) -> Bool = { _ in false }

    /// The part of the content children may be touched in (a pager's page area, inside the safe
    /// area and the content insets), in the content's coordinates; `nil`: everywhere.
    var touchableRect: CGRect?

    /// Headers are controls; a scroll view by default lets a control keep a touch that starts on
    /// it. Giving the touch back makes a drag from a header scroll, as in a table view. Controls
    /// inside the children (sliders, switches, segmented controls, text selection) keep UIKit's
    /// default. So does a slider, switch or text field inside a custom header; a button inside one
    /// counts as the header.
    override func touchesShouldCancel(in view: UIView) -> Bool {
        if isHeader(view) { return true }
        if view is UIButton, view.ancestors.prefix(while: { $0 !== self }).contains(where: isHeader) { return true }
        return super.touchesShouldCancel(in: view)
    }

    /// A touch outside ``touchableRect`` reaches the scroll view itself, never a child clipped away
    /// there (a preloaded neighbour page under a safe-area strip): masks don't stop hit-testing.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        guard let touchableRect, !touchableRect.contains(point) else { return hit }
        return self
    }

    /// The elements VoiceOver and Switch Control move through, in order; `nil` (or a provider that
    /// answers `nil`) keeps UIKit's default, the subviews.
    var accessibilityElementsProvider: (() -> [Any]?)?

    /// The provider's elements: headers in view with stand-ins for those just outside it, or a
    /// pager's adjustable element before its pages.
    override var accessibilityElements: [Any]? {
        get { accessibilityElementsProvider?() ?? super.accessibilityElements }
        set { super.accessibilityElements = newValue }
    }

    /// Called when the scroll view joins (`true`) or leaves (`false`) a window.
    var windowChanged: ((_ isInWindow: Bool) -> Void)?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        windowChanged?(window != nil)
    }

    /// Called with the offset in the engine's terms when someone other than the container moved
    /// the content (a finger, its fling, the status bar, the keyboard, the app): the engine hears
    /// of it before it decides anything else. Found from layout, so it works whoever the delegate is.
    var contentMovedElsewhere: ((CGFloat) -> Void)?

    /// The offset the container last put the content at or was told of.
    private var knownOffset: CGFloat?

    /// Puts the content at `offset` (in the engine's terms) for the container, unless a finger or
    /// its fling owns it; a move of less than a hundredth of a point is left alone. Call
    /// ``noticeMoves()`` before reading the engine's offset: a move found here is reported and the
    /// offset, read before the engine heard of it, is not written.
    func follow(engineOffset offset: CGFloat) {
        guard !noticeMoves(), !isDragging, !isDecelerating, abs(offset - engineOffset) >= 0.01 else { return }
        engineOffset = offset
        knownOffset = engineOffset
    }

    /// Reports a move of half a point or more that the container didn't make, once. Returns whether
    /// it reported one.
    @discardableResult
    func noticeMoves() -> Bool {
        let offset = engineOffset
        guard knownOffset.map({ abs($0 - offset) >= 0.5 }) ?? true else { return false }
        knownOffset = offset
        contentMovedElsewhere?(offset)
        return true
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        noticeMoves()
    }
}

extension UIScrollView {
    /// The vertical offset in the engine's terms: 0 when the top of the content shows just below
    /// the insets the scroll view adds (the vertical safe area it owns).
    var engineOffset: CGFloat {
        get { contentOffset.y + adjustedContentInset.top }
        set { contentOffset.y = newValue - adjustedContentInset.top }
    }

    /// The height of content that shows between those insets.
    var engineViewportHeight: CGFloat {
        max(0, bounds.height - adjustedContentInset.top - adjustedContentInset.bottom)
    }
}
#endif
