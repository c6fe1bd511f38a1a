import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The geometry of a tab strip: the row of titles above a pager, with an indicator that follows
/// the pages.
///
/// A layout holds the items' measured widths, the strip's size and its configuration; everything
/// that depends on where the pager stands is a function of one fractional index (see
/// ``PagingPosition/fractionalIndex``). It keeps no state of its own between ticks, so a swipe
/// turned around, a tap that retargets a running transition or a rotation needs no special case:
/// ask again with the new position or size.
///
/// Widths live in `PrefixSums`, so finding the items on screen, the indicator and the offset
/// costs O(log *n*) and one item's width change costs O(log *n*), at 10 items or at 100,000. On a
/// display frame, call ``layOut(at:from:_:)``: it gives the offset, the indicator and each visible
/// item from a single prefix sum, and allocates nothing.
///
/// Frames come from sums of widths, so two ways to the same frame (``itemFrame(at:)`` and a
/// visible item) can differ in the last bits of a non-integral width; never by a visible amount.
///
/// ## Widths and emphasis
/// Each item has two widths: with its normal title and with its selected title (bolder, say). The
/// item is laid out at the larger of the two, so emphasising it never moves anything: draw
/// ``TabStripItem/emphasis`` as a colour or a scale, never by swapping the font mid-swipe. Items
/// with images and badges get their widths from ``TabItemMetrics``, which also gives the width of
/// their content, for an underline as wide as the content.
///
/// Widths that are negative, NaN or infinite count as zero (a documented clamp): such an item takes
/// no room apart from its spacing, is never reported visible, and the indicator shrinks to nothing
/// on it. One bad measurement cannot move the items after it to NaN.
///
/// ## Coordinates
/// Frames are in the strip's content coordinates (a scroll view's content), `x` growing to the
/// right in both layout directions. In a right-to-left strip the first item is at the right, the
/// indicator travels right to left and the offsets mirror.
public struct TabStripLayout: Equatable, Sendable {
    /// The strip's visible size: the width of its scroll view and the strip's height. Negative or
    /// non-finite dimensions are treated as zero.
    public let size: CGSize
    /// The settings.
    public let configuration: TabStripConfiguration

    /// Each item's width: the larger of its normal and selected widths, clamped.
    private var widths: [CGFloat]
    /// Each item's content width, at most its width.
    private var contentWidths: [CGFloat]
    /// Each item's width plus the spacing after it.
    private var sums: PrefixSums
    /// The widest item with equal widths; 0 with self-sizing items, which don't need it.
    private var widest: CGFloat
    /// The spacing, clamped.
    private let spacing: CGFloat
    /// What every item gains when all of them fit and the configuration fills the strip.
    private var extra: CGFloat = 0
    /// Where the first item starts, from the leading edge of the content.
    private var leadingEdge: CGFloat = 0
    /// The width of the strip's content.
    private var contentWidth: CGFloat = 0

    /// Creates the layout of a strip whose items have the given widths.
    ///
    /// - Parameters:
    ///   - items: Each item's widths, from ``TabItemMetrics/widths(of:titleWidth:selectedTitleWidth:badgeTextWidth:)``:
    ///     image, title and badge with their gaps and padding.
    ///   - size: The strip's visible width (its scroll view's) and its height.
    ///   - configuration: The spacing, insets and modes.
    /// - Complexity: O(*n*).
    public init(items: [TabItemWidths], size: CGSize, configuration: TabStripConfiguration = TabStripConfiguration()) {
        var widths: [CGFloat] = []
        var contentWidths: [CGFloat] = []
        widths.reserveCapacity(items.count)
        contentWidths.reserveCapacity(items.count)
        for item in items {
            let width = max(item.normal.clampedToNonNegative, item.selected.clampedToNonNegative)
            widths.append(width)
            contentWidths.append(min(item.content.clampedToNonNegative, width))
        }
        let spacing = configuration.spacing.clampedToNonNegative
        self.size = size.clampedToNonNegative
        self.configuration = configuration
        self.spacing = spacing
        self.widths = widths
        self.contentWidths = contentWidths
        self.sums = PrefixSums(widths.map { $0 + spacing })
        self.widest = configuration.sizing == .equalWidths ? widths.max() ?? 0 : 0
        updateMetrics()
    }

