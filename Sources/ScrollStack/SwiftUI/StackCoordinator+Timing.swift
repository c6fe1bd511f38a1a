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
        container?.setExpandedIndex(index, motion: motion(animated: animated), completion: nil)
    }

    /// Opens or closes the section at `index`, on the update's timing when it has one.
    func requestExpanded(_ expanded: Bool, at index: Int, animated: Bool) {
        container?.setExpanded(expanded, at: index, motion: motion(animated: animated), completion: nil)
    }

    /// How an animated change this update makes moves: on the transaction's timing when the core
    /// read one, else on the container's own.
    private func motion(animated: Bool) -> RequestMotion {
        guard animated, let timing = updateTiming else { return .animated(animated) }
        return .timed(timing)
    }
}
#endif
