#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStackCore
import SwiftUI
import UIKit

/// Measures sections' SwiftUI content before their children exist: one sizing hosting controller,
/// and the heights it measured kept by ID and width until the element, the width or the
/// environment changes (``MeasuredSectionHeights``). The coordinator's exact height (iOS 16 and
/// later) and the first frame's estimate (iOS 14 and 15) each measure with one.
@MainActor
final class SectionSizer<ID: Hashable, Element, Content: View> {
    private var sizer: HostingChild<Content>?
    /// The heights measured, kept by ID and width; a view update forgets what it makes stale.
    var heights = MeasuredSectionHeights<ID, Element>()
    private var environmentKey: HostedEnvironmentKey?

    nonisolated init() {}

    /// A view update in `environment` happened: forgets the heights it makes stale.
    func viewUpdated(policy: LiveContentUpdatePolicy, environment: EnvironmentValues) {
        let key = HostedEnvironmentKey(environment)
        heights.viewUpdated(policy: policy, environmentChanged: key != environmentKey)
        environmentKey = key
    }

    /// The height of `element`'s content in `stack` at `width`: the kept one, else measured by the
    /// sizing controller in `environment`.
    func height<Header: View>(of element: Element, id: ID, width: CGFloat, in stack: StackDescription<Element, ID, Header, Content>, environment: EnvironmentValues) -> CGFloat? {
        heights.height(of: id, element: element, width: width, isSame: stack.isSameElement ?? { _, _ in false }) {
            let sizer = self.sizer ?? HostingChild<Content>(environment: environment)
            self.sizer = sizer
            sizer.sizesToContent = true
            sizer.show(stack.content(element), identity: id, in: environment)
            return sizer.contentHeight(fittingWidth: width)
        }
    }
}

extension StackDescription {
    /// An accordion's first frame before its container reports a height: on iOS 16 and later none,
    /// so the representable's `sizeThatFits` gives the exact height; before that, the core's estimate
    /// (``HostedStackSizing/estimatedHeight(elements:id:open:fixedSectionHeight:headerHeight:category:width:verticalInsets:measure:)``):
    /// the headers at the height the engine scales them to for the text size, plus every open section
    /// (the one selected, or the open set), at its fixed height or measured by `sizer` in the
    /// accordion's `environment` (as the container's sections are) at the best width known before
    /// the first layout (``HostedStackSizing/firstFrameWidth(laidOutWidth:windowWidth:screenWidth:)``):
    /// `container`'s once SwiftUI has put it in a window and laid it out, else its window's, else the
    /// screen's. The container's first layout corrects a width that turns out different.
    @MainActor
    func firstFrameHeight(in environment: EnvironmentValues, sizer: SectionSizer<ID, Element, Content>, container: ExpandableViewController?) -> CGFloat? {
        if #available(iOS 16.0, *) { return nil }
        sizer.viewUpdated(policy: options.liveContentUpdates, environment: environment)
        var fixed: CGFloat?
        if case .fixed(let height) = options.sectionSizing { fixed = height }
        let selected = readSelection()
        let insets = options.contentInsets ?? .zero
        let view = container?.viewIfLoaded
        let window = view?.window
        let width = HostedStackSizing.firstFrameWidth(
            laidOutWidth: window == nil ? nil : view?.bounds.width,
            windowWidth: window?.bounds.width,
            screenWidth: (window?.screen ?? UIScreen.main).bounds.width
        )
        var measuredIDs: [ID] = []
        let height = HostedStackSizing.estimatedHeight(
            elements: elements,
            id: id,
            open: expansion == .multiple ? .several(selected) : .one(selected.first),
            fixedSectionHeight: fixed,
            headerHeight: options.headerHeight,
            category: ScrollStackCore.ContentSizeCategory(UIContentSizeCategory(environment.sizeCategory)),
            width: width.map { HostedStackSizing.sectionWidth(containerWidth: $0, left: insets.left, right: insets.right) },
            verticalInsets: insets.top + insets.bottom
        ) { element, elementID, width in
            measuredIDs.append(elementID)
            return sizer.height(of: element, id: elementID, width: width, in: self, environment: environment)
        }
        sizer.heights.keepOnly(measuredIDs)
        return height
    }
}
#endif
