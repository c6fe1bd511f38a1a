import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The frames of an accordion: headers stacked vertically, at most two sections open.
///
/// A layout is a handful of numbers and the sections' heights, not a list of frames: every frame
/// is computed on demand, and ``visibleSections(in:)`` finds the sections in a viewport without
/// walking the stack. Uniform headers make every query O(1); headers of their own heights keep
/// them in `PrefixSums`, so a query costs O(log *n*). Either way an animation tick's cost does not
/// grow with the section count.
///
/// A resting layout has at most one open section (the expanded one). A layout in the middle of a
/// transition, made by ``interpolating(from:to:fraction:)``, can have two: one rolling up and one
/// unrolling. Headers sit below the open sections above them, so interpolating the open heights
/// moves every header exactly as interpolating its frame would.
public struct AccordionLayout: Equatable, Sendable {
    /// One open section: its index, the height it shows now, the height of its content at rest,
    /// and where its header starts among the headers alone (kept so that finding a section by
    /// offset needs one descent of the prefix sums, not three).
    struct OpenSection: Equatable, Sendable {
        var index: Int
        var visibleHeight: CGFloat
        var fullHeight: CGFloat
        var headerStart: CGFloat
    }

    /// The smallest content height ``AccordionContentMode/fill`` gives the expanded section unless
    /// told otherwise: 88 points, two rows of 44 points (the smallest comfortable touch target).
    ///
    /// Two rows are enough to see that the section opened and to reach its first control even when
    /// the headers take the whole screen, and few enough that on a phone in landscape (about 390
    /// points tall) the expanded header, its content and its neighbours still share the screen.
    /// Content that fill mode gives more room keeps all of it.
    public static let defaultMinimumFillHeight: CGFloat = 88

    /// The size of the container's bounds; negative or non-finite dimensions are treated as zero.
    public let size: CGSize
    /// The insets inside the bounds.
    public let insets: LayoutInsets
    /// Every header's height and each section's own content height, if any.
    public private(set) var sectionHeights: AccordionSectionHeights

    /// Open sections, sorted by index, at most two, with distinct indices.
    private let first: OpenSection?
    private let second: OpenSection?

    /// The height of every header when they are uniform, otherwise the first header's; see
    /// ``sectionHeights`` for each header's own.
    public var headerHeight: CGFloat { sectionHeights.representativeHeaderHeight }

    /// The number of sections.
    public var sectionCount: Int { sectionHeights.count }

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

    /// Creates the resting layout of an accordion whose sections have heights of their own.
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
    ///   - minimumFillHeight: The least content height ``AccordionContentMode/fill`` gives the open
    ///     section; negative or non-finite values count as zero.
    /// - Precondition: `expandedIndex` is in range; the message names it.
    /// - Complexity: O(1) for uniform headers, O(log *n*) otherwise.
    public init(
        size: CGSize,
        insets: LayoutInsets = .zero,
        sectionHeights: AccordionSectionHeights,
        expandedIndex: Int?,
        contentMode: AccordionContentMode = .fill,
        minimumFillHeight: CGFloat = AccordionLayout.defaultMinimumFillHeight
    ) {
        self.size = size.clampedToNonNegative
        self.insets = insets
        self.sectionHeights = sectionHeights
        self.first = Self.restingOpenSection(
            expandedIndex: expandedIndex,
            size: self.size,
            insets: insets,
            sectionHeights: sectionHeights,
            contentMode: contentMode,
            minimumFillHeight: minimumFillHeight
        )
        self.second = nil
    }

    /// A layout of the given parts, taken as they are: `size` already clamped, the open sections
    /// sorted by index and distinct.
    init(size: CGSize, insets: LayoutInsets, sectionHeights: AccordionSectionHeights, first: OpenSection?, second: OpenSection?) {
        self.size = size
        self.insets = insets
        self.sectionHeights = sectionHeights
        self.first = first
        self.second = second
    }

