import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The heights of an accordion's sections: every header's, and the content height of each section
/// that has one of its own.
///
/// Uniform headers, the simple default, cost nothing to store whatever the count. Once one header
/// differs, the header heights move into ``PrefixSums``, so "where does section *i* start" and
/// "which header covers offset *y*" stay O(log *n*), and so does changing one height.
///
/// A section's own content height (fixed, or measured by the platform for a self-sizing child)
/// takes the place of the accordion's content mode for that section. Content heights need no
/// prefix sums: at most two sections are open at once, so only their heights move anything.
public struct AccordionSectionHeights: Equatable, Sendable {
    private enum Headers: Equatable, Sendable {
        case uniform(CGFloat)
        case varying(PrefixSums)
    }

    /// The number of sections.
    public let count: Int
    private var headers: Headers
    /// Every section's own content height, `nan` where it has none; empty while no section has one.
    private var contents: [CGFloat] = []

    /// Creates the heights of `count` sections whose headers are all `headerHeight` tall and whose
    /// contents follow the content mode.
    ///
    /// - Precondition: `count` is not negative and `headerHeight` is positive and finite; the
    ///   message names the bad value.
    /// - Complexity: O(1).
    public init(count: Int, headerHeight: CGFloat) {
        precondition(count >= 0, "AccordionSectionHeights: count must not be negative, got \(count)")
        Self.checkHeader(headerHeight)
        self.count = count
        self.headers = .uniform(headerHeight)
    }

    /// Creates the heights of one section per header height, with each section's own content height
    /// where `contentHeights` gives one (`nil`: the content mode decides).
    ///
    /// - Parameters:
    ///   - headerHeights: Every header's height. Each must be positive and finite.
    ///   - contentHeights: Each section's own content height or `nil`; missing entries count as
    ///     `nil`, extra ones are ignored. Negative or non-finite heights are treated as zero.
    /// - Precondition: every header height is positive and finite; the message names the first bad one.
    /// - Complexity: O(*n*).
    public init(headerHeights: [CGFloat], contentHeights: [CGFloat?] = []) {
        for height in headerHeights { Self.checkHeader(height) }
        count = headerHeights.count
        if let first = headerHeights.first, headerHeights.allSatisfy({ $0 == first }) {
            headers = .uniform(first)
        } else {
            headers = .varying(PrefixSums(headerHeights))
        }
        if contentHeights.contains(where: { $0 != nil }) {
            contents = (0..<count).map { index in
                index < contentHeights.count ? contentHeights[index].map(\.clampedToNonNegative) ?? .nan : .nan
            }
        }
    }

    private static func checkHeader(_ height: CGFloat) {
        precondition(height.isFinite && height > 0, "AccordionSectionHeights: a header height must be positive and finite, got \(height)")
    }

    private func checkIndex(_ index: Int) {
        precondition((0..<count).contains(index), "AccordionSectionHeights: index \(index) is out of range 0..<\(count)")
    }

    /// The height every header has when they are uniform, otherwise the first header's.
    var representativeHeaderHeight: CGFloat {
        switch headers {
        case .uniform(let height): return height
        case .varying(let sums): return sums[0]
        }
    }

    /// Whether every header has the same height.
    public var hasUniformHeaders: Bool {
        if case .uniform = headers { return true }
        return false
    }

    /// The height of the header at `index`.
    ///
    /// - Precondition: `index` is in `0..<count`.
    /// - Complexity: O(1).
    @inline(__always)
    public func headerHeight(at index: Int) -> CGFloat {
        switch headers {
        case .uniform(let height): return height
        case .varying(let sums): return sums[index]
        }
    }

    /// Where the header at `index` starts, counting headers only: the sum of the header heights
    /// before it. `index == count` gives ``headersHeight``.
    ///
    /// - Complexity: O(log *n*); O(1) for uniform headers.
    @inline(__always)
    public func headerOffset(of index: Int) -> CGFloat {
        switch headers {
        case .uniform(let height): return height * CGFloat(index)
        case .varying(let sums): return sums.sum(before: index)
        }
    }

    /// The height of every header together.
    ///
    /// - Complexity: O(log *n*); O(1) for uniform headers.
    public var headersHeight: CGFloat { headerOffset(of: count) }

