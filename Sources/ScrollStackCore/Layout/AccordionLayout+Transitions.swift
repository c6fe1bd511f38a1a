import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The layouts of a transition between resting layouts: the section open at the start rolls up
// while the one open at the end unrolls, and every header and content frame is exactly the linear
// interpolation of its frames at the two ends.

extension AccordionLayout {
    /// Creates the resting layout of an accordion whose headers all have the same height.
    ///
    /// - Parameters:
    ///   - size: The container's bounds size. Negative or non-finite dimensions are treated as zero.
    ///   - insets: Insets inside the bounds.
    ///   - headerHeight: The height of each header. Must be positive and finite.
    ///   - sectionCount: The number of sections. Must not be negative.
    ///   - expandedIndex: The open section, or `nil` when all are closed. Must be in `0..<sectionCount`.
    ///   - contentMode: How tall the open section's content is.
    ///   - minimumFillHeight: The least content height ``AccordionContentMode/fill`` gives the open
    ///     section; negative or non-finite values count as zero.
    /// - Precondition: `headerHeight`, `sectionCount` and `expandedIndex` are valid; the message
    ///   names the bad value.
    public init(
        size: CGSize,
        insets: LayoutInsets = .zero,
        headerHeight: CGFloat,
        sectionCount: Int,
        expandedIndex: Int?,
        contentMode: AccordionContentMode = .fill,
        minimumFillHeight: CGFloat = AccordionLayout.defaultMinimumFillHeight
    ) {
        precondition(
            headerHeight.isFinite && headerHeight > 0,
            "AccordionLayout: headerHeight must be positive and finite, got \(headerHeight)"
        )
        precondition(sectionCount >= 0, "AccordionLayout: sectionCount must not be negative, got \(sectionCount)")
        self.init(
            size: size,
            insets: insets,
            sectionHeights: AccordionSectionHeights(count: sectionCount, headerHeight: headerHeight),
            expandedIndex: expandedIndex,
            contentMode: contentMode,
            minimumFillHeight: minimumFillHeight
        )
    }

    /// The height of every header when they are uniform, otherwise the first header's; see
    /// ``sectionHeights`` for each header's own.
    public var headerHeight: CGFloat { sectionHeights.representativeHeaderHeight }

    /// The open section, if exactly one section shows content.
    public var expandedIndex: Int? {
        openSections.count == 1 ? openSections[0].index : nil
    }

    /// The layout a `fraction` of the way between two resting layouts of these parts, given by
    /// their open sections (``restingEntry(at:)`` of each): exactly what
    /// ``interpolating(from:to:fraction:)`` makes of the two layouts, without building them.
    ///
    /// - Complexity: O(1).
    init(
        size: CGSize,
        insets: LayoutInsets,
        sectionHeights: AccordionSectionHeights,
        contentMode: AccordionContentMode,
        minimumFillHeight: CGFloat,
        from start: SortedOpenSections.Entry?,
        to end: SortedOpenSections.Entry?,
        fraction: Double
    ) {
        let t = Self.clampedFraction(fraction)
        let open: SortedOpenSections
        switch (start, end) {
        case (nil, nil):
            open = SortedOpenSections()
        case (let a?, nil):
            open = SortedOpenSections(first: a.scaled(by: 1 - t))
        case (nil, let b?):
            open = SortedOpenSections(first: b.scaled(by: t))
        case (let a?, let b?) where a.index == b.index:
            open = SortedOpenSections(first: a.merged(with: b, at: t))
        case (let a?, let b?):
            let rolling = a.scaled(by: 1 - t)
            let unrolling = b.scaled(by: t)
            open = a.index < b.index ? SortedOpenSections(first: rolling, second: unrolling) : SortedOpenSections(first: unrolling, second: rolling)
        }
        self.init(size: size, insets: insets, sectionHeights: sectionHeights, contentMode: contentMode, minimumFillHeight: minimumFillHeight, open: open)
    }

    /// `fraction` as a blend factor: clamped to 0...1, NaN counting as 0.
    private static func clampedFraction(_ fraction: Double) -> CGFloat {
        CGFloat(min(1, max(0, fraction.isNaN ? 0 : fraction)))
    }

    /// The layout a `fraction` of the way from one resting layout to another.
    ///
    /// The section open in `start` rolls up while the one open in `end` unrolls; every header and
    /// content frame is exactly the linear interpolation of its frames in the two layouts.
    ///
    /// - Parameters:
    ///   - start: The layout at fraction 0; a resting layout (at most one open section).
    ///   - end: The layout at fraction 1; a resting layout with the same size, insets, header height
    ///     and section count as `start`.
    ///   - fraction: How far along, in 0...1 (values outside are clamped).
    /// - Precondition: both layouts are resting layouts of the same stack.
    /// - Complexity: O(1).
    public static func interpolating(from start: AccordionLayout, to end: AccordionLayout, fraction: Double) -> AccordionLayout {
        precondition(
            start.openSections.count <= 1 && end.openSections.count <= 1,
            "AccordionLayout.interpolating: both layouts must be resting layouts with at most one open section"
        )
        precondition(
            start.size == end.size && start.insets == end.insets && start.sectionCount == end.sectionCount,
            "AccordionLayout.interpolating: layouts differ in size, insets or section count"
        )
        return blending(from: start, to: end, fraction: fraction)
    }

