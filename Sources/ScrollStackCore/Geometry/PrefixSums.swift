import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A list of non-negative lengths that answers "where does item *i* start" and "which item covers
/// offset *y*" in O(log *n*), and changes one length in O(log *n*): a Fenwick tree.
///
/// Accordion sections of their own heights and tab strip items of their own widths both keep their
/// lengths here, so a layout query costs the same at 10 items and at a million, and so does a
/// single change.
///
/// Lengths that are negative, NaN or infinite are stored as zero (a documented clamp, so one bad
/// measurement can't poison every position after it).
package struct PrefixSums: Equatable, Sendable {
    /// `tree[i]` (1-based) holds the sum of the `i & -i` lengths ending at item `i - 1`.
    private var tree: [CGFloat]
    private var lengths: [CGFloat]
    /// The largest power of two not above the count (0 when empty): where a descent starts.
    private let topStep: Int

    /// Creates the sums of `lengths`.
    ///
    /// - Complexity: O(*n*).
    public init(_ lengths: [CGFloat]) {
        let clamped = lengths.map(\.clampedToNonNegative)
        var tree = [CGFloat](repeating: 0, count: clamped.count + 1)
        for (offset, length) in clamped.enumerated() {
            let node = offset + 1
            tree[node] += length
            let parent = node + (node & -node)
            if parent < tree.count { tree[parent] += tree[node] }
        }
        self.tree = tree
        self.lengths = clamped
        var step = 1
        while step * 2 <= clamped.count { step *= 2 }
        self.topStep = clamped.isEmpty ? 0 : step
    }

    /// Creates `count` items of the same length.
    ///
    /// - Precondition: `count` is not negative.
    public init(repeating length: CGFloat, count: Int) {
        precondition(count >= 0, "PrefixSums: count must not be negative, got \(count)")
        self.init([CGFloat](repeating: length, count: count))
    }

    /// The number of items.
    public var count: Int { lengths.count }

    /// The length of the item at `index`.
    ///
    /// - Precondition: `index` is in `0..<count`.
    public subscript(index: Int) -> CGFloat {
        precondition(lengths.indices.contains(index), "PrefixSums: index \(index) is out of range 0..<\(count)")
        return lengths[index]
    }

    /// The sum of every length.
    ///
    /// - Complexity: O(log *n*).
    public var total: CGFloat { sum(before: count) }

    /// Where the item at `index` starts: the sum of the lengths before it. `index == count` gives
    /// the total.
    ///
    /// - Precondition: `index` is in `0...count`.
    /// - Complexity: O(log *n*).
    public func sum(before index: Int) -> CGFloat {
        precondition((0...count).contains(index), "PrefixSums: index \(index) is out of range 0...\(count)")
        var node = index
        var sum: CGFloat = 0
        while node > 0 {
            sum += tree[node]
            node -= node & -node
        }
        return sum
    }

    /// Changes the length of the item at `index`; a negative or non-finite length is stored as zero.
    ///
    /// - Precondition: `index` is in `0..<count`.
    /// - Complexity: O(log *n*).
    public mutating func setLength(_ length: CGFloat, at index: Int) {
        precondition(lengths.indices.contains(index), "PrefixSums: index \(index) is out of range 0..<\(count)")
        let clamped = length.clampedToNonNegative
        let delta = clamped - lengths[index]
        lengths[index] = clamped
        guard delta != 0 else { return }
        var node = index + 1
        while node < tree.count {
            tree[node] += delta
            node += node & -node
        }
    }

    /// The item that covers `offset`: the last index whose start is at or before it. Offsets before
    /// the first item give 0, offsets at or past the total give the last item; `nil` when empty.
    ///
    /// Items of zero length cover nothing: an offset on their start belongs to the next item with
    /// a length, so a viewport's first visible item is never an empty one.
    ///
    /// - Complexity: O(log *n*).
    public func index(covering offset: CGFloat) -> Int? {
        locate(offset)?.index
    }

    /// Gives these sums storage of their own, copying what they share with another copy.
    ///
    /// - Complexity: O(*n*) when shared, O(1) otherwise.
    mutating func makeStorageUnique() {
        tree.withUnsafeMutableBufferPointer { _ in }
        lengths.withUnsafeMutableBufferPointer { _ in }
    }

    /// The item that covers `offset`, as ``index(covering:)`` finds it, with where it starts.
    ///
    /// - Complexity: O(log *n*), one descent of the tree.
    func locate(_ offset: CGFloat) -> (index: Int, start: CGFloat)? {
        let count = lengths.count
        guard count > 0 else { return nil }
        if offset.isNaN || offset < 0 { return (0, 0) }
        // Descend the tree for the largest prefix whose sum is at or below the offset.
        let (node, start) = tree.withUnsafeBufferPointer { tree -> (Int, CGFloat) in
            var node = 0
            var start: CGFloat = 0
            var remaining = offset
            var step = topStep
            while step > 0 {
                let next = node &+ step
                if next <= count, tree[next] <= remaining {
                    node = next
                    remaining -= tree[next]
                    start += tree[next]
                }
                step &>>= 1
            }
            return (node, start)
        }
        guard node >= count else { return (node, start) }
        return (count - 1, sum(before: count - 1))
    }
}
