import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The child that counts as "the one on screen" when several sections may be open.

extension MultipleExpansionEngine {
    /// The open section whose child counts as the one on screen in a viewport scrolled to
    /// `offset`, `viewportHeight` tall: the one that decides the status bar's style, the home
    /// indicator and what the container reports as its visible child.
    ///
    /// The rule: the open section (at rest or heading open) nearest the viewport's top whose
    /// content is in view, where "in view" means the frame its child is placed at (its full
    /// height, below its header) reaches into the viewport. The reader reads from the top, and the
    /// child under the status bar is the one whose preferences the bars should follow. A section
    /// heading open counts from its first frame (its child is placed at full height while its
    /// clip grows); a section heading closed doesn't count (as in ``ExpansionMode/single``, the
    /// child a transition leaves is not the visible one). `nil` when no open section has content
    /// in view.
    ///
    /// Sections are named by their indices now; the child at that index is the one to report,
    /// so a data change that moves the section keeps the same child (compare children, not
    /// indices, to tell whether the visible child changed).
    ///
    /// - Complexity: O(log *n* + *v*) for *v* sections in view.
    public func visibleSection(atOffset offset: CGFloat, viewportHeight: CGFloat) -> Int? {
        let top = offset.isFinite ? offset : 0
        let height = viewportHeight.isFinite ? max(0, viewportHeight) : 0
        let viewport = CGRect(x: 0, y: top, width: layout.size.width, height: height)
        for index in layout.visibleSections(in: viewport) where _expandedIndices.contains(index) {
            guard let content = layout.content(at: index) else { continue }
            if content.frame.maxY > viewport.minY, content.frame.minY < viewport.maxY { return index }
        }
        return nil
    }
}
