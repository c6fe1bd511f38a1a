import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PresentationDismissalRule {
    /// Where the "Dismiss" element of a presentation sits: the largest part of the dimming view
    /// the presented view leaves uncovered, so Voice Control's label and a point-based activation
    /// land on the dimming view, not on the card or drawer over its centre.
    ///
    /// The candidates are the bands above, below, left and right of the presented view, each the
    /// full width or height of `bounds`; on a tie the first in that order wins (an alert's band
    /// above it).
    ///
    /// - Parameters:
    ///   - presentedFrame: The presented view's frame at rest, in the dimming view's coordinates.
    ///   - bounds: The dimming view's bounds.
    /// - Returns: The band, or `nil` when the presented view leaves no band at least one point deep.
    public static func dismissElementFrame(presentedFrame: CGRect, in bounds: CGRect) -> CGRect? {
        let covered = presentedFrame.intersection(bounds)
        guard !covered.isNull else { return bounds.isEmpty ? nil : bounds }
        let bands = [
            CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: covered.minY - bounds.minY),
            CGRect(x: bounds.minX, y: covered.maxY, width: bounds.width, height: bounds.maxY - covered.maxY),
            CGRect(x: bounds.minX, y: bounds.minY, width: covered.minX - bounds.minX, height: bounds.height),
            CGRect(x: covered.maxX, y: bounds.minY, width: bounds.maxX - covered.maxX, height: bounds.height),
        ].filter { $0.width >= 1 && $0.height >= 1 }
        var best: CGRect?
        for band in bands where band.width * band.height > (best.map { $0.width * $0.height } ?? 0) {
            best = band
        }
        return best
    }
}
