#if canImport(UIKit)
import UIKit

/// A container view controller that stacks its children as headers: tap a header and its child
/// unrolls while the open one rolls up; tap the open one and it closes. In paging mode the same
/// container shows one child at a time, side by side, with interactive swipes.
///
/// Every decision — frames, what a tap means mid-animation, which child appears in what order,
/// whether a swipe finishes, which gesture wins — is made in `ScrollStackCore` and run by a
/// ``StackDriver``. This class turns UIKit's events into the driver's and carries out its commands.
///
/// ```swift
/// let settings = ExpandableViewController()
/// settings.viewControllers = [general, display, sounds]
/// settings.headerHeight = 56
/// settings.expandedIndex = 0
/// ```
@MainActor
open class ExpandableViewController: UIViewController {
    // MARK: - Content

    /// The children, used when ``dataSource`` is `nil`.
    ///
    /// Setting it applies the difference by identity: a view controller that stays keeps its
    /// place in the selection and in a running transition, is not added again and hears no
    /// appearance calls; removed ones leave, new ones are added when they come into view. Each
    /// view controller may appear once.
    open var viewControllers: [UIViewController] = [] {
        didSet { viewControllersDidChange(from: oldValue) }
    }

    /// Supplies the children by index, with reuse; when set, it is used instead of ``viewControllers``.
    open weak var dataSource: ExpandableViewControllerDataSource? {
        didSet { reloadData() }
    }

    /// Hears about transitions and may veto a tap.
    open weak var delegate: ExpandableViewControllerDelegate?

    /// Picks the animator for each transition; `nil` uses the built-in ones.
    open weak var transitionDelegate: ExpandableTransitionDelegate?

    /// Provides a custom header view for a section; `nil` uses ``ExpandableHeaderView``.
    ///
    /// The container adds a tap recognizer to views that are not controls, and configures views
    /// that adopt ``ExpandableHeaderConfigurable``. Every header becomes one accessibility element
    /// with the container's label, value, hint and heading trait, unless the view sets
    /// `accessibilityElements` to expose elements of its own. Setting it replaces the headers in
    /// view at once (after a running custom transition).
    open var headerViewProvider: ((ExpandableViewController, Int) -> UIView)? {
        didSet { headerViewProviderDidChange() }
    }
    /// Whether the provider's headers measure themselves as they show (SwiftUI headers): fitting
    /// the headers again keeps their heights instead of the scaled height.
    var headersMeasureThemselves = false

    // MARK: - Settings

    /// Every engine setting; ``headerHeight`` and ``contentInsets`` are shortcuts into it.
    ///
    /// What the engine gets is adjusted to the device, and this value is left as you set it: the
    /// safe area is added to `contentInsets` at the sides; the vertical safe area belongs to the
    /// accordion's scroll view, as a table view's does, and to each page in a pager, as a page view
    /// controller's does (the tab strip and the vertical content insets become each page's
    /// `additionalSafeAreaInsets`), so large titles and bounces behave as there; `headerHeight` is
    /// the height at the default text size and grows with Dynamic Type; `motion` becomes `.reduced` while Reduce Motion is on; and
    /// `layoutDirection` always follows the view's effective layout direction (set
    /// `view.semanticContentAttribute` to force one).
    open var configuration = StackConfiguration() {
        didSet { applyConfiguration() }
    }

    /// The height of each header, in points. Must be positive and finite. Default 44.
    open var headerHeight: CGFloat {
        get { configuration.headerHeight }
        set { configuration.headerHeight = newValue }
    }

    /// Insets around the children inside the container, added to the safe area. In a pager the top
    /// and bottom insets are added to each page's safe area instead of its frame. Default zero.
    open var contentInsets: UIEdgeInsets {
        get { UIEdgeInsets(configuration.contentInsets) }
        set { configuration.contentInsets = LayoutInsets(newValue) }
    }

    /// How the default headers look.
    open var headerAppearance = HeaderAppearance() {
        didSet {
            host?.refreshHeaders()
            fitHeaderHeights()
        }
    }

