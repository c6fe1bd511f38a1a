#if canImport(UIKit)
import ScrollStackCore
import UIKit

// An accordion inside a section of another: the inner container publishes its content height as its
// `preferredContentSize` at rest and on every display frame of its transitions, as UIKit's own
// containers forward their content's preferred size; the outer container takes it as the section's
// content height by the rule in `NestedContentHeight`.

extension ExpandableViewController {
    /// Whether the container has a height of its own to give a section of an outer accordion: it is
    /// an accordion whose sections fit their content (``StackConfiguration/accordionContentMode`` is
    /// ``AccordionContentMode/fit(height:)``). An accordion that fills its section has none.
    var fitsItsContent: Bool {
        guard mode == .accordion else { return false }
        if case .fit = configuration.accordionContentMode { return true }
        return false
    }

    /// Whether the container sizes a section of an outer accordion now: it fits its content and
    /// its parent is an ``ExpandableViewController``.
    var sizesOuterSection: Bool { fitsItsContent && parent is ExpandableViewController }

    /// The container laid its content out `height` points tall at `moment`: tells the SwiftUI
    /// accordion that hosts it, and publishes the height to an outer accordion.
    func contentWasLaidOut(height: CGFloat, moment: ContentHeightMoment) {
        didLayOutContent?(height, moment)
        publishNestedContentHeight(height, moment: moment)
    }

    /// Publishes `height` as the container's `preferredContentSize` when it sizes an outer
    /// section, as ``NestedContentHeight/height(afterLayingOut:moment:published:)`` decides.
    func publishNestedContentHeight(_ height: CGFloat, moment: ContentHeightMoment) {
        guard sizesOuterSection else { return }
        leaveScrollingToEmbedder()
        let published = preferredContentSize.height > 0 ? preferredContentSize.height : nil
        guard let next = NestedContentHeight.height(afterLayingOut: height, moment: moment, published: published) else { return }
        preferredContentSize = CGSize(width: viewIfLoaded?.bounds.width ?? 0, height: next)
    }

    /// A container sized by what embeds it (an outer accordion's section, a SwiftUI view sized by
    /// its content) is as tall as its content, so the outer scroll view does the scrolling: this
    /// one doesn't bounce (a vertical drag on it scrolls the outer one) and leaves the status bar's
    /// scroll-to-top tap to the outer one. Called after every layout, which hands the tap out anew.
    func leaveScrollingToEmbedder() {
        if contentView.alwaysBounceVertical { contentView.alwaysBounceVertical = false }
        if contentView.scrollsToTop { contentView.scrollsToTop = false }
    }

    /// Whether `view` is one of the container's headers or a header of an accordion nested in one
    /// of its sections: a drag that starts on either scrolls this container, as in a table view.
    func isOwnOrNestedHeader(_ view: UIView) -> Bool {
        if host?.headers.index(of: view) != nil { return true }
        return children.contains { ($0 as? ExpandableViewController)?.isOwnOrNestedHeader(view) ?? false }
    }

    /// The height the container needs as a section of an outer accordion before that section
    /// opens: its content height as its engine lays it out now, or `nil` when it fills its
    /// section. Headers and fitted sections don't depend on the width, so the outer container's
    /// width is not needed.
    func nestedContentHeight() -> CGFloat? {
        guard fitsItsContent else { return nil }
        loadViewIfNeeded()
        guard let engine else { return nil }
        // The reported height follows one open section's transition; several open sections have
        // theirs in the engine's content height.
        return engine.reportedContentHeight()
    }

    /// Whether `child`, or an accordion inside it (a SwiftUI `AccordionStack` in a hosting
    /// controller), is moving its content now: its height then moves frame by frame and is taken
    /// at once (``NestedContentHeight/event(index:height:innerIsMoving:)``).
    func nestedAccordionIsMoving(in child: UIViewController) -> Bool {
        if let nested = child as? ExpandableViewController, nested.engine?.isMovingContent == true { return true }
        return child.children.contains { nestedAccordionIsMoving(in: $0) }
    }
}
#endif
