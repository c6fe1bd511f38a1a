import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The frames of an accordion in which any set of sections is open or moving: headers stacked
/// vertically, each followed by as much of its content as shows.
///
/// Every section's extent (its header plus the content that shows) is kept in `PrefixSums`, so
/// where a header starts, which section covers an offset and the visible sections of a viewport
/// cost O(log *n*), and a section that opens or closes changes one extent in O(log *n*). The
/// content height a section has when fully open comes from its own content height when it has one,
/// otherwise from the content mode, exactly as in ``AccordionLayout``.
///
/// ``StackEngine`` owns the layout and changes it in place; read it, use it, and let it
/// go before the next event (a copy held across a change makes that change copy every extent).
public struct ExpansionLayout: Equatable, Sendable {
    /// The size of the container's bounds, clamped to non-negative dimensions.
    public private(set) var size: CGSize
    /// The insets inside the bounds.
    public private(set) var insets: LayoutInsets
    /// Every header's height and each section's own content height, if any.
    public private(set) var sectionHeights: AccordionSectionHeights
    /// How tall an open section without a content height of its own is.
    public private(set) var contentMode: AccordionContentMode
    /// The least content height ``AccordionContentMode/fill`` gives an open section.
    public private(set) var minimumFillHeight: CGFloat

    /// Every section's header height plus the content height that shows.
    private var extents: PrefixSums
    /// The sections that show content or are moving, sorted: a display frame finds them without
    /// hashing, and a copy of the layout copies nothing in proportion to the section count.
    private var contentIndices: [Int] = []
    /// How much of its full content each of ``contentIndices`` shows, 0...1.
    private var contentShares: [CGFloat] = []
    /// The sections whose content fades in place (``SectionMotion/fades``): their extent is their
    /// motion's end, and their content shows whole while its opacity changes.
    public private(set) var fadingSections: Set<Int> = []

    /// Creates the layout of `sectionHeights.count` sections, all closed.
    ///
    /// - Complexity: O(*n*).
    public init(
        size: CGSize,
        insets: LayoutInsets = .zero,
        sectionHeights: AccordionSectionHeights,
        contentMode: AccordionContentMode = .fill,
        minimumFillHeight: CGFloat = AccordionLayout.defaultMinimumFillHeight
    ) {
        self.size = size.clampedToNonNegative
        self.insets = insets
        self.sectionHeights = sectionHeights
        self.contentMode = contentMode
        self.minimumFillHeight = minimumFillHeight.clampedToNonNegative
        self.extents = Self.headerExtents(sectionHeights)
    }

    private static func headerExtents(_ heights: AccordionSectionHeights) -> PrefixSums {
        if heights.hasUniformHeaders {
            return PrefixSums(repeating: heights.headerHeight(at: 0), count: heights.count)
        }
        return PrefixSums((0..<heights.count).map { heights.headerHeight(at: $0) })
    }

    /// The number of sections.
    public var sectionCount: Int { sectionHeights.count }

    /// The rectangle inside the insets, where headers and content are laid out.
    public var contentRect: CGRect { insets.contentRect(in: size) }

    // MARK: - Sections

    /// The content height the section at `index` has when fully open: its own, or what the content
    /// mode makes of the space.
    ///
    /// - Complexity: O(1).
    public func fullContentHeight(at index: Int) -> CGFloat {
        checkIndex(index, "fullContentHeight")
        return fullContentHeight(at: index, in: contentRect)
    }

    /// The size the content of the section at `index` has, open and at rest, once the stack is
    /// `size` large: what its child hears before a rotation or a resize gives it that size.
    ///
    /// - Precondition: `index` is in `0..<sectionCount`; the message names it.
    /// - Complexity: O(1).
    public func restingContentSize(at index: Int, inContainerOf size: CGSize) -> CGSize {
        checkIndex(index, "restingContentSize")
        let rect = insets.contentRect(in: size.clampedToNonNegative)
        return CGSize(width: rect.width, height: fullContentHeight(at: index, in: rect))
    }

    private func fullContentHeight(at index: Int, in rect: CGRect) -> CGFloat {
        if let own = sectionHeights.contentHeight(at: index) { return own }
        switch contentMode {
        case .fill:
            return max(minimumFillHeight, rect.height - sectionHeights.headersHeight)
        case .fit(let height):
            return height.clampedToNonNegative
        }
    }

