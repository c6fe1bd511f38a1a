#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

// Accordions in which several sections may be open: the selection is the set of open elements.

extension AccordionStack {
    /// Creates an accordion with SwiftUI headers in which any set of sections may be open.
    ///
    /// The binding holds the open elements' IDs and works both ways: a tap opens or closes one
    /// section and writes the set, and setting it opens and closes sections together, animated
    /// when the change comes inside `withAnimation` (on the animation's duration and curve where it
    /// maps to a timing curve). Writes land after the view update that
    /// caused them; a setter that lands a turn late moves nothing, a binding that refuses a write is
    /// followed when it is read again, and one that clamps it once the sections come to rest. Changing the data keeps open sections open wherever they moved; a removed open
    /// element leaves the set. An ID that names no element opens nothing until data brings it.
    /// ``onTransition(_:)`` is not called in this form.
    ///
    /// - Parameters:
    ///   - data: The sections' elements, with unique IDs.
    ///   - id: The key path to each element's ID.
    ///   - selection: The IDs of the open elements; empty when all are closed.
    ///   - title: Each section's title: what VoiceOver says of its header.
    ///   - header: Each section's header, given whether the section is open.
    ///   - content: Each section's content.
    public init(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        selection: Binding<Set<ID>>,
        title: @escaping (Data.Element) -> String,
        @ViewBuilder header: @escaping (Data.Element, _ isExpanded: Bool) -> Header,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(stack: .accordion(data, id: id, selection: selection, title: title, header: header, content: content))
    }
}

extension AccordionStack where Header == EmptyView {
    /// Creates an accordion with the container's own headers in which any set of sections may be
    /// open; the binding works as in the form with SwiftUI headers.
    ///
    /// - Parameters:
    ///   - data: The sections' elements, with unique IDs.
    ///   - id: The key path to each element's ID.
    ///   - selection: The IDs of the open elements; empty when all are closed.
    ///   - title: Each section's title.
    ///   - content: Each section's content.
    public init(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        selection: Binding<Set<ID>>,
        title: @escaping (Data.Element) -> String,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(stack: .accordion(data, id: id, selection: selection, title: title, header: nil, content: content))
    }
}

extension AccordionStack where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates an accordion of identifiable elements with SwiftUI headers in which any set of
    /// sections may be open.
    public init(
        _ data: Data,
        selection: Binding<Set<ID>>,
        title: @escaping (Data.Element) -> String,
        @ViewBuilder header: @escaping (Data.Element, _ isExpanded: Bool) -> Header,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data, id: \.id, selection: selection, title: title, header: header, content: content)
    }
}

extension AccordionStack where Data.Element: Identifiable, ID == Data.Element.ID, Header == EmptyView {
    /// Creates an accordion of identifiable elements with the container's own headers in which any
    /// set of sections may be open.
    public init(
        _ data: Data,
        selection: Binding<Set<ID>>,
        title: @escaping (Data.Element) -> String,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data, id: \.id, selection: selection, title: title, content: content)
    }
}
#endif
