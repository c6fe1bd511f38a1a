#if canImport(UIKit)
import ScrollStackCore
import UIKit

/// A child that keeps its focused field above the keyboard itself (a SwiftUI page), so a pager
/// leaves its safe area alone.
@MainActor
protocol ExpandableKeyboardAvoiding: UIViewController {
    /// Whether the child avoids the keyboard itself now.
    var avoidsKeyboardItself: Bool { get }
}

/// A page the keyboard ledger gave an inset to, held weakly.
@MainActor
struct WeakPage {
    weak var child: UIViewController?
}

// Keeps the focused text field of a pager's page above the keyboard. The core's PageKeyboardInsets
// decides which page gets which bottom inset and what a page that leaves is owed; this file
// measures the pages and carries the steps out. A page's measured safe area includes what the
// pager adds for its tab strip and content insets (PageSafeAreaAdditions), so the keyboard's share
// is only what those don't cover: both change the additional safe area by differences.

extension ExpandableViewController {
    /// Gives every live page the inset the keyboard's frame calls for now, and reveals the field
    /// being edited in the current page. An accordion's pages get none (its scroll view insets).
    func avoidKeyboardInPages() {
        guard isViewLoaded, let host, let engine else { return }
        host.forgetDeallocatedChildren(in: &host.pageKeyboardChildren) { host.pageKeyboard.forget($0) }
        let live = engine.liveChildren.values.map(\.viewController)
        var pages: [PageKeyboardInsets<ObjectIdentifier>.Page] = []
        for child in live {
            let key = ObjectIdentifier(child)
            host.pageKeyboardChildren[key] = WeakPage(child: child)
            guard let childView = child.viewIfLoaded, let window = childView.window else { continue }
            pages.append(.init(
                id: key,
                frame: childView.convert(childView.bounds, to: window),
                safeAreaBottom: childView.safeAreaInsets.bottom,
                avoidsKeyboardItself: Self.avoidsKeyboardItself(child)
            ))
        }
        let current = visibleViewController.map(ObjectIdentifier.init)
        let steps = host.pageKeyboard.update(pages: pages, keyboard: host.keyboardFrame, scrollsVertically: mode.scrollsVertically, currentPage: current)
        carryOutKeyboardSteps(steps, in: host)
    }

    /// Gives a page that leaves the container its own safe area back at once: the keyboard's share
    /// and what the pager added for its tab strip and content insets.
    func giveBackKeyboardInset(of child: UIViewController) {
        takePageSafeAreaBack(from: child)
        guard let host else { return }
        host.forgetDeallocatedChildren(in: &host.pageKeyboardChildren) { host.pageKeyboard.forget($0) }
        carryOutKeyboardSteps(host.pageKeyboard.pageLeft(ObjectIdentifier(child)), in: host)
    }

    private func carryOutKeyboardSteps(_ steps: [PageKeyboardInsets<ObjectIdentifier>.Step], in host: ContainerHost) {
        for step in steps {
            switch step {
            case .adjustBottomInset(let key, let delta):
                if let child = host.pageKeyboardChildren[key]?.child { child.additionalSafeAreaInsets.bottom += delta }
                if host.pageKeyboard.inset(of: key) == 0 { host.pageKeyboardChildren[key] = nil }
            case .revealFocusedField(let key):
                guard let page = host.pageKeyboardChildren[key]?.child else { continue }
                page.viewIfLoaded?.layoutIfNeeded()
                revealFocusedField(in: page)
            }
        }
    }

    private static func avoidsKeyboardItself(_ child: UIViewController) -> Bool {
        if child is UITableViewController { return true }
        return (child as? ExpandableKeyboardAvoiding)?.avoidsKeyboardItself ?? false
    }

    /// Scrolls the scroll view around the field being edited in `page` just enough to show it.
    private func revealFocusedField(in page: UIViewController) {
        guard let pageView = page.viewIfLoaded, let field = pageView.firstDescendant(where: { $0.isFirstResponder }) else { return }
        let scrollView = field.ancestors.prefix { $0 !== pageView.superview }.first { ($0 as? UIScrollView)?.isScrollEnabled == true }
        (scrollView as? UIScrollView)?.scrollToReveal(field)
    }
}
#endif
