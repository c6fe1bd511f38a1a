import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One thing an accordion shows: a section's header or an open section's content.
public enum AccordionItem: Equatable, Sendable {
    /// The header of the section at `index`, with its frame in the stack's content coordinates.
    case header(index: Int, frame: CGRect)

    /// The content of an open section.
    ///
    /// `frame` is where the child's view goes, at its full height; `clip` is the part of it that
    /// shows, which is shorter than `frame` while the section unrolls or rolls up.
    case content(index: Int, frame: CGRect, clip: CGRect)
}
