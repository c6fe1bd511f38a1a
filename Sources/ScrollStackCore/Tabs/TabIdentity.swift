import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a tab strip tells its tabs apart when its tabs change, so what belongs to a tab (its view,
/// a custom view's state, its UI-test identifier) stays with it after an insert or a move.
///
/// A tab with an identifier is the same tab wherever that identifier goes; a tab without one is
/// known by its position, as the index-only API knows every element. The selection is not decided
/// here: the container's engine keeps the selected element by identity and tells the strip its new
/// index.
package enum TabIdentity {
    /// Where each old tab went.
    ///
    /// - Parameters:
    ///   - old: The tabs' identifiers before the change (`nil` for a tab known by position).
    ///   - new: The identifiers after the change.
    /// - Returns: For every old index, the tab's new index, or `nil` if it left.
    /// - Complexity: O(*n* + *m*) expected, for *n* old and *m* new tabs.
    package static func newIndices(from old: [String?], to new: [String?]) -> [Int?] {
        IdentityDifference(from: keys(old), to: keys(new)).newIndices
    }

    private static func keys(_ identifiers: [String?]) -> [Key] {
        identifiers.enumerated().map { index, identifier in identifier.map(Key.element) ?? .position(index) }
    }

    /// A tab's key: its element's identifier, or its position when it has none.
    private enum Key: Hashable {
        case element(String)
        case position(Int)
    }
}
