import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One thing an ``ExpansionDriverHost`` must do, in order.
///
/// Each command carries everything it needs, so a host never asks the driver back in the middle
/// of carrying one out.
public enum ExpansionCommand<Child: Hashable>: Equatable {
    /// A containment or appearance call on a child.
    case containment(ContainerStep<Child>)
    /// Tell the delegate that sections are about to open or close, each list sorted. Animated:
    /// they start moving (or turn around) now. Unanimated: they changed at once, and
    /// ``sectionsDidChange(opened:closed:animated:)`` follows straight away.
    case sectionsWillChange(opening: [Int], closing: [Int], animated: Bool)
    /// Tell the delegate that sections came to rest, open or closed, each list sorted. Every
    /// section named in a ``sectionsWillChange(opening:closing:animated:)`` is named once more,
    /// here or in ``movingSectionsRemoved(wereOpening:wereClosing:)``.
    case sectionsDidChange(opened: [Int], closed: [Int], animated: Bool)
    /// Tell the delegate that a data change removed sections while they moved, by the indices
    /// they had just before the change: their motions end here.
    case movingSectionsRemoved(wereOpening: [Int], wereClosing: [Int])
    /// The sections open or heading open changed: refresh what shows it (header states, their
    /// disclosure indicators, what VoiceOver hears).
    case expandedIndicesDidChange(from: Set<Int>, to: Set<Int>)
    /// Scroll the stack, without animation, so the top of the viewport is at `offset` in the
    /// content's coordinates: the engine moved it (a section opening into view, frame by frame
    /// with its motion, or at once). The engine already counts the stack as scrolled there, so the
    /// host reports no ``ExpansionEvent/scroll(to:)`` for it.
    case scroll(to: CGFloat)
    /// Start (`true`) or stop the frame clock (UIKit: a display link) that calls
    /// ``ExpansionDriver/frame(at:)``.
    case runClock(Bool)
    /// Lay out headers and children as the engine has them now. Sections move by the engine's
    /// frames alone, so this comes on every display frame of a motion too.
    case layout
}

extension ExpansionCommand: Sendable where Child: Sendable {}