    private init(base: AccordionLayout, first: OpenSection?, second: OpenSection?) {
        self.init(size: base.size, insets: base.insets, sectionHeights: base.sectionHeights, first: first, second: second)
    }

    /// The open section of the resting layout that expands `expandedIndex` (`nil`: none), as
    /// ``init(size:insets:sectionHeights:expandedIndex:contentMode:minimumFillHeight:)`` makes it.
    ///
    /// - Parameters:
    ///   - size: The container's bounds size, already clamped to non-negative dimensions.
    ///   - expandedIndex: The open section, or `nil`.
    /// - Precondition: `expandedIndex` is in `0..<sectionHeights.count`; the message names it.
    /// - Complexity: O(1) for uniform headers, O(log *n*) otherwise (where its header starts).
    static func restingOpenSection(
        expandedIndex: Int?,
        size: CGSize,
        insets: LayoutInsets,
        sectionHeights: AccordionSectionHeights,
        contentMode: AccordionContentMode,
        minimumFillHeight: CGFloat
    ) -> OpenSection? {
        guard let expandedIndex else { return nil }
        precondition(
            (0..<sectionHeights.count).contains(expandedIndex),
            "AccordionLayout: expandedIndex \(expandedIndex) is out of range 0..<\(sectionHeights.count)"
        )
        let height: CGFloat
        if let own = sectionHeights.contentHeight(at: expandedIndex) {
            height = own
        } else {
            switch contentMode {
            case .fill:
                let available = insets.contentRect(in: size).height
                height = max(minimumFillHeight.clampedToNonNegative, available - sectionHeights.headersHeight)
            case .fit(let fitted):
                height = fitted.clampedToNonNegative
            }
        }
        return OpenSection(
            index: expandedIndex,
            visibleHeight: height,
            fullHeight: height,
            headerStart: sectionHeights.headerOffset(of: expandedIndex)
        )
    }

