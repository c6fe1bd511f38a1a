import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the user had in a container, by element identity, to save and bring back: the expanded
/// section or current page, and the section at the top of the viewport.
///
/// Capture it with ``StackEngine/restorationState(identifiers:offset:)``, encode it with any
/// `Encoder` (it is `Codable`), and after relaunch resolve it against the data as it is then with
/// ``resolved(against:mode:)``. Elements are kept by identifier, with their position beside it for
/// when the identifier is gone.
public struct StackRestorationState<ID: Codable & Hashable>: Codable, Hashable {
    /// An element as it was when the state was captured: its identifier and its index then.
    public struct Element: Codable, Hashable {
        /// The element's identifier.
        public var id: ID
        /// The element's index when the state was captured.
        public var index: Int

        /// Creates an element entry.
        public init(id: ID, index: Int) {
            self.id = id
            self.index = index
        }
    }

    /// The reader's place: the element at the top of the viewport and how far below its header's
    /// top the viewport started (``ScrollAnchor/distance``).
    public struct Anchor: Codable, Hashable {
        /// The element at the top of the viewport.
        public var element: Element
        /// The distance from the top of its header down to the viewport's top, in points.
        public var distance: CGFloat

        /// Creates an anchor entry.
        public init(element: Element, distance: CGFloat) {
            self.element = element
            self.distance = distance
        }
    }

    /// The state resolved against the data as it is now: indices to apply.
    public struct Resolution: Hashable, Sendable {
        /// The index to expand or show (`nil`: all closed, or no pages).
        public var selectedIndex: Int?
        /// The reader's place to scroll to, with ``StackEngine/offset(keeping:viewportHeight:atFraction:)``,
        /// or `nil` when there is none to keep.
        public var anchor: ScrollAnchor?

        /// Creates a resolution.
        public init(selectedIndex: Int?, anchor: ScrollAnchor?) {
            self.selectedIndex = selectedIndex
            self.anchor = anchor
        }
    }

    /// The expanded section or current page (`nil`: all closed, or no pages).
    public var selection: Element?
    /// The section at the top of the viewport, if the container scrolls (an accordion with sections).
    public var anchor: Anchor?
    /// Every open section of an accordion in ``ExpansionMode/multiple``, in index order; `nil` in
    /// a state saved by a container in ``ExpansionMode/single`` (and in states saved before
    /// several sections could be open, which decode with `nil`). See
    /// ``resolvedOpenSections(against:)``.
    public var openSections: [Element]?

    /// Creates a state.
    ///
    /// - Parameters:
    ///   - selection: The expanded section or current page.
    ///   - anchor: The reader's place.
    ///   - openSections: Every open section in ``ExpansionMode/multiple``; `nil` in single mode.
    public init(selection: Element?, anchor: Anchor?, openSections: [Element]? = nil) {
        self.selection = selection
        self.anchor = anchor
        self.openSections = openSections
    }

    /// The indices this state names among `identifiers`, the data as it is now.
    ///
    /// Each element is found by its identifier (the first element with it, if it occurs twice).
    /// When an identifier is gone:
    /// - the selection: an accordion closes every section (as when data removes the open one); a
    ///   pager shows the page now at the old index, clamped to the pages there are;
    /// - the anchor: the section now at the old index, clamped likewise, with its header at the top
    ///   of the viewport (distance 0).
    ///
    /// A state saved in ``ExpansionMode/multiple`` (with ``openSections``) expands, in an
    /// accordion, the lowest of its open sections that survive.
    ///
    /// A pager with pages always has a current page: with no selection saved, the first. A saved
    /// index that is negative (state edited or corrupted) counts as 0. With no elements, nothing
    /// is selected and there is no anchor.
    ///
    /// - Parameters:
    ///   - identifiers: Every element's identifier now, in order.
    ///   - mode: The container's mode now.
    /// - Complexity: O(*n*) for *n* identifiers.
    public func resolved(against identifiers: [ID], mode: StackMode) -> Resolution {
        guard !identifiers.isEmpty else { return Resolution(selectedIndex: nil, anchor: nil) }
        let indices = Self.firstIndices(of: identifiers)
        func atOldPlace(_ element: Element) -> Int { min(max(element.index, 0), identifiers.count - 1) }

        var selectedIndex: Int?
        if mode == .accordion, let open = openSections {
            selectedIndex = Self.survivors(of: open, in: indices).first
        } else if let selection {
            if let found = indices[selection.id] {
                selectedIndex = found
            } else if mode == .paging {
                selectedIndex = atOldPlace(selection)
            }
        } else if mode == .paging {
            selectedIndex = 0
        }

        let anchor = self.anchor.map { saved in
            if let found = indices[saved.element.id] {
                return ScrollAnchor(index: found, distance: saved.distance)
            }
            return ScrollAnchor(index: atOldPlace(saved.element), distance: 0)
        }
        return Resolution(selectedIndex: selectedIndex, anchor: anchor)
    }
}

extension StackRestorationState: Sendable where ID: Sendable {}
extension StackRestorationState.Element: Sendable where ID: Sendable {}
extension StackRestorationState.Anchor: Sendable where ID: Sendable {}

extension StackEngine {
    /// What the user has now, to save: the element the container comes to rest at
    /// (``finalDestination``: the end a running transition heads to, or a queued request) and, in
    /// an accordion, the section at the top of a viewport scrolled to `offset`.
    ///
    /// - Parameters:
    ///   - identifiers: Every element's identifier, in order; when elements have none of their
    ///     own, their positions.
    ///   - offset: The scroll position: the top of the viewport in the content's coordinates.
    /// - Precondition: `identifiers` has ``count`` elements; the message names both counts.
    /// - Complexity: O(log *n*).
    public func restorationState<ID>(identifiers: [ID], offset: CGFloat) -> StackRestorationState<ID> {
        precondition(identifiers.count == count, "StackEngine.restorationState: \(identifiers.count) identifiers for \(count) elements")
        typealias Element = StackRestorationState<ID>.Element
        if allowsSeveralOpenSections { return sectionsRestorationState(identifiers: identifiers, offset: offset) }
        let selection = finalDestination.map { Element(id: identifiers[$0], index: $0) }
        let anchor = scrollAnchor(atOffset: offset).map { anchor in
            StackRestorationState<ID>.Anchor(element: Element(id: identifiers[anchor.index], index: anchor.index), distance: anchor.distance)
        }
        return StackRestorationState(selection: selection, anchor: anchor)
    }
}
