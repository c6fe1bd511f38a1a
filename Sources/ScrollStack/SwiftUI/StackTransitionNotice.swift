#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI

/// What a SwiftUI accordion or pager tells an `onTransition` closure, naming elements by ID.
public enum StackTransitionNotice<ID: Hashable> {
    /// A transition from `from` to `to` begins (`nil`: no section, or a pull past the last page).
    case willBegin(from: ID?, to: ID?)
    /// A swipe moved the transition from `from` to `to` to `progress` (0...1).
    case progress(Double, from: ID?, to: ID?)
    /// The transition ended: at `to` when `completed`, otherwise back at `from`.
    case didEnd(from: ID?, to: ID?, completed: Bool)
}

extension StackTransitionNotice: Equatable {}

/// How tall the open section of a SwiftUI accordion is.
public enum AccordionSectionSizing: Equatable, Sendable {
    /// The open section takes the height the headers leave over (the default); the accordion
    /// takes the space it is offered.
    case fill
    /// The open section is this tall; the accordion is as tall as its content.
    case fixed(CGFloat)
    /// Each section is as tall as its SwiftUI content at the accordion's width; the accordion is as
    /// tall as its content. Content that takes any height it is offered (a `List`, a `ScrollView`, a
    /// `Spacer`) has no height of its own: give it a frame, or use ``fixed(_:)``.
    case fitsContent
}

/// The options of a SwiftUI accordion or pager, set by its modifiers.
struct StackOptions<ID: Hashable> {
    var headerHeight: CGFloat = 44
    var sectionSizing = AccordionSectionSizing.fill
    var showsTabStrip = true
    var preloadDistance = 0
    var transitionDuration: Double = 0.28
    var animator: ((ID?, ID?) -> UIViewControllerAnimatedTransitioning?)?
    var onTransition: ((StackTransitionNotice<ID>) -> Void)?
    /// Whether the user may select an element; `nil`: always.
    var shouldSelect: ((ID) -> Bool)?
    /// The words VoiceOver speaks; `nil`: the container's own (the user's language).
    var accessibilityFormatter: (any AccessibilityFormatting)?
    /// Each element's tab (the element comes type-erased; an element of another type gets none).
    var tabItem: ((Any) -> TabStripView.Item?)?
    /// Each element's SwiftUI tab view (type-erased as ``tabItem``).
    var tabItemContent: ((Any, TabItemState) -> AnyView?)?
    var indicator: TabStripIndicatorStyle?
    var tabStripStyle: (@MainActor (TabStripView) -> Void)?
    var headerAppearance: HeaderAppearance?
    /// Each element's built-in header content (type-erased as ``tabItem``).
    var headerContent: ((Any) -> HeaderContent?)?
    /// The container's background; `nil` is clear, so the SwiftUI background shows through.
    var background: UIColor?
    var swipesBetweenPages = true
    var contentInsets: LayoutInsets?
    /// Whether an open section's header stays at the top while its content scrolls under it.
    var pinsExpandedHeaders = false
    /// Whether a tap on the only open section leaves it open.
    var keepsOneSectionOpen = false
    var liveContentUpdates = LiveContentUpdatePolicy.always
    /// The settings a modifier gave a value the container can't use, each repaired by the core's
    /// rule (``StackConfiguration``'s repair); the coordinator logs each once.
    var repairedSettings: [StackConfigurationError] = []

    /// Replaces a header height, duration or preload distance the container can't use by the
    /// core's repaired value, and remembers what was repaired.
    mutating func repairInvalidSettings() {
        let problems = StackConfiguration.repair(headerHeight: &headerHeight, transitionDuration: &transitionDuration, preloadDistance: &preloadDistance)
        repairedSettings += problems
    }

    /// The engine's content mode for the sizing.
    var contentMode: AccordionContentMode {
        switch sectionSizing {
        case .fill: return .fill
        case .fixed(let height): return .fit(height: height)
        case .fitsContent: return .fit(height: 0)
        }
    }

    /// Whether the accordion is as tall as its content, and says so to SwiftUI.
    var reportsHeight: Bool { sectionSizing != .fill }
}
#endif
