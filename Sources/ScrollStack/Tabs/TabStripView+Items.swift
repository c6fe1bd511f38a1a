#if canImport(UIKit)
import ScrollStackCore
// The iOS 16 SDK does not yet mark UIAccessibilityTraits' constants as concurrency-safe.
@preconcurrency import UIKit

/// What the strip measured of its tabs at the current text size.
struct TabStripMeasurements {
    /// Each tab's widths, for the layout.
    var widths: [TabItemWidths]
    /// Each title's slot: the larger of its plain and selected widths, and the line height.
    var titleSizes: [CGSize]
    /// Each badge value's text width (0 without a badge).
    var badgeTextWidths: [CGFloat]
    /// The metrics scaled for the text size.
    var metrics: TabItemMetrics
    var titleFont: UIFont
    var badgeFont: UIFont

    /// One tab measured with these fonts and metrics: its widths, its title's slot and its badge
    /// text's width. A custom tab view, when `sizing` is one, gives the widths.
    func measure(
        _ item: TabStripView.Item,
        at index: Int,
        sizing: (any TabStripCustomItemView)?,
        selectedTitleScale: CGFloat,
        customWidths: (TabStripView.Item, Int, any TabStripCustomItemView) -> TabItemWidths
    ) -> (widths: TabItemWidths, titleSize: CGSize, badgeTextWidth: CGFloat) {
        let title = (item.title as NSString).size(withAttributes: [.font: titleFont]).width
        let selectedTitle = title * selectedTitleScale
        let badge = item.badgeValue.map { ($0 as NSString).size(withAttributes: [.font: badgeFont]).width.rounded(.up) } ?? 0
        let titleSize = CGSize(width: max(title, selectedTitle).rounded(.up), height: titleFont.lineHeight.rounded(.up))
        if let sizing { return (customWidths(item, index, sizing), titleSize, badge) }
        var widths = metrics.widths(of: item.tabItem, titleWidth: title, selectedTitleWidth: selectedTitle, badgeTextWidth: badge)
        widths.normal = widths.normal.rounded(.up)
        widths.selected = widths.selected.rounded(.up)
        return (widths, titleSize, badge)
    }
}

extension TabStripView {
    /// Draws every tab with a view of `viewClass` instead of the strip's image, title and badge.
    /// Pass `nil` to go back to the strip's own look.
    ///
    /// The strip makes views of the class only for the tabs on screen and reuses them as it scrolls.
    public func register(_ viewClass: (any TabStripCustomItemView.Type)?) {
        register(viewClass.map { viewClass in TabStripCustomItemViews(identity: ObjectIdentifier(viewClass)) { viewClass.init() } })
    }

    /// Draws every tab with views `source` makes; `nil` goes back to the strip's own look.
    func register(_ source: TabStripCustomItemViews?) {
        // Registering what is already in use keeps its views (a SwiftUI style runs every update).
        guard source?.identity != customItemViews?.identity else { return }
        customItemViews = source
        discardItemViews()
    }

    /// The tabs' sizes at the current text size, measured once per change of tabs, fonts or size.
    func measure() -> TabStripMeasurements {
        if let measurements { return measurements }
        let titleFont = scaledTitleFont
        let badgeFont = UIFontMetrics(forTextStyle: .caption2).scaledFont(for: self.badgeFont, compatibleWith: traitCollection)
        let metrics = itemMetrics.scalingBadge { UIFontMetrics(forTextStyle: .caption2).scaledValue(for: $0, compatibleWith: traitCollection) }
        var measured = TabStripMeasurements(widths: [], titleSizes: [], badgeTextWidths: [], metrics: metrics, titleFont: titleFont, badgeFont: badgeFont)
        let sizing = customItemViews?.make()
        let tabs = items.enumerated().map { index, item in
            measured.measure(item, at: index, sizing: sizing, selectedTitleScale: selectedTitleScale, customWidths: customWidths(_:at:sizing:))
        }
        (measured.widths, measured.titleSizes, measured.badgeTextWidths) = (tabs.map(\.widths), tabs.map(\.titleSize), tabs.map(\.badgeTextWidth))
        measurements = measured
        return measured
    }

    /// The tabs changed from `old`: measures again only what ``TabRemeasurement`` says, patching
    /// the layout for a few changed tabs instead of measuring the whole strip. Custom tab views are
    /// measured in full at the next layout pass: what draws them may change after the tabs do (a
    /// SwiftUI update hands the strip its tabs before its new content).
    func remeasure(from old: [Item]) {
        guard customItemViews == nil, var measured = measurements,
              case .tabs(let changed) = TabRemeasurement.plan(from: old, to: items, hasMeasurements: true) else {
            return invalidateMeasurements()
        }
        for index in changed {
            let one = measured.measure(items[index], at: index, sizing: nil, selectedTitleScale: selectedTitleScale, customWidths: customWidths(_:at:sizing:))
            measured.widths[index] = one.widths
            measured.titleSizes[index] = one.titleSize
            measured.badgeTextWidths[index] = one.badgeTextWidth
        }
        measurements = measured
        // A layout not made yet is made from the new measurements at the next layout pass.
        guard layout != nil else { return setNeedsLayout() }
        for index in changed { layout?.setWidths(measured.widths[index], at: index) }
        if let layout { scrollView.contentSize = layout.contentSize }
        applyPosition()
    }

