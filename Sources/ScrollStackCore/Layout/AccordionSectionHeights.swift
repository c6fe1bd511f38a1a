import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The heights of an accordion's sections: every header's, and the content height of each section
/// that has one of its own.
///
/// Uniform headers, the simple default, cost nothing to store whatever the count. Once one header
/// differs, the header heights move into `PrefixSums`, so "where does section *i* start" and
/// "which header covers offset *y*" stay O(log *n*), and so does changing one height.
///
/// A section's own content height (fixed, or measured by the platform for a self-sizing child)
/// takes the place of the accordion's content mode for that section. Content heights need no
/// prefix sums: at most two sections are open at once, so only their heights move anything.
public struct AccordionSectionHeights: Equatable, Sendable {
    /// Headers of their own heights and contents of their own heights, shared between copies until
    /// one of them changes (copy on write), so a layout made on every animation tick copies one
    /// reference at most.
    private final class Storage: @unchecked Sendable {
        /// Every header's height, or `nil` when they are all ``uniformHeader`` tall.
        var headers: PrefixSums?
        /// The sum of `headers`, kept so the stack's height costs O(1).
        var headersTotal: CGFloat
        /// Every section's own content height, `nan` where it has none; empty while none has one.
        var contents: [CGFloat]

        init(headers: PrefixSums?, contents: [CGFloat]) {
            self.headers = headers
            self.headersTotal = headers?.total ?? 0
            self.contents = contents
        }

        func copy() -> Storage { Storage(headers: headers, contents: contents) }
    }

