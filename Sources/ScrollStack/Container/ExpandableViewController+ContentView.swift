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

    /// The container's insets as they stand (safe area, content insets, tab strip, keyboard), which
    /// the core divides between the scroll view and the engine.
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
            let page = visibleViewController
            scrollView = page?.contentScrollView(for: .top) ?? page.flatMap { Self.firstFollowedScrollView(in: $0.view) }
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

    /// The view itself when it scrolls, else the first scroll view under it, breadth first, that
    /// scrolls vertically (`ScrollViewShape.isVerticalScroller`).
    private static func firstFollowedScrollView(in root: UIView?) -> UIScrollView? {
        var queue = root.map { [$0] } ?? []
        var next = 0
        while next < queue.count {
            let view = queue[next]
            next += 1
            if let scrollView = view as? UIScrollView, scrollView.scrollShape.isVerticalScroller { return scrollView }
            queue.append(contentsOf: view.subviews)
        }
        return nil
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
