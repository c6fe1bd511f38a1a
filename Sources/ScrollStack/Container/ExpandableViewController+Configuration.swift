#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// The configuration the engine gets: the one set, adjusted to the device (safe area, tab
    /// strip, layout direction, Dynamic Type, Reduce Motion).
    func effectiveConfiguration() -> StackConfiguration {
        var effective = configuration
        let safeArea = isViewLoaded ? view.safeAreaInsets : .zero
        effective.contentInsets = LayoutInsets(UIEdgeInsets(
            top: contentInsets.top + safeArea.top + tabStripHeight,
            left: contentInsets.left + safeArea.left,
            bottom: contentInsets.bottom + safeArea.bottom,
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
            // The content view ignores the safe area (the engine insets the content itself); its
            // scroll indicator must not run under the notch, the home indicator or the tab strip.
            let safeArea = view.safeAreaInsets
            contentView.verticalScrollIndicatorInsets = UIEdgeInsets(top: safeArea.top + tabStripHeight, left: safeArea.left, bottom: safeArea.bottom, right: safeArea.right)
        }
        let effective = effectiveConfiguration()
        guard let engine, engine.configuration != effective else { return }
        send(.configure(effective))
    }
}
#endif
