import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Data changes by identity: every section's state follows its element.

extension StackEngine {
    /// Moves the open sections, the moving ones, their heights and their live children to their
    /// elements' new indices; removed sections drop out. A removed section that was moving is
    /// named in ``ContainerStep/movingSectionsRemoved(wereOpening:wereClosing:)``. Heights easing
    /// to new values take them at once.
    ///
    /// - Precondition: `change` starts from ``count`` sections; the message names both counts.
    /// - Complexity: O(*n* + *m*) for *m* open or moving sections.
    @usableFromInline
    mutating func applySectionsDataChange(_ change: StackDataChange) {
        precondition(change.oldCount == _count, "StackEngine: a data change from \(change.oldCount) sections, but there are \(_count)")
        landHeightRamps()
        var openness: [Int: CGFloat] = [:]
        for index in _open.layout.sectionsWithContent {
            if let new = change.newIndex(forOldIndex: index) { openness[new] = _open.layout.openness(at: index) }
        }
        let heights = _open.layout.sectionHeights.remapped(by: change, headerHeight: _configuration.headerHeight)
        _open.expanded = Set(_open.expanded.compactMap { change.newIndex(forOldIndex: $0) })
        var newMotions: [Int: SectionMotion] = [:]
        for index in _open.order {
            guard let motion = _open.motions[index] else { continue }
            if let new = change.newIndex(forOldIndex: index) {
                newMotions[new] = motion
            } else {
                _open.removedWhileMoving.append((index, motion.isOpening))
            }
        }
        _open.motions = newMotions
        // A data change keeps the order of the elements it keeps.
        _open.order = newMotions.keys.sorted()
        var newLive: [Int: Child] = [:]
        for (index, child) in live {
            if let new = change.newIndex(forOldIndex: index) {
                newLive[new] = child
            } else {
                // Its element left: it stays attached until the scene is reconciled, which
                // removes it, and is then recycled.
                departed.append(child)
            }
        }
        live = newLive
        _pool.followElements(change)
        liveIndex.removeAll(keepingCapacity: true)
        for (index, child) in live { liveIndex[child] = index }
        _open.started = Set(_open.started.compactMap { change.newIndex(forOldIndex: $0) })
        _open.ended = _open.ended.compactMap { entry in change.newIndex(forOldIndex: entry.index).map { ($0, entry.isOpen) } }
        _count = change.newCount
        _open.layout.replace(sectionHeights: heights, openness: openness, fading: Set(newMotions.filter(\.value.fades).keys))
        // The reveal follows its section; one whose section left ends where the offset stands.
        _position.followReveal(change)
    }
}