    /// How much of the section at `index` shows, from 0 (closed) to 1 (open).
    public func openness(at index: Int) -> CGFloat {
        checkIndex(index, "openness")
        return share(at: index) ?? 0
    }

    /// The share of the section at `index` that shows, or `nil` when it shows none and is not
    /// moving (or is no section).
    @inline(__always)
    private func share(at index: Int) -> CGFloat? {
        let slot = contentSlot(of: index)
        guard slot < contentIndices.count, contentIndices[slot] == index else { return nil }
        return contentShares[slot]
    }

    /// The content height of the section at `index` that shows now.
    ///
    /// - Complexity: O(1).
    public func visibleContentHeight(at index: Int) -> CGFloat {
        guard let share = share(at: index) else { return 0 }
        return fullContentHeight(at: index) * share
    }

    /// Whether the section at `index` shows content or is moving: whether ``content(at:)`` has
    /// anything to place.
    ///
    /// - Complexity: O(1).
    public func hasContent(at index: Int) -> Bool { share(at: index) != nil }

    /// The sections that show content or were given an openness, in index order.
    public var sectionsWithContent: [Int] { contentIndices }

    private func checkIndex(_ index: Int, _ caller: String) {
        precondition((0..<sectionCount).contains(index), "ExpansionLayout.\(caller): index \(index) is out of range 0..<\(sectionCount)")
    }

    // MARK: - Changes (made by the engine)

    /// Shows `share` (0...1, clamped) of the section at `index`; `nil` forgets it (closed, not moving).
    ///
    /// - Complexity: O(log *n*).
    @usableFromInline
    mutating func setOpenness(_ share: CGFloat?, at index: Int) {
        checkIndex(index, "setOpenness")
        let slot = contentSlot(of: index)
        let hadShare = slot < contentIndices.count && contentIndices[slot] == index
        if let share {
            let clamped = min(1, max(0, share.isNaN ? 0 : share))
            if hadShare {
                contentShares[slot] = clamped
            } else {
                contentIndices.insert(index, at: slot)
                contentShares.insert(clamped, at: slot)
            }
        } else if hadShare {
            contentIndices.remove(at: slot)
            contentShares.remove(at: slot)
        }
        refreshExtent(at: index)
    }

    /// Gives this layout storage of its own, copying what it shares with another copy.
    ///
    /// - Complexity: O(*n*) when shared, O(1) otherwise.
    mutating func makeStorageUnique() {
        extents.makeStorageUnique()
    }

    /// Where the sections of `sections` that show content or move stand among all those that do:
    /// the slots to hand ``contentIndex(atSlot:)`` and ``content(atSlot:)``.
    ///
    /// - Complexity: O(log *m*) for *m* sections showing content.
    func contentSlots(in sections: Range<Int>) -> Range<Int> {
        contentSlot(of: sections.lowerBound)..<contentSlot(of: sections.upperBound)
    }

    /// The section at `slot` of those that show content or move, in index order.
    func contentIndex(atSlot slot: Int) -> Int { contentIndices[slot] }

    /// ``content(at:)`` of the section at `slot` of those that show content or move.
    ///
    /// - Complexity: O(log *n*).
    func content(atSlot slot: Int) -> (frame: CGRect, clip: CGRect) {
        let index = contentIndices[slot]
        return content(at: index, showing: contentShares[slot], below: headerFrame(at: index))
    }

