#if canImport(UIKit)
import ScrollStackCore
// The iOS 16 SDK does not yet mark UIAccessibilityTraits' constants as concurrency-safe.
@preconcurrency import UIKit

/// A row of tab titles with an indicator that follows a pager: the strip above the pages of a
/// paging container, or anywhere else an adopter places it (a navigation bar's title view, a
/// custom header).
///
/// The view decides nothing: every frame, the indicator, the scroll offset and each title's
/// emphasis come from ``TabStripLayout``. It measures the titles, keeps views for the visible tabs
/// only (reused as the strip scrolls, like the pages), and reports taps to its ``delegate``.
///
/// Connect it to a pager by setting ``position`` on every display frame (the pager's
/// ``PagingPosition/fractionalIndex``) and ``selectedIndex`` when the selection changes; send the
/// taps it reports to the pager.
///
/// For VoiceOver each tab is a button, selected when current, labelled with its title and valued
/// with its place among all the tabs ("tab 2 of 12"). The strip doesn't take the `.tabBar` trait:
/// VoiceOver would then count the tab views that exist, only those in view, and say the position
/// a second time. VoiceOver's double tap activates a tab, and its three-finger swipe scrolls the
/// strip; beyond the tabs in view, VoiceOver and Switch Control reach the next one through a
/// stand-in that scrolls it in, so every tab is reachable. Tabs carry the identifier
/// `ScrollStack.tab.<index>`; titles follow Bold Text. The tab height grows with Dynamic
/// Type up to ``maximumItemHeight``; at accessibility sizes a long press shows the title in the
/// Large Content Viewer, and lifting the finger on a tab selects it.
@MainActor
public final class TabStripView: UIView {
    /// Told when the user chooses a tab.
    public weak var delegate: TabStripViewDelegate?