    /// Creates the layout of a strip whose items have the given widths, each item's content
    /// filling it (an indicator as wide as the content is as wide as the item).
    ///
    /// - Parameters:
    ///   - normalWidths: Each item's measured width with its normal title.
    ///   - selectedWidths: Each item's measured width with its selected title; `nil` when the titles
    ///     don't change width when selected.
    ///   - size: The strip's visible width (its scroll view's) and its height.
    ///   - configuration: The spacing, insets and modes.
    /// - Precondition: `selectedWidths`, when given, has as many widths as `normalWidths`; the
    ///   message names both counts.
    /// - Complexity: O(*n*).
    public init(normalWidths: [CGFloat], selectedWidths: [CGFloat]? = nil, size: CGSize, configuration: TabStripConfiguration = TabStripConfiguration()) {
        if let selectedWidths {
            precondition(
                selectedWidths.count == normalWidths.count,
                "TabStripLayout: \(normalWidths.count) normal widths but \(selectedWidths.count) selected widths"
            )
        }
        let items = normalWidths.indices.map { index in
            let normal = normalWidths[index].clampedToNonNegative
            let selected = selectedWidths?[index].clampedToNonNegative ?? normal
            return TabItemWidths(normal: normal, selected: selected, content: max(normal, selected))
        }
        self.init(items: items, size: size, configuration: configuration)
    }

    /// The number of items.
    public var count: Int { widths.count }

    /// The size of the strip's content: what its scroll view's content size should be. At least
    /// as wide as the strip.
    public var contentSize: CGSize { CGSize(width: contentWidth, height: size.height) }

    /// The largest content offset: how far the strip can scroll.
    public var maximumContentOffset: CGFloat { max(0, contentWidth - size.width) }

    /// Changes the measured widths of the item at `index`, as after a Dynamic Type change or a new
    /// title. Negative or non-finite widths count as zero; the content fills the item.
    ///
    /// - Parameters:
    ///   - normal: The item's width with its normal title.
    ///   - selected: The item's width with its selected title.
    ///   - index: The item.
    /// - Precondition: `index` is in `0..<count`; the message names it.
    /// - Complexity: O(log *n*); with ``TabStripSizing/equalWidths``, O(*n*) when the widest
    ///   item becomes narrower.
    public mutating func setWidths(normal: CGFloat, selected: CGFloat, at index: Int) {
        setWidths(TabItemWidths(width: max(normal.clampedToNonNegative, selected.clampedToNonNegative)), at: index)
    }

    /// Changes the widths of the item at `index`, as after a new title, image or badge value.
    /// Negative or non-finite widths count as zero.
    ///
    /// - Parameters:
    ///   - item: The item's new widths.
    ///   - index: The item.
    /// - Precondition: `index` is in `0..<count`; the message names it.
    /// - Complexity: O(log *n*); with ``TabStripSizing/equalWidths``, O(*n*) when the widest
    ///   item becomes narrower.
    public mutating func setWidths(_ item: TabItemWidths, at index: Int) {
        precondition(widths.indices.contains(index), "TabStripLayout.setWidths: index \(index) is out of range 0..<\(count)")
        let old = widths[index]
        let new = max(item.normal.clampedToNonNegative, item.selected.clampedToNonNegative)
        widths[index] = new
        contentWidths[index] = min(item.content.clampedToNonNegative, new)
        sums.setLength(new + spacing, at: index)
        if configuration.sizing == .equalWidths {
            if new >= widest {
                widest = new
            } else if old == widest {
                widest = widths.max() ?? 0
            }
        }
        updateMetrics()
    }

