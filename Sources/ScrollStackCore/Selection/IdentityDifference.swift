import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The difference between two snapshots of element IDs, by identity: where every old element
/// went, and where every new element came from.
///
/// Build it when an adopter's data changes, from the IDs before and after. The selection rules in
/// ``SelectionSynchronizer`` use it to keep the selected element by identity; a view layer can use
/// ``newIndices`` to carry anything keyed by position (a hosted child, a measured height) to the
/// element's new position.
///
/// The standard library's `difference(from:)` runs Myers' algorithm, which matches elements with
/// `==` and costs O((*n* + *m*) · *d*) time and memory for *d* changes: quadratic when many
/// elements move, as in a reversal or a re-sort of a long list. Element IDs are `Hashable`, so one
/// dictionary matches every element in O(1) instead, and the mapping both ways comes out in linear
/// time.
///
/// An ID that occurs more than once in a snapshot stops nothing: its first occurrence is the
/// element with that ID, and each later one is an element of its own, matched by its rank among
/// the occurrences (the second "News" before is the second "News" after). ``duplicates`` lists the
/// repeated IDs of the new snapshot, for a warning.
package struct IdentityDifference<ID: Hashable>: Equatable {
    private let old: IdentityIndex<ID>
    private let new: IdentityIndex<ID>
    /// For every old position, the element's new position, or `nil` if it was removed.
    public let newIndices: [Int?]
    /// For every new position, the element's old position, or `nil` if it was inserted.
    public let oldIndices: [Int?]

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
        newIndices = old.ids.indices.map { new.position(of: old.key(at: $0)) }
        oldIndices = new.ids.indices.map { old.position(of: new.key(at: $0)) }
    }

    /// The IDs that occur more than once in the new snapshot, in the order of their second
    /// occurrences; empty when every ID is unique.
    public var duplicates: [ID] { new.duplicates }

    /// Whether the two snapshots are the same IDs in the same order.
    ///
    /// - Complexity: O(*n*).
    public var isEmpty: Bool { old == new }
}

extension IdentityDifference: Sendable where ID: Sendable {}
