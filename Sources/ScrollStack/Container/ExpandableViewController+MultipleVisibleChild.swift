#if canImport(UIKit)
import UIKit

// What single mode has for the child on screen, in ExpansionMode.multiple: the visible child and
// the status bar's scroll-to-top tap, as the multiple engine names them.

extension ExpandableViewController {
    /// ``visibleViewController`` in ``ExpansionMode/multiple``: the child of the open section the
    /// core names (``MultipleExpansionEngine/visibleSection(atOffset:viewportHeight:)``).
    var multipleVisibleViewController: UIViewController? {
        guard let engine = multipleState.host?.driver?.engine else { return nil }
        let index = engine.visibleSection(atOffset: contentView.engineOffset, viewportHeight: contentView.engineViewportHeight)
        return index.flatMap { engine.child(at: $0)?.viewController }
    }

    /// After a layout in ``ExpansionMode/multiple``: hands the scroll-to-top tap to the scroll view
    /// the core names, and tells the bars when the visible child changed (scrolling, a section
    /// opening or closing, data).
    ///
    /// - Parameter walkingAgain: Whether to look through the children's views for scroll views
    ///   they made since; not on the frames of scrolling or of sections moving.
    func multipleExpansionWasLaidOut(walkingAgain: Bool) {
        guard let host, let engine = multipleState.host?.driver?.engine else { return }
        host.scrollsToTop.give(
            to: engine.scrollsToTopOwner(viewportHeight: contentView.engineViewportHeight),
            container: contentView,
            children: engine.liveChildren.mapValues(\.viewController),
            walkingAgain: walkingAgain
        )
        if multipleVisibleViewController !== host.announcedVisibleChild { visibleChildDidChange() }
    }
}
#endif
