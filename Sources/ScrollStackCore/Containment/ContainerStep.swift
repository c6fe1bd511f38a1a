import Foundation

/// One thing the platform must do, in order: a containment call on a child, or a notice about a
/// transition.
///
/// The core returns lists of these; the UIKit layer carries each out with the UIKit call named in
/// its documentation and decides nothing itself. Tests compare whole lists.
public enum ContainerStep<Child: Hashable>: Equatable {
    /// `addChild(_:)`, which sends the child `willMove(toParent:)` with the container.
    case addChild(Child)
    /// Add the child's view to the container's view hierarchy.
    case insertView(Child)
    /// Set the child's view frame, in the container's coordinates.
    case setFrame(Child, CGRect)
    /// `didMove(toParent:)` with the container.
    case didMoveToParent(Child)
    /// `beginAppearanceTransition(isAppearing, animated:)`: `viewWillAppear` or `viewWillDisappear`.
    case beginAppearance(Child, isAppearing: Bool, animated: Bool)
    /// `endAppearanceTransition()`: `viewDidAppear` or `viewDidDisappear`.
    case endAppearance(Child)
    /// `willMove(toParent: nil)`.
    case willMoveToNilParent(Child)
    /// Remove the child's view from its superview.
    case removeView(Child)
    /// `removeFromParent()`, which sends the child `didMove(toParent: nil)`.
    case removeFromParent(Child)

    /// A transition begins: tell the delegate, and set up the transition context.
    case transitionWillBegin(from: Int?, to: Int?, isInteractive: Bool)
    /// Run the transition's animation (or redirect the one running) as this leg describes.
    case animate(TransitionAnimation)
    /// The user's finger moved an interactive transition to this fraction.
    case updateInteractiveProgress(Double)
    /// The transition ended: completed at `to`, or cancelled back at `from`.
    case transitionDidEnd(from: Int?, to: Int?, completed: Bool)

    /// The child a containment step acts on; `nil` for transition notices.
    public var child: Child? {
        switch self {
        case .addChild(let child), .insertView(let child), .setFrame(let child, _), .didMoveToParent(let child),
            .beginAppearance(let child, _, _), .endAppearance(let child), .willMoveToNilParent(let child),
            .removeView(let child), .removeFromParent(let child):
            return child
        case .transitionWillBegin, .animate, .updateInteractiveProgress, .transitionDidEnd:
            return nil
        }
    }
}

extension ContainerStep: Sendable where Child: Sendable {}
