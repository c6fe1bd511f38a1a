#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    // MARK: - Several open sections

    /// How many sections may be open at once: a shortcut into ``configuration``'s
    /// `expansion`. Default ``ExpansionMode/single``.
    ///
    /// In ``ExpansionMode/multiple`` a tap toggles one section and leaves the others as they are;
    /// ``expandedIndices``, ``setExpanded(_:at:animated:completion:)``, ``expandAll(animated:completion:)``
    /// and ``collapseAll(animated:completion:)`` work on any set of sections, and ``expandedIndex`` is the
    /// lowest open section (setting it opens that section alone). Switching keeps what is open, as
    /// the engine decides: to `.multiple`, the expanded section stays open; to `.single`, the
    /// lowest open section does. The multiple mode is an accordion's; a pager keeps its page, and
    /// the open sections come back when it is an accordion again. A switch is no request: the
    /// delegate hears no section notices for it.
    public var expansionMode: ExpansionMode {
        get { configuration.expansion }
        set { configuration.expansion = newValue }
    }

    /// Whether a tap leaves the last open section open, as a segmented control always keeps one
    /// segment selected: a shortcut into ``configuration``'s `keepsOneSectionOpen`. Default `false`.
    ///
    /// A tap on the only open section then does nothing; the app's own requests
    /// (``setExpandedIndex(_:animated:completion:)``, ``setExpanded(_:at:animated:completion:)``,
    /// ``collapseAll(animated:completion:)``) still close it. It applies under either
    /// ``expansionMode``.
    public var keepsOneSectionOpen: Bool {
        get { configuration.keepsOneSectionOpen }
        set { configuration.keepsOneSectionOpen = newValue }
    }

    /// The sections open or heading open: in ``ExpansionMode/single``, the expanded section (or the
    /// one a running transition opens), if any; none in paging mode.
    public var expandedIndices: IndexSet {
        IndexSet(engine?.expandedIndices ?? requestsBeforeLoad.openIndices)
    }

    /// Opens (`true`) or closes the section at `index`, leaving the others as they are in
    /// ``ExpansionMode/multiple``; in ``ExpansionMode/single`` opening expands it alone and
    /// closing closes it if it is where the container comes to rest.
    ///
    /// - Parameters:
    ///   - expanded: Whether the section ends open.
    ///   - index: The section. Must be in range once the data is loaded; the message names it.
    ///   - animated: Whether to animate. A container that isn't on screen changes at once.
    ///   - completion: Called once: `true` when the section came to rest as asked, `false` when a
    ///     later request turned it around first or a data change removed it. A request made before
    ///     the view loads completes once it has loaded.
    public func setExpanded(_ expanded: Bool, at index: Int, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        handleRequest(.setExpanded(expanded, at: index), motion: .animated(animated), completion: completion)
    }

    /// Opens every section in ``ExpansionMode/multiple``, together; does nothing in
    /// ``ExpansionMode/single``, where `completion` gets `false`.
    ///
    /// `completion` is called once: `true` when every section came to rest open, `false` when a
    /// later request turned one of them around first or a data change removed one. With no
    /// section to open (no data source yet, or an empty one) the request has nothing to act on:
    /// it changes nothing, and `completion` gets `false`, as a request made before the data loads
    /// for a section past the count does.
    public func expandAll(animated: Bool, completion: ((Bool) -> Void)? = nil) {
        handleRequest(.expandAll, motion: .animated(animated), completion: completion)
    }

    /// Closes every section, together: in ``ExpansionMode/single`` the expanded one.
    public func collapseAll(animated: Bool, completion: ((Bool) -> Void)? = nil) {
        handleRequest(.collapseAll, motion: .animated(animated), completion: completion)
    }
}
#endif
