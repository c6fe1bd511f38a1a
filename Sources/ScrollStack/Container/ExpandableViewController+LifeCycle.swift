#if canImport(UIKit)
import UIKit

// The container's own life: loading, appearing, and following its bounds. Each step hands the
// engine an event; the engine decides what the children hear.

extension ExpandableViewController {
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewDidLoad() {
        super.viewDidLoad()
        // A request kept since a restored state was decoded wins over it.
        noteViewLoadedForRestoration()
        view.backgroundColor = backgroundOnLoad ?? .systemBackground
        setUpContentView()
        let host = ContainerHost(container: self)
        let open = requestsBeforeLoad.openIndices
        let engine = StackEngine<ChildHandle>(
            configuration: effectiveConfiguration(),
            mode: initialMode,
            size: engineSize(for: view.bounds.size),
            selectedIndex: open.min(),
            expandedIndices: open
        )
        host.driver = StackDriver(engine: engine, host: host)
        self.host = host
        observeAccessibilitySettings()
        loadData()
        answerRequestsBeforeLoad()
        visibleChildDidChange()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        forwardAppearance(.containerWillAppear(animated: animated))
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        forwardAppearance(.containerDidAppear)
        takeFirstResponderIfPager()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        forwardAppearance(.containerWillDisappear(animated: animated))
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        forwardAppearance(.containerDidDisappear)
    }

    /// Follows the container's own bounds (rotation, split view, an embedding parent), its safe
    /// area and its layout direction.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutTabStrip()
        applyConfiguration()
        let size = engineSize(for: view.bounds.size)
        if engine?.size != size {
            send(.resize(size))
        }
        didLayOutView()
    }

    /// The strip moves with the bars at once (a collapsing large title), in the same pass as the
    /// pages' safe area UIKit derives from the container's.
    open override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        layoutTabStrip()
        applyConfiguration()
    }
}
#endif