    /// A tab strip for paging mode: its indicator follows the pages and the finger, and a tap on a
    /// tab selects that page. `nil` (the default) shows none.
    ///
    /// The container places it above the pages unless ``placesTabStripAbovePages`` is `false`, in
    /// which case put it where you like (a navigation bar's title view, a header): the container
    /// still drives it.
    open var tabStrip: TabStripView? {
        didSet {
            oldValue?.removeFromSuperview()
            tabStrip?.accessibilityFormatter = accessibilityFormatter
            reloadTabItems()
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Whether the container places ``tabStrip`` above the pages. Default `true`.
    open var placesTabStripAbovePages = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Whether the header of an open section stays at the top of the viewport while its content
    /// scrolls under it, pushed away by the next header, as a plain table's section headers do.
    /// ``ExpansionMode/multiple`` only. Default `false`.
    public var pinsExpandedHeaders = false {
        didSet {
            guard pinsExpandedHeaders != oldValue else { return }
            // Headers configured before know nothing of pinning (a SwiftUI header's background).
            host?.refreshHeaders()
        }
    }

    /// When the paging swipe may begin and which gesture wins when it meets another.
    open var swipePolicy = SwipeGesturePolicy()

    /// The words VoiceOver hears: headers ("General", "expanded, section 1 of 5"), page changes
    /// ("page 4 of 12, Tech"). By default the package's words in the user's language
    /// (``LocalizedAccessibilityFormatter``); supply your own to use your app's.
    open var accessibilityFormatter: any AccessibilityFormatting = LocalizedAccessibilityFormatter() {
        didSet {
            tabStrip?.accessibilityFormatter = accessibilityFormatter
            host?.refreshHeaders()
        }
    }

    /// Accordion or paging. Switching at runtime keeps the current index and lays out anew; in
    /// ``ExpansionMode/multiple`` the pager starts on the lowest open section, and the open
    /// sections open again when it is an accordion again (the engine remembers them). A switch is
    /// no request: the delegate hears no section notices for it; read ``expandedIndices`` after.
    open var mode: StackMode {
        get { engine?.mode ?? initialMode }
        set {
            initialMode = newValue
            send(.setMode(newValue))
            applyConfiguration()
            visibleChildDidChange()
            viewIfLoaded?.setNeedsLayout()
        }
    }

    // MARK: - State

    /// The expanded section (the lowest open one in ``expansionMode`` `.multiple`), or `nil`.
    open var expandedIndex: Int? {
        get {
            guard let engine else { return requestsBeforeLoad.openIndices.min() }
            return engine.allowsSeveralOpenSections ? engine.expandedIndices.min() : engine.selectedIndex
        }
        set { setExpandedIndex(newValue, animated: false) }
    }

    /// The current page in paging mode: the same index as ``expandedIndex``.
    open var currentIndex: Int? { expandedIndex }
    /// The expanded child, once loaded; always `nil` in ``ExpansionMode/multiple`` (single mode only).
    open var expandedViewController: UIViewController? {
        engine.flatMap { engine in engine.selectedIndex.flatMap { engine.child(at: $0)?.viewController } }
    }

    /// The child on screen, or the one a transition brings on screen (``ExpansionMode/multiple``:
    /// the open section nearest the top of the viewport whose content shows, as the engine names it).
    open var visibleViewController: UIViewController? {
        guard let engine else { return nil }
        let index = engine.visibleSection(atOffset: contentView.engineOffset, viewportHeight: contentView.engineViewportHeight)
        return index.flatMap { engine.child(at: $0)?.viewController }
    }

    /// The scroll view that holds the headers and the children.
    ///
    /// The container is its delegate, and hears through it when a finger starts and stops
    /// scrolling, which hands the scroll position back to the container after a fling. Keep it the
    /// delegate; a delegate of your own must forward `scrollViewWillBeginDragging(_:)`,
    /// `scrollViewDidEndDragging(_:willDecelerate:)`, `scrollViewDidEndDecelerating(_:)` and
    /// `scrollViewDidScroll(_:)` to the container.
    public var contentView: UIScrollView { stackView }

    /// ``contentView`` as the container's own scroll view class.
    let stackView = ContainerScrollView()

    // MARK: - Private state

    /// The host the container's view made at load; set only there.
    var host: ContainerHost?
    /// The mode to load with, until the engine exists.
    var initialMode = StackMode.accordion
    /// The sections asked open before the view loaded, and the requests waiting for an answer.
    var requestsBeforeLoad = PendingExpansion()
    /// The completions of ``requestsBeforeLoad``'s tracked requests, by request.
    var completionsBeforeLoad: [Int: (Bool) -> Void] = [:]
    /// A state UIKit's state restoration decoded, waiting for data, as the core's rule decides.
    var pendingRestoration = PendingRestoration<StackRestorationState<String>>()
    var factories: [String: () -> UIViewController] = [:]
    /// Whether a SwiftUI view sized by its content set the container's height (see ``isSizedByEmbedder``).
    var isMarkedSizedByEmbedder = false
    /// The scroll view the navigation bar was last told to follow, and the screen's own it replaced.
    let barScrollView = BarScrollViewState()
    /// The background the view gets when it loads, if not the system background (the SwiftUI views').
    var backgroundOnLoad: UIColor?
    var loan: PoolLoan?
    lazy var panRecognizer = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))

