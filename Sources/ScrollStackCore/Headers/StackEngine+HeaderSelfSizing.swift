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
}
