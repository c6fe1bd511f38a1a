import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which hairlines an accordion's default headers draw, as a settings list does between its rows.
public enum HeaderSeparatorStyle: Equatable, Hashable, Sendable {
    /// No separators (the default).
    case none
    /// A separator under every header except the last collapsed one, which ends the list.
    case between
    /// The separators of ``between``, plus one above the first header and one under the last.
    case all
}