    var engine: StackEngine<ChildHandle>? { host?.driver?.engine }
    var driver: StackDriver<ContainerHost>? { host?.driver }

    // MARK: - Requests

    /// Expands the section at `index` (`nil`: closes all), or makes it the current page.
    ///
    /// While a transition runs, the engine's rules apply: asking for either end reverses it, asking
    /// for another index queues it.
    ///
    /// - Parameters:
    ///   - index: The section or page. Must be in range once the data is loaded; before the view
    ///     loads it is kept and applied at load.
    ///   - animated: Whether to animate. A container that isn't on screen (until it has appeared,
    ///     once it starts to disappear, out of a window) changes at once.
    ///   - completion: Called once the container comes to rest: `true` when it rests at `index`,
    ///     `false` when a cancel or a later request left it elsewhere. A request made before the
    ///     view loads completes once it has loaded.
    open func setExpandedIndex(_ index: Int?, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        handleRequest(.select(index), motion: .animated(animated), completion: completion)
    }

    /// Makes `index` the current page: the same as ``setExpandedIndex(_:animated:completion:)``.
    open func select(index: Int, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        setExpandedIndex(index, animated: animated, completion: completion)
    }

    /// Moves from `fromIndex` to `toIndex` over `duration` seconds (0: at once), animating the
    /// frames the core computes. A container that isn't on screen changes at once. An animator
    /// from ``transitionDelegate`` runs for its own `transitionDuration(using:)` instead of
    /// `duration`.
    ///
    /// - Precondition: `fromIndex` is where the container comes to rest if nothing else happens: the
    ///   expanded index at rest, a request queued behind a running transition (an animated
    ///   ``setExpandedIndex(_:animated:completion:)`` made while one runs), else the running
    ///   transition's target. The message names both. In ``ExpansionMode/multiple`` `fromIndex` is
    ///   not checked: `toIndex` opens alone over `duration` (`nil`: every section closes), as the
    ///   engine decides.
    open func transition(from fromIndex: Int?, to toIndex: Int?, duration: TimeInterval, completion: ((Bool) -> Void)? = nil) {
        guard let driver else {
            precondition(allowsSeveralOpenSections || fromIndex == expandedIndex, "ExpandableViewController.transition(from:to:duration:): from \(String(describing: fromIndex)) is not the expanded index \(String(describing: expandedIndex))")
            setExpandedIndex(toIndex, animated: false, completion: completion)
            return
        }
        requesting(.programmatic) { driver.transition(from: fromIndex, to: toIndex, duration: duration, at: CACurrentMediaTime(), completion: completion) }
    }

    /// Asks the data source (or ``viewControllers``) again for the count, every live child and
    /// every header in view. To keep the children of elements that stay, use
    /// ``applyDataChanges()`` instead.
    open func reloadData() {
        reloadTabItems()
        host?.headers.discardAll()
        loadData()
    }

    /// Hands an event to the driver, which carries out what follows. The engine hears first where
    /// the content stands now; the height that shows is reported by the layout that follows.
    func send(_ event: StackEvent) {
        stackView.noticeMoves()
        driver?.handle(event, at: CACurrentMediaTime())
    }

    // MARK: - User input

    /// Called when the container lays out its content, with the height it reports and the moment:
    /// at rest, on a frame of a built-in transition, or a custom animator's end height as it starts.
    var didLayOutContent: ((_ height: CGFloat, _ moment: ContentHeightMoment) -> Void)?

    /// Called after the user's tap, tab, key or VoiceOver scroll was handed to the driver, with
    /// where the container heads now: its queued request, else its destination.
    var didHandleUserSelection: ((Int?) -> Void)?

    /// Whether the user's taps, tabs, keys, VoiceOver actions and paging swipes reach the driver;
    /// the SwiftUI views follow SwiftUI's `isEnabled` (`.disabled(true)`). Your code's requests
    /// always do. A swipe already under way finishes. Headers and tabs show and speak the state.
    var acceptsUserInput = true {
        didSet { if acceptsUserInput != oldValue { acceptsUserInputDidChange() } }
    }
}
#endif
