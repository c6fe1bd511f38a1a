#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStackCore
import SwiftUI
import UIKit

/// The height an accordion is framed with before its container reports one.
protocol FirstFrameEstimate {
    /// The height, measured in `environment`, or `nil` for none.
    @MainActor func height(in environment: EnvironmentValues) -> CGFloat?
}

/// An accordion's first frame: on iOS 16 and later none, so the representable's `sizeThatFits`
/// gives the exact height; before that, the core's estimate
/// (``HostedStackSizing/estimatedHeight(elements:id:open:fixedSectionHeight:headerHeight:category:width:verticalInsets:measure:)``):
/// the headers at the height the engine scales them to for the text size, plus every open section
/// (the one selected, or the open set), at its fixed height or measured in the accordion's
/// environment (as the container's sections are) at the best width known before the first layout.
/// The container's first layout corrects a width that turns out different.
struct AccordionFirstFrame<Element, ID: Hashable, Header: View, Content: View>: FirstFrameEstimate {
    var stack: StackDescription<Element, ID, Header, Content>
    var estimator: FirstFrameEstimator<Element, ID, Content>
    var reported: MeasuredHeight

    @MainActor func height(in environment: EnvironmentValues) -> CGFloat? {
        if #available(iOS 16.0, *) { return nil }
        return estimator.height(of: stack, environment: environment, reported: reported)
    }
}

/// The first frame's height of an accordion sized by its content where SwiftUI can't ask the
/// container (iOS 14 and 15): the core's estimate, with the open sections sized by their content
/// measured by a sizing hosting controller at the best width known before the first layout.
///
/// It measures only until the container reports a height of its own; then it lets go of its sizing
/// controller and its kept heights, since the reported height is what the frame shows.
@MainActor
final class FirstFrameEstimator<Element, ID: Hashable, Content: View> {
    private var sizer = SectionSizer<ID, Element, Content>()
    private var environmentKey: HostedEnvironmentKey?

    nonisolated init() {}

    /// The height to frame the accordion with until its container reports one, or `nil` once it
    /// has (or when the accordion fills the space it is offered).
    ///
    /// - Parameters:
    ///   - stack: The accordion's description in this view update.
    ///   - environment: The accordion's environment: the sections are measured in it.
    ///   - reported: Where the container reports its height; it also names the container.
    func height<Header: View>(
        of stack: StackDescription<Element, ID, Header, Content>,
        environment: EnvironmentValues,
        reported: MeasuredHeight
    ) -> CGFloat? {
        guard stack.options.reportsHeight, reported.height == nil else {
            letGo()
            return nil
        }
        let key = HostedEnvironmentKey(environment)
        sizer.heights.viewUpdated(policy: stack.options.liveContentUpdates, environmentChanged: key != environmentKey)
        environmentKey = key
        var fixed: CGFloat?
        if case .fixed(let height) = stack.options.sectionSizing { fixed = height }
        let selected = stack.readSelection()
        let open: HostedStackSizing.OpenSections<ID> = stack.expansion == .multiple ? .several(selected) : .one(selected.first)
        let insets = stack.options.customization.contentInsets.map { $0.top + $0.bottom } ?? 0
        var measuredIDs: [ID] = []
        let height = HostedStackSizing.estimatedHeight(
            elements: stack.elements,
            id: stack.id,
            open: open,
            fixedSectionHeight: fixed,
            headerHeight: stack.options.headerHeight,
            category: ScrollStackCore.ContentSizeCategory(UIContentSizeCategory(environment.sizeCategory)),
            width: Self.width(of: reported.container).map {
                HostedStackSizing.sectionWidth(containerWidth: $0, left: stack.options.customization.contentInsets?.left ?? 0, right: stack.options.customization.contentInsets?.right ?? 0)
            },
            verticalInsets: insets
        ) { element, id, width in
            measuredIDs.append(id)
            return sizer.height(of: element, id: id, width: width, content: stack.content, environment: environment, isSame: stack.isSameElement)
        }
        sizer.heights.keepOnly(measuredIDs)
        return height
    }

    /// The best width known before the first layout (``HostedStackSizing/firstFrameWidth(laidOutWidth:windowWidth:screenWidth:)``):
    /// the container's once SwiftUI has put it in a window and laid it out, else its window's, else
    /// the screen's.
    private static func width(of container: ExpandableViewController?) -> CGFloat? {
        let view = container?.viewIfLoaded
        let window = view?.window
        return HostedStackSizing.firstFrameWidth(
            laidOutWidth: window == nil ? nil : view?.bounds.width,
            windowWidth: window?.bounds.width,
            screenWidth: (window?.screen ?? UIScreen.main).bounds.width
        )
    }

    private func letGo() {
        guard !sizer.isEmpty else { return }
        sizer = SectionSizer()
        environmentKey = nil
    }
}
#endif
