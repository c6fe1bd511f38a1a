import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The frames of an accordion: headers stacked vertically, at most two sections open.
///
/// A layout is a handful of numbers, not a list of frames: every frame is computed on demand in
/// O(1), and ``visibleSections(in:)`` finds the sections in a viewport without walking the stack.
/// That keeps an animation tick's cost independent of the section count.
///
/// A resting layout has at most one open section (the expanded one). A layout in the middle of a
/// transition, made by ``interpolating(from:to:fraction:)``, can have two: one rolling up and one
/// unrolling. Headers sit below the open sections above them, so interpolating the open heights
/// moves every header exactly as interpolating its frame would.
public struct AccordionLayout: Equatable, Sendable {
    /// One open section: its index, the height it shows now and the height of its content at rest.
    struct OpenSection: Equatable, Sendable {
        var index: Int
        var visibleHeight: CGFloat
        var fullHeight: CGFloat
    }

    /// The size of the container's bounds; negative or non-finite dimensions are treated as zero.
    public let size: CGSize
    /// The insets inside the bounds.
    public let insets: LayoutInsets
    /// The height of every header, in points.
    public let headerHeight: CGFloat
    /// The number of sections.
    public let sectionCount: Int

    /// Open sections, sorted by index, at most two, with distinct indices.
    private let first: OpenSection?
    private let second: OpenSection?

    /// Creates the resting layout of an accordion.
    ///
    /// - Parameters:
    ///   - size: The container's bounds size. Negative or non-finite dimensions are treated as zero.
    ///   - insets: Insets inside the bounds.
    ///   - headerHeight: The height of each header. Must be positive and finite.
    ///   - sectionCount: The number of sections. Must not be negative.
    ///   - expandedIndex: The open section, or `nil` when all are closed. Must be in `0..<sectionCount`.
    ///   - contentMode: How tall the open section's content is.
    /// - Precondition: `headerHeight`, `sectionCount` and `expandedIndex` are valid; the message
    ///   names the bad value.
    public init(
        size: CGSize,
        insets: LayoutInsets = .zero,
        headerHeight: CGFloat,
        sectionCount: Int,
        expandedIndex: Int?,
        contentMode: AccordionContentMode = .fill
    ) {
        precondition(
            headerHeight.isFinite && headerHeight > 0,
            "AccordionLayout: headerHeight must be positive and finite, got \(headerHeight)"
        )
        precondition(sectionCount >= 0, "AccordionLayout: sectionCount must not be negative, got \(sectionCount)")
        if let expandedIndex {
            precondition(
                (0..<sectionCount).contains(expandedIndex),
                "AccordionLayout: expandedIndex \(expandedIndex) is out of range 0..<\(sectionCount)"
            )
        }
        self.size = size.clampedToNonNegative
        self.insets = insets
        self.headerHeight = headerHeight
        self.sectionCount = sectionCount
        self.second = nil
        if let expandedIndex {
            let height = Self.restingContentHeight(
                mode: contentMode,
                available: insets.contentRect(in: self.size).height,
                headersHeight: headerHeight * CGFloat(sectionCount)
            )
            self.first = OpenSection(index: expandedIndex, visibleHeight: height, fullHeight: height)
        } else {
            self.first = nil
        }
    }

    private init(base: AccordionLayout, first: OpenSection?, second: OpenSection?) {
        self.size = base.size
        self.insets = base.insets
        self.headerHeight = base.headerHeight
        self.sectionCount = base.sectionCount
        self.first = first
        self.second = second
    }

