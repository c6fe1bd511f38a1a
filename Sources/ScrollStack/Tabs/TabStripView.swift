#if canImport(UIKit)
import ScrollStackCore
// The iOS 16 SDK does not yet mark UIAccessibilityTraits' constants as concurrency-safe.
@preconcurrency import UIKit

/// A row of tabs (titles, images and badges) with an indicator that follows a pager: above the pages
/// of a paging container, or anywhere you place it (a navigation bar's title view, a custom header).
///
/// The view decides nothing: every frame, the indicator, the scroll offset and each title's
/// emphasis come from ``TabStripLayout``, and a strip the user scrolls stays where it is until the
/// pager moves (``TabStripScrolling``). It measures the tabs, keeps views for the visible tabs
/// only (reused as the strip scrolls, like the pages), and reports taps to its ``delegate``.
///
/// Connect it to a pager by setting ``position`` on every display frame (the pager's
/// ``PagingPosition/fractionalIndex``) and ``selectedIndex`` when the selection changes; send the
/// taps it reports to the pager.
///
/// For VoiceOver each tab is a button, selected when current, labelled with its title and its
/// badge ("News, 3 new") and valued with its place among all the tabs ("tab 2 of 12"). The strip doesn't take the `.tabBar` trait:
/// VoiceOver would then count the tab views that exist, only those in view, and say the position
/// a second time. VoiceOver's double tap activates a tab, and its three-finger swipe scrolls the
/// strip; beyond the tabs in view, VoiceOver and Switch Control reach the next one through a
/// stand-in that scrolls it in, so every tab is reachable. Tabs carry the identifier
/// `ScrollStack.tab.<key>` (the item's identifier, else its index); titles follow Bold Text. The tab height grows with Dynamic
/// Type up to ``maximumItemHeight``; at accessibility sizes a long press shows the title in the
/// Large Content Viewer, and lifting the finger on a tab selects it.
@MainActor
public final class TabStripView: UIView {
    /// Told when the user chooses a tab.
    public weak var delegate: TabStripViewDelegate?

    /// The tabs, in index order. Changing them keeps the strip where it is.
    public var items: [Item] = [] {
        didSet {
            if items != oldValue { remapItemViews(from: oldValue); remeasure(from: oldValue) }
        }
    }

    /// The room inside each tab and the badge's shape, at the default text size; the strip
    /// scales them with Dynamic Type. Default: 12 points of padding, 6 between image and title, 4
    /// before the badge, an 18-point badge.
    public var itemMetrics = TabItemMetrics() {
        didSet { if itemMetrics != oldValue { invalidateMeasurements() } }
    }

    /// The badge's background colour. Default `.systemRed`.
    public var badgeColor = UIColor.systemRed {
        didSet { applyPosition() }
    }

    /// The badge's text colour. Default white.
    public var badgeTextColor = UIColor.white {
        didSet { applyPosition() }
    }

    /// The badge's font at the default text size; the strip scales it with Dynamic Type. Default:
    /// 11-point semibold with monospaced digits.
    public var badgeFont = UIFont.monospacedDigitSystemFont(ofSize: 11, weight: .semibold) {
        didSet { if badgeFont != oldValue { invalidateMeasurements() } }
    }

    /// The layout settings. Set `layoutDirection` to the pager's, so the strip mirrors with it.
    public var configuration = TabStripConfiguration(
        spacing: 0,
        insets: LayoutInsets(top: 0, left: 8, bottom: 0, right: 8),
        indicator: .underline(thickness: 2)
    ) {
        didSet { invalidateLayout() }
    }

    /// Where the pager stands: its page plus the progress of its move (see
    /// ``PagingPosition/fractionalIndex``). Setting it lays the strip out.
    public var position: Double = 0 {
        didSet { applyPosition() }
    }

    /// The words VoiceOver hears for each tab ("Tech", "tab 2 of 12"). The package's words in the
    /// user's language by default (``LocalizedAccessibilityFormatter``).
    public var accessibilityFormatter: any AccessibilityFormatting = LocalizedAccessibilityFormatter() {
        didSet { applyPosition() }
    }

    /// The current tab, for accessibility: it is the one marked selected.
    public var selectedIndex = 0 {
        didSet { applyPosition() }
    }

