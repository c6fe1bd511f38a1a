import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Plans the containment and appearance calls of the view controllers that host headers (a
/// SwiftUI header's hosting controller), nested in the container's own appearance like its
/// children's.
///
/// ## Rules
/// - A header's controller is a child of the container while its header view is in the container's
///   view: it is added (`addChild`, then `didMove(toParent:)`) when the header is shown and removed
///   (`willMove(toParent: nil)`, then `removeFromParent`) when it leaves.
/// - Its appearance follows the container's, not the window: a shown header's controller gets
///   `viewWillAppear` as the container's does and `viewDidAppear` as the container's does; a header
///   shown while the container is on screen appears at once; one that leaves disappears first.
///   Every `will` is matched by one `did` (the ``LifecyclePlanner`` decides, as for the sections).
/// - Views are not the planner's: the header's layout places the header view, so the steps name
///   only containment and appearance calls.
package struct HeaderHostPlanner<Header: Hashable> {
    private var planner = LifecyclePlanner<Header>()
    /// The headers shown, in the order they were shown.
    package private(set) var shown: [Header] = []

    /// Creates a planner with no headers shown, in a container that has not appeared.
    package init() {}

    /// The appearance state of `header`'s controller, or `nil` when it isn't a child.
    package func appearance(of header: Header) -> AppearanceState? {
        planner.appearance(of: header)
    }

    /// A header view entered the container's view (`isShown`) or left it.
    ///
    /// - Returns: The containment and appearance steps for its controller; nothing when it was
    ///   already where it is said to be.
    package mutating func header(_ header: Header, isShown: Bool) -> [ContainerStep<Header>] {
        let wasShown = shown.contains(header)
        guard wasShown != isShown else { return [] }
        if isShown { shown.append(header) } else { shown.removeAll { $0 == header } }
        var steps: [ContainerStep<Header>] = []
        planner.reconcile(to: shown.map { SceneChild(child: $0, frame: .zero, isOnScreen: true) }, animated: false, into: &steps)
        return steps.filter { $0.isControllerCall }
    }

    /// The container's appearance changed: every shown header's controller follows it.
    ///
    /// - Parameters:
    ///   - appearance: The container's new state (`.appearing` for its `viewWillAppear`, and so on).
    ///   - animated: The flag the container's own callback carried.
    package mutating func containerAppearanceChanged(to appearance: AppearanceState, animated: Bool) -> [ContainerStep<Header>] {
        var steps: [ContainerStep<Header>] = []
        planner.setContainerAppearance(appearance, animated: animated, into: &steps)
        return steps.filter { $0.isControllerCall }
    }

    /// The container's appearance changed as `event` reports it (its `viewWillAppear` for
    /// ``StackEvent/containerWillAppear(animated:)``, and so on for the three others):
    /// ``containerAppearanceChanged(to:animated:)``. Any other event changes nothing.
    ///
    /// - Returns: The controllers' steps; none for an event that is no appearance of the container.
    package mutating func containerAppearanceChanged(by event: StackEvent) -> [ContainerStep<Header>] {
        guard let appearance = event.containerAppearance else { return [] }
        return containerAppearanceChanged(to: appearance.state, animated: appearance.animated)
    }
}

extension ContainerStep {
    /// Whether the step is a call on the child controller itself (containment or appearance),
    /// not on its view or the transition.
    var isControllerCall: Bool {
        switch self {
        case .addChild, .didMoveToParent, .beginAppearance, .endAppearance, .willMoveToNilParent, .removeFromParent:
            return true
        case .insertView, .setFrame, .removeView, .transitionWillBegin, .animate, .updateInteractiveProgress, .transitionDidEnd,
            .sectionsWillMove, .sectionsDidMove, .movingSectionsRemoved:
            return false
        }
    }
}

extension HeaderHostPlanner: Sendable where Header: Sendable {}
