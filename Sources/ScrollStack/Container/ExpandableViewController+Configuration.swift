#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// The configuration the engine gets: the one set, adjusted to the device (safe area, tab
    /// strip, layout direction, Dynamic Type, Reduce Motion).
    func effectiveConfiguration() -> StackConfiguration {
        var effective = configuration
        let insets = containerInsets
        effective.contentInsets = insets.engineInsets
        // Content scrolls on under translucent bars: sections there keep their children, as do
        // those in any wider band the app asked for.
        let bars = insets.scrollViewOwned
        let asked = configuration.visibleBeyondViewport
        effective.visibleBeyondViewport = LayoutInsets(top: max(asked.top, bars.top), left: asked.left, bottom: max(asked.bottom, bars.bottom), right: asked.right)
        effective.layoutDirection = StackLayoutDirection(isViewLoaded ? view.effectiveUserInterfaceLayoutDirection : UIView.userInterfaceLayoutDirection(for: .unspecified))
        effective.headerHeight = HeaderHeightScaling(configuredHeight: configuration.headerHeight).height(for: ContentSizeCategory(traitCollection.preferredContentSizeCategory))
        if UIAccessibility.isReduceMotionEnabled { effective.motion = .reduced }
        return effective
    }

    /// Hands the engine the effective configuration when it changed, keeps the scroll indicator out
    /// of the safe area, gives the pages what the core adds to their safe area, and fits the
    /// default headers to their words at a new width, text size or header height.
    ///
    /// A pager's engine insets leave the vertical safe area out: a collapsing large title changes
    /// only the pages' safe area, so the engine hears nothing and no page frame moves.
    func applyConfiguration() {
        if isViewLoaded {
            updateSafeAreaOwnership()
            contentView.verticalScrollIndicatorInsets = UIEdgeInsets(containerInsets.indicatorInsets)
        }
        updatePageSafeAreas()
        let effective = effectiveConfiguration()
        if let engine, engine.configuration != effective {
            send(.configure(effective))
        }
        // Every layout of the view comes here: measures only when the headers' environment changed.
        fitHeaderHeights()
    }
}
#endif
