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
    /// Reads the selection binding (a pager's never gives `nil`).
    var readSelection: () -> ID?
    /// Writes the selection binding (a pager's ignores `nil`).
    var writeSelection: (ID?) -> Void
    var options = StackOptions<ID>()
    /// Whether two elements draw the same: set by ``AccordionStack/updatesLiveContent(_:)`` and
    /// ``PagerStack/updatesLiveContent(_:)`` for `Equatable` elements; `nil` never skips a redraw.
    var isSameElement: ((Element, Element) -> Bool)?
    /// The set of open elements, for an accordion in ``ExpansionMode/multiple``; `nil`: one
    /// selection, read and written above.
    var setSelection: SetSelectionAccess<ID>?
}

extension StackDescription {
    /// An accordion's description: its selection may be `nil` (all closed).
    static func accordion<Data: RandomAccessCollection>(
        _ data: Data,
        id: KeyPath<Element, ID>,
        selection: Binding<ID?>,
        title: @escaping (Element) -> String,
        header: ((Element, Bool) -> Header)?,
        content: @escaping (Element) -> Content
    ) -> Self where Data.Element == Element {
        StackDescription(
            mode: .accordion,
            elements: Array(data),
            id: { $0[keyPath: id] },
            title: title,
            header: header,
            content: content,
            readSelection: { selection.wrappedValue },
            writeSelection: { selection.wrappedValue = $0 }
        )
    }

    /// The ideal height of a container that takes the space it is offered, for `elementCount`
    /// elements at the text size `category`: its headers (a pager: its tab strip, one header's
    /// height) plus ``HostedStackSizing/idealFillSectionHeight``.
    func idealFillHeight(elementCount: Int, category: ScrollStackCore.ContentSizeCategory) -> CGFloat {
        HostedStackSizing.idealFillHeight(sectionCount: fillHeaderCount(elementCount: elementCount), headerHeight: options.headerHeight, category: category)
    }

    /// How many headers a filling container's ideal height counts: every section's in an
    /// accordion; in a pager one for its tab strip, none when the strip is hidden.
    func fillHeaderCount(elementCount: Int) -> Int {
        guard mode == .accordion else { return options.showsTabStrip ? 1 : 0 }
        return elementCount
    }

    /// The same description with its options changed by `change`.
    func changingOptions(_ change: (inout StackOptions<ID>) -> Void) -> Self {
        var copy = self
        change(&copy.options)
        return copy
    }
}
#endif
