import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension StackEngine {
    /// The opacity of the content of the section at `index`: the openness of a section that fades
    /// (``SectionMotion/fades``, under Reduce Motion), from 0 to 1 opening and from 1 to 0 closing;
    /// 1 for every other section. The platform applies it to the section's child on every layout.
    ///
    /// - Complexity: O(1).
    public func contentOpacity(ofSectionAt index: Int) -> CGFloat {
        guard let motion = _open.motions[index], motion.fades else { return 1 }
        return CGFloat(min(1, max(0, motion.openness)))
    }

    /// The height of everything the stack holds once every moving section has come to rest and
    /// every easing content height has its new value: ``AccordionLayout/contentSize`` at rest.
    ///
    /// - Complexity: O(*k* + log *n*) for *k* sections moving or easing.
    var sectionsRestingContentHeight: CGFloat {
        var height = _open.layout.contentSize.height
        for index in _open.order {
            height += restingContentHeight(at: index) - _open.layout.visibleContentHeight(at: index)
        }
        for index in _open.heightRamps.keys where _open.motions[index] == nil {
            height += restingContentHeight(at: index) - _open.layout.visibleContentHeight(at: index)
        }
        return height
    }

    /// The content height the section at `index` shows at rest: its full height (the one it eases
    /// to, if it eases) when it is open or heading open, else 0.
    private func restingContentHeight(at index: Int) -> CGFloat {
        guard _open.expanded.contains(index) else { return 0 }
        return _open.heightRamps[index]?.to ?? _open.layout.fullContentHeight(at: index)
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
    func sectionsScrollsToTopOwner(viewportHeight: CGFloat) -> ScrollsToTopOwner {
        let viewport = viewportHeight.isFinite ? max(0, viewportHeight) : 0
        if sectionsRestingContentHeight > viewport + 0.5 { return .container }
        return _open.expanded.min().map(ScrollsToTopOwner.child) ?? .none
    }

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
        guard allowsSeveralOpenSections else { return destination }
        let top = offset.isFinite ? offset : 0
        let height = viewportHeight.isFinite ? max(0, viewportHeight) : 0
        let viewport = CGRect(x: 0, y: top, width: _open.layout.size.width, height: height)
        for index in _open.layout.visibleSections(in: viewport) where _open.expanded.contains(index) {
            guard let content = _open.layout.content(at: index) else { continue }
            if content.frame.maxY > viewport.minY, content.frame.minY < viewport.maxY { return index }
        }
        return nil
    }

    /// What the user has now, to save: every section open or heading open (where the stack comes
    /// to rest), the lowest of them as the selection (what single mode opens, see
    /// ``StackRestorationState/resolved(against:mode:)``), and the section at the top of a
    /// viewport scrolled to `offset` (``scrollAnchor(atOffset:)``).
    ///
    /// - Parameters:
    ///   - identifiers: Every element's identifier, in order; when elements have none of their
    ///     own, their positions.
    ///   - offset: The top of the viewport in the content's coordinates.
    /// - Precondition: `identifiers` has ``count`` elements; the message names both counts.
    /// - Complexity: O(*m* log *m* + log *n*) for *m* open sections.
    func sectionsRestorationState<ID>(identifiers: [ID], offset: CGFloat) -> StackRestorationState<ID> {
        precondition(identifiers.count == count, "StackEngine.restorationState: \(identifiers.count) identifiers for \(count) sections")
        typealias Element = StackRestorationState<ID>.Element
        let open = _open.expanded.sorted().map { Element(id: identifiers[$0], index: $0) }
        let anchor = scrollAnchor(atOffset: offset).map { anchor in
            StackRestorationState<ID>.Anchor(element: Element(id: identifiers[anchor.index], index: anchor.index), distance: anchor.distance)
        }
        return StackRestorationState(selection: open.first, anchor: anchor, openSections: open)
    }
}
