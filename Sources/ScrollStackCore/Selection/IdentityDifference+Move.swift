import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension IdentityDifference {
    /// An element that changed place relative to the other kept elements.
    package struct Move: Equatable, Hashable, Sendable, CustomStringConvertible {
        /// Its position in the old snapshot.
        public var from: Int
        /// Its position in the new snapshot.
        public var to: Int

        /// A move from `from` (old position) to `to` (new position).
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }

        /// `from→to`, as in a failing test's log.
        public var description: String { "\(from)→\(to)" }
    }
}
