import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The height an accordion sized by its content tells the layout around it (a SwiftUI frame).
///
/// As a transition starts, the accordion grows to its end height at once, so the views below move
/// along with the opening section; it doesn't shrink until the transition has ended, so a closing
/// section isn't cut off while it rolls up. A laid-out height that is NaN, infinite or negative
/// reports nothing: the height reported so far stays.
package enum ContentHeightReport {
    /// The height to report after the container laid its content out `laidOut` points tall, or
    /// `nil` when the reported height stays as it is.
    ///
    /// - Parameters:
    ///   - laidOut: The content's height as laid out: at rest, or at the end of a transition that
    ///     is starting.
    ///   - isEndHeight: Whether `laidOut` is the end height a custom transition starts toward.
    ///   - reported: The height reported so far; `nil` before the first report.
    package static func height(afterLayingOut laidOut: CGFloat, isEndHeight: Bool, reported: CGFloat?) -> CGFloat? {
        guard laidOut.isFinite, laidOut >= 0 else { return nil }
        let next = isEndHeight ? max(laidOut, reported ?? 0) : laidOut
        return next == reported ? nil : next
    }
}
