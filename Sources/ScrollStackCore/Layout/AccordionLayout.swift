import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The frames of an accordion: headers stacked vertically, each followed by as much of its
/// section's content as shows, with any set of sections open or moving.
///
/// A layout is a handful of numbers, the sections' heights and the sections that show content, not
/// a list of frames: every frame is computed on demand. A header sits where the headers above it
/// end plus the content that shows above it. Uniform headers make where a header starts O(1);
/// headers of their own heights keep them in prefix sums, O(log *n*). The sections that show
/// content or move are kept sorted (the first two inline, so a layout with one section open or two
/// moving copies without allocating), so a header's frame, the section at an offset and the
/// sections in a viewport cost O(log *n* + log *m*) for *m* of them (O(log² *m*) once there are
/// many), and ``visibleSections(in:)`` finds the sections in a viewport without walking the stack.
///
/// A resting layout of one open section comes from
/// ``init(size:insets:sectionHeights:expandedIndex:contentMode:minimumFillHeight:)``; a layout in the
/// middle of a transition between two, from ``interpolating(from:to:fraction:)``. Under
/// ``ExpansionMode/multiple`` ``StackEngine`` owns its layout and changes it in place; read it, use
/// it, and let it go before the next event (a copy held across a change makes that change copy the
/// list of open sections).
public struct AccordionLayout: Equatable, Sendable {
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

    /// The sections that show content or are moving, sorted: a display frame finds them without
    /// hashing, and a copy of the layout copies nothing in proportion to the section count.
    private(set) var openSections: SortedOpenSections

    /// The sections whose content fades in place (``SectionMotion/fades``): their place in the
    /// stack is their motion's end, and their content shows whole while its opacity changes.
    public var fadingSections: Set<Int> { openSections.fading }

    /// The smallest content height ``AccordionContentMode/fill`` gives the expanded section unless
    /// told otherwise: 88 points, two rows of 44 points (the smallest comfortable touch target).
    ///
    /// Two rows are enough to see that the section opened and to reach its first control even when
    /// the headers take the whole screen, and few enough that on a phone in landscape (about 390
    /// points tall) the expanded header, its content and its neighbours still share the screen.
    /// Content that fill mode gives more room keeps all of it.
    public static let defaultMinimumFillHeight: CGFloat = 88

    /// Creates the resting layout of an accordion whose sections have heights of their own, with
    /// one section open or none.
    ///
    /// The open section's content is its own content height when ``sectionHeights`` gives one,
    /// otherwise what `contentMode` makes of the space.
    ///
    /// - Parameters:
    ///   - size: The container's bounds size. Negative or non-finite dimensions are treated as zero.
    ///   - insets: Insets inside the bounds.
    ///   - sectionHeights: Every header's height and each section's own content height.
    ///   - expandedIndex: The open section, or `nil` when all are closed. Must be in
    ///     `0..<sectionHeights.count`.
    ///   - contentMode: How tall an open section without a content height of its own is.
    ///   - minimumFillHeight: The least content height ``AccordionContentMode/fill`` gives an open
    ///     section; negative or non-finite values count as zero.
    /// - Precondition: `expandedIndex` is in range; the message names it.
    /// - Complexity: O(1) for uniform headers, O(log *n*) otherwise.
    public init(
        size: CGSize,
        insets: LayoutInsets = .zero,
        sectionHeights: AccordionSectionHeights,
        expandedIndex: Int? = nil,
        contentMode: AccordionContentMode = .fill,
        minimumFillHeight: CGFloat = AccordionLayout.defaultMinimumFillHeight
    ) {
        self.init(
            size: size.clampedToNonNegative,
            insets: insets,
            sectionHeights: sectionHeights,
            contentMode: contentMode,
            minimumFillHeight: minimumFillHeight.clampedToNonNegative,
            open: SortedOpenSections()
        )
        if let expandedIndex {
            precondition(
                (0..<sectionHeights.count).contains(expandedIndex),
                "AccordionLayout: expandedIndex \(expandedIndex) is out of range 0..<\(sectionHeights.count)"
            )
            openSections = SortedOpenSections(first: restingEntry(at: expandedIndex))
        }
    }

