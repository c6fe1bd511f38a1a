import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What assistive technologies read of an accordion, whichever engine runs it: one open section
/// at a time (``StackEngine``) or several (``MultipleExpansionEngine``).
///
/// VoiceOver's reading order, the stand-ins for headers outside the viewport and keyboard focus
/// take their sections, states and scroll positions from here, so both expansion modes answer
/// alike.
package protocol AccordionReading {
    /// The live child type.
    associatedtype Child
    /// How many sections there are.
    var sectionCount: Int { get }
    /// The live child of the section at `index`, if it has one.
    func child(at index: Int) -> Child?
    /// Whether the section at `index` is open or opening: what its header says it is.
    func isSectionExpanded(_ index: Int) -> Bool
    /// The frame of the header at `index` now, in content coordinates.
    ///
    /// - Precondition: `index` is in `0..<sectionCount`.
    func headerFrame(at index: Int) -> CGRect
    /// The scroll position that brings the header at `index` fully into view, scrolling as little
    /// as possible, inside the content.
    ///
    /// - Precondition: `index` is in `0..<sectionCount`.
    func scrollOffset(revealingHeader index: Int, from offset: CGFloat, viewportHeight: CGFloat) -> CGFloat
}

extension AccordionLayout {
    /// The scroll position that brings `header` fully into view from `offset`, scrolling as little
    /// as possible (its top first when it is taller than the viewport), inside content of
    /// `contentHeight`. A non-finite offset counts as 0; a negative viewport as empty.
    public static func scrollOffset(revealing header: CGRect, from offset: CGFloat, viewportHeight: CGFloat, contentHeight: CGFloat) -> CGFloat {
        let viewport = viewportHeight.clampedToNonNegative
        var target = offset.isFinite ? offset : 0
        if header.minY < target || header.height > viewport {
            target = header.minY
        } else if header.maxY > target + viewport {
            target = header.maxY - viewport
        }
        return clampedOffset(target, contentHeight: contentHeight, viewportHeight: viewport)
    }
}

extension StackEngine: AccordionReading {
    /// How many sections there are: ``count``.
    public var sectionCount: Int { count }

    /// Whether the section at `index` is open or heading open: the running transition's
    /// destination, else the expanded section.
    public func isSectionExpanded(_ index: Int) -> Bool { destination == index }

    /// The frame of the header at `index` now: ``accordionLayout``'s.
    public func headerFrame(at index: Int) -> CGRect { accordionLayout.headerFrame(at: index) }

    /// ``AccordionLayout/scrollOffset(revealingHeader:from:viewportHeight:)`` of ``accordionLayout``.
    public func scrollOffset(revealingHeader index: Int, from offset: CGFloat, viewportHeight: CGFloat) -> CGFloat {
        accordionLayout.scrollOffset(revealingHeader: index, from: offset, viewportHeight: viewportHeight)
    }
}

extension MultipleExpansionEngine: AccordionReading {
    /// How many sections there are: ``count``.
    public var sectionCount: Int { count }

    /// Whether the section at `index` is open or opening: in ``expandedIndices``, or moving towards
    /// open.
    public func isSectionExpanded(_ index: Int) -> Bool {
        if let motion = motions[index] { return motion.isOpening }
        return expandedIndices.contains(index)
    }

    /// The frame of the header at `index` now: ``layout``'s.
    public func headerFrame(at index: Int) -> CGRect { layout.headerFrame(at: index) }

    /// The scroll position that brings the header at `index` fully into view in the layout as it
    /// stands now, scrolling as little as possible.
    public func scrollOffset(revealingHeader index: Int, from offset: CGFloat, viewportHeight: CGFloat) -> CGFloat {
        AccordionLayout.scrollOffset(revealing: layout.headerFrame(at: index), from: offset, viewportHeight: viewportHeight, contentHeight: layout.contentSize.height)
    }
}
