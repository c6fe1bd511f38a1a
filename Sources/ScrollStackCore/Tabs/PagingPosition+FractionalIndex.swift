import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PagingPosition {
    /// Where the pager stands as one number: the current page plus the part of the move to the
    /// target done so far, the position a tab strip follows.
    ///
    /// Moving from page 2 to page 3 at progress 0.25 gives 2.25; moving from 2 to 5 at 0.5 gives
    /// 3.5, so a jump over several pages passes over the pages between. At rest, and while
    /// pulling past the first or last page (no target), it is the current page: the strip does
    /// not stretch with the pull.
    public var fractionalIndex: Double {
        guard let target, target != current else { return Double(current) }
        let span = Double(target - current)
        guard let waypoint, waypoint.fraction > 0, waypoint.fraction < 1 else {
            return Double(current) + span * progress
        }
        if progress <= waypoint.fraction {
            return Double(current) + waypoint.offset * progress / waypoint.fraction
        }
        return Double(current) + waypoint.offset + (span - waypoint.offset) * (progress - waypoint.fraction) / (1 - waypoint.fraction)
    }
}
