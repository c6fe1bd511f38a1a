import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A snapshot of element IDs with each element's position, built once so that both the difference
/// and the selection rules find an element by identity in O(1).
///
/// An ID that occurs more than once (two channels called "News" from a server) stops nothing: the
/// first occurrence is the element with that ID, and every later occurrence is an element of its
/// own, matched between snapshots by its ID and its rank among the occurrences (the second "News"
/// of the old snapshot is the second "News" of the new one). ``duplicates`` names the repeated IDs
/// so the platform can warn.
struct IdentityIndex<ID: Hashable> {
    /// An element's identity: its ID and how many earlier elements have the same ID.
    struct Key: Hashable {
        let id: ID
        let occurrence: Int
    }

    /// The IDs in order.
    let ids: [ID]
    /// Every element's position, by identity.
    private let positions: [Key: Int]
    /// The identity of every element that repeats an earlier element's ID, by position; empty
    /// when every ID is unique.
    private let repeats: [Int: Key]
    /// The IDs that occur more than once, in the order of their second occurrences.
    let duplicates: [ID]

    /// Indexes `ids`.
    ///
    /// - Complexity: O(*n*) expected, for *n* IDs.
    init(_ ids: [ID]) {
        var positions: [Key: Int] = [:]
        positions.reserveCapacity(ids.count)
        var repeats: [Int: Key] = [:]
        var occurrences: [ID: Int] = [:]
        var duplicates: [ID] = []
        for (offset, id) in ids.enumerated() {
            var key = Key(id: id, occurrence: 0)
            if positions[key] != nil {
                let occurrence = occurrences[id, default: 1]
                occurrences[id] = occurrence + 1
                if occurrence == 1 { duplicates.append(id) }
                key = Key(id: id, occurrence: occurrence)
                repeats[offset] = key
            }
            positions[key] = offset
        }
        self.ids = ids
        self.positions = positions
        self.repeats = repeats
        self.duplicates = duplicates
    }

    /// The identity of the element at `position`.
    func key(at position: Int) -> Key {
        repeats[position] ?? Key(id: ids[position], occurrence: 0)
    }

    /// The position of the first element with `id`, or `nil` if the snapshot doesn't hold it.
    func position(of id: ID) -> Int? { positions[Key(id: id, occurrence: 0)] }

    /// The position of the element with identity `key`, or `nil` if the snapshot doesn't hold it.
    func position(of key: Key) -> Int? { positions[key] }

    /// Whether the snapshot holds `id`.
    func contains(_ id: ID) -> Bool { position(of: id) != nil }
}

extension IdentityIndex.Key: Sendable where ID: Sendable {}

extension IdentityIndex: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.ids == rhs.ids }
}

extension IdentityIndex: Sendable where ID: Sendable {}
