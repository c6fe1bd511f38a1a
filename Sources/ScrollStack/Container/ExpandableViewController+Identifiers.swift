#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// The element identifier of the child at `index` as text, when the data source names
    /// elements; `nil` when identifiers are positions.
    func elementKey(at index: Int) -> String? {
        guard let identifiers = host?.loadedIdentifiers, identifiers.indices.contains(index) else { return nil }
        return String(describing: identifiers[index].base)
    }

    /// Gives a page's or a section content's view the identifier `ScrollStack.page.<element or
    /// index>`, unless the app gave it one of its own.
    func identifyChildView(_ view: UIView, at index: Int) {
        guard view.accessibilityIdentifier == nil || AccessibilityIdentifier.isOwn(view.accessibilityIdentifier) else { return }
        view.accessibilityIdentifier = AccessibilityIdentifier.page(at: index, element: elementKey(at: index))
    }

    /// Makes `view` (a header, or a section's content) a keyboard focus group of its own on
    /// iPadOS 15 and later, unless it belongs to one already: Tab moves from group to group in
    /// reading order, so it walks header, open content, next header, as through a list, and the
    /// arrow keys move between headers (the core's key commands).
    static func giveFocusGroup(to view: UIView) {
        guard #available(iOS 15.0, *), view.focusGroupIdentifier == nil else { return }
        view.focusGroupIdentifier = "org.scrollstack.focus.\(UInt(bitPattern: ObjectIdentifier(view).hashValue))"
    }
}
#endif
