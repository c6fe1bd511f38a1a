#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

extension StackCoordinator {
    /// Takes a view update as ``update(_:environment:animated:)`` does, running the selection
    /// changes it makes on `timing`: at once, on the container's own duration and curve, or on the
    /// transaction's timing as the core read it.
    func update(_ stack: Description, environment: EnvironmentValues, timing: TransactionTiming, transaction: Transaction) {
        updateTiming = timing
        updateTransaction = transaction
        defer {
            updateTiming = .instant
            updateTransaction = nil
        }
        update(stack, environment: environment, animated: timing.isAnimated)
    }

    /// Hands the hosted views their new root views in the update's transaction, so a change made
    /// inside `withAnimation` animates in them; heights their content took meanwhile move the
    /// sections on the update's timing (the core's `restLayoutTiming`), with what is below them.
    func redrawFollowingTransaction(in container: ExpandableViewController, environmentChanged: Bool) {
        let redraw = { withTransaction(self.updateTransaction ?? Transaction()) { self.redrawHostedViews(in: container, environmentChanged: environmentChanged) } }
        guard stack.mode == .accordion, let configuration = container.engine?.configuration,
              let timing = updateTiming.restLayoutTiming(configuration), container.viewIfLoaded?.window != nil else { return redraw() }
        let animator = UIViewPropertyAnimator(duration: timing.duration, timingParameters: timing.curve.timingParameters)
        animator.addAnimations {
            redraw()
            // SwiftUI headers that measured new heights move with the sections.
            container.fitHostedHeaders()
            container.view.layoutIfNeeded()
        }
        animator.startAnimation()
    }

    /// How long a SwiftUI header's redraw for its section's state lasts: inside a view update, as
    /// long as the update's change (none without animation); otherwise the container's duration.
    var headerAnimationDuration: Double {
        isInViewUpdate ? updateTiming.duration(configured: stack.options.transitionDuration) : stack.options.transitionDuration
    }

    /// How a request the selection makes moves: on the update's timing when it has one.
    func updateMotion(animated: Bool) -> RequestMotion {
        RequestMotion(animated: animated, timing: updateTiming.timing)
    }
}
#endif
