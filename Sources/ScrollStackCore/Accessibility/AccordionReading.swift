import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

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

// What assistive technologies read of an accordion, whichever expansion policy runs it: VoiceOver's
// reading order, the stand-ins for headers outside the viewport and keyboard focus take their
// sections, states and scroll positions from here, so both policies answer alike.

extension StackEngine {
    /// How many sections there are: ``count``.
    public var sectionCount: Int { count }

    /// Whether the section at `index` is open or heading open: the running transition's
    /// destination, else the expanded section; under ``ExpansionMode/multiple``, whether it is in
    /// ``expandedIndices``.
    public func isSectionExpanded(_ index: Int) -> Bool {
        allowsSeveralOpenSections ? _open.expanded.contains(index) : destination == index
    }

    /// Whether a tap on the header at `index` closes its section if that is expanded: always,
    /// unless ``StackConfiguration/keepsOneSectionOpen`` keeps it open as the last open section.
    ///
    /// Under ``ExpansionMode/multiple`` the last open section is the only index in
    /// ``expandedIndices``. With one section open at most it is the selected section at rest: while
    /// a transition runs, a tap on a section it moves reverses it, which closes that section.
    /// Headers and keys offer to collapse only a section that can collapse.
    ///
    /// - Parameter index: The section; one that is not expanded gives `true`.
    package func canCollapseSection(_ index: Int) -> Bool {
        guard _configuration.keepsOneSectionOpen else { return true }
        if allowsSeveralOpenSections { return _open.expanded != [index] }
        return phase.transition != nil || selectedIndex != index
    }

    /// The frame of the header at `index` now, in content coordinates.
    ///
    /// - Precondition: `index` is in `0..<count`.
    public func headerFrame(at index: Int) -> CGRect {
        allowsSeveralOpenSections ? _open.layout.headerFrame(at: index) : accordionLayout.headerFrame(at: index)
    }

    /// The height of everything the accordion holds now, its insets included.
    public var accordionContentHeight: CGFloat {
        allowsSeveralOpenSections ? _open.layout.contentSize.height : accordionLayout.contentSize.height
    }

    /// The scroll position that brings the header at `index` fully into view in the layout as it
    /// stands now, scrolling as little as possible, inside the content.
    ///
    /// - Precondition: `index` is in `0..<count`.
    public func scrollOffset(revealingHeader index: Int, from offset: CGFloat, viewportHeight: CGFloat) -> CGFloat {
        if allowsSeveralOpenSections {
            return AccordionLayout.scrollOffset(revealing: _open.layout.headerFrame(at: index), from: offset, viewportHeight: viewportHeight, contentHeight: _open.layout.contentSize.height)
        }
        return accordionLayout.scrollOffset(revealingHeader: index, from: offset, viewportHeight: viewportHeight)
    }
}
