import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

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
    /// Set the child's view frame, in the container's coordinates, showing only `clip` of it (also
    /// in the container's coordinates): the whole frame at rest, less while a section unrolls.
    case setFrame(Child, CGRect, clip: CGRect)
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
    /// Under ``ExpansionMode/multiple``: sections started moving, or turned around, each on its
    /// own leg — those now heading open and those now heading closed, each sorted. Comes before
    /// their children's steps.
    case sectionsWillMove(opening: [Int], closing: [Int])
    /// Under ``ExpansionMode/multiple``: sections came to rest — those now open and those now
    /// closed, each sorted.
    case sectionsDidMove(opened: [Int], closed: [Int])
    /// Under ``ExpansionMode/multiple``: a data change removed sections that were moving. Their
    /// motions end here, with no ``sectionsDidMove(opened:closed:)``. The indices are those the
    /// sections had just before the change (the numbering of ``StackDataChange/oldCount``), each
    /// list sorted: those that were heading open and those that were heading closed. Every section
    /// named in a ``sectionsWillMove(opening:closing:)`` is named once more, in a
    /// `sectionsDidMove` or here.
    case movingSectionsRemoved(wereOpening: [Int], wereClosing: [Int])

    /// The child a containment step acts on; `nil` for transition notices.
    public var child: Child? {
        switch self {
        case .addChild(let child), .insertView(let child), .setFrame(let child, _, _), .didMoveToParent(let child),
            .beginAppearance(let child, _, _), .endAppearance(let child), .willMoveToNilParent(let child),
            .removeView(let child), .removeFromParent(let child):
            return child
        case .transitionWillBegin, .animate, .updateInteractiveProgress, .transitionDidEnd, .sectionsWillMove, .sectionsDidMove, .movingSectionsRemoved:
            return nil
        }
    }
}

extension ContainerStep {
    /// Sets the child's frame showing all of it: ``setFrame(_:_:clip:)`` with the frame as the clip.
    public static func setFrame(_ child: Child, _ frame: CGRect) -> Self {
        .setFrame(child, frame, clip: frame)
    }

    /// The same step acting on `transform(child)`: turns a log of objects into a log of names or
    /// identifiers, for printing and for checking without keeping the children alive.
    public func map<Other: Hashable>(_ transform: (Child) throws -> Other) rethrows -> ContainerStep<Other> {
        switch self {
        case .addChild(let child): return .addChild(try transform(child))
        case .insertView(let child): return .insertView(try transform(child))
        case .setFrame(let child, let frame, let clip): return .setFrame(try transform(child), frame, clip: clip)
        case .didMoveToParent(let child): return .didMoveToParent(try transform(child))
        case .beginAppearance(let child, let isAppearing, let animated):
            return .beginAppearance(try transform(child), isAppearing: isAppearing, animated: animated)
        case .endAppearance(let child): return .endAppearance(try transform(child))
        case .willMoveToNilParent(let child): return .willMoveToNilParent(try transform(child))
        case .removeView(let child): return .removeView(try transform(child))
        case .removeFromParent(let child): return .removeFromParent(try transform(child))
        case .transitionWillBegin(let from, let to, let isInteractive):
            return .transitionWillBegin(from: from, to: to, isInteractive: isInteractive)
        case .animate(let animation): return .animate(animation)
        case .updateInteractiveProgress(let progress): return .updateInteractiveProgress(progress)
        case .transitionDidEnd(let from, let to, let completed): return .transitionDidEnd(from: from, to: to, completed: completed)
        case .sectionsWillMove(let opening, let closing): return .sectionsWillMove(opening: opening, closing: closing)
        case .sectionsDidMove(let opened, let closed): return .sectionsDidMove(opened: opened, closed: closed)
        case .movingSectionsRemoved(let opening, let closing): return .movingSectionsRemoved(wereOpening: opening, wereClosing: closing)
        }
    }
}

extension ContainerStep: Sendable where Child: Sendable {}
