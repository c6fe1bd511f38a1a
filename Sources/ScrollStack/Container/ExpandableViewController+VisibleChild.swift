#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// The visible child decides the status bar's style.
    open override var childForStatusBarStyle: UIViewController? { visibleViewController }

    /// The visible child decides whether the status bar hides.
    open override var childForStatusBarHidden: UIViewController? { visibleViewController }

    /// The visible child decides whether the home indicator hides.
    open override var childForHomeIndicatorAutoHidden: UIViewController? { visibleViewController }

    /// A child hears the size the core gives it at the new container size (its page, or its
    /// section where the running transition ends), not the whole container's.
    open override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard let child = container as? UIViewController, let engine, let index = engine.index(of: ChildHandle(child)) else {
            return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
        }
        return engine.restingSizeForChild(at: index, inContainerOf: engineSize(for: parentSize))
    }

    /// The child on screen changed (a transition began or ended, a reload, a mode change): what it
    /// prefers for the bars and the home indicator is asked again, and the navigation bar follows
    /// its scroll view.
    func visibleChildDidChange() {
        guard isViewLoaded else { return }
        host?.announcedVisibleChild = visibleViewController
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        updateContentScrollView()
        avoidKeyboardInPages()
    }
}
#endif