    /// Where `index` is or would go in ``contentIndices``.
    private func contentSlot(of index: Int) -> Int {
        var low = 0
        var high = contentIndices.count
        while low < high {
            let middle = (low + high) / 2
            if contentIndices[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private mutating func refreshExtent(at index: Int) {
        extents.setLength(sectionHeights.headerHeight(at: index) + visibleContentHeight(at: index), at: index)
    }

    /// Marks the section at `index` as fading in place (`true`) or unrolling.
    @usableFromInline
    mutating func setFading(_ fading: Bool, at index: Int) {
        if fading { fadingSections.insert(index) } else if !fadingSections.isEmpty { fadingSections.remove(index) }
    }

    /// Refreshes the extent of every section showing content: after a change that moves every
    /// fill height (the size, the headers' total).
    ///
    /// - Complexity: O(*m* log *n*) for *m* sections showing content, refreshed in index order so
    ///   the prefix sums take their changes in the same order every time.
    private mutating func refreshOpenExtents() {
        for index in contentIndices { refreshExtent(at: index) }
    }

    /// Takes a new size; the fill heights of open sections follow it.
    @usableFromInline
    mutating func setSize(_ newSize: CGSize) {
        size = newSize.clampedToNonNegative
        if case .fill = contentMode { refreshOpenExtents() }
    }

    /// Takes new insets, content mode and minimum fill height.
    @usableFromInline
    mutating func configure(insets newInsets: LayoutInsets, contentMode newMode: AccordionContentMode, minimumFillHeight newMinimum: CGFloat) {
        insets = newInsets
        contentMode = newMode
        minimumFillHeight = newMinimum.clampedToNonNegative
        refreshOpenExtents()
    }

    /// Gives the section at `index` a content height of its own (`nil`: the content mode decides).
    @usableFromInline
    mutating func setContentHeight(_ height: CGFloat?, at index: Int) {
        sectionHeights.setContentHeight(height, at: index)
        refreshExtent(at: index)
    }

    /// Changes the height of the header at `index`; fill heights follow the headers' new total.
    @usableFromInline
    mutating func setHeaderHeight(_ height: CGFloat, at index: Int) {
        sectionHeights.setHeaderHeight(height, at: index)
        refreshExtent(at: index)
        if case .fill = contentMode { refreshOpenExtents() }
    }

    /// Replaces every height, openness and fading section at once: after a data change.
    ///
    /// - Complexity: O(*n*).
    @usableFromInline
    mutating func replace(sectionHeights newHeights: AccordionSectionHeights, openness newOpenness: [Int: CGFloat], fading newFading: Set<Int> = []) {
        sectionHeights = newHeights
        contentIndices = newOpenness.keys.sorted()
        contentShares = contentIndices.map { index in newOpenness[index].map { min(1, max(0, $0.isNaN ? 0 : $0)) } ?? 0 }
        fadingSections = newFading
        var lengths = [CGFloat](repeating: 0, count: newHeights.count)
        for index in lengths.indices { lengths[index] = newHeights.headerHeight(at: index) }
        extents = PrefixSums(lengths)
        for index in contentIndices { refreshExtent(at: index) }
    }

    // MARK: - Frames

    /// The frame of the header at `index`, in the stack's content coordinates, where it sits in
    /// the flow (see ``pinnedHeader(viewportTop:)`` for where a pinned header shows).
    ///
    /// - Precondition: `index` is in `0..<sectionCount`.
    /// - Complexity: O(log *n*).
    public func headerFrame(at index: Int) -> CGRect {
        checkIndex(index, "headerFrame")
        let rect = contentRect
        return CGRect(x: rect.minX, y: rect.minY + extents.sum(before: index), width: rect.width, height: sectionHeights.headerHeight(at: index))
    }

    /// The content of the section at `index` when it shows any or is moving: where its view goes
    /// (at its full height) and what of it shows.
    ///
    /// - Complexity: O(log *n*).
    public func content(at index: Int) -> (frame: CGRect, clip: CGRect)? {
        guard let share = share(at: index) else { return nil }
        return content(at: index, showing: share, below: headerFrame(at: index))
    }

    private func content(at index: Int, showing share: CGFloat, below header: CGRect) -> (frame: CGRect, clip: CGRect) {
        let full = fullContentHeight(at: index)
        let frame = CGRect(x: header.minX, y: header.maxY, width: header.width, height: full)
        // A fading section's content shows whole where it stands open; only its opacity changes.
        if !fadingSections.isEmpty, fadingSections.contains(index) { return (frame, frame) }
        let clip = CGRect(x: header.minX, y: header.maxY, width: header.width, height: full * share)
        return (frame, clip)
    }

    /// The size of everything the stack holds, insets included: a scroll view's content size.
    ///
    /// - Complexity: O(log *n*).
    public var contentSize: CGSize {
        CGSize(width: size.width, height: insets.vertical + extents.total)
    }

    /// The section whose header or content covers the vertical position `y`, clamped to the first
    /// and last sections; `nil` when there are none.
    ///
    /// - Complexity: O(log *n*).
    public func section(containing y: CGFloat) -> Int? {
        extents.locate(y - contentRect.minY)?.index
    }

    /// The sections whose header or content intersects `viewport`, in content coordinates.
    ///
    /// - Complexity: O(log *n*).
    public func visibleSections(in viewport: CGRect) -> Range<Int> {
        guard sectionCount > 0, viewport.height > 0, viewport.height.isFinite, viewport.minY.isFinite else { return 0..<0 }
        let top = contentRect.minY
        let bottom = top + extents.total
        guard viewport.maxY > top, viewport.minY < bottom else { return 0..<0 }
        guard let first = extents.locate(max(viewport.minY, top) - top),
            let last = extents.locate(min(viewport.maxY, bottom) - top) else { return 0..<0 }
        var upper = last.index
        if upper > first.index, top + last.start >= viewport.maxY { upper -= 1 }
        return first.index..<(upper + 1)
    }

    /// The header that stays at the top of a viewport whose top is `viewportTop`: the header of the
    /// section whose content runs under the viewport's top edge, held at that edge until the next
    /// header pushes it up (a plain table's section header).
    ///
    /// - Returns: The section and the frame its header shows at, or `nil` when the section at the
    ///   viewport's top shows no content or its header is in view where it sits.
    /// - Complexity: O(log *n*).
    public func pinnedHeader(viewportTop: CGFloat) -> (index: Int, frame: CGRect)? {
        guard viewportTop.isFinite, let (index, start) = extents.locate(viewportTop - contentRect.minY) else { return nil }
        guard visibleContentHeight(at: index) > 0 else { return nil }
        var header = headerFrame(at: index)
        let sectionTop = contentRect.minY + start
        guard viewportTop > sectionTop else { return nil }
        let sectionBottom = sectionTop + extents[index]
        header.origin.y = max(sectionTop, min(viewportTop, sectionBottom - header.height))
        return (index, header)
    }

    /// Calls `body` with every header and content that intersects `viewport`, in section order.
    ///
    /// With `pinningHeaders`, the header of the section running under the viewport's top shows
    /// where ``pinnedHeader(viewportTop:)`` puts it, and comes after that section's content so it
    /// draws on top.
    ///
    /// - Complexity: O(log *n* + *v*) for *v* visible sections.
    public func forEachVisibleItem(in viewport: CGRect, pinningHeaders: Bool = false, _ body: (AccordionItem) throws -> Void) rethrows {
        try forEachVisibleItem(in: viewport, pinningHeadersAt: pinningHeaders ? viewport.minY : nil, body)
    }

    /// ``forEachVisibleItem(in:pinningHeaders:_:)`` with the open section's header pinned at
    /// `pinTop` (none when `nil`): the top of what shows, when that is not the viewport's top (a
    /// scroll view whose content starts below a navigation bar).
    ///
    /// - Complexity: O(log *n* + *v*) for *v* visible sections.
    public func forEachVisibleItem(in viewport: CGRect, pinningHeadersAt pinTop: CGFloat?, _ body: (AccordionItem) throws -> Void) rethrows {
        let range = visibleSections(in: viewport)
        guard let first = range.first else { return }
        let pinned = pinTop.flatMap { pinnedHeader(viewportTop: $0) }
        var header = headerFrame(at: first)
        var slot = contentSlot(of: first)
        for index in range {
            header.size.height = sectionHeights.headerHeight(at: index)
            let isPinned = pinned?.index == index
            if !isPinned { try body(.header(index: index, frame: header)) }
            if slot < contentIndices.count, contentIndices[slot] == index {
                let content = content(at: index, showing: contentShares[slot], below: header)
                slot += 1
                try body(.content(index: index, frame: content.frame, clip: content.clip))
            }
            if let pinned, isPinned { try body(.header(index: index, frame: pinned.frame)) }
            header.origin.y += extents[index]
        }
    }

    /// Every header and content that intersects `viewport`, in section order.
    public func visibleItems(in viewport: CGRect, pinningHeaders: Bool = false) -> [AccordionItem] {
        var items: [AccordionItem] = []
        forEachVisibleItem(in: viewport, pinningHeaders: pinningHeaders) { items.append($0) }
        return items
    }

    /// `offset` brought inside `0...(contentHeight - viewportHeight)` (0 when the content fits).
    public func clampedOffset(_ offset: CGFloat, viewportHeight: CGFloat) -> CGFloat {
        AccordionLayout.clampedOffset(offset, contentHeight: contentSize.height, viewportHeight: viewportHeight)
    }
}
