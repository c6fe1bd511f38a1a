import Foundation

/// The one rule for data whose IDs repeat: the first element with an ID is the element, and every
/// later element with the same ID is dropped.
///
/// SwiftUI's `ForEach` treats a repeated ID as a programmer error that it logs; ScrollStack's
/// SwiftUI views do the same and keep going with the first occurrence, so a repeated ID never makes
/// a second page, a second section, or a second height in the accordion's total. Selection and
/// expansion work by ID, and an ID names one element. Apply this before anything maps the data to
/// indices: the container is given ``keep(_:)`` of the data, and every index it reports is an
/// index into that.
///
/// ```swift
/// let unique = UniqueIdentifiers(["a", "b", "b", "c", "a"])
/// unique.ids           // ["a", "b", "c"]
/// unique.keptIndices   // [0, 1, 3]
/// unique.dropped       // ["b", "a"]
/// ```
public struct UniqueIdentifiers<ID: Hashable>: Equatable {
    /// The IDs kept, in order: each ID once, where it first occurs.
    public let ids: [ID]
    /// The positions in the data of the elements kept, ascending; every position when no ID repeats.
    public let keptIndices: [Int]
    /// The IDs that occur more than once, each named once, in the order of their first repeat;
    /// empty when every ID is unique. Name them in one warning.
    public let dropped: [ID]
    /// The number of IDs the rule was applied to: the data's count, repeats included.
    public let sourceCount: Int

    /// Applies the rule to `ids`, the data's IDs in order.
    ///
    /// - Complexity: O(*n*) expected, for *n* IDs.
    public init(_ ids: [ID]) {
        var seen = Set<ID>(minimumCapacity: ids.count)
        var kept: [Int] = []
        var keptIDs: [ID] = []
        var dropped: [ID] = []
        var named = Set<ID>()
        for (index, id) in ids.enumerated() {
            if seen.insert(id).inserted {
                kept.append(index)
                keptIDs.append(id)
            } else if named.insert(id).inserted {
                dropped.append(id)
            }
        }
        // The common case keeps the caller's array, so comparing it later costs nothing.
        self.ids = dropped.isEmpty ? ids : keptIDs
        keptIndices = kept
        self.dropped = dropped
        sourceCount = ids.count
    }

    /// Whether some element was dropped.
    public var hasDuplicates: Bool { !dropped.isEmpty }

    /// The elements kept from `elements`, the data these IDs were read from: the same array when
    /// nothing was dropped.
    ///
    /// - Precondition: `elements` has one element per ID the rule was applied to; the message
    ///   names both counts.
    /// - Complexity: O(1) when nothing was dropped, O(*m*) for *m* kept elements otherwise.
    public func keep<Element>(_ elements: [Element]) -> [Element] {
        precondition(elements.count == sourceCount, "UniqueIdentifiers: \(elements.count) elements for \(sourceCount) IDs")
        guard hasDuplicates else { return elements }
        return keptIndices.map { elements[$0] }
    }
}

extension UniqueIdentifiers: Sendable where ID: Sendable {}