    /// A layout of the given parts, taken as they are: `size` and `minimumFillHeight` already
    /// clamped, the open sections sorted and distinct.
    @inline(__always)
    init(size: CGSize, insets: LayoutInsets, sectionHeights: AccordionSectionHeights, contentMode: AccordionContentMode, minimumFillHeight: CGFloat, open: SortedOpenSections) {
        self.size = size
        self.insets = insets
        self.sectionHeights = sectionHeights
        self.contentMode = contentMode
        self.minimumFillHeight = minimumFillHeight
        self.openSections = open
    }

    /// The entry of the section at `index` fully open, at rest.
    func restingEntry(at index: Int) -> SortedOpenSections.Entry {
        let full = fullContentHeight(at: index, in: contentRect)
        return SortedOpenSections.Entry(index: index, share: 1, full: full, visible: full, headerStart: sectionHeights.headerOffset(of: index))
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
        openSections.entry(at: index)?.share
    }

    /// The content height of the section at `index` that shows now.
    ///
    /// - Complexity: O(log *m*) for *m* sections showing content.
    public func visibleContentHeight(at index: Int) -> CGFloat {
        openSections.entry(at: index)?.visible ?? 0
    }

    /// Whether the section at `index` shows content or is moving: whether ``content(at:)`` has
    /// anything to place.
    ///
    /// - Complexity: O(1).
    public func hasContent(at index: Int) -> Bool { share(at: index) != nil }

    /// The sections that show content or were given an openness, in index order.
    public var sectionsWithContent: [Int] { openSections.indices }

    private func checkIndex(_ index: Int, _ caller: String) {
        precondition((0..<sectionCount).contains(index), "AccordionLayout.\(caller): index \(index) is out of range 0..<\(sectionCount)")
    }

    // MARK: - Changes (made by the engine)

    /// Shows `share` (0...1, clamped) of the section at `index`; `nil` forgets it (closed, not moving).
    ///
    /// - Complexity: O(log *m*) to show a share of a section that shows some already, O(*m*) to
    ///   add or forget one, for *m* sections showing content.
    @usableFromInline
    mutating func setOpenness(_ share: CGFloat?, at index: Int) {
        checkIndex(index, "setOpenness")
        guard let share else { return openSections.remove(index) }
        let clamped = min(1, max(0, share.isNaN ? 0 : share))
        openSections.set(share: clamped, full: fullContentHeight(at: index, in: contentRect), headerStart: sectionHeights.headerOffset(of: index), at: index)
    }

    /// Gives this layout storage of its own, copying what it shares with another copy.
    ///
    /// - Complexity: O(*m*) when shared, O(1) otherwise.
    mutating func makeStorageUnique() {
        openSections.makeStorageUnique()
    }

    /// Where the sections of `sections` that show content or move stand among all those that do:
    /// the slots to hand ``contentIndex(atSlot:)`` and ``content(atSlot:)``.
    ///
    /// - Complexity: O(log *m*) for *m* sections showing content.
    @usableFromInline
    func contentSlots(in sections: Range<Int>) -> Range<Int> {
        openSections.slot(of: sections.lowerBound)..<openSections.slot(of: sections.upperBound)
    }

    /// The section at `slot` of those that show content or move, in index order.
    func contentIndex(atSlot slot: Int) -> Int { openSections[slot].index }

    /// ``content(at:)`` of the section at `slot` of those that show content or move.
    ///
    /// - Complexity: O(log *n*).
    func content(atSlot slot: Int) -> (frame: CGRect, clip: CGRect) {
        content(of: openSections[slot], below: headerFrame(unchecked: openSections[slot].index))
    }