    /// Recomputes what depends on the total width: the fit, the leading edge and the content width.
    private mutating func updateMetrics() {
        let insets = configuration.insets
        let n = CGFloat(count)
        let items: CGFloat
        switch configuration.sizing {
        case .selfSizing: items = count > 0 ? sums.total - spacing : 0
        case .equalWidths: items = count > 0 ? widest * n + spacing * (n - 1) : 0
        }
        let natural = insets.horizontal + items
        let room = size.width - natural
        extra = 0
        var shift: CGFloat = 0
        if count > 0, room > 0 {
            switch configuration.fit {
            case .leading: break
            case .center: shift = room / 2
            case .fill: extra = room / n
            }
        }
        leadingEdge = leadingInset + shift
        contentWidth = max(natural, size.width)
    }

    private var isRightToLeft: Bool { configuration.layoutDirection == .rightToLeft }

    private var leadingInset: CGFloat { isRightToLeft ? configuration.insets.right : configuration.insets.left }

    // MARK: - Frames

    /// Where the item at `index` starts, from the leading edge of the content.
    @inline(__always)
    private func start(of index: Int) -> CGFloat {
        switch configuration.sizing {
        case .selfSizing: return leadingEdge + sums.sum(before: index) + CGFloat(index) * extra
        case .equalWidths: return leadingEdge + CGFloat(index) * (widest + spacing + extra)
        }
    }

    /// The width the item at `index` is laid out at.
    @inline(__always)
    private func width(of index: Int) -> CGFloat {
        switch configuration.sizing {
        case .selfSizing: return widths[index] + extra
        case .equalWidths: return widest + extra
        }
    }

    /// Where the item after `index` starts, given where the item at `index` starts.
    @inline(__always)
    private func start(after index: Int, startingAt start: CGFloat) -> CGFloat {
        switch configuration.sizing {
        case .selfSizing: return start + widths[index] + spacing + extra
        case .equalWidths: return self.start(of: index + 1)
        }
    }

    /// The frame of an item that starts `start` points from the leading edge and is `width` wide.
    @inline(__always)
    private func frame(start: CGFloat, width: CGFloat) -> CGRect {
        let insets = configuration.insets
        let x = isRightToLeft ? contentWidth - start - width : start
        return CGRect(x: x, y: insets.top, width: width, height: max(0, size.height - insets.vertical))
    }

    /// The frame of the item at `index`, in the strip's content coordinates.
    ///
    /// - Precondition: `index` is in `0..<count`; the message names it.
    /// - Complexity: O(log *n*).
    public func itemFrame(at index: Int) -> CGRect {
        precondition(widths.indices.contains(index), "TabStripLayout.itemFrame: index \(index) is out of range 0..<\(count)")
        return frame(start: start(of: index), width: width(of: index))
    }

    /// A fractional index inside the items: NaN and values below 0 give 0, values past the last
    /// item give the last item, so a position from a pager whose count just changed stays valid.
    @inline(__always)
    private func clamped(_ fractionalIndex: Double) -> Double {
        guard !fractionalIndex.isNaN else { return 0 }
        return min(max(fractionalIndex, 0), Double(count - 1))
    }

    /// The item the indicator leaves from at `fractionalIndex` (the lower of the two it lies
    /// between), where it starts, and how far the indicator is towards the next item.
    ///
    /// The one prefix sum a tick needs: the indicator, the offset and the walk over the visible
    /// items all start from here.
    private struct Anchor {
        var index: Int
        var start: CGFloat
        var fraction: Double
    }

    private func anchor(at fractionalIndex: Double) -> Anchor? {
        guard count > 0 else { return nil }
        let position = clamped(fractionalIndex)
        let index = Int(position.rounded(.down))
        return Anchor(index: index, start: start(of: index), fraction: position - Double(index))
    }

    /// What the indicator follows: a frame and a content width between those of the two items
    /// the position lies between, in position and in width.
    private struct Followed {
        var frame: CGRect
        var contentWidth: CGFloat
    }

    private func followed(_ anchor: Anchor) -> Followed {
        let lowerFrame = frame(start: anchor.start, width: width(of: anchor.index))
        let lowerContent = contentWidths[anchor.index]
        guard anchor.fraction > 0, anchor.index + 1 < count else { return Followed(frame: lowerFrame, contentWidth: lowerContent) }
        let upperFrame = frame(start: start(after: anchor.index, startingAt: anchor.start), width: width(of: anchor.index + 1))
        return Followed(
            frame: lowerFrame.interpolated(to: upperFrame, fraction: anchor.fraction),
            contentWidth: .interpolate(from: lowerContent, to: contentWidths[anchor.index + 1], fraction: anchor.fraction)
        )
    }

