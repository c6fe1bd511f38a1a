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
#endif
