#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// What a SwiftUI tab view is drawn for: the tab, whether it is the current one, and how selected
/// it looks as a swipe runs.
public struct TabItemState: Equatable {
    /// The tab: the pager's ``PagerStack/tabStripItem(_:)`` item, or the page's title.
    public var item: TabStripView.Item
    /// Whether the tab is the current page's.
    public var isSelected: Bool
    /// How selected the tab looks, from 0 to 1, following the swipe: 1 on the current tab at
    /// rest, moving to the next tab as the finger moves.
    public var emphasis: Double

    /// Creates a tab's state.
    public init(item: TabStripView.Item, isSelected: Bool, emphasis: Double) {
        self.item = item
        self.isSelected = isSelected
        self.emphasis = emphasis
    }
}

extension PagerStack {
    /// Draws each tab with a SwiftUI view instead of the strip's image, title and badge.
    ///
    /// The strip hosts the views of the tabs on screen only and reuses them as it scrolls. Each
    /// tab is as wide as its view's ideal width (measured not selected and selected; the wider
    /// one counts; at most 1,000 points) plus the strip's padding, so the strip lays out 100,000 tabs as it lays out
    /// titles. Tabs are measured again on every update of the pager: keep the view cheap.
    /// The views take no touches (a tap selects the tab) and VoiceOver hears one element per tab,
    /// with the item's title or ``TabStripView/Item/accessibilityLabel``, its badge and its place.
    ///
    /// ```swift
    /// PagerStack(channels, id: \.self, selection: $current, title: { $0 }) { channel in
    ///     Text("\(channel) stories")
    /// }
    /// .tabItemContent { channel, state in
    ///     Text(channel)
    ///         .fontWeight(state.isSelected ? .bold : .regular)
    ///         .opacity(0.5 + 0.5 * state.emphasis)
    /// }
    /// ```
    ///
    /// - Parameter content: Each tab's view, given its element and its ``TabItemState``.
    public func tabItemContent<ItemContent: View>(
        @ViewBuilder _ content: @escaping (Data.Element, TabItemState) -> ItemContent
    ) -> Self {
        with { $0.tabItemContent = { element, state in (element as? Data.Element).map { AnyView(content($0, state)) } } }
    }
}

/// The tab views' source for one pager: the current builder, the pager's environment, and a
/// count that goes up with every update so views drawn by an older builder draw again.
@MainActor
final class HostedTabItems {
    /// The view of the tab at an index, in a state; `nil` when the index names no element.
    var content: (Int, TabItemState) -> AnyView? = { _, _ in nil }
    var environment = EnvironmentValues()
    var generation = 0

    /// What the strip registers: hosted views drawn from this source.
    var customItemViews: TabStripCustomItemViews {
        TabStripCustomItemViews(identity: ObjectIdentifier(self)) { [weak self] in
            let view = HostedTabItemView()
            view.source = self
            return view
        }
    }
}

/// A tab view of a SwiftUI pager: a hosting controller's view showing the pager's tab content.
@MainActor
final class HostedTabItemView: UIView, TabStripCustomItemView {
    weak var source: HostedTabItems?
    private let host: UIHostingController<AnyView>
    /// What the view shows now, so a frame that changes nothing hands SwiftUI nothing.
    private var shown: (index: Int, state: TabItemState, generation: Int)?

    init() {
        host = UIHostingController(rootView: AnyView(EmptyView()))
        super.init(frame: .zero)
        if #available(iOS 16.4, *) { host.safeAreaRegions = [] }
        host.view.backgroundColor = .clear
        // A tap anywhere on the tab selects it; the strip's own view speaks for it.
        host.view.isUserInteractionEnabled = false
        host.view.accessibilityElementsHidden = true
        addSubview(host.view)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("HostedTabItemView is made in code")
    }

    func configure(with item: TabStripView.Item, isSelected: Bool, emphasis: Double) {
        configure(with: item, at: shown?.index ?? 0, isSelected: isSelected, emphasis: emphasis)
    }

    func configure(with item: TabStripView.Item, at index: Int, isSelected: Bool, emphasis: Double) {
        guard let source else { return }
        let state = TabItemState(item: item, isSelected: isSelected, emphasis: emphasis)
        if let shown, shown.index == index, shown.state == state, shown.generation == source.generation { return }
        let isNewContent = shown.map { $0.index != index || $0.generation != source.generation } ?? true
        shown = (index, state, source.generation)
        let content = source.content(index, state) ?? AnyView(EmptyView())
        host.rootView = AnyView(content.ignoresSafeArea().environment(\.self, source.environment))
        if isNewContent { checkWidth(at: index, emphasis: emphasis) }
    }

    /// The strip measures the tabs when their items or environment change, not on every update;
    /// content drawn from state outside the item (an unread count) can change width under the
    /// same item. A shown tab whose content no longer fits the width the strip measured for it
    /// (its plain width at emphasis 0, its selected width at 1, between them mid-swipe) asks the
    /// strip to measure again: O(visible) per update, and the O(tabs) measure only when a width
    /// really changed.
    private func checkWidth(at index: Int, emphasis: Double) {
        // The strip's own sizing view has no superview: it is the measure, not a tab to check.
        guard let strip = ancestors.first(where: { $0 is TabStripView }) as? TabStripView else { return }
        let measured = strip.measure()
        guard measured.widths.indices.contains(index) else { return }
        let width = systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width
        if !strip.itemMetrics.fits(contentWidth: width, in: measured.widths[index], emphasis: emphasis) { strip.invalidateMeasurements() }
    }

    /// The content's ideal size: its width sizes the tab. A view that takes all the width it is
    /// offered (`.frame(maxWidth: .infinity)`) gets ``maximumWidth``.
    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let ideal = host.sizeThatFits(in: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        func clamped(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(0, value), Self.maximumWidth) : 0 }
        return CGSize(width: clamped(ideal.width), height: clamped(ideal.height))
    }

    static let maximumWidth: CGFloat = 1_000

    override func layoutSubviews() {
        super.layoutSubviews()
        host.view.frame = bounds
    }
}

extension StackCoordinator {
    /// Hosts the pager's SwiftUI tab views in its strip, or takes them away when the modifier is
    /// gone. Each update hands the visible tabs the new builder; the tabs are measured again only
    /// when the environment they are drawn in changed (text size, direction, …) — new or changed
    /// tab items are measured by the strip itself — so an update costs O(visible), not O(tabs).
    func applyTabItemContent(to container: ExpandableViewController) {
        guard let tabStrip = container.tabStrip else { return }
        guard let make = stack.options.tabItemContent else {
            if let hosted = hostedTabItems, tabStrip.customItemViews?.identity == ObjectIdentifier(hosted) {
                tabStrip.register(nil as TabStripCustomItemViews?)
            }
            hostedTabItems = nil
            return
        }
        let source = hostedTabItems ?? HostedTabItems()
        hostedTabItems = source
        let environmentChanged = HostedEnvironmentKey(source.environment) != HostedEnvironmentKey(environment)
        source.environment = environment
        source.content = { [weak self] index, state in
            guard let self, self.shownElements.indices.contains(index) else { return nil }
            return make(self.shownElements[index], state)
        }
        source.generation &+= 1
        let registered = tabStrip.customItemViews?.identity == ObjectIdentifier(source)
        tabStrip.register(source.customItemViews)
        if registered && environmentChanged { tabStrip.invalidateMeasurements() }
    }
}
#endif
