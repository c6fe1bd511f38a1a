import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The measured heights of open sections that have no live child yet, kept by element ID and
/// width, so a container sized by its content doesn't measure them again on every size proposal.
///
/// Measuring a section without a child means hosting its content in a sizing controller and
/// laying it out: costly, and SwiftUI proposes sizes several times per update.
///
/// ## Rules
/// - A height is kept for one ID at one width; another width measures again (and replaces it).
/// - ``viewUpdated(policy:environmentChanged:)``: an environment change (text size among others)
///   forgets every height. Under ``LiveContentUpdatePolicy/always`` every view update forgets them
///   too (the content may read state outside its element); under
///   ``LiveContentUpdatePolicy/whenElementChanges`` a height stays until its element changes.
/// - Under ``LiveContentUpdatePolicy/whenElementChanges`` a height measured for an element that
///   differs from the one asked about (by the comparison given) is measured again.
/// - A measurement that gives no height (`nil`) is not kept.
/// - ``keepOnly(_:)`` forgets the IDs not named, so only the open sections' heights are held.
package struct MeasuredSectionHeights<ID: Hashable, Element> {
    private struct Entry {
        var element: Element
        var width: CGFloat
        var height: CGFloat
    }

    private var entries: [ID: Entry] = [:]
    /// The policy of the last view update.
    package private(set) var policy: LiveContentUpdatePolicy = .always

    /// Creates an empty record.
    package init() {}

    /// How many heights are kept.
    package var count: Int { entries.count }

    /// A view update happened: forgets what it makes stale.
    package mutating func viewUpdated(policy: LiveContentUpdatePolicy, environmentChanged: Bool) {
        self.policy = policy
        if policy == .always || environmentChanged { entries.removeAll(keepingCapacity: true) }
    }

    /// The height of the section of `id` showing `element` at `width`: the kept one, or what
    /// `measure` gives (kept when not `nil`).
    ///
    /// - Complexity: O(1) expected, plus one `measure` call when nothing valid is kept.
    package mutating func height(
        of id: ID,
        element: Element,
        width: CGFloat,
        isSame: (Element, Element) -> Bool,
        measure: () -> CGFloat?
    ) -> CGFloat? {
        if let entry = entries[id], entry.width == width, policy == .always || isSame(entry.element, element) {
            return entry.height
        }
        guard let height = measure() else {
            entries[id] = nil
            return nil
        }
        entries[id] = Entry(element: element, width: width, height: height)
        return height
    }

    /// Forgets every height but those of `ids`.
    package mutating func keepOnly(_ ids: some Sequence<ID>) {
        let kept = Set(ids)
        guard entries.keys.contains(where: { !kept.contains($0) }) else { return }
        entries = entries.filter { kept.contains($0.key) }
    }
}
