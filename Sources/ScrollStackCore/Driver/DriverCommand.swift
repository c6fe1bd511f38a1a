import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One thing a ``StackDriverHost`` must do, in order.
///
/// Each command carries everything it needs, so a host never asks the driver or the engine back in
/// the middle of carrying one out.
public enum DriverCommand<Child: Hashable>: Equatable {
    /// A containment or appearance call on a child (never one of ``ContainerStep``'s transition
    /// notices: those become the commands below).
    case containment(ContainerStep<Child>)
    /// Tell the delegate a transition begins.
    case willTransition(from: Int?, to: Int?, isInteractive: Bool)
    /// Start the animator made for the transition that began. A scrubbed one is paused at 0 and
    /// moved only by ``setAnimatorProgress(_:_:)``; one that isn't runs on its own (UIKit:
    /// `animateTransition(using:)`) and reports completion.
    case startAnimator(AnimatorID, isScrubbed: Bool)
    /// Let go of an animator that was made but will never run: it must not hear `animationEnded`.
    case discardAnimator(AnimatorID)
    /// Move a scrubbed animator to this fraction of the transition (UIKit: `fractionComplete`).
    case setAnimatorProgress(AnimatorID, Double)
    /// Stop the animator and put its views at the transition's end (or back at its start),
    /// running its completion blocks once (UIKit: `stopAnimation(false)` then
    /// `finishAnimation(at:)`). Its context already reports the outcome.
    case finishAnimator(AnimatorID, atEnd: Bool)
    /// Tell an animator that ran that the transition is over (UIKit: `animationEnded(_:)`).
    case animationEnded(AnimatorID, completed: Bool)
    /// Put the children's views back below the headers, in case the animator moved them on top.
    case restoreChildOrder
    /// Tell the delegate a finger moved the transition to `progress`.
    case transitionProgress(from: Int?, to: Int?, progress: Double)
    /// Tell the delegate the transition ended: completed at `to`, or cancelled back at `from`.
    case didTransition(from: Int?, to: Int?, completed: Bool)
    /// The expanded section or current page changed, animated or not: refresh what shows it
    /// (header states, a tab strip, what VoiceOver hears).
    case selectionDidChange(from: Int?, to: Int?)
    /// Under ``ExpansionMode/multiple``: tell the delegate that sections are about to open or
    /// close, each list sorted. Animated: they start moving (or turn around) now. Unanimated: they
    /// changed at once, and ``sectionsDidChange(opened:closed:animated:)`` follows straight away.
    case sectionsWillChange(opening: [Int], closing: [Int], animated: Bool)
    /// Under ``ExpansionMode/multiple``: tell the delegate that sections came to rest, open or
    /// closed, each list sorted. Every section named in a
    /// ``sectionsWillChange(opening:closing:animated:)`` is named once more, here or in
    /// ``movingSectionsRemoved(wereOpening:wereClosing:)``.
    case sectionsDidChange(opened: [Int], closed: [Int], animated: Bool)
    /// Under ``ExpansionMode/multiple``: tell the delegate that a data change removed sections
    /// while they moved, by the indices they had just before the change: their motions end here.
    case movingSectionsRemoved(wereOpening: [Int], wereClosing: [Int])
    /// Under ``ExpansionMode/multiple``: the sections open or heading open changed. Refresh what
    /// shows it (header states, disclosure indicators, what VoiceOver hears).
    case expandedIndicesDidChange(from: Set<Int>, to: Set<Int>)
    /// Start (`true`) or stop the frame clock (UIKit: a display link) that calls
    /// ``StackDriver/frame(at:)``.
    case runClock(Bool)
    /// Lay out headers and children as the engine has them now: nothing is animating them.
    case layout
}

extension DriverCommand: Sendable where Child: Sendable {}
