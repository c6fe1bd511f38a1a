import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PresentationLayout {
    /// A horizontal pan translation or velocity as the presentation measures it: for a drawer,
    /// positive towards opening (``DrawerPresentationLayout/openingDistance(ofTranslation:)``,
    /// which mirrors a drawer that opens from the right and counts a non-finite value as 0); for an
    /// alert, unchanged.
    ///
    /// - Parameter horizontal: The pan's horizontal translation or velocity.
    /// - Returns: The distance or speed towards opening.
    package func openingDistance(ofTranslation horizontal: CGFloat) -> CGFloat {
        switch self {
        case .alert: return horizontal
        case .drawer(let layout): return layout.openingDistance(ofTranslation: horizontal)
        }
    }
}