    /// The widths of a custom tab view showing `item`, plain and selected, with the padding.
    private func customWidths(_ item: Item, at index: Int, sizing: any TabStripCustomItemView) -> TabItemWidths {
        sizing.configure(with: item, at: index, isSelected: false, emphasis: 0)
        let normal = sizing.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width
        sizing.configure(with: item, at: index, isSelected: true, emphasis: 1)
        let selected = sizing.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width
        return itemMetrics.widths(ofCustomContent: normal, selected: selected)
    }

    /// Shows the tab `item` describes in `view`, with its emphasis and its words for VoiceOver,
    /// faded and "dimmed" while choosing a tab does nothing.
    func configure(_ view: TabStripItemView, item: TabStripItem, measurements: TabStripMeasurements) {
        let index = item.index
        guard items.indices.contains(index), measurements.titleSizes.indices.contains(index) else { return }
        let data = items[index]
        let look = TabItemLook(emphasis: item.emphasis, selectedTitleScale: selectedTitleScale, isEnabled: isChoosingEnabled)
        view.alpha = look.opacity
        let tabItem = data.tabItem
        if let custom = view.customView {
            custom.configure(with: data, at: index, isSelected: index == selectedIndex, emphasis: item.emphasis)
            view.titleLabel.isHidden = true
            view.imageView.isHidden = true
            view.badgeView.isHidden = true
        } else {
            let color = titleColor.blended(with: selectedTitleColor, fraction: CGFloat(item.emphasis), in: traitCollection)
            let content = TabItemContentLayout(
                item: tabItem,
                frame: CGRect(origin: .zero, size: item.frame.size),
                titleSize: measurements.titleSizes[index],
                badgeTextWidth: measurements.badgeTextWidths[index],
                metrics: measurements.metrics,
                layoutDirection: configuration.layoutDirection
            )
            place(view.titleLabel, in: content.titleFrame)
            view.titleLabel.text = data.title
            view.titleLabel.font = measurements.titleFont
            view.titleLabel.textColor = color
            view.titleLabel.transform = CGAffineTransform(scaleX: look.titleScale, y: look.titleScale)
            place(view.imageView, in: content.imageFrame)
            view.imageView.image = look.showsSelectedImage ? data.selectedImage ?? data.image : data.image
            view.imageView.tintColor = color
            place(view.badgeView, in: content.badgeFrame)
            view.badgeView.backgroundColor = badgeColor
            view.badgeLabel.text = data.badgeValue
            view.badgeLabel.font = measurements.badgeFont
            view.badgeLabel.textColor = badgeTextColor
            view.setNeedsLayout()
        }
        let spoken = spokenTab(tabItem, at: index)
        view.accessibilityLabel = spoken.label
        view.accessibilityValue = spoken.value
        let voiceControlNames = tabItem.voiceControlNames
        if voiceControlNames == nil, !hasWarnedAboutUnlabeledTab {
            hasWarnedAboutUnlabeledTab = true
            RuntimeWarning.log(.unlabeledTab(at: index, owner: "TabStripView"))
        }
        view.accessibilityTraits = spoken.traits(adding: .button)
        view.accessibilityUserInputLabels = voiceControlNames
        view.accessibilityIdentifier = AccessibilityIdentifier.tab(at: index, element: data.identifier)
        view.largeContentTitle = tabItem.largeContentTitle(formatter: accessibilityFormatter)
        view.largeContentImage = data.image
        view.showsLargeContentViewer = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
    }

    /// What VoiceOver says of `tabItem` at `index`: its words, selection, place and whether choosing
    /// it does anything now.
    func spokenTab(_ tabItem: TabItem, at index: Int) -> AccessibilityElementDescription {
        .tab(
            tabItem, isSelected: index == selectedIndex, position: AccessibilityPosition(index: index, count: items.count),
            isEnabled: isChoosingEnabled, formatter: accessibilityFormatter
        )
    }

    /// Whether choosing a tab does anything now: not while the container the strip reports to takes
    /// no input from the user (SwiftUI's `.disabled(true)`). A strip reporting to any other
    /// delegate is always enabled.
    var isChoosingEnabled: Bool {
        (delegate as? ExpandableViewController)?.acceptsUserInput ?? true
    }

    /// Puts `part` at `frame` (by bounds and centre, so a transform scales it in place), or hides it.
    private func place(_ part: UIView, in frame: CGRect?) {
        guard let frame else {
            part.isHidden = true
            return
        }
        part.isHidden = false
        part.bounds = CGRect(origin: .zero, size: frame.size)
        part.center = CGPoint(x: frame.midX, y: frame.midY)
    }
}
#endif