    /// A frame `width` wide (at most the item's, at least 0) centred on the item.
    private func centred(_ width: CGFloat, on item: CGRect, y: CGFloat, height: CGFloat) -> CGRect {
        let width = min(max(width, 0), item.width)
        return CGRect(x: item.midX - width / 2, y: y, width: width, height: height)
    }

    private func indicatorFrame(following followed: Followed) -> CGRect? {
        let item = followed.frame
        switch configuration.indicator {
        case .underline(let underline):
            let inset = underline.horizontalInset.clampedToNonNegative
            let height = min(underline.thickness.clampedToNonNegative, item.height)
            let lift = min(underline.bottomInset.clampedToNonNegative, item.height - height)
            let width: CGFloat
            switch underline.width {
            case .item: width = item.width - 2 * inset
            case .content: width = followed.contentWidth - 2 * inset
            case .fixed(let fixed): width = fixed.clampedToNonNegative
            }
            return centred(width, on: item, y: item.maxY - lift - height, height: height)
        case .capsule(let capsule):
            let height = min(capsule.height.clampedToNonNegative, item.height)
            return centred(item.width - 2 * capsule.horizontalInset.clampedToNonNegative, on: item, y: item.midY - height / 2, height: height)
        case .none:
            return nil
        }
    }

    /// The radius of the indicator's corners: the underline's own (at most half its thickness),
    /// half a capsule's height, 0 without an indicator.
    public var indicatorCornerRadius: CGFloat {
        let itemHeight = max(0, size.height - configuration.insets.vertical)
        switch configuration.indicator {
        case .underline(let underline):
            let height = min(underline.thickness.clampedToNonNegative, itemHeight)
            return min(underline.cornerRadius.clampedToNonNegative, height / 2)
        case .capsule(let capsule):
            return min(capsule.height.clampedToNonNegative, itemHeight) / 2
        case .none:
            return 0
        }
    }

    private func contentOffset(following item: CGRect, from currentOffset: CGFloat) -> CGFloat {
        let visibleWidth = size.width
        // A strip with no width shows nothing: there is nothing to scroll to.
        guard visibleWidth > 0 else { return 0 }
        let offset: CGFloat
        switch configuration.alignment {
        case .centered:
            offset = item.midX - visibleWidth / 2
        case .leading:
            offset = isRightToLeft ? item.maxX + configuration.insets.right - visibleWidth : item.minX - configuration.insets.left
        case .visible(let margin):
            let margin = margin.clampedToNonNegative
            let showsTrailingEdge = item.maxX + margin - visibleWidth
            let showsLeadingEdge = item.minX - margin
            if showsTrailingEdge > showsLeadingEdge {
                // Wider than the strip: show the item's leading edge.
                offset = isRightToLeft ? showsTrailingEdge : showsLeadingEdge
            } else {
                let current = currentOffset.isFinite ? currentOffset : 0
                offset = min(max(current, showsTrailingEdge), showsLeadingEdge)
            }
        }
        return min(max(offset, 0), maximumContentOffset)
    }

    /// The indicator's frame at `fractionalIndex`, in the strip's content coordinates.
    ///
    /// Between two items, its position and its width are both interpolated between theirs, so
    /// it grows or shrinks as it travels between items of different widths.
    ///
    /// - Parameter fractionalIndex: Where the pager stands (``PagingPosition/fractionalIndex``).
    ///   NaN and values outside `0...count - 1` are clamped to the first or last item.
    /// - Returns: `nil` when the strip has no items or its indicator style is
    ///   ``TabStripIndicatorStyle/none``.
    /// - Complexity: O(log *n*).
    public func indicatorFrame(at fractionalIndex: Double) -> CGRect? {
        anchor(at: fractionalIndex).flatMap { indicatorFrame(following: followed($0)) }
    }