    /// Marks the section at `index` as fading in place (`true`) or unrolling.
    @usableFromInline
    mutating func setFading(_ fading: Bool, at index: Int) {
        if fading { openSections.fading.insert(index) } else if !openSections.fading.isEmpty { openSections.fading.remove(index) }
    }

    /// Brings every section showing content to the full height and header start the heights, the
    /// size and the content mode give it now.
    ///
    /// - Complexity: O(*m* log *n*) for *m* sections showing content.
    private mutating func refreshOpenSections() {
        let rect = contentRect
        let measures = openSections.indices.map { (full: fullContentHeight(at: $0, in: rect), headerStart: sectionHeights.headerOffset(of: $0)) }
        openSections.refresh(measures)
    }

    /// Takes a new size; the fill heights of open sections follow it.
    @usableFromInline
    mutating func setSize(_ newSize: CGSize) {
        size = newSize.clampedToNonNegative
        if case .fill = contentMode { refreshOpenSections() }
    }

    /// Takes new insets, content mode and minimum fill height.
    @usableFromInline
    mutating func configure(insets newInsets: LayoutInsets, contentMode newMode: AccordionContentMode, minimumFillHeight newMinimum: CGFloat) {
        insets = newInsets
        contentMode = newMode
        minimumFillHeight = newMinimum.clampedToNonNegative
        refreshOpenSections()
    }

    /// Gives the section at `index` a content height of its own (`nil`: the content mode decides).
    @usableFromInline
    mutating func setContentHeight(_ height: CGFloat?, at index: Int) {
        sectionHeights.setContentHeight(height, at: index)
        guard let share = share(at: index) else { return }
        openSections.set(share: share, full: fullContentHeight(at: index, in: contentRect), headerStart: sectionHeights.headerOffset(of: index), at: index)
    }

    /// Changes the height of the header at `index`; the headers below move, and fill heights follow
    /// the headers' new total.
    @usableFromInline
    mutating func setHeaderHeight(_ height: CGFloat, at index: Int) {
        sectionHeights.setHeaderHeight(height, at: index)
        refreshOpenSections()
    }

    /// Replaces every height, openness and fading section at once: after a data change.
    ///
    /// - Complexity: O(*m* log *m* + *m* log *n*) for *m* sections given an openness.
    @usableFromInline
    mutating func replace(sectionHeights newHeights: AccordionSectionHeights, openness newOpenness: [Int: CGFloat], fading newFading: Set<Int> = []) {
        sectionHeights = newHeights
        let rect = contentRect
        openSections = SortedOpenSections(newOpenness.keys.sorted().map { index in
            let share = newOpenness[index].map { min(1, max(0, $0.isNaN ? 0 : $0)) } ?? 0
            let full = fullContentHeight(at: index, in: rect)
            return SortedOpenSections.Entry(index: index, share: share, full: full, visible: full * share, headerStart: newHeights.headerOffset(of: index))
        }, fading: newFading)
    }

    // MARK: - Frames

    /// The frame of the header at `index`, in the stack's content coordinates, where it sits in
    /// the flow (see ``pinnedHeader(viewportTop:)`` for where a pinned header shows).
    ///
    /// - Precondition: `index` is in `0..<sectionCount`.
    /// - Complexity: O(1) for uniform headers and a few sections showing content; O(log *n* +
    ///   log *m*) otherwise.
    public func headerFrame(at index: Int) -> CGRect {
        checkIndex(index, "headerFrame")
        return headerFrame(unchecked: index)
    }

    @inline(__always)
    func headerFrame(unchecked index: Int) -> CGRect {
        let rect = contentRect
        let above = openSections.count == 0 ? 0 : openSections.visibleHeight(beforeSlot: openSections.slot(of: index))
        return CGRect(
            x: rect.minX,
            y: rect.minY + sectionHeights.headerOffset(of: index) + above,
            width: rect.width,
            height: sectionHeights.headerHeight(at: index)
        )
    }