    /// The tab titles, in index order.
    public var titles: [String] = [] {
        didSet { invalidateMeasurements() }
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
            invalidateMeasurements()
            invalidateIntrinsicContentSize()
        }
    }

    /// ``titleFont`` at the current text size.
    private var scaledTitleFont: UIFont {
        UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: titleFont.honouringBoldText(in: traitCollection), compatibleWith: traitCollection)
    }

    /// How much larger the current tab's title is drawn (by a transform, never a font change, so
    /// no title changes width during a swipe). Default 1.
    public var selectedTitleScale: CGFloat = 1 {
        didSet { invalidateMeasurements() }
    }

    /// The colour of titles that are not current. Default `.secondaryLabel`.
    public var titleColor = UIColor.secondaryLabel {
        didSet { applyPosition() }
    }

    /// The colour of the current title. Default `.label`.
    public var selectedTitleColor = UIColor.label {
        didSet { applyPosition() }
    }

    /// The room on each side of a title, inside its tab. Default 12.
    public var titlePadding: CGFloat = 12 {
        didSet { invalidateMeasurements() }
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

    /// The indicator. Its colour is the view's tint colour.
    public let indicatorView = UIView()

    /// The hairline along the bottom edge; hide it to remove it.
    public let separatorView = UIView()

    let scrollView = UIScrollView()
    private(set) var layout: TabStripLayout?
    private var measuredWidths: (normal: [CGFloat], selected: [CGFloat])?
    private(set) var visibleViews: [Int: TabStripItemView] = [:]
    private var reusableViews: [TabStripItemView] = []
    private var laidOutIndices = Set<Int>()
    private(set) var isSettingOffset = false
    /// Stand-ins for the tabs just outside the strip, while VoiceOver or Switch Control runs.
    var accessibilityStandIns: [Int: AccessibilityStandIn] = [:]
    /// Where VoiceOver's stand-in scrolled the strip, kept until the pager moves.
    var heldOffset: TabStripHeldOffset?

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

    // MARK: - Layout

    private func invalidateMeasurements() {
        measuredWidths = nil
        invalidateLayout()
    }

    private func invalidateLayout() {
        layout = nil
        setNeedsLayout()
    }

    /// The width each title needs, plain and at the selected scale, with its padding.
    private func measure() -> (normal: [CGFloat], selected: [CGFloat]) {
        if let measuredWidths { return measuredWidths }
        let attributes: [NSAttributedString.Key: Any] = [.font: scaledTitleFont]
        var normal: [CGFloat] = []
        var selected: [CGFloat] = []
        normal.reserveCapacity(titles.count)
        selected.reserveCapacity(titles.count)
        for title in titles {
            let text = (title as NSString).size(withAttributes: attributes).width
            normal.append((text + 2 * titlePadding).rounded(.up))
            selected.append((text * selectedTitleScale + 2 * titlePadding).rounded(.up))
        }
        measuredWidths = (normal, selected)
        return (normal, selected)
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = bounds
        let hairline = 1 / max(1, traitCollection.displayScale)
        separatorView.frame = CGRect(x: 0, y: bounds.height - hairline, width: bounds.width, height: hairline)
        if layout?.size != bounds.size {
            let widths = measure()
            let layout = TabStripLayout(normalWidths: widths.normal, selectedWidths: widths.selected, size: bounds.size, configuration: configuration)
            self.layout = layout
            scrollView.contentSize = layout.contentSize
        }
        applyPosition()
    }

    /// Lays the strip out at ``position``: the offset, the indicator and the visible tabs.
    private func applyPosition() {
        guard let layout else { return }
        var pose = TabStripPose(contentOffset: 0, indicatorFrame: nil)
        if let held = heldPose(in: layout) {
            pose = held
        } else {
            layOutItems { body in pose = layout.layOut(at: position, from: scrollView.contentOffset.x, body) }
        }
        indicatorView.frame = pose.indicatorFrame ?? .zero
        indicatorView.isHidden = pose.indicatorFrame == nil
        if case .capsule = configuration.indicator {
            indicatorView.layer.cornerRadius = indicatorView.bounds.height / 2
        } else {
            indicatorView.layer.cornerRadius = 0
        }
        if scrollView.contentOffset.x != pose.contentOffset {
            isSettingOffset = true
            scrollView.contentOffset = CGPoint(x: pose.contentOffset, y: 0)
            isSettingOffset = false
        }
    }

    /// Shows a view for each item `visit` reports, reusing the views of items that left.
    func layOutItems(_ visit: ((TabStripItem) -> Void) -> Void) {
        laidOutIndices.removeAll(keepingCapacity: true)
        let count = titles.count
        let font = scaledTitleFont
        visit { item in
            laidOutIndices.insert(item.index)
            let view = itemView(for: item.index)
            view.frame = item.frame
            configure(view, index: item.index, count: count, font: font, emphasis: item.emphasis)
        }
        for (index, view) in visibleViews where !laidOutIndices.contains(index) {
            visibleViews[index] = nil
            view.isHidden = true
            reusableViews.append(view)
        }
    }

    private func itemView(for index: Int) -> TabStripItemView {
        if let view = visibleViews[index] { return view }
        let view = reusableViews.popLast() ?? makeItemView()
        view.isHidden = false
        view.index = index
        visibleViews[index] = view
        return view
    }

    private func makeItemView() -> TabStripItemView {
        let view = TabStripItemView()
        scrollView.addSubview(view)
        return view
    }

    private func configure(_ view: TabStripItemView, index: Int, count: Int, font: UIFont, emphasis: Double) {
        let title = titles.indices.contains(index) ? titles[index] : ""
        view.titleLabel.text = title
        view.titleLabel.font = font
        view.titleLabel.textColor = titleColor.blended(with: selectedTitleColor, fraction: CGFloat(emphasis), in: traitCollection)
        let scale = 1 + (selectedTitleScale - 1) * CGFloat(emphasis)
        view.titleLabel.transform = CGAffineTransform(scaleX: scale, y: scale)
        let spoken = AccessibilityElementDescription.tab(
            title: title,
            isSelected: index == selectedIndex,
            position: AccessibilityPosition(index: index, count: count),
            formatter: accessibilityFormatter
        )
        view.accessibilityLabel = spoken.label
        view.accessibilityValue = spoken.value
        view.accessibilityTraits = spoken.isSelected ? [.button, .selected] : .button
        view.accessibilityIdentifier = AccessibilityIdentifier.tab(at: index)
        view.largeContentTitle = title
        view.showsLargeContentViewer = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
    }
}
#endif
