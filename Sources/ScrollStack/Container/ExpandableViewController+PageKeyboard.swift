#if canImport(UIKit)
import UIKit

/// A child that keeps its focused field above the keyboard itself (a SwiftUI page), so a pager
/// leaves its safe area alone.
@MainActor
protocol ExpandableKeyboardAvoiding: UIViewController {
    /// Whether the child avoids the keyboard itself now.
    var avoidsKeyboardItself: Bool { get }
}

/// The bottom safe-area inset a page was given for the keyboard.
@MainActor
struct PageKeyboardInset {
    weak var child: UIViewController?
    var inset: CGFloat
}

// Keeps the focused text field of a pager's page above the keyboard: each live page's bottom safe
// area grows by the part of it the keyboard covers (so its scroll views and layout guides make
// room), and the current page's own scroll view shows the field, as the core's KeyboardAvoidance
// decides. A table view controller and a SwiftUI page avoid the keyboard themselves and are left
// alone.

extension ExpandableViewController {
    /// Gives every live page the inset the keyboard's frame calls for now, and reveals the field
    /// being edited in the current page. An accordion's pages get none (its scroll view insets).
    func avoidKeyboardInPages() {
        guard isViewLoaded, let host, let engine else { return }
        let keyboard = mode.scrollsVertically ? CGRect.zero : host.keyboardFrame
        let live = engine.liveChildren.values.map(\.viewController)
        let liveKeys = Set(live.map(ObjectIdentifier.init))
        for child in live {
            setKeyboardInset(pageKeyboardInset(of: child, keyboard: keyboard), of: child, in: host)
        }
        // A page that left the live set goes back to its own insets: it may be lent to another element.
        for (key, given) in host.pageKeyboardInsets where !liveKeys.contains(key) {
            given.child?.additionalSafeAreaInsets.bottom -= given.inset
            host.pageKeyboardInsets[key] = nil
        }
        if !mode.scrollsVertically, !keyboard.isEmpty, let page = visibleViewController {
            page.viewIfLoaded?.layoutIfNeeded()
            revealFocusedField(in: page)
        }
    }

    /// Gives a page that leaves the container its own bottom safe area back at once.
    func giveBackKeyboardInset(of child: UIViewController) {
        guard let host else { return }
        let given = givenKeyboardInset(of: child, in: host)
        guard given != 0 else { return }
        child.additionalSafeAreaInsets.bottom -= given
        host.pageKeyboardInsets[ObjectIdentifier(child)] = nil
    }

    /// The part of `child`'s view the keyboard covers beyond its own bottom safe area.
    private func pageKeyboardInset(of child: UIViewController, keyboard: CGRect) -> CGFloat {
        guard !keyboard.isEmpty, !Self.avoidsKeyboardItself(child),
              let childView = child.viewIfLoaded, let window = childView.window else { return 0 }
        let given = host.map { givenKeyboardInset(of: child, in: $0) } ?? 0
        return KeyboardAvoidance.bottomInset(
            container: childView.convert(childView.bounds, to: window),
            keyboard: keyboard,
            safeAreaBottom: childView.safeAreaInsets.bottom - given
        )
    }

    /// The inset `child` was given, if the entry under its identifier is still its own (a page
    /// made where a freed one lived inherits nothing; the stale entry goes).
    private func givenKeyboardInset(of child: UIViewController, in host: ContainerHost) -> CGFloat {
        let key = ObjectIdentifier(child)
        guard let entry = host.pageKeyboardInsets[key] else { return 0 }
        guard entry.child === child else {
            host.pageKeyboardInsets[key] = nil
            return 0
        }
        return entry.inset
    }

    private func setKeyboardInset(_ inset: CGFloat, of child: UIViewController, in host: ContainerHost) {
        let key = ObjectIdentifier(child)
        let given = givenKeyboardInset(of: child, in: host)
        // Values within half a point are the same value.
        guard abs(inset - given) > 0.5 else { return }
        child.additionalSafeAreaInsets.bottom += inset - given
        host.pageKeyboardInsets[key] = inset > 0 ? PageKeyboardInset(child: child, inset: inset) : nil
    }

    private static func avoidsKeyboardItself(_ child: UIViewController) -> Bool {
        if child is UITableViewController { return true }
        return (child as? ExpandableKeyboardAvoiding)?.avoidsKeyboardItself ?? false
    }

    /// Scrolls the scroll view around the field being edited in `page` just enough to show it.
    private func revealFocusedField(in page: UIViewController) {
        guard !Self.avoidsKeyboardItself(page), let pageView = page.viewIfLoaded,
              let field = Self.firstResponder(under: pageView) else { return }
        var ancestor = field.superview
        while let candidate = ancestor, candidate !== pageView.superview {
            if let scrollView = candidate as? UIScrollView, scrollView.isScrollEnabled {
                let frame = scrollView.convert(field.bounds, from: field)
                let inset = scrollView.adjustedContentInset
                let offset = KeyboardAvoidance.contentOffset(
                    revealing: frame,
                    contentOffset: scrollView.contentOffset.y,
                    boundsHeight: scrollView.bounds.height,
                    contentHeight: scrollView.contentSize.height,
                    insetTop: inset.top,
                    insetBottom: inset.bottom
                )
                if abs(offset - scrollView.contentOffset.y) > 0.5 { scrollView.contentOffset.y = offset }
                return
            }
            ancestor = candidate.superview
        }
    }

    /// The first responder under `root`, depth first.
    private static func firstResponder(under root: UIView) -> UIView? {
        if root.isFirstResponder { return root }
        for subview in root.subviews {
            if let found = firstResponder(under: subview) { return found }
        }
        return nil
    }
}
#endif