    /// The layout a `fraction` of the way between two resting layouts of these parts, given by
    /// their open sections: exactly what ``interpolating(from:to:fraction:)`` makes of the two
    /// layouts, without building them.
    ///
    /// - Parameters:
    ///   - start: The open section at fraction 0, as ``restingOpenSection(expandedIndex:size:insets:sectionHeights:contentMode:minimumFillHeight:)`` makes it.
    ///   - end: The open section at fraction 1, made the same way over the same parts.
    /// - Complexity: O(1).
    init(
        size: CGSize,
        insets: LayoutInsets,
        sectionHeights: AccordionSectionHeights,
        from start: OpenSection?,
        to end: OpenSection?,
        fraction: Double
    ) {
        let t = Self.clampedFraction(fraction)
        var low: OpenSection?
        var high: OpenSection?
        switch (start, end) {
        case (nil, nil):
            break
        case (let a?, nil):
            low = a.scaled(by: 1 - t)
        case (nil, let b?):
            low = b.scaled(by: t)
        case (let a?, let b?) where a.index == b.index:
            low = a.merged(with: b, at: t)
        case (let a?, let b?):
            let rolling = a.scaled(by: 1 - t)
            let unrolling = b.scaled(by: t)
            (low, high) = a.index < b.index ? (rolling, unrolling) : (unrolling, rolling)
        }
        self.init(size: size, insets: insets, sectionHeights: sectionHeights, first: low, second: high)
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
            start.second == nil && end.second == nil,
            "AccordionLayout.interpolating: both layouts must be resting layouts with at most one open section"
        )
        precondition(
            start.size == end.size && start.insets == end.insets && start.sectionCount == end.sectionCount,
            "AccordionLayout.interpolating: layouts differ in size, insets or section count"
        )
        return blending(from: start, to: end, fraction: fraction)
    }

    /// The layout a `fraction` of the way from `start` to `end`, where either may be in the middle
    /// of a transition, as long as no more than two sections are open in the two together. Headers
    /// take their heights from `end`.
    static func blending(from start: AccordionLayout, to end: AccordionLayout, fraction: Double) -> AccordionLayout {
        let t = clampedFraction(fraction)
        var low = Int.max
        var high = Int.max
        var distinct = 0
        func note(_ index: Int?) {
            guard let index, index != low, index != high else { return }
            distinct += 1
            if index < low {
                high = low
                low = index
            } else if index < high {
                high = index
            }
        }
        note(start.first?.index)
        note(start.second?.index)
        note(end.first?.index)
        note(end.second?.index)
        precondition(distinct <= 2, "AccordionLayout: a layout can't have more than two sections open, got \(distinct)")
        func merged(_ index: Int) -> OpenSection? {
            switch (start.open(index), end.open(index)) {
            case (nil, nil):
                return nil
            case (let a?, nil):
                return a.scaled(by: 1 - t)
            case (nil, let b?):
                return b.scaled(by: t)
            case (let a?, let b?):
                return a.merged(with: b, at: t)
            }
        }
        return AccordionLayout(base: end, first: merged(low), second: merged(high))
    }

    /// The same open sections and heights in a container of another size: every section shows
    /// what it showed, at the new width.
    @usableFromInline
    func resized(to newSize: CGSize) -> AccordionLayout {
        AccordionLayout(size: newSize, insets: insets, sectionHeights: sectionHeights, first: first, second: second)
    }

    /// The same open sections over other section heights of the same count: the headers move to
    /// their new places, every open section keeps what it shows.
    @usableFromInline
    func rebased(on heights: AccordionSectionHeights) -> AccordionLayout {
        precondition(heights.count == sectionCount, "AccordionLayout: rebased on \(heights.count) sections instead of \(sectionCount)")
        func moved(_ open: OpenSection?) -> OpenSection? {
            open.map { OpenSection(index: $0.index, visibleHeight: $0.visibleHeight, fullHeight: $0.fullHeight, headerStart: heights.headerOffset(of: $0.index)) }
        }
        var layout = AccordionLayout(base: self, first: moved(first), second: moved(second))
        layout.sectionHeights = heights
        return layout
    }

    /// The open section at `index`, if it is open.
    @inline(__always)
    private func open(_ index: Int) -> OpenSection? {
        if let first, first.index == index { return first }
        if let second, second.index == index { return second }
        return nil
    }

    /// The open section, if exactly one is open.
    public var expandedIndex: Int? {
        second == nil ? first?.index : nil
    }

    /// The rectangle inside the insets, where headers and content are laid out.
    public var contentRect: CGRect { insets.contentRect(in: size) }

    /// The frame of the header at `index`, in the stack's content coordinates.
    ///
    /// - Precondition: `index` is in `0..<sectionCount`.
    /// - Complexity: O(1) for uniform headers, O(log *n*) otherwise.
    public func headerFrame(at index: Int) -> CGRect {
        precondition(
            (0..<sectionCount).contains(index),
            "AccordionLayout.headerFrame: index \(index) is out of range 0..<\(sectionCount)"
        )
        return stackHeaderFrame(at: index)
    }

    /// The content of the section at `index` if it is open: where its view goes and what of it shows.
    ///
    /// - Returns: `nil` when the section is closed.
    /// - Complexity: O(1) for uniform headers, O(log *n*) otherwise.
    public func content(at index: Int) -> (frame: CGRect, clip: CGRect)? {
        guard open(index) != nil else { return nil }
        return stackContent(at: index)
    }

    /// The size of everything the stack holds, insets included: what a scroll view's content size
    /// should be.
    public var contentSize: CGSize {
        CGSize(width: size.width, height: stackContentHeight)
    }

    /// The section whose header or open content covers the vertical position `y`, clamped to the
    /// first and last sections.
    ///
    /// - Precondition: `sectionCount > 0`.
    /// - Complexity: O(1) for uniform headers, O(log *n*) otherwise.
    public func section(containing y: CGFloat) -> Int {
        guard let found = locate(y - contentRect.minY) else {
            preconditionFailure("AccordionLayout.section(containing:): the stack has no sections")
        }
        return found.index
    }

    /// The sections whose header or open content intersects `viewport`, in the stack's content
    /// coordinates.
    ///
    /// - Returns: A possibly empty range of section indices.
    /// - Complexity: O(1) for uniform headers, O(log *n*) otherwise: the answer comes from the
    ///   open sections and the headers' prefix sums, not a walk.
    public func visibleSections(in viewport: CGRect) -> Range<Int> {
        visibleRange(in: viewport)?.sections ?? 0..<0
    }

    /// Calls `body` with every header and open content that intersects `viewport`, in section order.
    ///
    /// Allocates nothing, so it can run on every animation tick. Each header after the first sits
    /// on the one before, so the frames equal ``headerFrame(at:)``'s up to floating-point rounding
    /// (exactly, for heights in whole or half points).
    ///
    /// - Complexity: O(*v*) for uniform headers, O(log *n* + *v*) otherwise, where *v* is the
    ///   number of visible sections.
    public func forEachVisibleItem(in viewport: CGRect, _ body: (AccordionItem) throws -> Void) rethrows {
        try forEachStackItem(in: viewport, pinned: nil, body)
    }

    /// Every header and open content that intersects `viewport`, in section order.
    public func visibleItems(in viewport: CGRect) -> [AccordionItem] {
        var items: [AccordionItem] = []
        forEachVisibleItem(in: viewport) { items.append($0) }
        return items
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

extension AccordionLayout: StackFrames {
    var openSections: TwoOpenSections { TwoOpenSections(first: first, second: second) }
}

/// The open sections of an ``AccordionLayout``: at most two, kept inline.
struct TwoOpenSections: OpenSectionList {
    let first: AccordionLayout.OpenSection?
    let second: AccordionLayout.OpenSection?

    var count: Int { first == nil ? 0 : (second == nil ? 1 : 2) }

    @inline(__always)
    private func section(atSlot slot: Int) -> AccordionLayout.OpenSection {
        guard slot == 0, let first else {
            guard let second else { preconditionFailure("TwoOpenSections: no open section at slot \(slot)") }
            return second
        }
        return first
    }

    func index(atSlot slot: Int) -> Int { section(atSlot: slot).index }
    func headerStart(atSlot slot: Int) -> CGFloat { section(atSlot: slot).headerStart }
    func visibleHeight(atSlot slot: Int) -> CGFloat { section(atSlot: slot).visibleHeight }

    func content(atSlot slot: Int) -> (full: CGFloat, clip: CGFloat) {
        let open = section(atSlot: slot)
        return (open.fullHeight, open.visibleHeight)
    }

    func slot(of index: Int) -> Int {
        guard let first, first.index < index else { return 0 }
        guard let second, second.index < index else { return 1 }
        return 2
    }

    func visibleHeight(beforeSlot slot: Int) -> CGFloat {
        var total: CGFloat = 0
        if slot > 0, let first { total += first.visibleHeight }
        if slot > 1, let second { total += second.visibleHeight }
        return total
    }

    func adding(to base: CGFloat) -> CGFloat {
        base + (first?.visibleHeight ?? 0) + (second?.visibleHeight ?? 0)
    }

    func firstSlot(endingBelow offset: CGFloat, headers: AccordionSectionHeights) -> (slot: Int, above: CGFloat) {
        walkToFirstSlot(endingBelow: offset, headers: headers)
    }
}

extension AccordionLayout.OpenSection {
    /// The section showing `factor` of what it shows now.
    func scaled(by factor: CGFloat) -> Self {
        Self(index: index, visibleHeight: visibleHeight * factor, fullHeight: fullHeight, headerStart: headerStart)
    }

    /// The same section a fraction `t` of the way from this one to `other`, its header where
    /// `other` puts it.
    func merged(with other: Self, at t: CGFloat) -> Self {
        Self(
            index: index,
            visibleHeight: visibleHeight + (other.visibleHeight - visibleHeight) * t,
            fullHeight: fullHeight + (other.fullHeight - fullHeight) * t,
            headerStart: other.headerStart
        )
    }
}
