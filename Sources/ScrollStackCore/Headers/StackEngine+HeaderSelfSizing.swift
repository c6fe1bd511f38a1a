import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension StackEngine {
    /// What this engine hears so that every accordion header has its fitted height
    /// (``HeaderSelfSizing/events(from:to:isAdjustingHeights:)``): none when each is within half a
    /// point of it, one event for one header, one set of heights for several, and one event per
    /// header while a section's content height eases (in either expansion mode), so the easing
    /// keeps its target.
    ///
    /// - Parameter fitted: Every header's fitted height, by index.
    /// - Precondition: `fitted` holds one positive, finite height per section.
    package func headerHeightEvents(fitting fitted: [CGFloat]) -> [StackEvent] {
        let isEasing = heightRamp != nil || !_open.heightRamps.isEmpty
        return HeaderSelfSizing.events(from: sectionHeights, to: fitted, isAdjustingHeights: isEasing)
    }

    /// What this engine hears when a header view of your own (a SwiftUI `header:` view), measured
    /// as it shows, needs `fitting` points at its width: the header at `index` takes that height,
    /// never less than `sizing`'s least height (the scaled header height).
    ///
    /// `nil` when the header has that height already (within half a point), in a pager, or for an
    /// index out of range. A height that isn't a usable number of points (not finite, or the huge
    /// height of content that takes any height offered) asks for the least height.
    package func headerHeightEvent(at index: Int, fitting: CGFloat, sizing: HeaderSelfSizing) -> StackEvent? {
        guard mode == .accordion, (0..<sectionHeights.count).contains(index) else { return nil }
        let wanted = sizing.height(fitting: fitting)
        guard !HeaderSelfSizing.isSameHeight(wanted, as: sectionHeights.headerHeight(at: index)) else { return nil }
        return .headerHeightChanged(index: index, height: wanted)
    }

    /// Every header's height when the headers measure themselves as they show (SwiftUI headers),
    /// for ``headerHeightEvents(fitting:)`` when the headers are fitted again (new data, width, text
    /// size or look): a header measured now (`measured`, by index) takes that height, the others
    /// keep theirs; none is less than `sizing`'s least height. A grown header out of view isn't
    /// shrunk to be grown again when it shows.
    package func measuredHeaderHeights(_ measured: [Int: CGFloat], sizing: HeaderSelfSizing) -> [CGFloat] {
        (0..<sectionHeights.count).map { index in
            measured[index].map(sizing.height(fitting:)) ?? max(sizing.minimumHeight, sectionHeights.headerHeight(at: index))
        }
    }
}