    /// The content of the section at `index` when it shows any or is moving: where its view goes
    /// (at its full height) and what of it shows.
    ///
    /// - Returns: `nil` when the section is closed and not moving.
    /// - Complexity: as ``headerFrame(at:)``.
    public func content(at index: Int) -> (frame: CGRect, clip: CGRect)? {
        let slot = openSections.slot(of: index)
        guard slot < openSections.count, openSections[slot].index == index else { return nil }
        return content(of: openSections[slot], below: headerFrame(unchecked: index))
    }

    @inline(__always)
    private func content(of entry: SortedOpenSections.Entry, below header: CGRect) -> (frame: CGRect, clip: CGRect) {
        let frame = CGRect(x: header.minX, y: header.maxY, width: header.width, height: entry.full)
        // A fading section's content shows whole where it stands open; only its opacity changes.
        guard openSections.hasFading, openSections.fading.contains(entry.index) else {
            return (frame, CGRect(x: header.minX, y: header.maxY, width: header.width, height: entry.visible))
        }
        return (frame, frame)
    }

    /// The size of everything the stack holds, insets included: what a scroll view's content size
    /// should be.
    ///
    /// - Complexity: O(1) for a few sections showing content, O(log *m*) for many.
    public var contentSize: CGSize {
        CGSize(width: size.width, height: contentHeight)
    }

    @inline(__always)
    private var contentHeight: CGFloat {
        insets.vertical + openSections.adding(to: sectionHeights.headersHeight)
    }

    /// The section whose header or content covers the vertical position `y`, clamped to the first
    /// and last sections; `nil` when there are none.
    ///
    /// - Complexity: O(log *n* + log² *m*).
    public func section(containing y: CGFloat) -> Int? {
        locate(y - contentRect.minY)?.index
    }

    /// The section covering `offset` (from the top of the stack, inside the insets), clamped to the
    /// first and last sections, and where its header starts; `nil` when there are no sections.
    @inline(__always)
    private func locate(_ offset: CGFloat) -> (index: Int, headerTop: CGFloat)? {
        guard sectionHeights.count > 0 else { return nil }
        let (slot, above) = openSections.firstSlot(endingBelow: offset, headers: sectionHeights)
        guard slot < openSections.count else {
            let header = sectionHeights.headerLocation(covering: offset - above)
            return (header.index, header.start + above)
        }
        let entry = openSections[slot]
        let headerTop = entry.headerStart + above
        guard offset < headerTop else { return (entry.index, headerTop) }
        let header = sectionHeights.headerLocation(covering: offset - above)
        return header.index < entry.index ? (header.index, header.start + above) : (entry.index, headerTop)
    }

    /// The sections whose header or content intersects `viewport`, in the stack's content
    /// coordinates.
    ///
    /// - Returns: A possibly empty range of section indices.
    /// - Complexity: O(log *n* + log² *m*): the answer comes from the open sections and the
    ///   headers' prefix sums, not a walk.
    public func visibleSections(in viewport: CGRect) -> Range<Int> {
        visibleRange(in: viewport)?.sections ?? 0..<0
    }

    /// The visible sections and the top of the first one's header, or `nil` when none is visible.
    @inline(__always)
    private func visibleRange(in viewport: CGRect) -> (sections: Range<Int>, firstHeaderTop: CGFloat)? {
        guard sectionHeights.count > 0, viewport.height > 0, viewport.height.isFinite, viewport.minY.isFinite else {
            return nil
        }
        let stackTop = contentRect.minY
        let stackBottom = contentHeight - insets.bottom
        guard viewport.maxY > stackTop, viewport.minY < stackBottom,
            let lower = locate(max(viewport.minY, stackTop) - stackTop),
            let upper = locate(min(viewport.maxY, stackBottom) - stackTop) else { return nil }
        var last = upper.index
        if last > lower.index, stackTop + upper.headerTop >= viewport.maxY {
            last -= 1
        }
        return (lower.index..<(last + 1), stackTop + lower.headerTop)
    }

