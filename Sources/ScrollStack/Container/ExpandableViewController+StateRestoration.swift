#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// The coder key of the saved state.
    private static let restorationStateKey = "ScrollStack.ExpandableViewController.state"

    /// What the user has now, to save: the expanded section or current page (in
    /// ``ExpansionMode/multiple``, every open section), and the section at the top of the
    /// viewport, by identifier; `nil` before the view loads.
    ///
    /// Elements are named by the data source's
    /// ``ExpandableViewControllerDataSource/expandableViewController(_:identifierForElementAt:)``,
    /// saved as their descriptions (`String(describing:)`: give elements identifiers whose
    /// description names them, such as strings, numbers or UUIDs); without identifiers, by position.
    /// ``encodeRestorableState(with:)`` saves it for UIKit's state restoration; call it yourself
    /// to save it elsewhere (an `NSUserActivity`, a scene's storage).
    public func restorationState() -> StackRestorationState<String>? {
        guard let engine else { return nil }
        return engine.restorationState(identifiers: restorationIdentifiers(count: engine.count), offset: contentView.engineOffset)
    }

    /// Brings back a state saved by ``restorationState()``, against the data as it is now: the
    /// saved element expands (or becomes the current page) and the saved section returns to the
    /// top of the viewport, wherever they moved.
    ///
    /// An element that is gone falls back as ``StackRestorationState/resolved(against:mode:)``
    /// documents: an accordion closes, a pager shows the page at the old position, and the section
    /// at the old position goes to the top. In ``ExpansionMode/multiple`` the saved open sections
    /// that survive open, the others close
    /// (``StackRestorationState/resolvedOpenSections(against:)``); a state saved in single mode
    /// opens its one section. The view loads first if it hasn't, so set the data source (or
    /// ``viewControllers``) and ``expansionMode`` before restoring.
    ///
    /// A state UIKit's state restoration decoded and that still waits for data is dropped: the state
    /// you restore wins.
    public func restore(_ state: StackRestorationState<String>) {
        _ = pendingRestoration.handle(.explicitRequest)
        applyRestoration(state)
    }

    /// Resolves `state` against the data as it is now and applies it, as ``restore(_:)`` documents.
    private func applyRestoration(_ state: StackRestorationState<String>) {
        loadViewIfNeeded()
        guard let engine, let host else { return }
        let identifiers = restorationIdentifiers(count: engine.count)
        let resolution = state.resolved(against: identifiers, mode: engine.mode)
        if engine.mode == .accordion {
            // Each policy leaves open what it can of the saved sections: the engine decides.
            send(.leaveOpen(Set(state.resolvedOpenSections(against: identifiers))))
        } else {
            setExpandedIndex(resolution.selectedIndex, animated: false)
        }
        // Out of a window the safe area isn't known yet (UIKit restores state before the view
        // joins one): the reader's place waits for the first layout in a window.
        guard view.window != nil else {
            host.pendingAnchor = resolution.anchor
            return
        }
        guard let anchor = resolution.anchor else { return host.layoutContent() }
        applyReaderPlace(anchor, host: host)
    }

    /// Saves ``restorationState()`` for UIKit's state restoration, which runs for a container with
    /// a `restorationIdentifier`.
    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        guard let state = restorationState(), let data = try? JSONEncoder().encode(state) else { return }
        coder.encode(data, forKey: Self.restorationStateKey)
    }

    /// Brings back what ``encodeRestorableState(with:)`` saved, as ``restore(_:)`` does, once the
    /// data can take it.
    ///
    /// UIKit decodes the state as it recreates the app, often before the data exists. With elements
    /// in the container the state applies at once; otherwise it waits, and applies the first time
    /// the container has elements: the data source set or reloaded, ``viewControllers`` set, a data
    /// change applied, or ``applicationFinishedRestoringState()`` with data, whichever comes first.
    /// Your own ``restore(_:)``, or a selection requested before the view loads, made meanwhile wins:
    /// the saved state is dropped.
    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        guard let data = coder.decodeObject(of: NSData.self, forKey: Self.restorationStateKey) as Data?,
            let state = try? JSONDecoder().decode(StackRestorationState<String>.self, from: data)
        else { return }
        let event: PendingRestoration<StackRestorationState<String>>.Event
        if isViewLoaded, let engine {
            event = .decoded(state, count: engine.count)
        } else {
            event = .decodedBeforeLoad(state, requestsBeforeLoad: requestsBeforeLoad)
        }
        if let ready = pendingRestoration.handle(event) { applyRestoration(ready) }
    }

    /// Applies a decoded state that waits, if the container has data now (its view loads for it).
    open override func applicationFinishedRestoringState() {
        super.applicationFinishedRestoringState()
        guard pendingRestoration.isWaiting, numberOfChildren() > 0 else { return }
        // Loading lays the data out, which applies the state unless a request kept meanwhile wins.
        loadViewIfNeeded()
        guard let engine, let ready = pendingRestoration.handle(.restorationFinished(count: engine.count)) else { return }
        applyRestoration(ready)
    }

    /// Applies a decoded state that waits for data, once the engine holds elements: called as the
    /// content is laid out, which follows every load and change of the data.
    func applyWaitingRestoration() {
        guard pendingRestoration.isWaiting, let engine, let ready = pendingRestoration.handle(.dataLoaded(count: engine.count)) else { return }
        applyRestoration(ready)
    }

    /// Tells a decoded state that waits that the view loaded, with the requests kept until then: a
    /// request made since the state was decoded drops it.
    func noteViewLoadedForRestoration() {
        _ = pendingRestoration.handle(.viewLoaded(requestsBeforeLoad: requestsBeforeLoad))
    }

    /// Puts a restored reader's place in view at the first layout in a window at rest, when the
    /// safe area and the bars' insets are known.
    func applyPendingReaderPlace() {
        guard let host, let anchor = host.pendingAnchor, view.window != nil, engine?.isAtRest == true else { return }
        host.pendingAnchor = nil
        applyReaderPlace(anchor, host: host)
    }

    /// Scrolls to the offset the engine gives the reader's place, and lays out: the engine hears of
    /// the move as of any other.
    private func applyReaderPlace(_ anchor: ScrollAnchor, host: ContainerHost) {
        guard let offset = engine?.offset(keeping: anchor, viewportHeight: contentView.engineViewportHeight) else { return }
        contentView.engineOffset = offset
        host.layoutContent()
    }

    /// The elements' identifiers as saved: their descriptions, or their positions when the data
    /// source names none.
    private func restorationIdentifiers(count: Int) -> [String] {
        guard let identifiers = host?.loadedIdentifiers, identifiers.count == count else {
            return (0..<count).map { "#\($0)" }
        }
        return identifiers.map { String(describing: $0.base) }
    }
}
#endif
