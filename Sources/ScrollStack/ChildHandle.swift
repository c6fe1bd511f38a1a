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

    public static func == (lhs: ChildHandle, rhs: ChildHandle) -> Bool {
        lhs.viewController === rhs.viewController
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(viewController))
    }

    public var description: String { "\(type(of: viewController))@\(ObjectIdentifier(viewController).hashValue)" }
}
#endif
