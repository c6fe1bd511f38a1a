import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// One arithmetic for the frames of every accordion. A header sits where the headers above it end
// plus the content that shows above it; a stack keeps its headers in `AccordionSectionHeights` and
// the sections that show content in an `OpenSectionList`, and every query below (a header's frame,
// a section's content, the content size, the section at an offset, the sections in a viewport, the
// walk a display frame makes) is written once over the two. `AccordionLayout` keeps at most two
// open sections inline; `ExpansionLayout` keeps any number in a sorted list. Both answer with the
// same sums in the same order, so a stack shows the same frames whichever keeps it.

/// The sections of a stack that show content or move, in index order: what ``StackFrames`` reads
/// of them, by slot (a section's place among them).
protocol OpenSectionList {
    /// How many sections show content or move.
    var count: Int { get }
    /// The section at `slot`.
    func index(atSlot slot: Int) -> Int
    /// Where the header of the section at `slot` starts among the headers alone.
    func headerStart(atSlot slot: Int) -> CGFloat
    /// The content height of the section at `slot` that shows now.
    func visibleHeight(atSlot slot: Int) -> CGFloat
    /// The content height the section at `slot` has at its full size, and the height its clip shows.
    func content(atSlot slot: Int) -> (full: CGFloat, clip: CGFloat)
    /// The slot the section at `index` has, or would take if it showed content.
    func slot(of index: Int) -> Int
    /// The content that shows above `slot`: the visible heights of the slots before it, added in
    /// slot order.
    func visibleHeight(beforeSlot slot: Int) -> CGFloat
    /// `base` plus every visible content height, added in slot order.
    func adding(to base: CGFloat) -> CGFloat
    /// The first slot whose content ends below `offset` (from the top of the stack), with the
    /// content that shows above it; `count` and every visible height when there is none.
    func firstSlot(endingBelow offset: CGFloat, headers: AccordionSectionHeights) -> (slot: Int, above: CGFloat)
}

extension OpenSectionList {
    /// ``firstSlot(endingBelow:headers:)`` by a walk from the first slot: for lists of a few.
    @inline(__always)
    func walkToFirstSlot(endingBelow offset: CGFloat, headers: AccordionSectionHeights) -> (slot: Int, above: CGFloat) {
        var above: CGFloat = 0
        for slot in 0..<count {
            let headerTop = headerStart(atSlot: slot) + above
            let contentTop = headerTop + headers.headerHeight(at: index(atSlot: slot))
            let visible = visibleHeight(atSlot: slot)
            if offset < contentTop + visible { return (slot, above) }
            above += visible
        }
        return (count, above)
    }
}

/// A stack of headers, each followed by the content of its section that shows: the queries every
/// accordion layout answers, written once.
protocol StackFrames {
    associatedtype Open: OpenSectionList
    /// The container's bounds size, clamped to non-negative dimensions.
    var size: CGSize { get }
    /// The insets inside the bounds.
    var insets: LayoutInsets { get }
    /// Every header's height and each section's own content height, if any.
    var sectionHeights: AccordionSectionHeights { get }
    /// The sections that show content or move.
    var openSections: Open { get }
}

extension StackFrames {
    /// The frame of the header at `index`, which the caller has checked is a section.
    @inline(__always)
    func stackHeaderFrame(at index: Int) -> CGRect {
        stackHeaderFrame(at: index, in: openSections)
    }

    // The helpers below take the open sections read once by their caller: a list kept in arrays
    // is then retained once per query, not once per use.

    @inline(__always)
    func stackHeaderFrame(at index: Int, in open: Open) -> CGRect {
        let rect = insets.contentRect(in: size)
        let above = open.count == 0 ? 0 : open.visibleHeight(beforeSlot: open.slot(of: index))
        return CGRect(
            x: rect.minX,
            y: rect.minY + sectionHeights.headerOffset(of: index) + above,
            width: rect.width,
            height: sectionHeights.headerHeight(at: index)
        )
    }

    /// The content of the section at `slot`, under its header: where its view goes and what of it shows.
    @inline(__always)
    func stackContent(atSlot slot: Int, below header: CGRect, in open: Open) -> (frame: CGRect, clip: CGRect) {
        let heights = open.content(atSlot: slot)
        let frame = CGRect(x: header.minX, y: header.maxY, width: header.width, height: heights.full)
        let clip = CGRect(x: header.minX, y: header.maxY, width: header.width, height: heights.clip)
        return (frame, clip)
    }

    /// The content of the section at `index` if it shows any or moves.
    func stackContent(at index: Int) -> (frame: CGRect, clip: CGRect)? {
        let open = openSections
        let slot = open.slot(of: index)
        guard slot < open.count, open.index(atSlot: slot) == index else { return nil }
        return stackContent(atSlot: slot, below: stackHeaderFrame(at: index, in: open), in: open)
    }

    /// The height of everything the stack holds, insets included.
    @inline(__always)
    var stackContentHeight: CGFloat { stackContentHeight(in: openSections) }

    @inline(__always)
    func stackContentHeight(in open: Open) -> CGFloat {
        insets.vertical + open.adding(to: sectionHeights.headersHeight)
    }

    /// The section covering `offset` (from the top of the stack, inside the insets), clamped to the
    /// first and last sections, and where its header starts; `nil` when there are no sections.
    @inline(__always)
    func locate(_ offset: CGFloat) -> (index: Int, headerTop: CGFloat)? {
        locate(offset, in: openSections)
    }

