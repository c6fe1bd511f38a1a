import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HostedStackSizing {
    /// The sections a selection binding opens, in either of its forms.
    package enum OpenSections<ID: Hashable>: Equatable {
        /// One open section, or none (`nil`): the first element with that ID.
        case one(ID?)
        /// Any set of open sections: every element whose ID is in the set.
        case several(Set<ID>)
    }

    /// The width to measure sections at before the container's first layout: the best width known
    /// at that moment.
    ///
    /// ## Rules
    /// - The container's last laid-out width, else its window's width, else the screen's.
    /// - A width that is missing, zero, negative or not finite is skipped; when none is left the
    ///   answer is `nil`, and no section is measured.
    ///
    /// - Parameters:
    ///   - laidOutWidth: The container's width from its last layout, `nil` before it has one.
    ///   - windowWidth: The width of the window the container is in, `nil` when it has none.
    ///   - screenWidth: The width of the screen the app shows on.
    /// - Returns: The width to measure at, or `nil`.
    package static func firstFrameWidth(laidOutWidth: CGFloat?, windowWidth: CGFloat?, screenWidth: CGFloat?) -> CGFloat? {
        [laidOutWidth, windowWidth, screenWidth].lazy.compactMap { $0 }.first { $0 > 0 && $0.isFinite }
    }

    /// The first frame's height of an accordion sized by its content where SwiftUI can't ask the
    /// container for its size (iOS 14 and 15), with the open sections sized by their content
    /// measured at the width known then (``firstFrameWidth(laidOutWidth:windowWidth:screenWidth:)``).
    ///
    /// ## Rules
    /// - The headers at the height the engine scales them to for the text size, plus the vertical
    ///   insets, as ``contentHeight(sectionCount:headerHeight:category:openSectionHeight:verticalInsets:)``.
    /// - An ID that occurs more than once is one section, its first element: the later ones are
    ///   dropped (``UniqueIdentifiers``), as the container drops them, so they add no header and no
    ///   open height.
    /// - The open sections are found by ID, wherever the data puts them: ``OpenSections/one(_:)``
    ///   opens the element with that ID, ``OpenSections/several(_:)`` every element whose ID is in
    ///   the set. An ID that names no element opens nothing.
    /// - Fixed sections (`fixedSectionHeight` not `nil`) add that height each (a negative or
    ///   non-finite height adds nothing); nothing is measured.
    /// - Sections sized by their content (`fixedSectionHeight` is `nil`) are measured at `width`,
    ///   once each, in data order, and add what `measure` gives; `nil` (content that takes any
    ///   height it is offered) adds nothing. A `width` that is missing, zero, negative or not finite
    ///   measures nothing: such sections then add nothing, and the container's first layout reports
    ///   their height.
    /// - When the real width differs from `width`, the container's first layout corrects the
    ///   height.
    ///
    /// - Parameters:
    ///   - elements: The sections' elements, in order.
    ///   - id: Each element's ID.
    ///   - open: The sections the binding opens.
    ///   - fixedSectionHeight: Each section's height, or `nil` when sections fit their content.
    ///   - headerHeight: Each header's configured height at the default text size.
    ///   - category: The text size in force.
    ///   - width: The width to measure sections at.
    ///   - verticalInsets: The content insets above and below.
    ///   - measure: The height of an element's section (given with its ID) at a width.
    /// - Returns: The height of the first frame.
    /// - Precondition: `headerHeight` is positive and finite (the message names it).
    /// - Complexity: O(*n*) IDs for *n* elements, plus one `measure` call per open section sized
    ///   by its content.
    package static func estimatedHeight<Element, ID: Hashable>(
        elements data: some Collection<Element>,
        id: (Element) -> ID,
        open: OpenSections<ID>,
        fixedSectionHeight: CGFloat?,
        headerHeight: CGFloat,
        category: ContentSizeCategory,
        width: CGFloat?,
        verticalInsets: CGFloat = 0,
        measure: (Element, ID, CGFloat) -> CGFloat?
    ) -> CGFloat {
        let all = Array(data)
        let unique = UniqueIdentifiers(all.map(id))
        let elements = unique.keep(all)
        var openHeight: CGFloat?
        let measuringWidth = width.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        func add(_ element: Element, _ elementID: ID) {
            let height: CGFloat?
            if let fixedSectionHeight {
                height = fixedSectionHeight
            } else if let measuringWidth {
                height = measure(element, elementID, measuringWidth)
            } else {
                height = nil
            }
            guard let height, height.isFinite else { return }
            openHeight = (openHeight ?? 0) + max(0, height)
        }
        switch open {
        case .one(let selected?):
            if let index = unique.ids.firstIndex(of: selected) { add(elements[index], selected) }
        case .one(nil):
            break
        case .several(let ids):
            if !ids.isEmpty {
                for (element, elementID) in zip(elements, unique.ids) where ids.contains(elementID) {
                    add(element, elementID)
                }
            }
        }
        return contentHeight(
            sectionCount: elements.count,
            headerHeight: headerHeight,
            category: category,
            openSectionHeight: openHeight,
            verticalInsets: verticalInsets
        )
    }
}

extension HostedStackSizing.OpenSections: Sendable where ID: Sendable {}
