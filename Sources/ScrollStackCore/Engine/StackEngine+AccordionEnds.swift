import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The cached resting layouts at both ends of the running accordion transition.

extension StackEngine {
    /// The open sections of the resting accordion layouts that expand `from` and `to`: the cached
    /// ones when they were computed for these indices and nothing else they depend on has changed
    /// since, computed now otherwise.
    ///
    /// - Precondition: `from` and `to` are sections or `nil`; the message names a bad one.
    /// - Complexity: O(1) from the cache; O(log *n*) otherwise for headers of their own heights.
    func accordionEnds(from: Int?, to: Int?) -> AccordionEnds {
        if let cached = cachedAccordionEnds, cached.matches(from: from, to: to, generation: layoutGeneration) {
            return cached
        }
        return AccordionEnds(
            from: from,
            to: to,
            generation: layoutGeneration,
            size: size,
            insets: configuration.contentInsets,
            sectionHeights: _sectionHeights,
            contentMode: configuration.accordionContentMode,
            minimumFillHeight: configuration.minimumFillContentHeight
        )
    }

    /// Brings ``cachedAccordionEnds`` up to date with the state, recomputing it only when the
    /// expanded indices, the size, the configuration or the section heights have changed.
    ///
    /// Caches nothing outside accordion mode, or while an index is out of range (before the first
    /// reload): reading the layout then computes it, and stops where it always did.
    @inlinable
    mutating func refreshAccordionEnds() {
        let transition = phase.transition
        let from = transition?.from ?? selectedIndex
        let to = transition?.to
        if let cached = cachedAccordionEnds, cached.matches(from: from, to: to, generation: layoutGeneration) { return }
        refreshAccordionEnds(from: from, to: to)
    }

    /// Recomputes ``cachedAccordionEnds`` for the expanded indices `from` and `to`.
    @usableFromInline
    mutating func refreshAccordionEnds(from: Int?, to: Int?) {
        let sections = 0..<_sectionHeights.count
        guard mode == .accordion, from.map(sections.contains) ?? true, to.map(sections.contains) ?? true else {
            cachedAccordionEnds = nil
            return
        }
        cachedAccordionEnds = accordionEnds(from: from, to: to)
    }
}