    /// The number of sections.
    public let count: Int
    /// Every header's height when the storage holds no header heights.
    private var uniformHeader: CGFloat
    /// `nil` while every header is ``uniformHeader`` tall and no section has a content height of
    /// its own; never mutated while shared.
    private var storage: Storage?

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
        self.uniformHeader = headerHeight
    }

    /// Creates the heights of one section per header height, with each section's own content height
    /// where `contentHeights` gives one (`nil`: the content mode decides).
    ///
    /// - Parameters:
    ///   - headerHeights: Every header's height. Each must be positive and finite.
    ///   - contentHeights: Each section's own content height or `nil`; missing entries count as
    ///     `nil`, extra ones are ignored. A negative or non-finite height counts as `nil`: the
    ///     content mode decides (``ownContentHeight(_:)``).
    /// - Precondition: every header height is positive and finite; the message names the first bad one.
    /// - Complexity: O(*n*).
    public init(headerHeights: [CGFloat], contentHeights: [CGFloat?] = []) {
        for height in headerHeights { Self.checkHeader(height) }
        count = headerHeights.count
        uniformHeader = headerHeights.first ?? 1
        let uniform = headerHeights.allSatisfy { $0 == uniformHeader }
        var contents: [CGFloat] = []
        if contentHeights.prefix(count).contains(where: { Self.ownContentHeight($0) != nil }) {
            contents = (0..<count).map { index in
                index < contentHeights.count ? Self.ownContentHeight(contentHeights[index]) ?? .nan : .nan
            }
        }
        if !uniform || !contents.isEmpty {
            storage = Storage(headers: uniform ? nil : PrefixSums(headerHeights), contents: contents)
        }
    }

    /// The storage, made unique so it can change; created when there is none.
    private mutating func uniqueStorage() -> Storage {
        if let storage, isKnownUniquelyReferenced(&self.storage) { return storage }
        let unique = storage?.copy() ?? Storage(headers: nil, contents: [])
        storage = unique
        return unique
    }

    private static func checkHeader(_ height: CGFloat) {
        precondition(height.isFinite && height > 0, "AccordionSectionHeights: a header height must be positive and finite, got \(height)")
    }

    private func checkIndex(_ index: Int) {
        precondition((0..<count).contains(index), "AccordionSectionHeights: index \(index) is out of range 0..<\(count)")
    }

    /// The height every header has when they are uniform, otherwise the first header's.
    var representativeHeaderHeight: CGFloat {
        guard let headers = storage?.headers else { return uniformHeader }
        return headers[0]
    }

    /// Whether every header has the same height.
    public var hasUniformHeaders: Bool { storage?.headers == nil }

    /// The height of the header at `index`.
    ///
    /// - Precondition: `index` is in `0..<count`.
    /// - Complexity: O(1).
    @inline(__always)
    public func headerHeight(at index: Int) -> CGFloat {
        guard let headers = storage?.headers else { return uniformHeader }
        return headers[index]
    }

    /// Where the header at `index` starts, counting headers only: the sum of the header heights
    /// before it. `index == count` gives ``headersHeight``.
    ///
    /// - Complexity: O(log *n*); O(1) for uniform headers.
    @inline(__always)
    public func headerOffset(of index: Int) -> CGFloat {
        guard let headers = storage?.headers else { return uniformHeader * CGFloat(index) }
        return headers.sum(before: index)
    }

    /// The height of every header together.
    ///
    /// - Complexity: O(1).
    public var headersHeight: CGFloat {
        guard let storage, storage.headers != nil else { return uniformHeader * CGFloat(count) }
        return storage.headersTotal
    }

    /// The header that covers `offset` in a stack of headers alone, clamped to the first and last
    /// sections, with where it starts (as ``headerOffset(of:)`` gives it, up to rounding).
    ///
    /// - Precondition: `count > 0`.
    /// - Complexity: O(log *n*); O(1) for uniform headers.
    func headerLocation(covering offset: CGFloat) -> (index: Int, start: CGFloat) {
        if let headers = storage?.headers {
            return headers.locate(offset) ?? (0, 0)
        }
        // For a positive quotient below the count, truncating is rounding down.
        let quotient = offset / uniformHeader
        let index: Int
        if !(quotient > 0) {
            index = 0
        } else if quotient >= CGFloat(count) {
            index = count - 1
        } else {
            index = Int(quotient)
        }
        return (index, uniformHeader * CGFloat(index))
    }

    /// The content height the section at `index` has of its own, or `nil` when the content mode
    /// decides it.
    ///
    /// - Complexity: O(1).
    public func contentHeight(at index: Int) -> CGFloat? {
        guard let contents = storage?.contents, !contents.isEmpty else { return nil }
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
        if storage?.headers == nil, height == uniformHeader { return }
        let storage = uniqueStorage()
        var headers = storage.headers ?? PrefixSums(repeating: uniformHeader, count: count)
        storage.headers = nil
        headers.setLength(height, at: index)
        storage.headersTotal = headers.total
        storage.headers = headers
    }

    /// Gives the section at `index` a content height of its own, or hands it back to the content
    /// mode with `nil`. A negative or non-finite height is no height at all and hands it back too
    /// (``ownContentHeight(_:)``).
    ///
    /// - Precondition: `index` is in `0..<count`.
    /// - Complexity: O(1); O(*n*) the first time a section gets a content height.
    public mutating func setContentHeight(_ height: CGFloat?, at index: Int) {
        checkIndex(index)
        let height = Self.ownContentHeight(height)
        if storage?.contents.isEmpty ?? true, height == nil { return }
        let storage = uniqueStorage()
        if storage.contents.isEmpty {
            storage.contents = [CGFloat](repeating: .nan, count: count)
        }
        storage.contents[index] = height ?? .nan
    }

    /// The content height a section has of its own when `reported` is reported for it: the height
    /// itself, or `nil` (the content mode decides: in ``AccordionContentMode/fill`` what the headers
    /// leave, at least the minimum fill height) for a height that is NaN, infinite or negative, which
    /// no content can have, as for no height at all.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func ownContentHeight(_ reported: CGFloat?) -> CGFloat? {
        guard let reported, reported.isFinite, reported >= 0 else { return nil }
        return reported
    }

    /// The least change of a content height that counts while its section moves, and for a new
    /// child's measurement: half a point. Sub-point jitter of a measurement (300, 300.4, 300, …)
    /// then never restarts a running transition; at rest a reported height is taken as it is.
    public static let contentHeightTolerance: CGFloat = 0.5

    /// Whether `reported`, a content height reported for a section, is no change from `current`,
    /// the height the section has or is heading to: both none (after
    /// ``ownContentHeight(_:)``), or both heights less than ``contentHeightTolerance`` apart.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func isSameContentHeight(_ reported: CGFloat?, as current: CGFloat?) -> Bool {
        switch (ownContentHeight(reported), ownContentHeight(current)) {
        case (nil, nil): true
        case (let new?, let old?): abs(new - old) < contentHeightTolerance
        default: false
        }
    }

    /// Gives every header the same height, keeping each section's own content height.
    ///
    /// - Precondition: `height` is positive and finite.
    /// - Complexity: O(1).
    public mutating func setAllHeaderHeights(_ height: CGFloat) {
        Self.checkHeader(height)
        uniformHeader = height
        guard let storage, storage.headers != nil else { return }
        self.storage = storage.contents.isEmpty ? nil : Storage(headers: nil, contents: storage.contents)
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
        if storage == nil, uniformHeader == headerHeight {
            return AccordionSectionHeights(count: newCount, headerHeight: headerHeight)
        }
        Self.checkHeader(headerHeight)
        let kept = min(count, newCount)
        let headerHeights = (0..<newCount).map { $0 < kept ? self.headerHeight(at: $0) : headerHeight }
        let contentHeights = (0..<kept).map { contentHeight(at: $0) }
        return AccordionSectionHeights(headerHeights: headerHeights, contentHeights: contentHeights)
    }

    /// The heights after a data change: every surviving section keeps its own heights at its new
    /// index; inserted sections get headers of `headerHeight` and no content height of their own.
    ///
    /// - Precondition: `change` starts from ``count`` sections and `headerHeight` is positive and
    ///   finite; the message names the bad value.
    /// - Complexity: O(1) when every header is `headerHeight` tall and no section has a content
    ///   height of its own; O(*n* + *m*) otherwise.
    public func remapped(by change: StackDataChange, headerHeight: CGFloat) -> AccordionSectionHeights {
        precondition(change.oldCount == count, "AccordionSectionHeights: a data change from \(change.oldCount) sections, but there are \(count)")
        if storage == nil, uniformHeader == headerHeight {
            return AccordionSectionHeights(count: change.newCount, headerHeight: headerHeight)
        }
        Self.checkHeader(headerHeight)
        var headerHeights = [CGFloat](repeating: headerHeight, count: change.newCount)
        var contentHeights = [CGFloat?](repeating: nil, count: change.newCount)
        for (old, new) in change.newIndices.enumerated() {
            guard let new else { continue }
            headerHeights[new] = self.headerHeight(at: old)
            contentHeights[new] = contentHeight(at: old)
        }
        return AccordionSectionHeights(headerHeights: headerHeights, contentHeights: contentHeights)
    }

    /// Whether the two hold the same heights, section by section.
    ///
    /// - Complexity: O(1) for copies of each other and for uniform heights; O(*n*) otherwise.
    public static func == (lhs: AccordionSectionHeights, rhs: AccordionSectionHeights) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.storage === rhs.storage, lhs.uniformHeader == rhs.uniformHeader { return true }
        return (0..<lhs.count).allSatisfy {
            lhs.headerHeight(at: $0) == rhs.headerHeight(at: $0) && lhs.contentHeight(at: $0) == rhs.contentHeight(at: $0)
        }
    }
}
