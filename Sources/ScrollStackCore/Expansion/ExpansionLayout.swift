import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The frames of an accordion in which any set of sections is open or moving: headers stacked
/// vertically, each followed by as much of its content as shows.
///
/// Headers are kept as ``AccordionLayout`` keeps them, and the sections that show content or move in
/// a list sorted by index; a header sits where the headers above it end plus the content that shows
/// above it, the same sums in the same order as in ``AccordionLayout``, so both show a stack at the
/// same frames. Where a header starts, which section covers an offset and the visible sections of a
/// viewport cost O(log *n* + log *m*) for *m* sections showing content (O(log² *m*) once there are
/// many), and a moving section's next frame changes one entry. The content height a section has
/// when fully open comes from its own content height when it has one, otherwise from the content
/// mode, exactly as in ``AccordionLayout``.
///
/// ``StackEngine`` owns the layout and changes it in place; read it, use it, and let it
/// go before the next event (a copy held across a change makes that change copy the list of open sections).
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

    /// The sections that show content or are moving, sorted: a display frame finds them without
    /// hashing, and a copy of the layout copies nothing in proportion to the section count.
    private(set) var openSections = SortedOpenSections()

    /// The sections whose content fades in place (``SectionMotion/fades``): their place in the
    /// stack is their motion's end, and their content shows whole while its opacity changes.
    public var fadingSections: Set<Int> { openSections.fading }

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
        precondition((0..<sectionCount).contains(index), "ExpansionLayout.\(caller): index \(index) is out of range 0..<\(sectionCount)")
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
    func contentSlots(in sections: Range<Int>) -> Range<Int> {
        openSections.slot(of: sections.lowerBound)..<openSections.slot(of: sections.upperBound)
    }

    /// The section at `slot` of those that show content or move, in index order.
    func contentIndex(atSlot slot: Int) -> Int { openSections.index(atSlot: slot) }

    /// ``content(at:)`` of the section at `slot` of those that show content or move.
    ///
    /// - Complexity: O(log *n*).
    func content(atSlot slot: Int) -> (frame: CGRect, clip: CGRect) {
        stackContent(atSlot: slot, below: stackHeaderFrame(at: openSections.index(atSlot: slot), in: openSections), in: openSections)
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
    /// - Complexity: O(log *n* + log *m*) for *m* sections showing content.
    public func headerFrame(at index: Int) -> CGRect {
        checkIndex(index, "headerFrame")
        return stackHeaderFrame(at: index)
    }

    /// The content of the section at `index` when it shows any or is moving: where its view goes
    /// (at its full height) and what of it shows.
    ///
    /// - Complexity: O(log *n* + log *m*).
    public func content(at index: Int) -> (frame: CGRect, clip: CGRect)? {
        stackContent(at: index)
    }

    /// The size of everything the stack holds, insets included: a scroll view's content size.
    ///
    /// - Complexity: O(1) for a few sections showing content, O(log *m*) for many.
    public var contentSize: CGSize {
        CGSize(width: size.width, height: stackContentHeight)
    }

    /// The section whose header or content covers the vertical position `y`, clamped to the first
    /// and last sections; `nil` when there are none.
    ///
    /// - Complexity: O(log *n* + log² *m*).
    public func section(containing y: CGFloat) -> Int? {
        locate(y - contentRect.minY)?.index
    }

    /// The sections whose header or content intersects `viewport`, in content coordinates.
    ///
    /// - Complexity: O(log *n* + log² *m*).
    public func visibleSections(in viewport: CGRect) -> Range<Int> {
        visibleRange(in: viewport)?.sections ?? 0..<0
    }

    /// The header that stays at the top of a viewport whose top is `viewportTop`: the header of the
    /// section whose content runs under the viewport's top edge, held at that edge until the next
    /// header pushes it up (a plain table's section header).
    ///
    /// - Returns: The section and the frame its header shows at, or `nil` when the section at the
    ///   viewport's top shows no content or its header is in view where it sits.
    /// - Complexity: O(log *n* + log² *m*).
    public func pinnedHeader(viewportTop: CGFloat) -> (index: Int, frame: CGRect)? {
        stackPinnedHeader(viewportTop: viewportTop)
    }

    /// Calls `body` with every header and content that intersects `viewport`, in section order.
    ///
    /// With `pinningHeaders`, the header of the section running under the viewport's top shows
    /// where ``pinnedHeader(viewportTop:)`` puts it, and comes after that section's content so it
    /// draws on top.
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
        try forEachStackItem(in: viewport, pinned: pinTop.flatMap { pinnedHeader(viewportTop: $0) }, body)
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

extension ExpansionLayout: StackFrames {}
