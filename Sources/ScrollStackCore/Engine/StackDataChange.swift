import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A change of a container's data by identity, as positions: where every old element went, and
/// how many elements there are now.
///
/// The engine takes it as one event (``StackEvent/dataChanged(_:)``) and re-keys everything that
/// belongs to an element: its live child, its section heights, the selection, a queued request and
/// a running transition. Build it from the element IDs before and after (``init(from:to:)``),
/// or with ``positions(from:to:)`` when the IDs are the positions themselves.
public struct StackDataChange: Equatable, Sendable {
    /// For every old index, the element's new index, or `nil` if it was removed.
    public let newIndices: [Int?]
    /// The number of elements after the change.
    public let newCount: Int

    /// A change that moves the element at each old index to `newIndices[index]` (`nil`: removed),
    /// leaving `newCount` elements, the ones no old index names being inserted.
    ///
    /// - Precondition: every new index is in `0..<newCount` and names one old element at most; the
    ///   message names the first bad one.
    /// - Complexity: O(*n* + *m*) for *n* old and *m* new elements.
    public init(newIndices: [Int?], newCount: Int) {
        precondition(newCount >= 0, "StackDataChange: newCount must not be negative, got \(newCount)")
        var taken = [Bool](repeating: false, count: newCount)
        for (old, new) in newIndices.enumerated() {
            guard let new else { continue }
            precondition((0..<newCount).contains(new), "StackDataChange: old index \(old) moves to \(new), out of range 0..<\(newCount)")
            precondition(!taken[new], "StackDataChange: old index \(old) moves to \(new), which another old index already moves to")
            taken[new] = true
        }
        self.newIndices = newIndices
        self.newCount = newCount
    }

    /// The change from the elements named `old` to those named `new`, matched by ID: an element
    /// whose ID is in both stays (wherever it moved), the others are removed or inserted. An ID
    /// that repeats counts once, at its first occurrence.
    ///
    /// - Complexity: O(*n* + *m*) for *n* old and *m* new IDs.
    public init<ID: Hashable>(from old: [ID], to new: [ID]) {
        self.init(IdentityDifference(from: old, to: new))
    }

    /// The change an identity difference describes.
    ///
    /// - Complexity: O(1): the difference's mapping is shared.
    package init<ID>(_ difference: IdentityDifference<ID>) {
        newIndices = difference.newIndices
        newCount = difference.oldIndices.count
    }

    /// The change from `oldCount` to `newCount` elements whose identities are their positions: the
    /// first `min(oldCount, newCount)` stay where they are; the rest are removed or inserted at
    /// the end.
    ///
    /// - Precondition: both counts are not negative.
    /// - Complexity: O(*n*) for *n* old elements.
    public static func positions(from oldCount: Int, to newCount: Int) -> StackDataChange {
        precondition(oldCount >= 0 && newCount >= 0, "StackDataChange: counts must not be negative, got \(oldCount) and \(newCount)")
        return StackDataChange(trusted: (0..<oldCount).map { $0 < newCount ? $0 : nil }, newCount: newCount)
    }

    /// A change whose mapping is known to be valid.
    init(trusted newIndices: [Int?], newCount: Int) {
        self.newIndices = newIndices
        self.newCount = newCount
    }

    /// The number of elements before the change.
    public var oldCount: Int { newIndices.count }

    /// Whether every element stays where it was and nothing is inserted.
    public var isIdentity: Bool {
        newCount == oldCount && newIndices.enumerated().allSatisfy { $0.element == $0.offset }
    }

    /// The new index of the element at `oldIndex`, or `nil` if it was removed.
    ///
    /// - Precondition: `oldIndex` is in `0..<oldCount`.
    /// - Complexity: O(1).
    public func newIndex(forOldIndex oldIndex: Int) -> Int? {
        precondition(newIndices.indices.contains(oldIndex), "StackDataChange: old index \(oldIndex) is out of range 0..<\(oldCount)")
        return newIndices[oldIndex]
    }

    /// For every new index, the element's old index, or `nil` if it was inserted.
    ///
    /// - Complexity: O(*n* + *m*).
    public var oldIndices: [Int?] {
        var old = [Int?](repeating: nil, count: newCount)
        for (oldIndex, newIndex) in newIndices.enumerated() {
            if let newIndex { old[newIndex] = oldIndex }
        }
        return old
    }

    /// Where a pager goes when the page at `removed` is removed: the nearest surviving neighbour in
    /// the old order, the following one first (it slides into the removed page's place); the old
    /// index clamped to the new pages if none survived; the first page when there was none.
    ///
    /// - Returns: A new index, or `nil` when no pages are left.
    /// - Complexity: O(*d*) for the distance *d* to the nearest survivor, O(*n*) at worst.
    public func replacementPage(forRemovedIndex removed: Int?) -> Int? {
        guard newCount > 0 else { return nil }
        guard let removed else { return 0 }
        for distance in 1..<max(oldCount, 1) {
            for neighbour in [removed + distance, removed - distance] where newIndices.indices.contains(neighbour) {
                if let index = newIndices[neighbour] { return index }
            }
        }
        return min(removed, newCount - 1)
    }
}
