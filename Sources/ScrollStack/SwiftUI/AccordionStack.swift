#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStackCore
import SwiftUI
import UIKit

/// An accordion of SwiftUI sections: a header per element, one section open at a time, each
/// section's content hosted as a child view controller of an ``ExpandableViewController``.
///
/// The selection binding names the open element (`nil`: all closed) and works both ways: a tap
/// writes it, and setting it opens that section, animated when the change comes inside
/// `withAnimation` (on the animation's duration and curve where it maps to a timing curve, else on
/// ``transitionDuration(_:)``). Changing the data keeps the open section open wherever it moved; removing it
/// closes the accordion.
///
/// ```swift
/// let sections = ["General", "Display", "Sounds"]
/// @State private var open: String? = "General"
///
/// var body: some View {
///     AccordionStack(sections, id: \.self, selection: $open, title: { $0 }) { name in
///         Text("\(name) settings")
///     }
/// }
/// ```
///
/// Each section's content is hosted in a `UIHostingController` that the container adds as a
/// child, with balanced appearance calls, in the environment of the accordion itself: colour
/// scheme, Dynamic Type, locale, layout direction and your own values and objects.
public struct AccordionStack<Data: RandomAccessCollection, ID: Hashable, Header: View, Content: View>: View, DescribedStack {
    var stack: StackDescription<Data.Element, ID, Header, Content>
    /// Held, not observed: only ``ReportedHeightFrame`` redraws as the height follows a
    /// transition, so the sections aren't updated on every frame.
    @State private var measuredHeight = MeasuredHeight()

    /// Creates an accordion with SwiftUI headers.
    ///
    /// - Parameters:
    ///   - data: The sections' elements, with unique IDs.
    ///   - id: The key path to each element's ID.
    ///   - selection: The open element's ID, or `nil` when all are closed.
    ///   - title: Each section's title: what VoiceOver says of its header.
    ///   - header: Each section's header, given whether the section is open.
    ///   - content: Each section's content.
    public init(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        selection: Binding<ID?>,
        title: @escaping (Data.Element) -> String,
        @ViewBuilder header: @escaping (Data.Element, _ isExpanded: Bool) -> Header,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        stack = .accordion(data, id: id, selection: selection, title: title, header: header, content: content)
    }

    /// The accordion, made of the container; as tall as its content unless its sections fill it.
    public var body: some View {
        StackRepresentable(stack: stack, measuredHeight: measuredHeight)
            .modifier(ReportedHeightFrame(model: measuredHeight, isSizedByContent: stack.options.reportsHeight) { [stack, measuredHeight] in
                // Measures the open sections for the first frame, where SwiftUI can't ask the
                // container; let go once the container reports.
                let sizer = measuredHeight.firstFrameSizer as? SectionSizer<ID, Data.Element, Content> ?? SectionSizer()
                measuredHeight.firstFrameSizer = sizer
                return stack.firstFrameHeight(in: $0, sizer: sizer, container: measuredHeight.container)
            })
            .modifier(stack.idealFillFrame(elementCount: stack.elements.count))
    }

    /// Sets the height of each header at the default text size; it grows with Dynamic Type, and a
    /// header whose words or content need more is taller. Default 44. A height that isn't positive and finite (a first layout pass's zero) is
    /// logged once and the default is used.
    public func headerHeight(_ height: CGFloat) -> Self {
        with { $0.headerHeight = height }
    }

    /// Sets how tall the open section is. Default ``AccordionSectionSizing/fill``.
    public func sectionSizing(_ sizing: AccordionSectionSizing) -> Self {
        with { $0.sectionSizing = sizing }
    }

    /// Sets the words VoiceOver speaks for the states, hints and places ("collapsed, section 3 of
    /// 5"). By default the package's own words in the user's language
    /// (``LocalizedAccessibilityFormatter``); supply another to use your app's.
    public func accessibilityFormatter(_ formatter: some AccessibilityFormatting) -> Self {
        with { $0.accessibilityFormatter = formatter }
    }

    /// Sets how long a tap's transition lasts, in seconds. Default 0.28. A negative duration is
    /// logged once and taken as 0; one that isn't finite, as the default.
    public func transitionDuration(_ seconds: Double) -> Self {
        with { $0.transitionDuration = seconds }
    }

    /// Supplies the animator for the transition between two elements (`nil` IDs: no section);
    /// return `nil` for the built-in one.
    public func transitionAnimator(_ animator: @escaping (_ from: ID?, _ to: ID?) -> UIViewControllerAnimatedTransitioning?) -> Self {
        with { $0.animator = animator }
    }

    /// Calls `action` as sections open and close, after the view update that caused them, and
    /// at once for the user's own taps.
    public func onTransition(_ action: @escaping (StackTransitionNotice<ID>) -> Void) -> Self {
        with { $0.onTransition = action }
    }

    /// Asks `shouldSelect` before a tap on a header opens its section; returning `false` keeps
    /// it closed. The SwiftUI form of
    /// ``ExpandableViewControllerDelegate/expandableViewController(_:shouldExpandSectionAt:)``.
    /// The binding isn't asked: setting it always opens its section.
    public func shouldSelect(_ shouldSelect: @escaping (ID) -> Bool) -> Self {
        with { $0.shouldSelect = shouldSelect }
    }

    init(stack: StackDescription<Data.Element, ID, Header, Content>) {
        self.stack = stack
    }
}

extension AccordionStack where Header == EmptyView {
    /// Creates an accordion with the container's own headers, showing each section's title.
    ///
    /// - Parameters:
    ///   - data: The sections' elements, with unique IDs.
    ///   - id: The key path to each element's ID.
    ///   - selection: The open element's ID, or `nil` when all are closed.
    ///   - title: Each section's title.
    ///   - content: Each section's content.
    public init(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        selection: Binding<ID?>,
        title: @escaping (Data.Element) -> String,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        stack = .accordion(data, id: id, selection: selection, title: title, header: nil, content: content)
    }
}

extension AccordionStack where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates an accordion of identifiable elements with SwiftUI headers.
    public init(
        _ data: Data,
        selection: Binding<ID?>,
        title: @escaping (Data.Element) -> String,
        @ViewBuilder header: @escaping (Data.Element, _ isExpanded: Bool) -> Header,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data, id: \.id, selection: selection, title: title, header: header, content: content)
    }
}

extension AccordionStack where Data.Element: Identifiable, ID == Data.Element.ID, Header == EmptyView {
    /// Creates an accordion of identifiable elements with the container's own headers.
    public init(
        _ data: Data,
        selection: Binding<ID?>,
        title: @escaping (Data.Element) -> String,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data, id: \.id, selection: selection, title: title, content: content)
    }
}

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