    @inline(__always)
    func locate(_ offset: CGFloat, in open: Open) -> (index: Int, headerTop: CGFloat)? {
        guard sectionHeights.count > 0 else { return nil }
        let (slot, above) = open.firstSlot(endingBelow: offset, headers: sectionHeights)
        guard slot < open.count else {
            let header = sectionHeights.headerLocation(covering: offset - above)
            return (header.index, header.start + above)
        }
        let index = open.index(atSlot: slot)
        let headerTop = open.headerStart(atSlot: slot) + above
        guard offset < headerTop else { return (index, headerTop) }
        let header = sectionHeights.headerLocation(covering: offset - above)
        return header.index < index ? (header.index, header.start + above) : (index, headerTop)
    }

    /// The sections whose header or content intersects `viewport`, and the top of the first one's
    /// header; `nil` when none does.
    @inline(__always)
    func visibleRange(in viewport: CGRect) -> (sections: Range<Int>, firstHeaderTop: CGFloat)? {
        visibleRange(in: viewport, open: openSections)
    }

    @inline(__always)
    func visibleRange(in viewport: CGRect, open: Open) -> (sections: Range<Int>, firstHeaderTop: CGFloat)? {
        guard sectionHeights.count > 0, viewport.height > 0, viewport.height.isFinite, viewport.minY.isFinite else {
            return nil
        }
        let stackTop = insets.contentRect(in: size).minY
        let stackBottom = stackContentHeight(in: open) - insets.bottom
        guard viewport.maxY > stackTop, viewport.minY < stackBottom,
            let lower = locate(max(viewport.minY, stackTop) - stackTop, in: open),
            let upper = locate(min(viewport.maxY, stackBottom) - stackTop, in: open) else { return nil }
        var last = upper.index
        if last > lower.index, stackTop + upper.headerTop >= viewport.maxY {
            last -= 1
        }
        return (lower.index..<(last + 1), stackTop + lower.headerTop)
    }

    /// The header held at the top of a viewport whose top is `viewportTop`: the header of the section
    /// whose content runs under that edge, until the next header pushes it up.
    func stackPinnedHeader(viewportTop: CGFloat) -> (index: Int, frame: CGRect)? {
        let stackTop = insets.contentRect(in: size).minY
        let open = openSections
        guard viewportTop.isFinite, let (index, start) = locate(viewportTop - stackTop, in: open) else { return nil }
        let slot = open.slot(of: index)
        guard slot < open.count, open.index(atSlot: slot) == index else { return nil }
        let visible = open.visibleHeight(atSlot: slot)
        guard visible > 0 else { return nil }
        var header = stackHeaderFrame(at: index, in: open)
        let sectionTop = stackTop + start
        guard viewportTop > sectionTop else { return nil }
        let sectionBottom = sectionTop + header.height + visible
        header.origin.y = max(sectionTop, min(viewportTop, sectionBottom - header.height))
        return (index, header)
    }

    /// Calls `body` with every header and content that intersects `viewport`, in section order,
    /// each header after the first sitting on the one before; the header of `pinned` shows at its
    /// pinned frame, after its section's content so it draws on top.
    @inline(__always)
    func forEachStackItem(in viewport: CGRect, pinned: (index: Int, frame: CGRect)?, _ body: (AccordionItem) throws -> Void) rethrows {
        let open = openSections
        guard let (range, top) = visibleRange(in: viewport, open: open) else { return }
        let rect = insets.contentRect(in: size)
        var header = CGRect(x: rect.minX, y: top, width: rect.width, height: 0)
        var slot = open.count == 0 ? 0 : open.slot(of: range.lowerBound)
        for index in range {
            header.size.height = sectionHeights.headerHeight(at: index)
            let isPinned = pinned?.index == index
            if !isPinned { try body(.header(index: index, frame: header)) }
            if slot < open.count, open.index(atSlot: slot) == index {
                let content = stackContent(atSlot: slot, below: header, in: open)
                try body(.content(index: index, frame: content.frame, clip: content.clip))
                header.origin.y += open.visibleHeight(atSlot: slot)
                slot += 1
            }
            if let pinned, isPinned { try body(.header(index: index, frame: pinned.frame)) }
            header.origin.y += header.height
        }
    }

    /// The reader's anchor at the scroll position `offset`: the section at the top of the viewport
    /// and how far below its header's top the viewport starts.
    func stackScrollAnchor(atOffset offset: CGFloat) -> ScrollAnchor? {
        let top = offset.isFinite ? offset : 0
        guard let (index, _) = locate(top - insets.contentRect(in: size).minY) else { return nil }
        return ScrollAnchor(index: index, distance: top - stackHeaderFrame(at: index).minY)
    }

    /// The scroll position that puts `anchor` back where the reader saw it, inside the content.
    func stackOffset(keeping anchor: ScrollAnchor, viewportHeight: CGFloat) -> CGFloat {
        guard sectionHeights.count > 0 else { return 0 }
        let index = min(max(anchor.index, 0), sectionHeights.count - 1)
        let distance = anchor.distance.isFinite ? anchor.distance : 0
        return AccordionLayout.clampedOffset(stackHeaderFrame(at: index).minY + distance, contentHeight: stackContentHeight, viewportHeight: viewportHeight)
    }
}
