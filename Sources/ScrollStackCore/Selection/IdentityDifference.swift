import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The difference between two snapshots of element IDs, by identity: which elements were
/// inserted, which removed, which moved, and where every old element went.
///
/// Build it when an adopter's data changes, from the IDs before and after. The selection rules in
/// ``SelectionSynchronizer`` use it to keep the selected element by identity; a view layer can use
/// ``newIndex(forOldIndex:)`` to carry anything keyed by position (a hosted child, a measured
/// height) to the element's new position.
///
/// ## Why not `CollectionDifference` alone
/// The standard library's `difference(from:)` runs Myers' algorithm, which matches elements with
/// `==` and costs O((*n* + *m*) · *d*) time and memory for *d* changes: quadratic when many
/// elements move, as in a reversal or a re-sort of a long list. Element IDs are unique and
/// `Hashable`, so one dictionary matches every element in O(1) instead, and the insertions, the
/// removals and the old-to-new mapping come out in linear time; `inferringMoves()` would still leave
/// the mapping to be walked out of the changes. What `CollectionDifference` does well, being the
/// standard currency that `applying(_:)` understands, is kept: ``collectionDifference`` gives this
/// difference in that form.
///
/// An ID that occurs more than once in a snapshot stops nothing: its first occurrence is the
/// element with that ID, and each later one is an element of its own, matched by its rank among
/// the occurrences (the second "News" before is the second "News" after). ``duplicates`` lists the
/// repeated IDs of the new snapshot, for a warning.
package struct IdentityDifference<ID: Hashable> {
    private let old: IdentityIndex<ID>
    private let new: IdentityIndex<ID>
    /// For every old position, the element's new position, or `nil` if it was removed.
    public let newIndices: [Int?]
    /// For every new position, the element's old position, or `nil` if it was inserted.
    public let oldIndices: [Int?]
    /// The new positions of inserted elements, ascending.
    public let insertions: [Int]
    /// The old positions of removed elements, ascending.
    public let removals: [Int]

    /// The difference that turns `old` into `new`.
    ///
    /// - Parameters:
    ///   - old: The IDs before the change.
    ///   - new: The IDs after the change.
    /// - Complexity: O(*n* + *m*) expected, for *n* old and *m* new IDs.
    public init(from old: [ID], to new: [ID]) {
        self.init(from: IdentityIndex(old), to: IdentityIndex(new))
    }

    /// The difference between two indexed snapshots.
    ///
    /// - Complexity: O(*n* + *m*) expected.
    init(from old: IdentityIndex<ID>, to new: IdentityIndex<ID>) {
        self.old = old
        self.new = new
        let newIndices = old.ids.indices.map { new.position(of: old.key(at: $0)) }
        let oldIndices = new.ids.indices.map { old.position(of: new.key(at: $0)) }
        self.newIndices = newIndices
        self.oldIndices = oldIndices
        insertions = oldIndices.indices.filter { oldIndices[$0] == nil }
        removals = newIndices.indices.filter { newIndices[$0] == nil }
    }

    /// The IDs that occur more than once in the new snapshot, in the order of their second
    /// occurrences; empty when every ID is unique.
    public var duplicates: [ID] { new.duplicates }

    /// Whether the two snapshots are the same IDs in the same order.
    ///
    /// - Complexity: O(*n*).
    public var isEmpty: Bool { old == new }

    /// The new position of the element that was at `oldIndex`, or `nil` if it was removed.
    ///
    /// - Parameter oldIndex: A position in the old snapshot; out of range stops with a
    ///   precondition naming it.
    /// - Complexity: O(1).
    public func newIndex(forOldIndex oldIndex: Int) -> Int? {
        precondition(newIndices.indices.contains(oldIndex), "IdentityDifference: old index \(oldIndex) is out of range 0..<\(newIndices.count)")
        return newIndices[oldIndex]
    }

    /// The fewest elements that changed place relative to the others, each with its old and new
    /// position, ascending by new position.
    ///
    /// Elements kept by both snapshots keep their relative order along a longest increasing run of
    /// old positions (taken in new order); every other kept element moved. Removals and insertions
    /// alone never count as moves, so removing the first element moves nothing.
    ///
    /// - Complexity: O(*c* log *c*) for *c* elements in both snapshots: the fewest moves need a
    ///   longest increasing subsequence, which no linear pass gives. Computed on each access.
    public var moves: [Move] {
        let kept = oldIndices.indices.compactMap { newIndex in oldIndices[newIndex].map { Move(from: $0, to: newIndex) } }
        let staying = Set(longestIncreasingRun(kept.map(\.from)))
        return kept.indices.filter { !staying.contains($0) }.map { kept[$0] }
    }

    /// The same difference in the standard library's form, moves associated, so that
    /// `old.applying(difference.collectionDifference)` returns the new IDs.
    ///
    /// - Complexity: O(*n* + *m* + *c* log *c*).
    public var collectionDifference: CollectionDifference<ID> {
        let moves = moves
        var changes: [CollectionDifference<ID>.Change] = []
        changes.reserveCapacity(2 * moves.count + insertions.count + removals.count)
        for offset in removals { changes.append(.remove(offset: offset, element: old.ids[offset], associatedWith: nil)) }
        for offset in insertions { changes.append(.insert(offset: offset, element: new.ids[offset], associatedWith: nil)) }
        for move in moves {
            changes.append(.remove(offset: move.from, element: old.ids[move.from], associatedWith: move.to))
            changes.append(.insert(offset: move.to, element: new.ids[move.to], associatedWith: move.from))
        }
        guard let difference = CollectionDifference(changes) else {
            preconditionFailure("IdentityDifference: removals \(removals), insertions \(insertions) and moves \(moves) don't form a valid CollectionDifference")
        }
        return difference
    }
}

/// The positions (into `values`) of one longest strictly increasing subsequence of `values`.
///
/// Patience sorting: `tails[k]` is the position of the smallest value ending an increasing run of
/// length `k + 1`; each value binary-searches its place and links back to the run it extends.
///
/// - Complexity: O(*c* log *c*) for *c* values.
private func longestIncreasingRun(_ values: [Int]) -> [Int] {
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var run: [Int] = []
    var position = tails.last ?? -1
    while position >= 0 {
        run.append(position)
        position = previous[position]
    }
    return run.reversed()
}

extension IdentityDifference: Equatable {}

extension IdentityDifference: Sendable where ID: Sendable {}