    /// The header that stays at the top of a viewport whose top is `viewportTop`: the header of the
    /// section whose content runs under the viewport's top edge, held at that edge until the next
    /// header pushes it up (a plain table's section header).
    ///
    /// - Returns: The section and the frame its header shows at, or `nil` when the section at the
    ///   viewport's top shows no content or its header is in view where it sits.
    /// - Complexity: O(log *n* + log² *m*).
    public func pinnedHeader(viewportTop: CGFloat) -> (index: Int, frame: CGRect)? {
        let stackTop = contentRect.minY
        guard viewportTop.isFinite, let (index, start) = locate(viewportTop - stackTop),
            let visible = openSections.entry(at: index)?.visible, visible > 0 else { return nil }
        var header = headerFrame(unchecked: index)
        let sectionTop = stackTop + start
        guard viewportTop > sectionTop else { return nil }
        let sectionBottom = sectionTop + header.height + visible
        header.origin.y = max(sectionTop, min(viewportTop, sectionBottom - header.height))
        return (index, header)
    }

    /// Calls `body` with every header and content that intersects `viewport`, in section order.
    ///
    /// Allocates nothing, so it can run on every animation tick. Each header after the first sits
    /// on the one before, so the frames equal ``headerFrame(at:)``'s up to floating-point rounding
    /// (exactly, for heights in whole or half points). With `pinningHeaders`, the header of the
    /// section running under the viewport's top shows where ``pinnedHeader(viewportTop:)`` puts it,
    /// and comes after that section's content so it draws on top.
    ///
    /// - Complexity: O(log *n* + log² *m* + *v*) for *v* visible sections.
    public func forEachVisibleItem(in viewport: CGRect, pinningHeaders: Bool = false, _ body: (AccordionItem) throws -> Void) rethrows {
        try forEachVisibleItem(in: viewport, pinningHeadersAt: pinningHeaders ? viewport.minY : nil, body)
    }

    /// ``forEachVisibleItem(in:pinningHeaders:_:)`` with the open section's header pinned at
    /// `pinTop` (none when `nil`): the top of what shows, when that is not the viewport's top (a
    /// scroll view whose content starts below a navigation bar).
    ///
    /// - Complexity: O(log *n* + log² *m* + *v*) for *v* visible sections.
    public func forEachVisibleItem(in viewport: CGRect, pinningHeadersAt pinTop: CGFloat?, _ body: (AccordionItem) throws -> Void) rethrows {
        guard let (range, top) = visibleRange(in: viewport) else { return }
        let pinned = pinTop.flatMap { pinnedHeader(viewportTop: $0) }
        let rect = contentRect
        var header = CGRect(x: rect.minX, y: top, width: rect.width, height: 0)
        let pinnedIndex = pinned?.index ?? -1
        // The next section showing content, read once as the walk reaches it.
        var slot = openSections.count == 0 ? 0 : openSections.slot(of: range.lowerBound)
        var next = slot < openSections.count ? openSections[slot] : nil
        for index in range {
            header.size.height = sectionHeights.headerHeight(at: index)
            if index != pinnedIndex { try body(.header(index: index, frame: header)) }
            if let open = next, open.index == index {
                let content = content(of: open, below: header)
                try body(.content(index: index, frame: content.frame, clip: content.clip))
                header.origin.y += open.visible
                slot += 1
                next = slot < openSections.count ? openSections[slot] : nil
            }
            if let pinned, index == pinnedIndex { try body(.header(index: index, frame: pinned.frame)) }
            header.origin.y += header.height
        }
    }

    /// Every header and content that intersects `viewport`, in section order.
    public func visibleItems(in viewport: CGRect, pinningHeaders: Bool = false) -> [AccordionItem] {
        var items: [AccordionItem] = []
        forEachVisibleItem(in: viewport, pinningHeaders: pinningHeaders) { items.append($0) }
        return items
    }
}
