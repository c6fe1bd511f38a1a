#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// Reads the data source's elements again and applies what changed by identity.
    ///
    /// A child whose element stays keeps its place in the selection and in a running transition
    /// (a swipe under the finger goes on), is not asked for again, added again or sent appearance
    /// calls; only elements that came and must be shown are asked for. The expanded section or the
    /// current page follows its element; if it was removed, an accordion closes every section and a
    /// pager shows the removed page's nearest neighbour.
    ///
    /// Needs the data source's
    /// ``ExpandableViewControllerDataSource/expandableViewController(_:identifierForElementAt:)``;
    /// without identifiers (or without a data source) this is ``reloadData()``. On screen and at
    /// rest the change animates: what stays slides to its new place, new headers fade in and
    /// removed ones fade out; otherwise (off screen, mid-flight, Reduce Motion) it takes effect at
    /// once.
    public func applyDataChanges() {
        guard host != nil, let dataSource, let old = host?.loadedIdentifiers, let new = identifiers(from: dataSource) else {
            reloadData()
            return
        }
        host?.loadedIdentifiers = new
        apply(IdentityDifference(from: old, to: new))
    }

    /// Applies the change from `old` to ``viewControllers`` by identity, when they supply the children.
    func viewControllersDidChange(from old: [UIViewController]) {
        guard dataSource == nil else { return }
        guard host != nil else {
            reloadTabItems()
            return
        }
        apply(IdentityDifference(from: old.map(ObjectIdentifier.init), to: viewControllers.map(ObjectIdentifier.init)))
    }

    /// Hands a change by identity to the engine, with the headers in view following their elements.
    func apply<ID>(_ difference: IdentityDifference<ID>) {
        warnAboutRepeatedIdentifiers(difference.duplicates)
        guard !difference.isEmpty else {
            // The same elements may bring new titles.
            reloadTabItems()
            host?.refreshHeaders()
            headerContentsDidChange()
            return
        }
        applyChange(StackDataChange(difference))
    }

    /// Hands `change` to the engine, with the headers in view and the tab strip following it.
    ///
    /// - Precondition: the change starts from the number of elements the container holds.
    func applyChange(_ change: StackDataChange) {
        guard let host, let engine else { return }
        let cursorBefore = host.voiceOverCursor()
        host.accessibility.isApplyingDataChange = true
        defer {
            host.accessibility.isApplyingDataChange = false
            // Children that moved past one another stack in their new order.
            host.restoreChildOrder()
            host.answer(.dataChanged(change, cursorBefore: cursorBefore, selectionBefore: engine.destination))
        }
        reloadTabItems()
        host.pendingAnchor = host.pendingAnchor.flatMap { $0.following(change) }
        let duration = engine.dataChangeAnimationDuration
        guard duration > 0 else {
            host.headers.remap(by: change, fadingOut: false)
            send(.dataChanged(change))
            headerContentsDidChange()
            return
        }
        // Survivors slide to their new places, new headers fade in and removed ones fade out; views
        // that join the container take their first frame without sliding in from elsewhere.
        host.headers.remap(by: change, fadingOut: true)
        UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState]) {
            host.headers.fadesNewHeadersIn = true
            self.send(.dataChanged(change))
            // New titles' heights move with the change.
            self.headerContentsDidChange()
            host.headers.fadesNewHeadersIn = false
        }
    }

    /// Loads the data anew: remembers the data source's identifiers, then asks for everything.
    func loadData() {
        host?.loadedIdentifiers = dataSource.flatMap(identifiers(from:))
        if let identifiers = host?.loadedIdentifiers {
            warnAboutRepeatedIdentifiers(IdentityDifference(from: [], to: identifiers).duplicates)
        }
        send(.reload)
        headerContentsDidChange()
    }

    /// Every element's identifier, or `nil` if the data source names none.
    private func identifiers(from dataSource: ExpandableViewControllerDataSource) -> [AnyHashable]? {
        let count = dataSource.numberOfViewControllers(in: self)
        var identifiers: [AnyHashable] = []
        identifiers.reserveCapacity(max(count, 0))
        for index in 0..<max(count, 0) {
            guard let identifier = dataSource.expandableViewController(self, identifierForElementAt: index) else { return nil }
            identifiers.append(identifier)
        }
        return identifiers
    }

    /// Logs repeated identifiers once per container.
    func warnAboutRepeatedIdentifiers<ID>(_ repeated: [ID]) {
        guard let host, !repeated.isEmpty, !host.hasWarnedAboutRepeatedIdentifiers else { return }
        host.hasWarnedAboutRepeatedIdentifiers = true
        RuntimeWarning.log(.repeatedIdentifiers(repeated.map { "\($0)" }, owner: "\(type(of: self))"))
    }
}
#endif
