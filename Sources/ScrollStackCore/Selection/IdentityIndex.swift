import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A snapshot of element IDs with each ID's position, built once so that both the difference and
/// the selection rules find an element by identity in O(1).
///
/// IDs must be unique: two elements with one ID would make "the element with this ID" ambiguous, so
/// a duplicate stops with a precondition naming it and both of its positions.
struct IdentityIndex<ID: Hashable> {
    /// The IDs in order.
    let ids: [ID]
    private let positions: [ID: Int]

    /// Indexes `ids`.
    ///
    /// - Parameters:
    ///   - ids: The snapshot. Must not hold an ID twice.
    ///   - role: What the snapshot is, for the precondition message ("old", "new", "data").
    /// - Complexity: O(*n*) expected, for *n* IDs.
    init(_ ids: [ID], role: String) {
        var positions: [ID: Int] = [:]
        positions.reserveCapacity(ids.count)
        for (offset, id) in ids.enumerated() {
            if let earlier = positions.updateValue(offset, forKey: id) {
                preconditionFailure("Selection: the \(role) snapshot holds ID \(id) twice, at \(earlier) and \(offset); element IDs must be unique")
            }
        }
        self.ids = ids
        self.positions = positions
    }

    /// The number of IDs.
    var count: Int { ids.count }

    /// The position of `id`, or `nil` if the snapshot doesn't hold it.
    func position(of id: ID) -> Int? { positions[id] }

    /// Whether the snapshot holds `id`.
    func contains(_ id: ID) -> Bool { positions[id] != nil }
}

extension IdentityIndex: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.ids == rhs.ids }
}

extension IdentityIndex: Sendable where ID: Sendable {}