    /// The layout a `fraction` of the way from `start` to `end`, where either may be in the middle
    /// of a transition: every section open in either shows the blend of what it shows in both.
    /// Headers take their heights from `end`.
    ///
    /// - Complexity: O(*m*) for *m* sections open in either.
    static func blending(from start: AccordionLayout, to end: AccordionLayout, fraction: Double) -> AccordionLayout {
        let t = clampedFraction(fraction)
        let indices = Set(start.openSections.indices).union(end.openSections.indices).sorted()
        let entries = indices.compactMap { index -> SortedOpenSections.Entry? in
            switch (start.openSections.entry(at: index), end.openSections.entry(at: index)) {
            case (nil, nil): return nil
            case (let a?, nil): return a.scaled(by: 1 - t)
            case (nil, let b?): return b.scaled(by: t)
            case (let a?, let b?): return a.merged(with: b, at: t)
            }
        }
        let open = entries.count <= 2 ? SortedOpenSections(first: entries.first, second: entries.dropFirst().first) : SortedOpenSections(entries)
        return AccordionLayout(size: end.size, insets: end.insets, sectionHeights: end.sectionHeights, contentMode: end.contentMode, minimumFillHeight: end.minimumFillHeight, open: open)
    }

    /// The same open sections and heights in a container of another size: every section shows
    /// what it showed, at the new width.
    @usableFromInline
    func resized(to newSize: CGSize) -> AccordionLayout {
        AccordionLayout(size: newSize, insets: insets, sectionHeights: sectionHeights, contentMode: contentMode, minimumFillHeight: minimumFillHeight, open: openSections)
    }

    /// The same open sections over other section heights of the same count: the headers move to
    /// their new places, every open section keeps what it shows.
    @usableFromInline
    func rebased(on heights: AccordionSectionHeights) -> AccordionLayout {
        precondition(heights.count == sectionCount, "AccordionLayout: rebased on \(heights.count) sections instead of \(sectionCount)")
        var open = openSections
        open.refresh(open.entries.map { (full: $0.full, headerStart: heights.headerOffset(of: $0.index)) }, keepingVisible: true)
        return AccordionLayout(size: size, insets: insets, sectionHeights: heights, contentMode: contentMode, minimumFillHeight: minimumFillHeight, open: open)
    }

    /// The vertical scroll position that shows the section at `index` as a table view scrolls a
    /// row to visible, brought inside the content.
    ///
    /// When the section (its header and its open content) fits the viewport and is partly hidden,
    /// the stack scrolls just enough to show all of it; when it is taller than the viewport, its
    /// header goes to the top and its content shows as far as it fits; when it is already in
    /// view, the position stays. With `index == nil` (after collapsing every section) the
    /// position is only brought inside the content, so the stack is never left scrolled past its
    /// end. Ask the layout the stack is heading to (a transition's end) for where to scroll.
    ///
    /// - Parameters:
    ///   - index: The section to show, or `nil`.
    ///   - offset: The scroll position now (a scroll view's content offset, in points).
    ///   - viewportHeight: The height of the visible part of the stack.
    /// - Returns: The scroll position, between 0 and the content height less `viewportHeight`
    ///   (0 when the content fits).
    /// - Precondition: `index` is `nil` or in `0..<sectionCount`.
    /// - Complexity: O(1) for uniform headers, O(log *n*) otherwise.
    public func scrollOffset(revealing index: Int?, from offset: CGFloat, viewportHeight: CGFloat) -> CGFloat {
        let viewport = viewportHeight.clampedToNonNegative
        var target = offset.isFinite ? offset : 0
        if let index {
            let header = headerFrame(at: index)
            let bottom = content(at: index)?.clip.maxY ?? header.maxY
            if bottom - header.minY > viewport || header.minY < target {
                target = header.minY
            } else if bottom > target + viewport {
                target = bottom - viewport
            }
        }
        return Self.clampedOffset(target, contentHeight: contentSize.height, viewportHeight: viewport)
    }

    /// `offset` brought inside `0...(contentHeight - viewportHeight)` (0 when the content fits).
    @usableFromInline
    static func clampedOffset(_ offset: CGFloat, contentHeight: CGFloat, viewportHeight: CGFloat) -> CGFloat {
        let furthest = max(0, contentHeight - viewportHeight.clampedToNonNegative)
        guard offset.isFinite else { return 0 }
        return min(max(0, offset), furthest)
    }
}

extension SortedOpenSections.Entry {
    /// The section showing `factor` of what it shows now.
    func scaled(by factor: CGFloat) -> Self {
        Self(index: index, share: share * factor, full: full, visible: visible * factor, headerStart: headerStart)
    }

    /// The same section a fraction `t` of the way from this one to `other`, its header where
    /// `other` puts it.
    func merged(with other: Self, at t: CGFloat) -> Self {
        Self(
            index: index,
            share: share + (other.share - share) * t,
            full: full + (other.full - full) * t,
            visible: visible + (other.visible - visible) * t,
            headerStart: other.headerStart
        )
    }
}
