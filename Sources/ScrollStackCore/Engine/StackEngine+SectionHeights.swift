import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Section heights changing, at rest and mid-flight.

extension StackEngine {
    /// Applies `change` to the section heights. Mid-flight in an accordion, the layout at the
    /// current fraction is kept (its headers moved to the new heights) for the transition to pass
    /// through; the live children then move to their frames now.
    @inlinable
    mutating func changeSectionHeights<Source: ChildDataSource>(source: Source, into steps: inout [ContainerStep<Child>], _ change: (inout AccordionSectionHeights) -> Void) where Source.Child == Child {
        // The frames stand where they are, a ramping height included; the ramp then lands with the change.
        let running = phase.transition.map { (fraction: $0.fraction, layout: accordionLayout) }
        landHeightRamp()
        change(&_sectionHeights)
        guard mode == .accordion else { return }
        if let running, _sectionHeights.count == running.layout.sectionCount {
            heightPin = Shared(HeightPin(fraction: running.fraction, layout: running.layout.rebased(on: _sectionHeights)))
        }
        applyScene(animated: false, relayout: true, source: source, into: &steps)
    }

    /// A content height change of a section the running transition opens or closes: the section's
    /// height eases from the one it shows to the new one over the transition's duration, from
    /// zero added speed, so the headers below change speed smoothly instead of with a jolt. The
    /// easing goes on past the transition's end if it must (see ``isAdjustingHeights``). Other
    /// height changes mid-flight, and changes while an animator that can't be interrupted keeps its
    /// own time, pin the layout instead (``changeSectionHeights(source:into:_:)``).
    ///
    /// Every reported content height (``StackEvent/contentHeightChanged(index:height:)``) comes here
    /// first, and this is the one place that tells a change from none: a height less than half a
    /// point from the one the section has, or from the one its ramp is heading to, is the same
    /// height (``AccordionSectionHeights/isSameContentHeight(_:as:)``) and changes nothing, so a
    /// measurement that alternates by a fraction of a point neither restarts a ramp nor pins the
    /// running transition again and again. A NaN, infinite or negative height is no height of its
    /// own (``AccordionSectionHeights/ownContentHeight(_:)``): the content mode decides.
    ///
    /// - Returns: Whether the change was taken here: as no change at all, or as a ramp.
    @inlinable
    mutating func rampContentHeight<Source: ChildDataSource>(_ reported: CGFloat?, at index: Int, source: Source, into steps: inout [ContainerStep<Child>]) -> Bool where Source.Child == Child {
        // Out of range: the change goes on to stop with the index's precondition.
        guard (0..<_sectionHeights.count).contains(index) else { return false }
        let heading = heightRamp.flatMap { $0.index == index ? $0.to : nil } ?? _sectionHeights.contentHeight(at: index)
        // Mid-flight, sub-point jitter would restart the ease again and again: it is no change. At
        // rest a new height is taken as it is, so the last report lands exactly.
        if phase.transition != nil || heightRamp != nil, AccordionSectionHeights.isSameContentHeight(reported, as: heading) { return true }
        let height = AccordionSectionHeights.ownContentHeight(reported)
        guard mode == .accordion, heightPin == nil, let height, configuration.transitionDuration > 0,
              let transition = phase.transition, phase.animation != nil, transition.isInterruptible, transition.involves(index),
              transition.fraction > 0, transition.fraction < 1,
              heightRamp.map({ $0.index == index }) ?? true,
              let shown = shownContentHeight(at: index) else { return false }
        heightRamp = HeightRamp(index: index, from: shown, to: height, duration: configuration.transitionDuration)
        followHeightRamp()
        applyScene(animated: false, relayout: true, source: source, into: &steps)
        return true
    }

    /// Whether a section's content height is still easing to a height it got mid-flight: the
    /// platform keeps sending ``StackEvent/tick(_:)`` until it is done, even at rest.
    public var isAdjustingHeights: Bool { heightRamp != nil }

    /// The content height the open section at `index` shows in the layout now.
    @usableFromInline
    func shownContentHeight(at index: Int) -> CGFloat? {
        accordionLayout.content(at: index)?.frame.height
    }

    /// Moves the ramping section's content height on by `seconds`; lets the ramp go once it is done.
    @usableFromInline
    mutating func advanceHeightRamp(by seconds: Double) {
        guard var ramp = heightRamp else { return }
        if seconds.isFinite, seconds > 0 { ramp.elapsed += seconds }
        heightRamp = ramp
        followHeightRamp()
        if ramp.isDone { heightRamp = nil }
    }

    /// Gives the ramping section the content height the ramp has reached.
    @usableFromInline
    mutating func followHeightRamp() {
        guard let ramp = heightRamp, ramp.index < _sectionHeights.count else { return }
        let height = ramp.height
        if _sectionHeights.contentHeight(at: ramp.index) != height {
            _sectionHeights.setContentHeight(height, at: ramp.index)
        }
    }

    /// Gives a ramping section its new content height at once: the data, the size or the settings
    /// changed, or another height change comes.
    @usableFromInline
    mutating func landHeightRamp() {
        guard let ramp = heightRamp else { return }
        heightRamp = nil
        if ramp.index < _sectionHeights.count { _sectionHeights.setContentHeight(ramp.to, at: ramp.index) }
    }
}

/// A section's content height on its way, over a fixed time, from the height it showed when it
/// changed mid-flight to its new one.
///
/// The new height comes in along a smooth step of the time: its share grows from zero with zero
/// speed, so the frame after the change moves as fast as the one before, and it is whole once the
/// time is up.
@usableFromInline
struct HeightRamp: Sendable {
    /// The section.
    @usableFromInline let index: Int
    /// The content height it showed when its height changed.
    @usableFromInline let from: CGFloat
    /// Its new content height.
    @usableFromInline let to: CGFloat
    /// How long the way takes, in seconds.
    @usableFromInline let duration: Double
    /// How long it has gone, in seconds.
    @usableFromInline var elapsed: Double = 0

    @usableFromInline
    init(index: Int, from: CGFloat, to: CGFloat, duration: Double) {
        self.index = index
        self.from = from
        self.to = to
        self.duration = duration
    }

    /// Whether the section has its new height.
    @usableFromInline var isDone: Bool { elapsed >= duration }

    /// The content height now.
    @usableFromInline var height: CGFloat {
        let progress = min(max(elapsed / duration, 0), 1)
        let eased = progress * progress * (3 - 2 * progress)
        return progress >= 1 ? to : from + (to - from) * CGFloat(eased)
    }
}
