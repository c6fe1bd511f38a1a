import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Who takes the status bar's scroll-to-top tap when several sections may be open.

extension MultipleExpansionEngine {
    /// The height of everything the stack holds once every moving section has come to rest and
    /// every easing content height has its new value: ``ExpansionLayout/contentSize`` at rest.
    ///
    /// - Complexity: O(*k* + log *n*) for *k* sections moving or easing.
    public var restingContentHeight: CGFloat {
        var height = layout.contentSize.height
        for index in movingOrder {
            height += restingContentHeight(at: index) - layout.visibleContentHeight(at: index)
        }
        for index in heightRamps.keys where _motions[index] == nil {
            height += restingContentHeight(at: index) - layout.visibleContentHeight(at: index)
        }
        return height
    }

    /// The content height the section at `index` shows at rest: its full height (the one it eases
    /// to, if it eases) when it is open or heading open, else 0.
    private func restingContentHeight(at index: Int) -> CGFloat {
        guard _expandedIndices.contains(index) else { return 0 }
        return heightRamps[index]?.to ?? layout.fullContentHeight(at: index)
    }

    /// Which scroll view takes the status bar's scroll-to-top tap in a viewport `viewportHeight`
    /// tall.
    ///
    /// UIKit scrolls only when exactly one scroll view on screen asks for the tap, so one is named:
    /// - the container's own when the stack, at rest, is more than half a point taller than the
    ///   viewport: the tap brings the reader back to the first header, as in
    ///   ``ExpansionMode/single``;
    /// - otherwise every section shows whole, and the tap goes to the lowest open section (at rest
    ///   or heading open): the one nearest the status bar, whose content a reader at the top of
    ///   the screen is in;
    /// - ``ScrollsToTopOwner/none`` when the stack fits and no section is open.
    ///
    /// The stack is measured at rest, so the owner doesn't change back and forth while sections
    /// move, only as a request starts or data, sizes and heights change.
    ///
    /// - Complexity: O(*m* + *k* + log *n*) for *m* open and *k* moving sections.
    package func scrollsToTopOwner(viewportHeight: CGFloat) -> ScrollsToTopOwner {
        let viewport = viewportHeight.isFinite ? max(0, viewportHeight) : 0
        if restingContentHeight > viewport + 0.5 { return .container }
        return _expandedIndices.min().map(ScrollsToTopOwner.child) ?? .none
    }
}
