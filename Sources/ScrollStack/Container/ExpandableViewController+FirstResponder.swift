#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// A pager can be first responder, so ⌘← and ⌘→ reach it without a tap first.
    open override var canBecomeFirstResponder: Bool {
        engine?.mode == .paging
    }

    /// Makes a pager first responder as it appears, when the core says so: never while a text
    /// field or text view in the window is being edited.
    func takeFirstResponderIfPager() {
        guard let engine, let window = viewIfLoaded?.window, !isFirstResponder else { return }
        guard engine.takesFirstResponderOnAppearance(isEditingText: Self.isEditingText(in: window)) else { return }
        becomeFirstResponder()
    }
}
#endif
