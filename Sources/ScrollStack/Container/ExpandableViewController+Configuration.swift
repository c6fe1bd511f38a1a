#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// The configuration the engine gets: the one set, adjusted to the device (safe area, tab
    /// strip, layout direction, Dynamic Type, Reduce Motion).
    func effectiveConfiguration() -> StackConfiguration {
        var effective = configuration
        // A container sized by what embeds it owns no safe area (``isSizedByEmbedder``).
        let safeArea = isViewLoaded && !isSizedByEmbedder ? view.safeAreaInsets : .zero
        // The vertical safe area the scroll view owns (an accordion's) is not the engine's.
        let owned = scrollViewSafeArea
        effective.contentInsets = LayoutInsets(UIEdgeInsets(
            top: contentInsets.top + safeArea.top - owned.top + tabStripHeight,
            left: contentInsets.left + safeArea.left,
            bottom: contentInsets.bottom + safeArea.bottom - owned.bottom,
            right: contentInsets.right + safeArea.right
        ))
        effective.layoutDirection = StackLayoutDirection(isViewLoaded ? view.effectiveUserInterfaceLayoutDirection : UIView.userInterfaceLayoutDirection(for: .unspecified))
        effective.headerHeight = HeaderHeightScaling(configuredHeight: configuration.headerHeight).height(for: ContentSizeCategory(traitCollection.preferredContentSizeCategory))
        if UIAccessibility.isReduceMotionEnabled { effective.motion = .reduced }
        return effective
    }

    /// Hands the engine the effective configuration when it changed, and keeps the scroll
    /// indicator out of the safe area.
    func applyConfiguration() {
        if isViewLoaded {
            updateSafeAreaOwnership()
            // UIKit keeps the indicator out of the vertical safe area the scroll view owns; the
            // rest (the notch's sides, a pager's bars, the tab strip, the keyboard) is the
            // container's to add.
            let safeArea = isSizedByEmbedder ? .zero : view.safeAreaInsets
            let owned = scrollViewSafeArea
            contentView.verticalScrollIndicatorInsets = UIEdgeInsets(
                top: safeArea.top - owned.top + tabStripHeight,
                left: safeArea.left,
                bottom: safeArea.bottom - owned.bottom + contentView.contentInset.bottom,
                right: safeArea.right
            )
        }
        let effective = effectiveConfiguration()
        guard let engine, engine.configuration != effective else { return }
        send(.configure(effective))
    }
}
#endif