    /// The header that covers `offset` in a stack of headers alone, clamped to the first and last
    /// sections.
    ///
    /// - Precondition: `count > 0`.
    /// - Complexity: O(log *n*); O(1) for uniform headers.
    func headerIndex(covering offset: CGFloat) -> Int {
        switch headers {
        case .uniform(let height):
            let value = (offset / height).rounded(.down)
            guard value.isFinite else { return value > 0 ? count - 1 : 0 }
            if value >= CGFloat(count) { return count - 1 }
            return value <= 0 ? 0 : Int(value)
        case .varying(let sums):
            return sums.index(covering: offset) ?? 0
        }
    }

    /// The content height the section at `index` has of its own, or `nil` when the content mode
    /// decides it.
    ///
    /// - Complexity: O(1).
    public func contentHeight(at index: Int) -> CGFloat? {
        guard !contents.isEmpty else { return nil }
        let height = contents[index]
        return height.isNaN ? nil : height
    }

    /// Changes the height of the header at `index`.
    ///
    /// - Precondition: `index` is in `0..<count` and `height` is positive and finite.
    /// - Complexity: O(log *n*); O(*n*) the first time a header's height differs from the others.
    public mutating func setHeaderHeight(_ height: CGFloat, at index: Int) {
        checkIndex(index)
        Self.checkHeader(height)
        switch headers {
        case .uniform(let current):
            guard current != height else { return }
            var sums = PrefixSums(repeating: current, count: count)
            sums.setLength(height, at: index)
            headers = .varying(sums)
        case .varying(var sums):
            headers = .uniform(0)
            sums.setLength(height, at: index)
            headers = .varying(sums)
        }
    }

    /// Gives the section at `index` a content height of its own, or hands it back to the content
    /// mode with `nil`. A negative or non-finite height is treated as zero.
    ///
    /// - Precondition: `index` is in `0..<count`.
    /// - Complexity: O(1); O(*n*) the first time a section gets a content height.
    public mutating func setContentHeight(_ height: CGFloat?, at index: Int) {
        checkIndex(index)
        if contents.isEmpty {
            guard height != nil else { return }
            contents = [CGFloat](repeating: .nan, count: count)
        }
        contents[index] = height.map(\.clampedToNonNegative) ?? .nan
    }

    /// Gives every header the same height, keeping each section's own content height.
    ///
    /// - Precondition: `height` is positive and finite.
    /// - Complexity: O(1).
    public mutating func setAllHeaderHeights(_ height: CGFloat) {
        Self.checkHeader(height)
        headers = .uniform(height)
    }

    /// The heights for `newCount` sections: the first ones keep theirs, new ones get headers of
    /// `headerHeight` and no content height of their own.
    ///
    /// - Precondition: `newCount` is not negative and `headerHeight` is positive and finite.
    /// - Complexity: O(1) when the count stays, or when every header is `headerHeight` tall and no
    ///   section has a content height of its own; O(*n*) otherwise.
    public func resized(to newCount: Int, headerHeight: CGFloat) -> AccordionSectionHeights {
        precondition(newCount >= 0, "AccordionSectionHeights: count must not be negative, got \(newCount)")
        if newCount == count { return self }
        if case .uniform(let height) = headers, height == headerHeight, contents.isEmpty {
            return AccordionSectionHeights(count: newCount, headerHeight: headerHeight)
        }
        Self.checkHeader(headerHeight)
        let kept = min(count, newCount)
        let headerHeights = (0..<newCount).map { $0 < kept ? self.headerHeight(at: $0) : headerHeight }
        let contentHeights = (0..<kept).map { contentHeight(at: $0) }
        return AccordionSectionHeights(headerHeights: headerHeights, contentHeights: contentHeights)
    }

    /// Whether the two hold the same heights. Contents compare as equal where neither section has
    /// a height of its own.
    public static func == (lhs: AccordionSectionHeights, rhs: AccordionSectionHeights) -> Bool {
        guard lhs.count == rhs.count else { return false }
        switch (lhs.headers, rhs.headers) {
        case (.uniform(let a), .uniform(let b)): guard a == b else { return false }
        default: guard (0..<lhs.count).allSatisfy({ lhs.headerHeight(at: $0) == rhs.headerHeight(at: $0) }) else { return false }
        }
        return (0..<lhs.count).allSatisfy { lhs.contentHeight(at: $0) == rhs.contentHeight(at: $0) }
    }
}
