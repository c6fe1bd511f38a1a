/// A callback UIKit sends a child view controller when the container carries out a step.
///
/// ``ContainmentChecker`` turns a step log into these, so a log can be compared with what UIKit
/// prints.
public enum UIKitCallback<Child: Hashable>: Equatable {
    /// `willMove(toParent:)` with the container.
    case willMoveToParent(Child)
    /// `didMove(toParent:)` with the container.
    case didMoveToParent(Child)
    /// `willMove(toParent: nil)`.
    case willMoveToNilParent(Child)
    /// `didMove(toParent: nil)`.
    case didMoveToNilParent(Child)
    /// `viewWillAppear(_:)`.
    case viewWillAppear(Child)
    /// `viewDidAppear(_:)`.
    case viewDidAppear(Child)
    /// `viewWillDisappear(_:)`.
    case viewWillDisappear(Child)
    /// `viewDidDisappear(_:)`.
    case viewDidDisappear(Child)

    /// The view controller that receives the callback.
    public var child: Child {
        switch self {
        case .willMoveToParent(let child), .didMoveToParent(let child), .willMoveToNilParent(let child),
            .didMoveToNilParent(let child), .viewWillAppear(let child), .viewDidAppear(let child),
            .viewWillDisappear(let child), .viewDidDisappear(let child):
            return child
        }
    }

    /// Whether this is one of the four appearance callbacks.
    public var isAppearanceCallback: Bool {
        switch self {
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: return true
        default: return false
        }
    }
}

extension UIKitCallback: Sendable where Child: Sendable {}
