import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// A finger's swipe in paging mode: beginning, moving, retargeting and ending.

extension StackEngine {
    @inlinable
    mutating func beginPan<Source: ChildDataSource>(source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        guard acceptsSwipes else { return }
        settle(startingPending: false, source: source, into: &steps)
        guard let current = selectedIndex else { return }
        _phase = .interactive(StackTransition(from: current, to: nil, isInteractive: true))
        interactionAnnounced = false
    }

    @inlinable
    mutating func movePan<Source: ChildDataSource>(to translation: CGFloat, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        guard case .interactive(var transition) = phase, let current = transition.from else { return }
        let tracker = interactionTracker
        guard let direction = tracker.direction(ofTranslation: translation) else {
            transition.fraction = 0
            _phase = .interactive(transition)
            if interactionAnnounced { steps.append(.updateInteractiveProgress(0)) }
            return
        }
        let neighbour = current + (direction == .forward ? 1 : -1)
        let target: Int? = (0..<count).contains(neighbour) ? neighbour : nil
        let retargets = !interactionAnnounced || target != transition.to || direction != transition.direction
        if retargets && interactionAnnounced {
            steps.append(.transitionDidEnd(from: transition.from, to: transition.to, completed: false))
        }
        let previousFraction = transition.fraction
        transition.to = target
        transition.direction = direction
        transition.fraction = tracker.progress(forTranslation: translation, hasTarget: target != nil)
        _phase = .interactive(transition)
        if retargets {
            interactionAnnounced = true
            steps.append(.transitionWillBegin(from: current, to: target, isInteractive: true))
            applyScene(animated: true, source: source, into: &steps)
        }
        if retargets || transition.fraction != previousFraction {
            steps.append(.updateInteractiveProgress(transition.fraction))
        }
    }

    @inlinable
    mutating func endPan<Source: ChildDataSource>(translation: CGFloat?, velocity: CGFloat, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        guard case .interactive = phase else { return }
        if let translation { movePan(to: translation, source: source, into: &steps) }
        guard interactionAnnounced, case .interactive(let transition) = phase else {
            // A pan that never moved ends quietly, but through settle, so the scene is brought
            // back to rest like after any other transition.
            settle(startingPending: false, source: source, into: &steps)
            return
        }
        let finishes = translation != nil
            && interactionTracker.shouldFinish(progress: transition.fraction, velocity: velocity, direction: transition.direction, hasTarget: transition.to != nil)
        let animation = settlingAnimation(from: transition.fraction, to: finishes ? 1 : 0)
        _phase = finishes ? .finishing(transition, animation) : .cancelling(transition, animation)
        applyScene(animated: true, source: source, into: &steps)
        steps.append(.animate(animation))
        if animation.duration == 0 { settle(startingPending: true, source: source, into: &steps) }
    }
}
