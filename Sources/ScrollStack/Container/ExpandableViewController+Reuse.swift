#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// Registers a view controller class to make when ``dequeueReusableViewController(withIdentifier:for:)``
    /// finds no idle child for `identifier`.
    ///
    /// The class is made with `init(nibName:bundle:)`; a class whose designated initializers don't
    /// include it must be registered with ``register(forReuseIdentifier:factory:)`` instead.
    public func register(_ viewControllerClass: UIViewController.Type, forReuseIdentifier identifier: String) {
        factories[identifier] = { viewControllerClass.init(nibName: nil, bundle: nil) }
    }

    /// Registers a closure that makes a view controller for `identifier`.
    public func register(forReuseIdentifier identifier: String, factory: @escaping () -> UIViewController) {
        factories[identifier] = factory
    }

    /// An idle child registered with `identifier`, or a new one made by its registration.
    ///
    /// - Precondition: called from the data source's
    ///   `expandableViewController(_:viewControllerAt:)`, with a registered identifier.
    public func dequeueReusableViewController(withIdentifier identifier: String, for index: Int) -> UIViewController {
        guard let loan else {
            preconditionFailure("ExpandableViewController: dequeue \"\(identifier)\" for index \(index) only from the data source's viewControllerAt method")
        }
        guard let factory = factories[identifier] else {
            preconditionFailure("ExpandableViewController: no view controller is registered for reuse identifier \"\(identifier)\"")
        }
        return loan.pool.dequeue(withIdentifier: identifier) { ChildHandle(factory()) }.viewController
    }

    // MARK: - Data source adapter

    func numberOfChildren() -> Int {
        dataSource?.numberOfViewControllers(in: self) ?? viewControllers.count
    }

    /// The child for `index`, lending the engine's reuse pool to the data source while it dequeues.
    func loadChild(at index: Int, reusing pool: inout ReusePool<ChildHandle>) -> ChildHandle {
        guard let dataSource else { return ChildHandle(viewControllers[index]) }
        let lent = PoolLoan(pool: pool)
        loan = lent
        defer {
            pool = lent.pool
            loan = nil
        }
        return ChildHandle(dataSource.expandableViewController(self, viewControllerAt: index))
    }

    /// The title the header at `index` shows: the data source's, else its child's when at hand.
    func title(at index: Int) -> String? {
        dataSource?.expandableViewController(self, titleForHeaderAt: index) ?? loadedChild(at: index)?.title
    }

    /// The child at `index` when it is at hand: one of ``viewControllers``, or the data source's
    /// once the engine has loaded it.
    func loadedChild(at index: Int) -> UIViewController? {
        guard dataSource == nil else { return engine?.child(at: index)?.viewController }
        return viewControllers.indices.contains(index) ? viewControllers[index] : nil
    }
}

/// The pool a data source dequeues from while the engine asks it for a child.
final class PoolLoan {
    var pool: ReusePool<ChildHandle>

    init(pool: ReusePool<ChildHandle>) {
        self.pool = pool
    }
}
#endif
