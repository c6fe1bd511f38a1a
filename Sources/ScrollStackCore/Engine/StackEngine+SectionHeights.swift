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
        let running = phase.transition.map { (fraction: $0.fraction, layout: accordionLayout) }
        change(&_sectionHeights)
        guard mode == .accordion else { return }
        if let running, sectionHeights.count == running.layout.sectionCount {
            heightPin = (running.fraction, running.layout.rebased(on: sectionHeights))
        }
        applyScene(animated: false, relayout: true, source: source, into: &steps)
    }
}