    /// The height an open section's content has at rest.
    static func restingContentHeight(mode: AccordionContentMode, available: CGFloat, headersHeight: CGFloat) -> CGFloat {
        switch mode {
        case .fill:
            return max(0, available - headersHeight)
        case .fit(let height):
            return height.clampedToNonNegative
        }
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
            start.size == end.size && start.insets == end.insets && start.headerHeight == end.headerHeight
                && start.sectionCount == end.sectionCount,
            "AccordionLayout.interpolating: layouts differ in size, insets, header height or section count"
        )
        let t = CGFloat(min(1, max(0, fraction.isNaN ? 0 : fraction)))
        switch (start.first, end.first) {
        case (nil, nil):
            return start
        case (let a?, nil):
            return AccordionLayout(base: start, first: a.scaled(by: 1 - t), second: nil)
        case (nil, let b?):
            return AccordionLayout(base: start, first: b.scaled(by: t), second: nil)
        case (let a?, let b?) where a.index == b.index:
            let merged = OpenSection(
                index: a.index,
                visibleHeight: a.visibleHeight + (b.visibleHeight - a.visibleHeight) * t,
                fullHeight: a.fullHeight + (b.fullHeight - a.fullHeight) * t
            )
            return AccordionLayout(base: start, first: merged, second: nil)
        case (let a?, let b?):
            let (low, high) = a.index < b.index ? (a.scaled(by: 1 - t), b.scaled(by: t)) : (b.scaled(by: t), a.scaled(by: 1 - t))
            return AccordionLayout(base: start, first: low, second: high)
        }
    }

    /// The open section, if exactly one is open.
    public var expandedIndex: Int? {
        second == nil ? first?.index : nil
    }

    /// The rectangle inside the insets, where headers and content are laid out.
    public var contentRect: CGRect { insets.contentRect(in: size) }

    /// The height of the open sections' visible content that lies above the header at `index`.
    @inline(__always)
    private func openHeight(before index: Int) -> CGFloat {
        var total: CGFloat = 0
        if let first, first.index < index { total += first.visibleHeight }
        if let second, second.index < index { total += second.visibleHeight }
        return total
    }

    /// The frame of the header at `index`, in the stack's content coordinates.
    ///
    /// - Precondition: `index` is in `0..<sectionCount`.
    /// - Complexity: O(1).
    public func headerFrame(at index: Int) -> CGRect {
        precondition(
            (0..<sectionCount).contains(index),
            "AccordionLayout.headerFrame: index \(index) is out of range 0..<\(sectionCount)"
        )
        let rect = contentRect
        return CGRect(
            x: rect.minX,
            y: rect.minY + headerHeight * CGFloat(index) + openHeight(before: index),
            width: rect.width,
            height: headerHeight
        )
    }

    /// The content of the section at `index` if it is open: where its view goes and what of it shows.
    ///
    /// - Returns: `nil` when the section is closed.
    /// - Complexity: O(1).
    public func content(at index: Int) -> (frame: CGRect, clip: CGRect)? {
        let open: OpenSection
        if let first, first.index == index {
            open = first
        } else if let second, second.index == index {
            open = second
        } else {
            return nil
        }
        let header = headerFrame(at: index)
        let frame = CGRect(x: header.minX, y: header.maxY, width: header.width, height: open.fullHeight)
        let clip = CGRect(x: header.minX, y: header.maxY, width: header.width, height: open.visibleHeight)
        return (frame, clip)
    }

    /// The size of everything the stack holds, insets included: what a scroll view's content size
    /// should be.
    public var contentSize: CGSize {
        let stack = headerHeight * CGFloat(sectionCount) + (first?.visibleHeight ?? 0) + (second?.visibleHeight ?? 0)
        return CGSize(width: size.width, height: insets.vertical + stack)
    }

    /// The section whose header or open content covers the vertical position `y`, clamped to the
    /// first and last sections.
    ///
    /// - Precondition: `sectionCount > 0`.
    /// - Complexity: O(1).
    public func section(containing y: CGFloat) -> Int {
        precondition(sectionCount > 0, "AccordionLayout.section(containing:): the stack has no sections")
        var start = 0
        var base = contentRect.minY
        if let found = locate(y, in: first, start: &start, base: &base) { return found }
        if let found = locate(y, in: second, start: &start, base: &base) { return found }
        guard start < sectionCount else { return sectionCount - 1 }
        return clamp(start + floorIndex((y - base) / headerHeight), start, sectionCount - 1)
    }

    /// The sections whose header or open content intersects `viewport`, in the stack's content
    /// coordinates.
    ///
    /// - Returns: A possibly empty range of section indices.
    /// - Complexity: O(1): the answer comes from arithmetic on the open sections, not a walk.
    public func visibleSections(in viewport: CGRect) -> Range<Int> {
        guard sectionCount > 0, viewport.height > 0, viewport.height.isFinite, viewport.minY.isFinite else {
            return 0..<0
        }
        let stackTop = contentRect.minY
        let stackBottom = contentSize.height - insets.bottom
        guard viewport.maxY > stackTop, viewport.minY < stackBottom else { return 0..<0 }
        let lower = section(containing: max(viewport.minY, stackTop))
        var upper = section(containing: min(viewport.maxY, stackBottom))
        if upper > lower, headerFrame(at: upper).minY >= viewport.maxY {
            upper -= 1
        }
        return lower..<(upper + 1)
    }

    /// Calls `body` with every header and open content that intersects `viewport`, in section order.
    ///
    /// Allocates nothing, so it can run on every animation tick.
    ///
    /// - Complexity: O(*v*), where *v* is the number of visible sections.
    public func forEachVisibleItem(in viewport: CGRect, _ body: (AccordionItem) throws -> Void) rethrows {
        for index in visibleSections(in: viewport) {
            try body(.header(index: index, frame: headerFrame(at: index)))
            if let content = content(at: index) {
                try body(.content(index: index, frame: content.frame, clip: content.clip))
            }
        }
    }

    /// Every header and open content that intersects `viewport`, in section order.
    public func visibleItems(in viewport: CGRect) -> [AccordionItem] {
        var items: [AccordionItem] = []
        forEachVisibleItem(in: viewport) { items.append($0) }
        return items
    }

    /// Looks for `y` among the sections from `start` up to and including an open section; when it
    /// lies further down, moves `start` and `base` past that open section.
    private func locate(_ y: CGFloat, in open: OpenSection?, start: inout Int, base: inout CGFloat) -> Int? {
        guard let open else { return nil }
        let end = base + CGFloat(open.index - start + 1) * headerHeight + open.visibleHeight
        if y < end {
            return clamp(start + floorIndex((y - base) / headerHeight), start, open.index)
        }
        start = open.index + 1
        base = end
        return nil
    }

    private func floorIndex(_ value: CGFloat) -> Int {
        guard value.isFinite else { return value > 0 ? Int.max / 2 : Int.min / 2 }
        let floored = value.rounded(.down)
        if floored >= CGFloat(Int.max / 2) { return Int.max / 2 }
        if floored <= CGFloat(Int.min / 2) { return Int.min / 2 }
        return Int(floored)
    }

    private func clamp(_ value: Int, _ lower: Int, _ upper: Int) -> Int {
        min(max(value, lower), upper)
    }
}

extension AccordionLayout.OpenSection {
    func scaled(by factor: CGFloat) -> Self {
        Self(index: index, visibleHeight: visibleHeight * factor, fullHeight: fullHeight)
    }
}
