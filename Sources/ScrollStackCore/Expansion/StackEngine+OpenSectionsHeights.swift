import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Content heights that change while their sections move ease to their new values.

extension StackEngine {
    /// Gives the section at `index` a new content height of its own, or hands it back to the
    /// content mode with `nil`.
    ///
    /// While the section moves (and the configured duration is above zero), a new height eases
    /// in from the full content height the section has now, as single mode's does: along a
    /// smooth step over the configured duration, from zero added speed, so its visible part and
    /// the headers below it change speed smoothly instead of jumping. The easing goes on past the
    /// motion's end if it must (``isAtRest`` stays `false` until it is done). At rest, while the
    /// section fades (``SectionMotion/fades``), and for `nil`, the height changes at once.
    @usableFromInline
    mutating func changeContentHeight(_ reported: CGFloat?, at index: Int) {
        // Sub-point jitter while the section moves is no change (it would restart the ease); at rest
        // a new height is taken as it is. A nonsense height hands the section back to the content mode.
        let heading = _open.heightRamps[index]?.to ?? _open.layout.sectionHeights.contentHeight(at: index)
        let isMoving = _open.motions[index] != nil || _open.heightRamps[index] != nil
        if isMoving, AccordionSectionHeights.isSameContentHeight(reported, as: heading) { return }
        let height = AccordionSectionHeights.ownContentHeight(reported)
        let duration = _configuration.transitionDuration
        // A fading section's layout already stands at its end: its height changes at once too.
        let unrolls = _open.motions[index].map { !$0.fades } ?? false
        guard let height, duration > 0, unrolls || _open.heightRamps[index] != nil else {
            _open.heightRamps[index] = nil
            _open.layout.setContentHeight(height, at: index)
            return
        }
        let shown = _open.layout.fullContentHeight(at: index)
        _open.heightRamps[index] = HeightRamp(index: index, from: shown, to: height, duration: duration)
        _open.layout.setContentHeight(shown, at: index)
    }

    /// Runs every easing height on by `seconds`; those that are done let go.
    @usableFromInline
    mutating func advanceHeightRamps(by seconds: Double) {
        var done: [Int] = []
        // In index order, as the motions run: the prefix sums take the same changes in the same order.
        for index in _open.heightRamps.keys.sorted() {
            guard var ramp = _open.heightRamps[index] else { continue }
            if seconds.isFinite, seconds > 0 { ramp.elapsed += seconds }
            _open.heightRamps[index] = ramp
            _open.layout.setContentHeight(ramp.height, at: index)
            if ramp.isDone { done.append(index) }
        }
        for index in done { _open.heightRamps[index] = nil }
    }

    /// Gives every easing height its new value at once: the data changed, or everything settles.
    @usableFromInline
    mutating func landHeightRamps() {
        for index in _open.heightRamps.keys.sorted() where index < _count {
            if let ramp = _open.heightRamps[index] { _open.layout.setContentHeight(ramp.to, at: index) }
        }
        _open.heightRamps.removeAll()
    }
}
