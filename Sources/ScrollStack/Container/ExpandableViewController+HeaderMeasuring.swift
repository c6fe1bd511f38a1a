#if canImport(UIKit)
import UIKit

// Default headers as tall as their words: the container measures them at its width and text size,
// the core decides each header's height (HeaderSelfSizing) and what the engine hears.

extension ExpandableViewController {
    /// The data or the headers' words changed (a reload, a data change, new titles, a new look):
    /// every default header is fitted to its words again, measuring only words not measured yet.
    func headerContentsDidChange() {
        host?.headerMeasurer.measurements.contentsChanged()
        fitHeaderHeights()
    }

    /// Gives every default header of the accordion the height its words need at the container's
    /// width and text size, as ``HeaderSelfSizing`` decides: the scaled header height, or taller
    /// for words that wrap.
    ///
    /// Cheap when nothing changed: the headers are measured again only when their words, their
    /// width, the text size or their look changed (``HeaderMeasurements``), so it can run on every
    /// layout of the container's view. Headers whose words aren't known (a data source that names
    /// no titles, before the child loads) and headers from ``headerViewProvider`` keep the scaled
    /// height; a pager has no headers to fit.
    func fitHeaderHeights() {
        guard let host, let engine, engine.mode == .accordion else { return }
        let environment = headerMeasuringEnvironment()
        let count = engine.sectionHeights.count
        // Not laid out yet: the first layout fits the headers.
        guard environment.width > 0, host.headerMeasurer.measurements.needsFitting(count: count, in: environment) else { return }
        let sizing = headerSizing
        let contents = (0..<count).map { index in
            environment.measuresHeaders ? HeaderMeasuringContent(headerContent(at: index)) : nil
        }
        var heights = host.headerMeasurer.fittedHeights(of: contents, in: environment, sizing: sizing, traits: traitCollection)
        if headersMeasureThemselves {
            // SwiftUI headers keep the heights they measured; those in view measure again.
            let measured = host.headers.shown.compactMapValues { ($0 as? ExpandableHostedHeader)?.fittingHeight }
            heights = engine.measuredHeaderHeights(measured, sizing: sizing)
            hostedHeaderNeedsFitting()
        }
        for event in engine.headerHeightEvents(fitting: heights) {
            send(event)
        }
    }

    /// How tall headers are at least, and how they grow, at the configured height and text size.
    var headerSizing: HeaderSelfSizing {
        HeaderSelfSizing(configuredHeight: configuration.headerHeight, category: ContentSizeCategory(traitCollection.preferredContentSizeCategory))
    }

    /// What the headers are measured in now: the width the engine gives them and the side safe
    /// areas they overlap (the scroll view spans the container's view), their look and the traits.
    private func headerMeasuringEnvironment() -> HeaderMeasuringEnvironment {
        let insets = containerInsets.engineInsets
        let safeArea = view.safeAreaInsets
        return HeaderMeasuringEnvironment(
            width: insets.contentRect(in: engineSize(for: view.bounds.size)).width,
            safeArea: LayoutInsets(top: 0, left: max(0, safeArea.left - insets.left), bottom: 0, right: max(0, safeArea.right - insets.right)),
            appearance: headerAppearance,
            contentSizeCategory: traitCollection.preferredContentSizeCategory,
            legibilityWeight: traitCollection.legibilityWeight,
            displayScale: traitCollection.displayScale,
            configuredHeight: configuration.headerHeight,
            measuresHeaders: headerViewProvider == nil
        )
    }
}
#endif
