import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A key press on a hardware keyboard that a container may take: the core's counterpart of the
/// `UIKeyCommand` inputs and modifier flags the UIKit layer listens for.
package enum KeyboardKey: Equatable, Hashable, Sendable, CaseIterable {
    /// ↑ (`UIKeyCommand.inputUpArrow`).
    case upArrow
    /// ↓ (`UIKeyCommand.inputDownArrow`).
    case downArrow
    /// ← (`UIKeyCommand.inputLeftArrow`).
    case leftArrow
    /// → (`UIKeyCommand.inputRightArrow`).
    case rightArrow
    /// Tab (`"\t"`).
    case tab
    /// Shift-Tab (`"\t"` with `.shift`).
    case shiftTab
    /// The space bar (`" "`).
    case space
    /// Return (`"\r"`).
    case `return`
    /// ⌘← (`UIKeyCommand.inputLeftArrow` with `.command`).
    case commandLeftArrow
    /// ⌘→ (`UIKeyCommand.inputRightArrow` with `.command`).
    case commandRightArrow
}
