#if canImport(UIKit)
import UIKit

/// A view controller as the core engine's child: compared and hashed by identity.
struct ChildHandle: Hashable, CustomStringConvertible {
    /// The view controller.
    let viewController: UIViewController

    init(_ viewController: UIViewController) {
        self.viewController = viewController
    }

    static func == (lhs: ChildHandle, rhs: ChildHandle) -> Bool {
        lhs.viewController === rhs.viewController
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(viewController))
    }

    /// The view controller's type and identity, for logs.
    var description: String { "\(type(of: viewController))@\(ObjectIdentifier(viewController).hashValue)" }
}
#endif
