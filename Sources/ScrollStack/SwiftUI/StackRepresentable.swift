#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// How tall an accordion that doesn't fill is: published by its coordinator as the container lays
/// out (on the main actor), read by the accordion's frame.
final class MeasuredHeight: ObservableObject {
    @Published var height: CGFloat? {
        // The first frame's estimate is never asked again: its sizing controller can go.
        didSet { if height != nil { firstFrameSizer = nil } }
    }
    /// What measures the first frame's sections (iOS 14 and 15), until the container reports.
    var firstFrameSizer: AnyObject?
    /// The container that reports the height, once made: its width and window tell the first
    /// frame's estimate which width to measure at.
    weak var container: ExpandableViewController?
}

/// Frames an accordion sized by its content at the height its container reports, or `estimate`
/// before the first report. It alone observes the height, so following a transition frame by frame
/// redraws this frame, not the container's hosted sections.
///
/// It alone reads the whole environment too, which the estimate measures sections in: an
/// environment change redraws this frame, not the accordion's body and its container's update.
struct ReportedHeightFrame: ViewModifier {
    @ObservedObject var model: MeasuredHeight
    var isSizedByContent: Bool
    /// The height before the first report, in the accordion's environment.
    var estimate: @MainActor (EnvironmentValues) -> CGFloat?
    @Environment(\.self) private var environment

    func body(content: Content) -> some View {
        content.frame(height: isSizedByContent ? model.height ?? estimate(environment) : nil)
    }
}

/// Gives a view that takes the space it is offered an ideal height before iOS 16, where SwiftUI
/// can't ask the container for one: a `ScrollView` or `fixedSize()` would collapse it. On iOS 16 and
/// later the representable's `sizeThatFits` answers the same height, and this frame adds nothing.
struct IdealFillFrame: ViewModifier {
    // Plain values, so an update that changes none of them leaves this frame alone.
    var mode: StackMode
    var sectionsFill: Bool
    var sectionCount: Int
    var showsTabStrip: Bool
    var headerHeight: CGFloat
    @Environment(\.sizeCategory) private var sizeCategory

    func body(content: Content) -> some View {
        content.frame(idealHeight: heightBeforeIOS16)
    }

    private var heightBeforeIOS16: CGFloat? {
        if #available(iOS 16.0, *) { return nil }
        return idealHeight(at: ScrollStackCore.ContentSizeCategory(UIContentSizeCategory(sizeCategory)))
    }

    /// The ideal height at the text size `category`, `nil` for a view sized by its content
    /// (``HostedStackSizing/idealFillHeight(mode:sectionsFill:sectionCount:showsTabStrip:headerHeight:category:)``).
    func idealHeight(at category: ScrollStackCore.ContentSizeCategory) -> CGFloat? {
        HostedStackSizing.idealFillHeight(
            mode: mode, sectionsFill: sectionsFill, sectionCount: sectionCount,
            showsTabStrip: showsTabStrip, headerHeight: headerHeight, category: category
        )
    }
}

/// The representable under ``AccordionStack`` and ``PagerStack``.
struct StackRepresentable<Element, ID: Hashable, Header: View, Content: View>: UIViewControllerRepresentable {
    var stack: StackDescription<Element, ID, Header, Content>
    var measuredHeight: MeasuredHeight?

    func makeCoordinator() -> StackCoordinator<Element, ID, Header, Content> {
        StackCoordinator(stack: stack)
    }

    func makeUIViewController(context: Context) -> ExpandableViewController {
        context.coordinator.measuredHeight = measuredHeight
        let container = context.coordinator.makeContainer(environment: context.environment)
        measuredHeight?.container = container
        return container
    }

    func updateUIViewController(_ uiViewController: ExpandableViewController, context: Context) {
        context.coordinator.measuredHeight = measuredHeight
        context.coordinator.update(stack, environment: context.environment, transaction: context.transaction)
    }

    /// The container's size for `proposal` (iOS 16 and later).
    ///
    /// - Sized by its content (an accordion with ``AccordionSectionSizing/fixed(_:)`` or
    ///   ``AccordionSectionSizing/fitsContent``): the exact height at the proposed width, from the
    ///   first frame.
    /// - Filling: the space proposed; asked for its ideal size (a `ScrollView`, `fixedSize()`), the
    ///   headers or tab strip plus ``HostedStackSizing/idealFillSectionHeight``.
    @available(iOS 16.0, *)
    @MainActor
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: ExpandableViewController, context: Context) -> CGSize? {
        let coordinator = context.coordinator
        return HostedStackSizing.size(
            proposedWidth: proposal.width,
            proposedHeight: proposal.height,
            currentWidth: uiViewController.viewIfLoaded?.bounds.width,
            height: coordinator.sizing,
            exactHeight: { coordinator.exactHeight(width: $0) }
        )
    }
}
#endif