    /// The content offset the strip should scroll to at `fractionalIndex`, following the
    /// configuration's ``TabStripAlignment``.
    ///
    /// The offset follows the indicator, so it moves smoothly with a swipe, and is clamped to
    /// `0...maximumContentOffset`.
    ///
    /// - Parameters:
    ///   - fractionalIndex: Where the pager stands; clamped as in ``indicatorFrame(at:)``.
    ///   - currentOffset: Where the strip is scrolled now. Only ``TabStripAlignment/visible(margin:)``
    ///     uses it, to scroll no more than needed; a non-finite value counts as 0.
    /// - Returns: The horizontal content offset; 0 when the strip has no items or no width (zero or
    ///   not finite).
    /// - Complexity: O(log *n*).
    public func contentOffset(at fractionalIndex: Double, from currentOffset: CGFloat = 0) -> CGFloat {
        anchor(at: fractionalIndex).map { contentOffset(following: followed($0).frame, from: currentOffset) } ?? 0
    }

    /// How selected the item at `index` looks at `fractionalIndex`: 1 on it, falling linearly
    /// to 0 one item away.
    ///
    /// - Complexity: O(1).
    public func emphasis(ofItemAt index: Int, at fractionalIndex: Double) -> Double {
        guard count > 0 else { return 0 }
        return max(0, 1 - abs(Double(index) - clamped(fractionalIndex)))
    }

    // MARK: - Visible items

    /// Where the item before `index` starts, given where the item at `index` starts.
    @inline(__always)
    private func start(before index: Int, startingAt start: CGFloat) -> CGFloat {
        switch configuration.sizing {
        case .selfSizing: return start - widths[index - 1] - spacing - extra
        case .equalWidths: return self.start(of: index - 1)
        }
    }

