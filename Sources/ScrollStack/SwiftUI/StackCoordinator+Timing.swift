#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

extension StackCoordinator {
    /// Takes a view update as ``update(_:environment:animated:)`` does, running the selection
    /// changes it makes on `timing`: at once, on the container's own duration and curve, or on the
    /// transaction's timing as the core read it.
    func update(_ stack: Description, environment: EnvironmentValues, timing: TransactionTiming) {
        updateTiming = timing.timing
        defer { updateTiming = nil }
        update(stack, environment: environment, animated: timing.isAnimated)
    }

    /// Asks the container for `index`, on the update's timing when it has one.
    func requestSelection(_ index: Int?, animated: Bool) {
        guard let container else { return }
        guard animated, let timing = updateTiming else { return container.setExpandedIndex(index, animated: animated) }
        container.setExpandedIndex(index, duration: timing.duration, curve: timing.curve)
    }

    /// Opens or closes the section at `index`, on the update's timing when it has one.
    func requestExpanded(_ expanded: Bool, at index: Int, animated: Bool) {
        guard let container else { return }
        guard animated, let timing = updateTiming else { return container.setExpanded(expanded, at: index, animated: animated) }
        container.setExpanded(expanded, at: index, duration: timing.duration, curve: timing.curve)
    }
}
#endif
