#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// The element identifier of the child at `index` as text, when the data source names
    /// elements; `nil` when identifiers are positions.
    func elementKey(at index: Int) -> String? {
        guard let identifiers = host?.loadedIdentifiers, identifiers.indices.contains(index) else { return nil }
        return String(describing: identifiers[index].base)
    }

    /// How far the section at `index` is open, for its header's chevron (the core's answer).
    func disclosureExpansion(ofSectionAt index: Int, atFraction fraction: Double? = nil) -> Double {
        engine?.disclosureExpansion(ofSectionAt: index, atFraction: fraction) ?? 0
    }

    /// Gives a page's or a section content's view the identifier `ScrollStack.page.<element or
    /// index>`, unless the app gave it one of its own.
    func identifyChildView(_ view: UIView, at index: Int) {
        guard view.accessibilityIdentifier == nil || AccessibilityIdentifier.isOwn(view.accessibilityIdentifier) else { return }
        view.accessibilityIdentifier = AccessibilityIdentifier.page(at: index, element: elementKey(at: index))
    }
}
#endif
