#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStackCore
import SwiftUI
import UIKit

extension AccordionStack where Data.Element: Equatable {
    /// Sets when a view update redraws the live sections and headers.
    ///
    /// With `.whenElementChanges`, an update redraws a live section or header only when its
    /// element is not equal to the one it shows, or when the colour scheme, text size, layout
    /// direction, locale, size classes or accessibility display settings changed. Everything the
    /// content reads must then come from the element (or from observable objects it observes itself): state
    /// captured by the closures outside the element doesn't reach a section whose element is
    /// unchanged. The default, `.always`, redraws every live one.
    public func updatesLiveContent(_ policy: LiveContentUpdatePolicy) -> Self {
        var description = self.stack.changingOptions { $0.liveContentUpdates = policy }
        description.isSameElement = { $0 == $1 }
        return Self(stack: description)
    }
}

extension PagerStack where Data.Element: Equatable {
    /// Sets when a view update redraws the live pages.
    ///
    /// With `.whenElementChanges`, an update redraws a live page only when
    /// its element is not equal to the one it shows, or when the colour scheme, text size, layout
    /// direction, locale, size classes or accessibility display settings changed. Everything the content reads must then come
    /// from the element (or from observable objects it observes itself). The default,
    /// `.always`, redraws every live page.
    public func updatesLiveContent(_ policy: LiveContentUpdatePolicy) -> Self {
        var description = self.stack.changingOptions { $0.liveContentUpdates = policy }
        description.isSameElement = { $0 == $1 }
        return Self(stack: description)
    }
}

/// The environment values that change how every hosted view draws: when one of them changes, every
/// live child and header is redrawn whatever the update policy.
struct HostedEnvironmentKey: Equatable {
    var colorScheme: ColorScheme
    var colorSchemeContrast: ColorSchemeContrast
    var sizeCategory: SwiftUI.ContentSizeCategory
    var layoutDirection: LayoutDirection
    var locale: Locale
    var horizontalSizeClass: UserInterfaceSizeClass?
    var verticalSizeClass: UserInterfaceSizeClass?
    var isEnabled: Bool
    var legibilityWeight: LegibilityWeight?
    var reducesMotion: Bool
    var differentiatesWithoutColor: Bool
    var reducesTransparency: Bool
    var invertsColors: Bool

    init(_ environment: EnvironmentValues) {
        colorScheme = environment.colorScheme
        colorSchemeContrast = environment.colorSchemeContrast
        sizeCategory = environment.sizeCategory
        layoutDirection = environment.layoutDirection
        locale = environment.locale
        horizontalSizeClass = environment.horizontalSizeClass
        verticalSizeClass = environment.verticalSizeClass
        isEnabled = environment.isEnabled
        legibilityWeight = environment.legibilityWeight
        reducesMotion = environment.accessibilityReduceMotion
        differentiatesWithoutColor = environment.accessibilityDifferentiateWithoutColor
        reducesTransparency = environment.accessibilityReduceTransparency
        invertsColors = environment.accessibilityInvertColors
    }
}
#endif
