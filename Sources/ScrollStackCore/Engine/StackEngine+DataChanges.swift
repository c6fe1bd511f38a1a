import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Data and the container's own appearance.

extension StackEngine {
    @inlinable
    mutating func reload<Source: ChildDataSource>(source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        settle(startingPending: false, source: source, into: &steps)
        let newCount = source.numberOfChildren()
        precondition(newCount >= 0, "StackEngine: numberOfChildren() returned \(newCount)")
        _count = newCount
        _sectionHeights = sectionHeights.resized(to: count, headerHeight: configuration.headerHeight)
        if let selected = selectedIndex, selected >= count {
            _selectedIndex = mode == .paging && count > 0 ? count - 1 : nil
        }
        if mode == .paging, selectedIndex == nil, count > 0 { _selectedIndex = 0 }
        for child in live.values { _pool.recycle(child) }
        live.removeAll()
        liveIndex.removeAll()
        applyScene(animated: false, source: source, into: &steps)
    }

    @inlinable
    mutating func setContainerAppearance<Source: ChildDataSource>(_ appearance: AppearanceState, animated: Bool, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        let current = planner.containerAppearance
        guard current != appearance else { return }
        // Leaving while a finger drives a swipe: the page under it is already disappearing, so the
        // container's state goes first and the swipe is then cancelled out of sight; the page
        // never appears again on the way out.
        var leavingMidSwipe = false
        if case .interactive = phase, !appearance.isVisibleOrAppearing { leavingMidSwipe = true }
        if !leavingMidSwipe { settle(startingPending: false, source: source, into: &steps) }
        // A `did` without its `will` is completed as if the `will` had come first.
        if appearance == .appeared, current != .appearing {
            _planner.setContainerAppearance(.appearing, animated: animated, into: &steps)
        } else if appearance == .disappeared, current != .disappearing {
            _planner.setContainerAppearance(.disappearing, animated: animated, into: &steps)
        }
        _planner.setContainerAppearance(appearance, animated: animated, into: &steps)
        if leavingMidSwipe { settle(startingPending: false, source: source, into: &steps) }
    }
}