    /// The titles' font at the default text size; the strip scales it with Dynamic Type.
    /// Default: the subheadline text style.
    public var titleFont = UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)) {
        didSet {
            guard titleFont != oldValue else { return }
            invalidateMeasurements()
            invalidateIntrinsicContentSize()
        }
    }

    /// ``titleFont`` at the current text size.
    var scaledTitleFont: UIFont {
        titleFont.scaled(as: .subheadline, in: traitCollection)
    }

    /// How much larger the current tab's title is drawn (by a transform, never a font change, so
    /// no title changes width during a swipe). Default 1.
    public var selectedTitleScale: CGFloat = 1 {
        didSet { if selectedTitleScale != oldValue { invalidateMeasurements() } }
    }

    /// The colour of titles that are not current. Default `.secondaryLabel`.
    public var titleColor = UIColor.secondaryLabel {
        didSet { applyPosition() }
    }

    /// The colour of the current title. Default `.label`.
    public var selectedTitleColor = UIColor.label {
        didSet { applyPosition() }
    }

    /// The room on each side of a tab's content, inside its tab: ``itemMetrics``' padding.
    public var titlePadding: CGFloat {
        get { itemMetrics.padding }
        set { itemMetrics.padding = newValue }
    }

    /// The smallest tab height. Default 44.
    public var minimumItemHeight: CGFloat = 44 {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The largest tab height, however large the text: past it, titles are shown in the Large
    /// Content Viewer. Default 64.
    public var maximumItemHeight: CGFloat = 64 {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The indicator, shaped by `configuration.indicator`. Its colour is the view's tint colour.
    public let indicatorView = UIView()

    /// The hairline along the bottom edge; hide it to remove it.
    public let separatorView = UIView()

    let scrollView = UIScrollView()
    var layout: TabStripLayout?
    var measurements: TabStripMeasurements?
    /// The tab views in view, by index.
    var itemViews = IndexedViews<TabStripItemView>()
    var visibleViews: [Int: TabStripItemView] { itemViews.byIndex }
    var reusableViews: [TabStripItemView] = []
    /// The tabs the layout pass under way has shown so far.
    var laidOutIndices = Set<Int>()
    /// Whether the strip itself is moving its scroll view's offset: no scroll of the user's.
    var isSettingOffset = false
    /// Whether a tab without a title or label was reported: once per strip is enough to find it.
    var hasWarnedAboutUnlabeledTab = false
    /// Stand-ins for the tabs just outside the strip, while VoiceOver or Switch Control runs.
    var accessibilityStandIns: [Int: AccessibilityStandIn] = [:]
    /// Whether the strip follows the pager or stays where the user scrolled it.
    var scrolling = TabStripScrolling()
    /// What makes the adopter's tab views, if registered.
    var customItemViews: TabStripCustomItemViews?

    /// Creates an empty strip.
    override public init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        isAccessibilityElement = false
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.scrollsToTop = false
        scrollView.alwaysBounceHorizontal = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.delegate = self
        addSubview(scrollView)
        scrollView.addSubview(indicatorView)
        indicatorView.isUserInteractionEnabled = false
        indicatorView.backgroundColor = tintColor
        separatorView.backgroundColor = .separator
        addSubview(separatorView)
        scrollView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tabTapped(_:))))
        let largeContentViewer = UILargeContentViewerInteraction(delegate: self)
        addInteraction(largeContentViewer)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("TabStripView is made in code")
    }

    // MARK: - Size

    /// The height the titles need at the current text size, within the minimum and maximum.
    override public var intrinsicContentSize: CGSize {
        let needed = (scaledTitleFont.lineHeight + 16).rounded(.up)
        return CGSize(width: UIView.noIntrinsicMetric, height: min(max(needed, minimumItemHeight), maximumItemHeight))
    }

    override public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
            || previousTraitCollection?.legibilityWeight != traitCollection.legibilityWeight {
            invalidateMeasurements()
            invalidateIntrinsicContentSize()
        }
        if previousTraitCollection?.hasDifferentColorAppearance(comparedTo: traitCollection) ?? true {
            applyPosition()
        }
    }

    override public func tintColorDidChange() {
        super.tintColorDidChange()
        indicatorView.backgroundColor = tintColor
    }
}

/// What a tab strip tells its owner: which tab the user chose.
@MainActor
public protocol TabStripViewDelegate: AnyObject {
    /// The user tapped the tab at `index`, activated it with VoiceOver, or lifted a finger on it
    /// in the Large Content Viewer.
    ///
    /// The strip does not move by itself: send the tap to the pager (a ``StackEvent/tap(_:)``),
    /// and the strip follows the pager's position.
    ///
    /// - Parameters:
    ///   - tabStripView: The strip.
    ///   - index: The tab chosen.
    func tabStripView(_ tabStripView: TabStripView, didSelectItemAt index: Int)
}
#endif
