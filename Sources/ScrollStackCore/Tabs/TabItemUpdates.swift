import Foundation

/// A pager's tab items kept from one update to the next: only the elements whose identity or
/// inputs changed are asked for their tab again.
///
/// A tab strip measures every tab (its widths go into prefix sums), so it needs every element's
/// tab. A declarative view hands its whole data on every update; asking every element's title on
/// each one costs time in proportion to the data even when nothing changed.
///
/// ## Rules
/// - The first update asks every element.
/// - ``LiveContentUpdatePolicy/always`` (the default): every update asks every element, since a
///   title may read state outside its element. The items count as changed only when one differs.
/// - ``LiveContentUpdatePolicy/whenElementChanges``: everything a tab shows comes from its element.
///   - Data that did not change (the same array, the environment unchanged): nothing is asked and
///     nothing is compared: O(1).
///   - New data: an element is asked when its ID is new, or its element differs from the one its
///     tab was made from (by the comparison given). A survivor that only moved keeps its tab.
///   - An environment change (text size, locale, layout direction) asks every element.
/// - An ID that repeats in the data: its first occurrence's tab is kept for it; every other
///   occurrence is asked.
public struct TabItemUpdates<ID: Hashable, Element, Item: Equatable> {
    /// Every element's tab, in data order.
    public private(set) var items: [Item] = []
    /// The IDs the tabs were made for, in data order.
    public private(set) var ids: [ID] = []
    /// The elements the tabs were made from, in data order.
    private var elements: [Element] = []
    /// Whether an update has run.
    private var hasItems = false
    /// Whether ``updateOnce(elements:ids:dataChanged:policy:isSame:item:)`` ran since the last
    /// ``viewUpdated(environmentChanged:)`` or ``dataWillChange()``.
    package private(set) var isCurrent = false
    /// Whether the data was read since the tabs last took it.
    private var dataWasRead = true
    /// Whether the environment changed in the last view update.
    private var environmentChanged = false

    /// Creates a record with no tabs.
    public init() {}

    /// Brings the tabs up to date with the data; returns whether ``items`` changed.
    ///
    /// - Parameters:
    ///   - elements: The data, in order.
    ///   - ids: Each element's ID, in the same order (a count that differs from `elements`' stops
    ///     with a precondition naming both counts).
    ///   - dataChanged: Whether the data may differ from the last update's (a different array, or
    ///     elements of a class type); `false` only when it is the same array.
    ///   - policy: When an element's tab is asked again.
    ///   - environmentChanged: Whether the environment the tabs are drawn in changed.
    ///   - isSame: Whether two elements draw the same tab.
    ///   - item: Makes the tab of the element at an index.
    /// - Complexity: O(1) for unchanged data under ``LiveContentUpdatePolicy/whenElementChanges``;
    ///   otherwise O(*n*) comparisons for *n* elements, plus one `item` call per changed element
    ///   (per element under ``LiveContentUpdatePolicy/always``).
    @discardableResult
    public mutating func update(
        elements: [Element],
        ids: [ID],
        dataChanged: Bool,
        policy: LiveContentUpdatePolicy,
        environmentChanged: Bool,
        isSame: (Element, Element) -> Bool,
        item: (Int, Element) -> Item
    ) -> Bool {
        precondition(elements.count == ids.count, "TabItemUpdates needs one ID per element, got \(ids.count) IDs for \(elements.count) elements")
        let asksEverything = !hasItems || policy == .always || environmentChanged
        if !asksEverything, !dataChanged { return false }
        var next: [Item] = []
        next.reserveCapacity(elements.count)
        if asksEverything {
            for (index, element) in elements.enumerated() { next.append(item(index, element)) }
        } else if ids == self.ids {
            for (index, element) in elements.enumerated() {
                next.append(isSame(self.elements[index], element) ? items[index] : item(index, element))
            }
        } else {
            var previous: [ID: Int] = [:]
            previous.reserveCapacity(self.ids.count)
            for (index, id) in self.ids.enumerated() where previous[id] == nil { previous[id] = index }
            var kept = Set<ID>()
            for (index, element) in elements.enumerated() {
                let id = ids[index]
                if let old = previous[id], kept.insert(id).inserted, isSame(self.elements[old], element) {
                    next.append(items[old])
                } else {
                    next.append(item(index, element))
                }
            }
        }
        hasItems = true
        self.ids = ids
        self.elements = elements
        guard next != items else { return false }
        items = next
        return true
    }

    // MARK: - Once per view update

    /// A view update began, in an environment that changed or not: the tabs are brought up to date
    /// again, once.
    package mutating func viewUpdated(environmentChanged: Bool) {
        isCurrent = false
        self.environmentChanged = environmentChanged
    }

    /// The data was read again (a different array, or elements of a class type): the next update
    /// compares it.
    package mutating func dataRead() {
        dataWasRead = true
    }

    /// The elements shown are about to change: the tabs are brought up to date again, once.
    package mutating func dataWillChange() {
        isCurrent = false
    }

    /// The kept tab at `index` while the tabs are current for `count` elements; `nil` when the
    /// element's tab must be asked.
    package func currentItem(at index: Int, count: Int) -> Item? {
        isCurrent && items.count == count && items.indices.contains(index) ? items[index] : nil
    }

    /// Brings the tabs up to date as ``update(elements:ids:dataChanged:policy:environmentChanged:isSame:item:)``
    /// does, unless they are current: in the last view update's environment, the data counting as
    /// changed when it was read since the last time or `dataChanged`. Returns whether ``items``
    /// changed.
    @discardableResult
    package mutating func updateOnce(
        elements: [Element],
        ids: [ID],
        dataChanged: Bool,
        policy: LiveContentUpdatePolicy,
        isSame: (Element, Element) -> Bool,
        item: (Int, Element) -> Item
    ) -> Bool {
        guard !isCurrent else { return false }
        let changed = update(
            elements: elements, ids: ids, dataChanged: dataWasRead || dataChanged, policy: policy,
            environmentChanged: environmentChanged, isSame: isSame, item: item
        )
        dataWasRead = false
        isCurrent = true
        return changed
    }
}
