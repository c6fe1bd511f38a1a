import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The edge a drawer comes from, in the reading direction: leading is the left in a
/// left-to-right layout and the right in a right-to-left one.
public enum DrawerEdge: Equatable, Hashable, Sendable {
    /// The edge where lines of text start.
    case leading
    /// The edge where lines of text end.
    case trailing
}
