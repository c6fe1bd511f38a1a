import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Data changes by identity: every section's state follows its element.

extension MultipleExpansionEngine {
    /// Moves the open sections, the moving ones, their heights and their live children to their
    /// elements' new indices; removed sections drop out, their motions ending without a notice.
    ///
    /// - Precondition: `change` starts from ``count`` sections; the message names both counts.
    /// - Complexity: O(*n* + *m*) for *m* open or moving sections.
    mutating func applyDataChange(_ change: StackDataChange) {
        precondition(change.oldCount == count, "MultipleExpansionEngine: a data change from \(change.oldCount) sections, but there are \(count)")
        var openness: [Int: CGFloat] = [:]
        for index in layout.sectionsWithContent {
            if let new = change.newIndex(forOldIndex: index) { openness[new] = layout.openness(at: index) }
        }
        let heights = layout.sectionHeights.remapped(by: change, headerHeight: configuration.headerHeight)
        expandedIndices = Set(expandedIndices.compactMap { change.newIndex(forOldIndex: $0) })
        var newMotions: [Int: SectionMotion] = [:]
        for (index, motion) in motions {
            if let new = change.newIndex(forOldIndex: index) { newMotions[new] = motion }
        }
        motions = newMotions
        var newLive: [Int: Child] = [:]
        for (index, child) in live {
            // A child whose element left stays attached until the scene is reconciled, which
            // removes it; its section's index no longer names it.
            if let new = change.newIndex(forOldIndex: index) {
                newLive[new] = child
            } else {
                newLive[-1 - index] = child
            }
        }
        live = newLive
        started = Set(started.compactMap { change.newIndex(forOldIndex: $0) })
        ended = ended.compactMap { entry in change.newIndex(forOldIndex: entry.index).map { ($0, entry.isOpen) } }
        count = change.newCount
        layout.replace(sectionHeights: heights, openness: openness)
    }
}
