#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// Puts the scroll view that holds headers and children in the view, with its gestures.
    func setUpContentView() {
        contentView.frame = view.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.clipsToBounds = true
        contentView.backgroundColor = .clear
        view.addSubview(contentView)
        contentView.delegate = self
        // Out of a window (popped, its parent torn down, its view taken out), the engine ends a
        // running transition and animates nothing, so no paused property animator outlives it.
        stackView.windowChanged = { [weak self] isInWindow in
            self?.send(.windowChanged(isInWindow: isInWindow))
            self?.checkOnScreen(.windowChanged(inWindow: isInWindow))
        }
        stackView.isHeader = { [weak self] view in self?.isOwnOrNestedHeader(view) ?? false }
        stackView.accessibilityElementsProvider = { [weak self] in self?.host?.accessibility.elements() }
        // A finger, the keyboard, the status bar or the app moved the content: the engine hears it.
        stackView.contentMovedElsewhere = { [weak self] offset in self?.host?.reportMove(to: offset) }
        panRecognizer.delegate = self
        contentView.addGestureRecognizer(panRecognizer)
        updateSafeAreaOwnership()
        observeKeyboard()
    }

    /// Lets the scroll view own the vertical safe area where the content scrolls vertically (the
    /// core's ``StackMode/scrollsVertically``), as a table view does: a collapsing large title
    /// changes its adjusted insets and offset together, so nothing lurches, and a bounce is its own.
    /// Only the vertical axis scrolls, so only the vertical insets are adjusted.
    func updateSafeAreaOwnership() {
        let owns = containerInsets.scrollViewOwnsSafeArea
        contentView.alwaysBounceVertical = owns
        contentView.contentInsetAdjustmentBehavior = owns ? .scrollableAxes : .never
    }

    /// Gives every live page what the core adds to its safe area (``ContainerInsets``'s
    /// `pageAdditionalSafeArea`: in a pager, the tab strip and the vertical content insets), and
    /// takes it back from sections (an accordion, a container sized by what embeds it) and from
    /// children no longer live.
    ///
    /// Pages own the vertical safe area, as a page view controller's do: each spans the container,
    /// UIKit gives it the safe area of the bars it lies under, and this adds the rest. A collapsing
    /// large title then changes the page's safe area, never its frame. The additional safe area is
    /// changed by differences, so what the app added itself and the keyboard's share stay; the
    /// keyboard's share is measured again when the addition changes while the keyboard shows.
    func updatePageSafeAreas() {
        guard isViewLoaded, let host, let engine else { return }
        host.forgetDeallocatedChildren(in: &host.pageSafeAreaChildren) { host.pageSafeArea.forget($0) }
        let live = engine.liveChildren.values.map(\.viewController)
        for child in live {
            host.pageSafeAreaChildren[ObjectIdentifier(child)] = WeakPage(child: child)
            // A page that assigned its own additional safe area over the container's share gets it again.
            host.pageSafeArea.observe(ObjectIdentifier(child), current: LayoutInsets(child.additionalSafeAreaInsets))
        }
        let steps = host.pageSafeArea.update(containerInsets.pageAdditionalSafeArea, pages: live.map(ObjectIdentifier.init))
        carryOutSafeAreaSteps(steps, in: host)
        if !steps.isEmpty, !host.keyboardFrame.isEmpty { avoidKeyboardInPages() }
    }

    /// Gives a page that joins the container what the core adds to its safe area, before its first
    /// layout, so it lays out once, below the tab strip.
    func givePageSafeArea(to child: UIViewController) {
        guard isViewLoaded, let host else { return }
        host.forgetDeallocatedChildren(in: &host.pageSafeAreaChildren) { host.pageSafeArea.forget($0) }
        let key = ObjectIdentifier(child)
        host.pageSafeAreaChildren[key] = WeakPage(child: child)
        carryOutSafeAreaSteps(host.pageSafeArea.give(containerInsets.pageAdditionalSafeArea, to: key), in: host)
    }

    /// Takes back what was added to the safe area of a child that leaves the container (removed,
    /// recycled), at once.
    func takePageSafeAreaBack(from child: UIViewController) {
        guard let host else { return }
        host.forgetDeallocatedChildren(in: &host.pageSafeAreaChildren) { host.pageSafeArea.forget($0) }
        host.pageSafeArea.observe(ObjectIdentifier(child), current: LayoutInsets(child.additionalSafeAreaInsets))
        carryOutSafeAreaSteps(host.pageSafeArea.pageLeft(ObjectIdentifier(child)), in: host)
    }

    private func carryOutSafeAreaSteps(_ steps: [PageSafeAreaAdditions<ObjectIdentifier>.Step], in host: ContainerHost) {
        for case .change(let key, let from, let to) in steps {
            if let child = host.pageSafeAreaChildren[key]?.child {
                var insets = child.additionalSafeAreaInsets
                insets.top += to.top - from.top
                insets.left += to.left - from.left
                insets.bottom += to.bottom - from.bottom
                insets.right += to.right - from.right
                child.additionalSafeAreaInsets = insets
            }
        }
        // Only children holding an addition are remembered.
        host.pageSafeAreaChildren = host.pageSafeAreaChildren.filter { host.pageSafeArea.addition(of: $0.key) != .zero }
    }

    /// The container's insets as they stand (safe area, content insets, tab strip, keyboard), which
    /// the core divides between the scroll view, the engine and the pages.
    var containerInsets: ContainerInsets {
        ContainerInsets(
            safeArea: isViewLoaded ? LayoutInsets(view.safeAreaInsets) : .zero,
            contentInsets: configuration.contentInsets,
            tabStripHeight: tabStripHeight,
            keyboardInset: contentView.contentInset.bottom,
            scrollsVertically: mode.scrollsVertically,
            isSizedByEmbedder: isSizedByEmbedder
        )
    }

    /// The size the engine lays out in for a container of `size`.
    func engineSize(for size: CGSize) -> CGSize {
        containerInsets.engineSize(for: size)
    }

    /// Tells UIKit which scroll view the navigation bar's large title and the bars' scroll-edge
    /// appearance follow (iOS 15+), as the core's `BarScrollViewRule` decides: the stack's own in
    /// an accordion, none in an accordion sized by what embeds it (the scroll view around it),
    /// the current page's in a pager.
    ///
    /// The navigation bar asks the view controller it shows, which is the container's ancestor when
    /// the container is embedded (a SwiftUI screen's hosting controller): that one is told too.
    func updateContentScrollView() {
        guard #available(iOS 15.0, *), isViewLoaded else { return }
        let scrollView: UIScrollView?
        switch BarScrollViewRule.owner(scrollsVertically: mode.scrollsVertically, isSizedByEmbedder: isSizedByEmbedder) {
        case .stack:
            scrollView = contentView
        case .currentPage:
            // Else the page's view itself when it scrolls vertically, or the first such scroll view
            // under it, breadth first (`ScrollViewShape.isVerticalScroller`).
            let page = visibleViewController
            scrollView = page?.contentScrollView(for: .top)
                ?? page.flatMap { $0.view }?.firstDescendant { ($0 as? UIScrollView)?.scrollShape.isVerticalScroller == true } as? UIScrollView
        case .embedder:
            scrollView = nil
        }
        name(scrollView)
    }

    /// Names `scrollView` on the container and on the screen the navigation controller shows.
    ///
    /// What the container takes back is only what it named (a scroll view inside it, or the one it
    /// named last, which may have left with its page). The screen's own scroll view, one the app
    /// named, is kept aside when the container first replaces it, and given back when the
    /// container names none or leaves. A container inside another leaves the screen to the
    /// outermost one.
    private func name(_ scrollView: UIScrollView?, leaving: Bool = false) {
        guard #available(iOS 15.0, *) else { return }
        var shown: UIViewController = self
        var isNested = false
        while let parent = shown.parent, !(parent is UINavigationController), !(parent is UITabBarController) {
            isNested = isNested || parent is ExpandableViewController
            shown = parent
        }
        // Leaving, the container tells only the screen: one pushed on its own is being popped (a
        // back swipe may yet be cancelled), and its own scroll view leaves with it.
        var told: [UIViewController] = leaving ? [] : [self]
        if !isNested, shown !== self, shown.parent is UINavigationController { told.append(shown) }
        let state = barScrollView
        func id(_ scrollView: UIScrollView?) -> ObjectIdentifier? { scrollView.map(ObjectIdentifier.init) }
        let named = told.map { $0.contentScrollView(for: .top) }
        let instructions = state.ledger.name(
            id(scrollView),
            lastNamedExists: state.lastNamed != nil,
            screensOwnExists: state.screensOwn != nil,
            told: zip(told, named).map { .init(named: id($1), isInsideContainer: $1?.isDescendant(of: view) == true, isContainer: $0 === self) }
        )
        for (index, instruction) in instructions.enumerated() {
            guard case .name(let target) = instruction else { continue }
            // The ledger kept the screen's own aside: keep the view it names.
            if let own = named[index], state.ledger.screensOwn == id(own) { state.screensOwn = own }
            told[index].setContentScrollView(target == nil ? nil : target == id(scrollView) ? scrollView : state.screensOwn)
        }
        state.lastNamed = scrollView
    }

    /// A container leaving its parent gives the screen it was shown in back what it took, so the
    /// bars don't go on following a scroll view that leaves with it.
    override open func willMove(toParent parent: UIViewController?) {
        if parent == nil, isViewLoaded { name(nil, leaving: true) }
        super.willMove(toParent: parent)
    }

    /// A container whose view loaded before it joined its parent names its scroll view now, so the
    /// bars follow it from the start.
    override open func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent != nil { updateContentScrollView() }
    }
}

/// The scroll view a container named last, and the screen's own it replaced: the ledger decides by
/// identity, and these hold the views while they exist.
@MainActor
final class BarScrollViewState {
    var ledger = BarScrollViewLedger<ObjectIdentifier>()
    /// The scroll view the ledger names last, while it exists.
    weak var lastNamed: UIScrollView?
    /// The screen's own scroll view the ledger keeps aside, while it exists.
    weak var screensOwn: UIScrollView?
}

extension UIScrollView {
    /// The scroll view as the core's rules about scrolling direction see it. A collection view
    /// whose flow or compositional layout scrolls horizontally counts as bouncing sideways, even
    /// with two cards.
    var scrollShape: ScrollViewShape {
        let layout = (self as? UICollectionView)?.collectionViewLayout
        let flowsSideways = (layout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal
            || (layout as? UICollectionViewCompositionalLayout)?.configuration.scrollDirection == .horizontal
        return ScrollViewShape(
            isTextView: self is UITextView,
            contentSize: contentSize,
            boundsSize: bounds.size,
            alwaysBouncesVertically: alwaysBounceVertical,
            alwaysBouncesHorizontally: alwaysBounceHorizontal || flowsSideways
        )
    }
}
#endif
