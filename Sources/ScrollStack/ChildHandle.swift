#if canImport(UIKit)
import UIKit

/// A view controller as the core engine's child: compared and hashed by identity.
public struct ChildHandle: Hashable, CustomStringConvertible {
    /// The view controller.
    public let viewController: UIViewController

    /// Wraps a view controller.
    public init(_ viewController: UIViewController) {
        self.viewController = viewController
    }

    /// Whether both wrap the same view controller.
    public static func == (lhs: ChildHandle, rhs: ChildHandle) -> Bool {
        lhs.viewController === rhs.viewController
    }

    /// Hashes the view controller's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(viewController))
    }

    /// The view controller's type and identity, for logs.
    public var description: String { "\(type(of: viewController))@\(ObjectIdentifier(viewController).hashValue)" }
}
#endif