    /// The first item that ends after `position`, measured from the content's leading edge, and
    /// where it starts.
    private func firstItem(endingAfter position: CGFloat) -> (index: Int, start: CGFloat) {
        var index: Int
        switch configuration.sizing {
        case .equalWidths:
            let pitch = widest + spacing + extra
            let steps = pitch > 0 ? ((position - leadingEdge) / pitch).rounded(.down) : 0
            index = steps.isFinite ? Int(min(max(steps, 0), CGFloat(count - 1))) : 0
        case .selfSizing where extra == 0:
            index = sums.index(covering: position - leadingEdge) ?? 0
        case .selfSizing:
            // Every item fits and grows by `extra`: the starts are no longer plain prefix sums,
            // so search the index itself.
            var low = 0
            var high = count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if start(of: middle) <= position { low = middle } else { high = middle - 1 }
            }
            index = low
        }
        let itemStart = start(of: index)
        if index + 1 < count, itemStart + width(of: index) <= position {
            return (index + 1, start(after: index, startingAt: itemStart))
        }
        return (index, itemStart)
    }

    /// Calls `body` with every item between `lowest` and `highest` (from the content's leading
    /// edge). When the anchor's item is on screen, as it is while the strip follows the pager, the
    /// walk starts from it and needs no search.
    private func visitItems(from lowest: CGFloat, to highest: CGFloat, anchor: Anchor, fractionalIndex: Double, _ body: (TabStripItem) throws -> Void) rethrows {
        var index = anchor.index
        var itemStart = anchor.start
        if itemStart < highest, itemStart + width(of: index) > lowest {
            while index > 0 {
                let previousStart = start(before: index, startingAt: itemStart)
                guard previousStart + width(of: index - 1) > lowest else { break }
                index -= 1
                itemStart = previousStart
            }
        } else {
            (index, itemStart) = firstItem(endingAfter: lowest)
        }
        while index < count, itemStart < highest {
            let itemWidth = width(of: index)
            if itemStart + itemWidth > lowest, itemWidth > 0 {
                let item = TabStripItem(index: index, frame: frame(start: itemStart, width: itemWidth), emphasis: emphasis(ofItemAt: index, at: fractionalIndex))
                try body(item)
            }
            if index + 1 < count { itemStart = start(after: index, startingAt: itemStart) }
            index += 1
        }
    }

    /// Calls `body` with every item that shows when the strip is scrolled to `contentOffset`, in
    /// index order, with its frame and its emphasis at `fractionalIndex`.
    ///
    /// Use it while the user scrolls the strip by hand; while it follows the pager,
    /// ``layOut(at:from:_:)`` does this and finds the offset and the indicator in one pass.
    /// Allocates nothing. Items of zero width are never reported.
    ///
    /// - Parameters:
    ///   - fractionalIndex: Where the pager stands; only the emphasis depends on it.
    ///   - contentOffset: Where the strip is scrolled.
    ///   - body: Called once per visible item.
    /// - Complexity: O(log *n* + *v*), where *v* is the number of visible items.
    public func forEachVisibleItem(at fractionalIndex: Double, contentOffset: CGFloat, _ body: (TabStripItem) throws -> Void) rethrows {
        guard let anchor = anchor(at: fractionalIndex), size.width > 0, contentOffset.isFinite else { return }
        let lowest = isRightToLeft ? contentWidth - contentOffset - size.width : contentOffset
        try visitItems(from: lowest, to: lowest + size.width, anchor: anchor, fractionalIndex: fractionalIndex, body)
    }

    /// Every item that shows when the strip is scrolled to `contentOffset`, in index order.
    ///
    /// - Complexity: O(log *n* + *v*); allocates the array. Use
    ///   ``forEachVisibleItem(at:contentOffset:_:)`` on a hot path.
    public func visibleItems(at fractionalIndex: Double, contentOffset: CGFloat) -> [TabStripItem] {
        var items: [TabStripItem] = []
        forEachVisibleItem(at: fractionalIndex, contentOffset: contentOffset) { items.append($0) }
        return items
    }

    /// Everything a strip that follows its pager shows on one display frame: where it scrolls,
    /// its indicator, and each item on screen there.
    ///
    /// The same as ``pose(at:from:)`` followed by ``forEachVisibleItem(at:contentOffset:_:)`` at
    /// the pose's offset, in one pass over the prefix sums. Allocates nothing.
    ///
    /// - Parameters:
    ///   - fractionalIndex: Where the pager stands (``PagingPosition/fractionalIndex``); clamped as
    ///     in ``indicatorFrame(at:)``.
    ///   - currentOffset: Where the strip is scrolled now, for ``TabStripAlignment/visible(margin:)``.
    ///   - body: Called once per visible item, in index order.
    /// - Returns: The offset to scroll to and the indicator's frame.
    /// - Complexity: O(log *n* + *v*), where *v* is the number of visible items.
    @discardableResult
    public func layOut(at fractionalIndex: Double, from currentOffset: CGFloat = 0, _ body: (TabStripItem) throws -> Void) rethrows -> TabStripPose {
        guard let anchor = anchor(at: fractionalIndex) else { return TabStripPose(contentOffset: 0, indicatorFrame: nil) }
        let followed = followed(anchor)
        let offset = contentOffset(following: followed.frame, from: currentOffset)
        if size.width > 0 {
            let lowest = isRightToLeft ? contentWidth - offset - size.width : offset
            try visitItems(from: lowest, to: lowest + size.width, anchor: anchor, fractionalIndex: fractionalIndex, body)
        }
        return TabStripPose(contentOffset: offset, indicatorFrame: indicatorFrame(following: followed))
    }

    /// Where the strip scrolls and where its indicator is at `fractionalIndex`.
    ///
    /// - Parameters:
    ///   - fractionalIndex: Where the pager stands; clamped as in ``indicatorFrame(at:)``.
    ///   - currentOffset: Where the strip is scrolled now, for ``TabStripAlignment/visible(margin:)``.
    /// - Returns: ``contentOffset(at:from:)`` and ``indicatorFrame(at:)`` together.
    /// - Complexity: O(log *n*).
    public func pose(at fractionalIndex: Double, from currentOffset: CGFloat = 0) -> TabStripPose {
        guard let anchor = anchor(at: fractionalIndex) else { return TabStripPose(contentOffset: 0, indicatorFrame: nil) }
        let followed = followed(anchor)
        return TabStripPose(contentOffset: contentOffset(following: followed.frame, from: currentOffset), indicatorFrame: indicatorFrame(following: followed))
    }
}
