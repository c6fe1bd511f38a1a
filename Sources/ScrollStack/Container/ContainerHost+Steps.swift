#if canImport(UIKit)
@preconcurrency import UIKit

// The core's containment steps, carried out with UIKit's calls, in the order the core gives them.
extension ContainerHost {
    /// Carries out one containment step: add, frame, appear, disappear or remove a child.
    func carryOut(_ step: ContainerStep<ChildHandle>) {
        let endsDisappearance = disappearing.follow(step.map { ObjectIdentifier($0.viewController) })
        switch step {
        case .addChild(let child):
            container.addChild(child.viewController)
        case .insertView(let child):
            joining.insert(ObjectIdentifier(child.viewController))
            let mask = UIView()
            mask.backgroundColor = .black
            masks[ObjectIdentifier(child.viewController)] = mask
            // Below the headers, so a header over a section that is still unrolling gets the tap,
            // and in the engine's order among the children. Never animated, even inside a data
            // change's animation: the child arrives in place.
            UIView.performWithoutAnimation {
                container.contentView.insertSubview(child.viewController.view, at: 0)
                restoreChildOrder()
            }
        case .setFrame(let child, let frame, let clip):
            // Mid-flight (a rotation, a height change) the children keep their masks, moved to
            // the new clip, so what shows stays what the core says until the transition ends.
            place(child, frame: frame, clip: clip, masked: driver?.isAnimating ?? false)
        case .didMoveToParent(let child):
            child.viewController.didMove(toParent: container)
            // A size the child chose before it came is heard now, after these steps.
            if child.viewController.preferredContentSize.height > 0 {
                container.reportContentHeight(of: child.viewController)
            }
        case .beginAppearance(let child, let isAppearing, let animated):
            // What a child lays out as it appears is its own, not part of a data change's animation.
            UIView.performWithoutAnimation { child.viewController.beginAppearanceTransition(isAppearing, animated: animated) }
        case .endAppearance(let child):
            UIView.performWithoutAnimation { child.viewController.endAppearanceTransition() }
            if endsDisappearance { child.viewController.view.endEditing(true) }
        case .willMoveToNilParent(let child):
            child.viewController.willMove(toParent: nil)
        case .removeView(let child):
            joining.remove(ObjectIdentifier(child.viewController))
            // A child that faded out (a section closing under Reduce Motion) leaves whole.
            if faded.forget(ObjectIdentifier(child.viewController.view)) { child.viewController.view.alpha = 1 }
            scrollsToTop.restore(in: child.viewController)
            // A child that leaves is reachable by VoiceOver and touchable wherever it goes next.
            child.viewController.view.accessibilityElementsHidden = false
            withholdTouches(false, from: child.viewController.view)
            child.viewController.view.removeFromSuperview()
            child.viewController.view.mask = nil
            masks[ObjectIdentifier(child.viewController)] = nil
        case .removeFromParent(let child):
            child.viewController.removeFromParent()
            container.giveBackKeyboardInset(of: child.viewController)
        case .transitionWillBegin, .animate, .updateInteractiveProgress, .transitionDidEnd, .sectionsWillMove, .sectionsDidMove, .movingSectionsRemoved:
            // Notices: the driver turns them into its own commands.
            break
        }
    }
}
#endif
