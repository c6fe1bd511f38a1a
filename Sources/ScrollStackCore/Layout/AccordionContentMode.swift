import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How tall the expanded section's content is in an accordion.
public enum AccordionContentMode: Equatable, Hashable, Sendable {
    /// The expanded content takes the height the headers leave over (seed 004).
    ///
    /// Headers are stacked from the top; the expanded section's content fills what remains of the
    /// bounds (less the insets), and the headers after it sit below the content. When the headers
    /// alone are taller than the bounds, nothing is left over and the content is 0 points tall:
    /// use ``fit(height:)`` for long stacks.
    case fill

    /// The expanded content has its own height; the stack scrolls when it is taller than the bounds.
    ///
    /// A negative or non-finite height is treated as zero.
    case fit(height: CGFloat)
}
