import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The poses of either kind of presentation, by the presentation's progress.
package enum PresentationLayout: Equatable, Sendable {
    /// An alert centred over the presenting view.
    case alert(AlertPresentationLayout)
    /// A drawer from one edge.
    case drawer(DrawerPresentationLayout)

    /// The pose at `progress` of the presentation (0: dismissed, 1: presented), while presenting
    /// or while dismissing: an alert comes in by its style and leaves by fading.
    public func pose(atProgress progress: Double, isPresenting: Bool) -> PresentationPose {
        switch self {
        case .alert(let layout):
            return isPresenting ? layout.presentingPose(at: progress) : layout.dismissingPose(at: progress)
        case .drawer(let layout):
            return layout.pose(at: progress)
        }
    }
}
