#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// Carries out `change` (a resize, new settings, a height, data) keeping the section at the top
    /// of the viewport where it is on screen: the core's anchor rule, taken before and applied by
    /// the layout that follows.
    ///
    /// - Parameters:
    ///   - dataChange: The data change `change` applies, which the anchor follows to its element.
    ///   - change: Hands the change to the driver.
    func keepingReaderAnchor(through dataChange: StackDataChange? = nil, _ change: () -> Void) {
        // A change inside another keeps the outer one's anchor.
        guard let host, let engine, host.keptAnchor == nil else { return change() }
        if isMultipleExpansion { return keepingMultipleReaderAnchor(host, through: dataChange, change) }
        let anchor = engine.scrollAnchor(atOffset: contentView.engineOffset)
        host.keptAnchor = dataChange.map { dataChange in anchor?.following(dataChange) } ?? anchor
        let before = contentView.engineOffset
        change()
        // Mid-flight the layout follows the engine frame by frame from where the transition began:
        // that start moves with the reader's section.
        if let kept = host.keptAnchor, let engine = self.engine, host.isFollowingEngine {
            let offset = engine.offset(keeping: kept, viewportHeight: contentView.engineViewportHeight)
            if let start = host.transitionStartOffset {
                host.transitionStartOffset = start + (offset - before)
            } else {
                contentView.engineOffset = offset
            }
            host.layoutInFlight()
        }
        host.keptAnchor = nil
    }

    /// ``keepingReaderAnchor(through:_:)`` in ``ExpansionMode/multiple``: the anchor comes from the
    /// multiple engine's layout before the change, and its offset from the layout after it, with
    /// sections mid-motion where they stand; the motions go on from there.
    private func keepingMultipleReaderAnchor(_ host: ContainerHost, through dataChange: StackDataChange?, _ change: () -> Void) {
        guard let multipleHost = multipleState.host, let engine = multipleHost.driver?.engine else { return change() }
        let anchor = engine.scrollAnchor(atOffset: contentView.engineOffset)
        let kept = dataChange.map { dataChange in anchor?.following(dataChange) } ?? anchor
        // Marks a change under way, so that one inside it keeps this anchor.
        host.keptAnchor = kept
        change()
        host.keptAnchor = nil
        guard let kept, let engine = multipleHost.driver?.engine else { return }
        let offset = engine.offset(keeping: kept, viewportHeight: contentView.engineViewportHeight)
        if offset != contentView.engineOffset { contentView.engineOffset = offset }
        multipleHost.layout()
    }
}
#endif
