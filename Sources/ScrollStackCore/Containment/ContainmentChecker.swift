/// Checks a step log against UIKit's containment contract, step by step, and records the
/// callbacks UIKit would send.
///
/// The rules, per child:
/// - `addChild` only for a child that is not one; `insertView`, `setFrame` and `didMoveToParent`
///   only after it, `didMoveToParent` once.
/// - `beginAppearance` only for a child whose view is in the hierarchy, and only towards the other
///   state: appearing from disappeared or disappearing, disappearing from appeared or appearing.
///   A begin against an open transition reverses it, as UIKit does: the child hears
///   `viewWillAppear`, `viewWillDisappear`, `viewDidDisappear`.
/// - `endAppearance` only while a transition is open, and it closes it.
/// - Removal is `willMoveToNilParent`, `removeView`, `removeFromParent`, in that order, and only
///   for a child that is fully disappeared.
/// - No child receives the same callback twice in a row.
///
/// ``checkSettled()`` adds: no appearance transition is left open.
public struct ContainmentChecker<Child: Hashable> {
    /// A broken rule: which step, and why.
    public struct Violation: Error, Equatable, CustomStringConvertible {
        /// The position of the offending step in everything checked so far.
        public var stepIndex: Int
        /// What was wrong.
        public var message: String

        /// The index and message together.
        public var description: String { "step \(stepIndex): \(message)" }
    }

    private struct ChildState {
        var isChild = false
        var didMoveIn = false
        var viewInHierarchy = false
        var isLeaving = false
        var appearance = AppearanceState.disappeared
        var lastCallback: UIKitCallback<Child>?
    }

    private var states: [Child: ChildState] = [:]
    private var stepCount = 0
    /// Every UIKit callback the checked steps cause, in order.
    public private(set) var callbacks: [UIKitCallback<Child>] = []

    /// Creates a checker for a container with no children.
    public init() {}

    /// The appearance state the checked steps leave `child` in.
    public func appearance(of child: Child) -> AppearanceState {
        states[child]?.appearance ?? .disappeared
    }

    /// Whether the checked steps leave `child` a child of the container.
    public func isChild(_ child: Child) -> Bool {
        states[child]?.isChild ?? false
    }

    /// The children the checked steps leave in the container.
    public var children: Set<Child> {
        Set(states.filter { $0.value.isChild }.keys)
    }

    /// Checks steps in order, stopping at the first broken rule.
    ///
    /// StackTransition notices are not containment steps and pass unchecked.
    public mutating func check<Steps: Sequence>(_ steps: Steps) throws where Steps.Element == ContainerStep<Child> {
        for step in steps { try check(step) }
    }

    /// Checks one step.
    public mutating func check(_ step: ContainerStep<Child>) throws {
        defer { stepCount += 1 }
        guard let child = step.child else { return }
        var state = states[child] ?? ChildState()
        switch Self.apply(step, to: &state) {
        case .broken(let message):
            throw Violation(stepIndex: stepCount, message: "\(step): \(message)")
        case .accepted(let callback):
            if let callback {
                if state.lastCallback == callback {
                    throw Violation(stepIndex: stepCount, message: "\(step): \(child) would receive \(callback) twice in a row")
                }
                state.lastCallback = callback
                callbacks.append(callback)
            }
        }
        states[child] = state
    }

    private enum Outcome {
        case accepted(UIKitCallback<Child>?)
        case broken(String)
    }

    /// Applies a containment step to one child's state: the callback UIKit sends, or the rule broken.
    private static func apply(_ step: ContainerStep<Child>, to state: inout ChildState) -> Outcome {
        guard let child = step.child else { return .accepted(nil) }
        switch step {
        case .addChild:
            guard !state.isChild else { return .broken("already a child") }
            state = ChildState(isChild: true, lastCallback: state.lastCallback)
            return .accepted(.willMoveToParent(child))
        case .insertView:
            guard state.isChild, !state.isLeaving else { return .broken("not a child") }
            guard !state.viewInHierarchy else { return .broken("view already inserted") }
            state.viewInHierarchy = true
            return .accepted(nil)
        case .setFrame:
            return state.viewInHierarchy ? .accepted(nil) : .broken("view not in the hierarchy")
        case .didMoveToParent:
            guard state.isChild, !state.isLeaving else { return .broken("not a child") }
            guard !state.didMoveIn else { return .broken("didMove(toParent:) already sent") }
            state.didMoveIn = true
            return .accepted(.didMoveToParent(child))
        case .beginAppearance(_, let isAppearing, _):
            guard state.isChild, state.viewInHierarchy else { return .broken("appearance call for a child whose view is not in the container") }
            if isAppearing {
                guard state.appearance == .disappeared || state.appearance == .disappearing else {
                    return .broken("begins appearing while \(state.appearance)")
                }
                state.appearance = .appearing
                return .accepted(.viewWillAppear(child))
            }
            guard state.appearance == .appeared || state.appearance == .appearing else {
                return .broken("begins disappearing while \(state.appearance)")
            }
            state.appearance = .disappearing
            return .accepted(.viewWillDisappear(child))
        case .endAppearance:
            switch state.appearance {
            case .appearing:
                state.appearance = .appeared
                return .accepted(.viewDidAppear(child))
            case .disappearing:
                state.appearance = .disappeared
                return .accepted(.viewDidDisappear(child))
            case .appeared, .disappeared:
                return .broken("endAppearanceTransition without an open transition")
            }
        case .willMoveToNilParent:
            guard state.isChild, state.didMoveIn, !state.isLeaving else { return .broken("not a settled child") }
            state.isLeaving = true
            return .accepted(.willMoveToNilParent(child))
        case .removeView:
            guard state.isLeaving else { return .broken("view removed before willMove(toParent: nil)") }
            guard state.viewInHierarchy else { return .broken("view not in the hierarchy") }
            guard state.appearance == .disappeared else { return .broken("view removed while \(state.appearance)") }
            state.viewInHierarchy = false
            return .accepted(nil)
        case .removeFromParent:
            guard state.isLeaving, !state.viewInHierarchy else { return .broken("removeFromParent before the view was removed") }
            state.isChild = false
            state.isLeaving = false
            state.didMoveIn = false
            return .accepted(.didMoveToNilParent(child))
        case .transitionWillBegin, .animate, .updateInteractiveProgress, .transitionDidEnd, .sectionsWillMove, .sectionsDidMove, .movingSectionsRemoved:
            return .accepted(nil)
        }
    }

    /// Throws if any child's appearance transition is still open, or a removal is half done.
    public func checkSettled() throws {
        for (child, state) in states {
            if state.appearance.isInTransition {
                throw Violation(stepIndex: stepCount, message: "\(child) is left \(state.appearance)")
            }
            if state.isLeaving || (state.isChild && (!state.didMoveIn || !state.viewInHierarchy)) {
                throw Violation(stepIndex: stepCount, message: "\(child) is left half added or half removed")
            }
        }
    }
}
