import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the reader of a scrolled accordion is looking at: the section at the top of the viewport,
/// and how far the viewport's top lies below that section's header.
///
/// Take one from the layout before a change that moves sections (a resize, a height change above
/// the viewport, new data) with ``AccordionLayout/scrollAnchor(atOffset:)``, and ask the layout
/// after the change for ``AccordionLayout/offset(keeping:viewportHeight:)``: the section the reader
/// was at stays where it was on screen, as a table view keeps its first visible row.
public struct ScrollAnchor: Hashable, Codable, Sendable {
    /// The section at the top of the viewport: the one whose header or open content covers it.
    public var index: Int
    /// The distance from the top of that section's header down to the top of the viewport, in
    /// points: 0 when the header starts at the viewport's top, more when the reader has scrolled
    /// into the section (past its header into its open content).
    public var distance: CGFloat

    /// Creates an anchor.
    ///
    /// - Parameters:
    ///   - index: The section at the top of the viewport.
    ///   - distance: How far the viewport's top lies below the top of that section's header.
    public init(index: Int, distance: CGFloat) {
        self.index = index
        self.distance = distance
    }

    /// The anchor after the data changed: the same element at its new index, at the same distance.
    ///
    /// When the anchor's element was removed, the reader's place goes to the nearest surviving
    /// element (the following one first: it moves up into the removed section's place; else the
    /// one before), with its header at the top of the viewport (distance 0); see
    /// ``StackDataChange/replacementPage(forRemovedIndex:)``. An anchor beyond the old elements
    /// counts as the last of them.
    ///
    /// - Parameter change: The data change, whose old count is the count the anchor was taken at.
    /// - Returns: The anchor in the new data, or `nil` when no elements are left.
    /// - Complexity: O(1) when the element survives; O(*n*) at worst otherwise.
    public func following(_ change: StackDataChange) -> ScrollAnchor? {
        guard change.oldCount > 0 else { return change.newCount > 0 ? ScrollAnchor(index: 0, distance: 0) : nil }
        let old = min(max(index, 0), change.oldCount - 1)
        if let new = change.newIndex(forOldIndex: old) {
            return ScrollAnchor(index: new, distance: distance)
        }
        return change.replacementPage(forRemovedIndex: old).map { ScrollAnchor(index: $0, distance: 0) }
    }
}
