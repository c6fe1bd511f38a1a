#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// Everything a SwiftUI accordion or pager hands its container: the elements, how to name, title
/// and draw them, the selection and the options.
struct StackDescription<Element, ID: Hashable, Header: View, Content: View> {
    var mode: StackMode
    var elements: [Element]
    var id: (Element) -> ID
    var title: (Element) -> String
    /// `nil`: the container's own headers, showing the titles.
    var header: ((Element, _ isExpanded: Bool) -> Header)?
    var content: (Element) -> Content
    /// Reads the selection binding as a set of IDs: a single ID's binding gives at most one, a
    /// pager's exactly one.
    var readSelection: () -> Set<ID>
    /// Writes the selection binding: a single ID's binding takes the set's one ID (`nil` when it is
    /// empty), and a pager's ignores an empty set.
    var writeSelection: (Set<ID>) -> Void
    var options = StackOptions<ID>()
    /// Whether two elements draw the same: set by ``AccordionStack/updatesLiveContent(_:)`` and
    /// ``PagerStack/updatesLiveContent(_:)`` for `Equatable` elements; `nil` never skips a redraw.
    var isSameElement: ((Element, Element) -> Bool)?
    /// How many elements the selection may hold, and so the container's expansion mode:
    /// ``ExpansionMode/multiple`` for an accordion's `Binding<Set<ID>>`.
    var expansion = ExpansionMode.single
}

/// An ``AccordionStack`` or a ``PagerStack``: a description that its modifiers change.
protocol DescribedStack {
    associatedtype Element
    associatedtype ID: Hashable
    associatedtype Header: View
    associatedtype Content: View
    var stack: StackDescription<Element, ID, Header, Content> { get }
    init(stack: StackDescription<Element, ID, Header, Content>)
}

extension DescribedStack {
    /// The same view with its options changed by `change` (``StackDescription/changingOptions(_:)``).
    func with(_ change: (inout StackOptions<ID>) -> Void) -> Self {
        Self(stack: stack.changingOptions(change))
    }
}

extension StackDescription {
    /// An accordion's description whose selection is one element, or `nil` (all closed).
    static func accordion<Data: RandomAccessCollection>(
        _ data: Data,
        id: KeyPath<Element, ID>,
        selection: Binding<ID?>,
        title: @escaping (Element) -> String,
        header: ((Element, Bool) -> Header)?,
        content: @escaping (Element) -> Content
    ) -> Self where Data.Element == Element {
        Self(
            mode: .accordion, elements: Array(data), id: { $0[keyPath: id] }, title: title, header: header, content: content,
            readSelection: { selection.wrappedValue.map { [$0] } ?? [] }, writeSelection: { selection.wrappedValue = $0.first }
        )
    }

    /// An accordion's description whose selection is the set of open elements: the container runs
    /// in ``ExpansionMode/multiple``.
    static func accordion<Data: RandomAccessCollection>(
        _ data: Data,
        id: KeyPath<Element, ID>,
        selection: Binding<Set<ID>>,
        title: @escaping (Element) -> String,
        header: ((Element, Bool) -> Header)?,
        content: @escaping (Element) -> Content
    ) -> Self where Data.Element == Element {
        Self(
            mode: .accordion, elements: Array(data), id: { $0[keyPath: id] }, title: title, header: header, content: content,
            readSelection: { selection.wrappedValue }, writeSelection: { selection.wrappedValue = $0 }, expansion: .multiple
        )
    }

    /// What this view's ideal height depends on when it takes the space it is offered, with
    /// `elementCount` elements.
    func idealFillFrame(elementCount: Int) -> IdealFillFrame {
        IdealFillFrame(
            mode: mode, sectionsFill: options.sectionSizing == .fill, sectionCount: elementCount,
            showsTabStrip: options.showsTabStrip, headerHeight: options.headerHeight
        )
    }

    /// The same description with its options changed by `change`, a bad value repaired at once so
    /// that every reader (the container, the sizing, the animations) sees a value it can use.
    func changingOptions(_ change: (inout StackOptions<ID>) -> Void) -> Self {
        var copy = self
        change(&copy.options)
        copy.options.repairInvalidSettings()
        return copy
    }
}
#endif
