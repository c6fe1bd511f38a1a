#if canImport(UIKit)
import UIKit

// Keeps the focused text field of an accordion section above the keyboard: the stack's scroll view
// is inset by the part of the container the keyboard covers and scrolls the field into view, as the
// core's KeyboardAvoidance decides. A pager's pages are inset one by one
// (ExpandableViewController+PageKeyboard.swift).

extension ExpandableViewController {
    /// Starts following the keyboard's frame.
    func observeKeyboard() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        let info = notification.userInfo
        let hides = notification.name == UIResponder.keyboardWillHideNotification
        guard isViewLoaded, let window = view.window else {
            // Out of a window the keyboard's frame means nothing, but a hide still gives back
            // what it took, so nothing stays inset when the container returns.
            if hides, isViewLoaded {
                host?.keyboardFrame = .zero
                setKeyboardInset(0)
                avoidKeyboardInPages()
            }
            return
        }
        let screenFrame = (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        let keyboard = hides ? CGRect.zero : window.convert(screenFrame, from: window.screen.coordinateSpace)
        host?.keyboardFrame = keyboard
        // Sized by what embeds it, the stack doesn't scroll: the scroll view around it makes room.
        let inset = mode.scrollsVertically && !isSizedByEmbedder
            ? KeyboardAvoidance.bottomInset(container: view.convert(view.bounds, to: window), keyboard: keyboard, safeAreaBottom: view.safeAreaInsets.bottom)
            : 0
        let duration = (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0.25
        // The keyboard's own curve, as UIKit gives it (an animation curve, shifted into options).
        let curve = (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int).map { UIView.AnimationOptions(rawValue: UInt($0) << 16) } ?? []
        UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, curve]) {
            self.setKeyboardInset(inset)
            self.revealFocusedField()
            self.revealFocusedFieldInEmbedder(keyboard: keyboard, window: window)
            self.avoidKeyboardInPages()
            // The offset the engine keeps inside what shows moves with the keyboard.
            self.host?.reportScrolling()
        }
    }

    /// Insets the stack's scroll view by `inset` at the bottom, its scroll indicator following.
    private func setKeyboardInset(_ inset: CGFloat) {
        guard contentView.contentInset.bottom != inset else { return }
        contentView.contentInset.bottom = inset
        contentView.verticalScrollIndicatorInsets.bottom = containerInsets.indicatorInsets.bottom
    }

    /// Scrolls the stack just enough to show the text field being edited in a section.
    private func revealFocusedField() {
        guard mode.scrollsVertically, contentView.contentInset.bottom > 0, let field = contentView.firstDescendant(where: { $0.isFirstResponder }) else { return }
        let frame = contentView.convert(field.bounds, from: field)
        let offset = KeyboardAvoidance.offset(revealing: frame, from: contentView.engineOffset, viewportHeight: contentView.engineViewportHeight)
        if offset != contentView.engineOffset { contentView.engineOffset = offset }
    }

    /// Scrolls the nearest vertical scroll view around a container sized by what embeds it (a
    /// SwiftUI `ScrollView`; a horizontal carousel or a page view controller's is passed over) just enough to show the text field being edited in a section, within that
    /// scroll view's insets and the part of it the keyboard covers. An outer container's scroll
    /// view is left alone: it reveals fields in its nested accordions itself.
    private func revealFocusedFieldInEmbedder(keyboard: CGRect, window: UIWindow) {
        guard isSizedByEmbedder, !keyboard.isEmpty, let field = contentView.firstDescendant(where: { $0.isFirstResponder }) else { return }
        // The nearest scroll view around that scrolls vertically; an outer container's ends the search.
        let found = view.ancestors.first { candidate in
            guard let scrollView = candidate as? UIScrollView else { return false }
            return scrollView is ContainerScrollView || (scrollView.isScrollEnabled && scrollView.scrollShape.isVerticalScroller)
        }
        guard let scrollView = found as? UIScrollView, !(scrollView is ContainerScrollView) else { return }
        let covered = KeyboardAvoidance.bottomInset(container: scrollView.convert(scrollView.bounds, to: window), keyboard: keyboard, safeAreaBottom: 0)
        scrollView.scrollToReveal(field, coveredBottom: covered)
    }
}
#endif
