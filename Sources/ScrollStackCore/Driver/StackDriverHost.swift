import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The platform side of a ``StackDriver``: it supplies the children, carries out the driver's
/// commands with real platform calls, and makes the animators.
///
/// A host decides nothing. The UIKit container's host turns each ``DriverCommand`` into one or two
/// UIKit calls; a test's host records them, so whole logs can be compared on any platform.
public protocol StackDriverHost<Child>: AnyObject, ChildDataSource {
    /// Carries out one command, at once and in order.
    func perform(_ command: DriverCommand<Child>)

    /// Makes (but doesn't start) the animator for a transition that just began, and tells what it
    /// can do.
    ///
    /// - Returns: `nil` when the request's source has no animator for it (a transition delegate
    ///   that returns none). A ``AnimatorSource/builtIn`` request must always get an interruptible
    ///   animator that runs ``AnimatorRequest/duration`` seconds.
    func makeAnimator(for request: AnimatorRequest<Child>) -> AnimatorTraits?

    /// Whether the adopter lets a tap expand (or, in paging mode, select) the section at `index`.
    func shouldExpand(_ index: Int) -> Bool
}

/// Names one animator a host made for one transition.
public struct AnimatorID: Hashable, Sendable, CustomStringConvertible {
    /// A number unique within its driver.
    public let rawValue: Int

    /// Creates an identifier.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// `animator#n`.
    public var description: String { "animator#\(rawValue)" }
}

/// Where the animator of a transition comes from.
public enum AnimatorSource: Equatable, Sendable {
    /// The adopter's transition delegate, which may have none for a transition.
    case transitionDelegate
    /// The container's own animator for its mode: always there, always interruptible.
    case builtIn
}

/// What an animator can do, as the host that made it reports.
public struct AnimatorTraits: Equatable, Sendable {
    /// How long it runs a whole transition, in seconds.
    public var duration: Double
    /// Whether it can be paused, scrubbed and reversed (in UIKit: it offers
    /// `interruptibleAnimator(using:)`). One that can't runs on its own clock and ends the
    /// transition when it reports completion.
    public var isInterruptible: Bool

    /// Creates traits.
    public init(duration: Double, isInterruptible: Bool) {
        self.duration = duration
        self.isInterruptible = isInterruptible
    }
}

/// A request for the animator of a transition that just began: both ends with their children.
public struct AnimatorRequest<Child: Hashable>: Equatable {
    /// The name the driver will use for the animator in its commands.
    public var id: AnimatorID
    /// Where the animator should come from.
    public var source: AnimatorSource
    /// The index at the start (`nil`: no section).
    public var from: Int?
    /// The index at the end (`nil`: no section, or a pull past the first or last page).
    public var to: Int?
    /// The child at ``from``, if any.
    public var fromChild: Child?
    /// The child at ``to``, if any.
    public var toChild: Child?
    /// Where ``fromChild``'s view is at the transition's start and end.
    public var fromFrames: TransitionFrames?
    /// Where ``toChild``'s view is at the transition's start and end.
    public var toFrames: TransitionFrames?
    /// Whether a finger drives the transition.
    public var isInteractive: Bool
    /// How long the engine plans the transition to last, in seconds: a built-in animator runs this long.
    public var duration: Double
    /// How a built-in animator shows the transition: slide, unroll, or cross-fade under Reduce Motion.
    public var style: TransitionStyle

    /// Creates a request.
    public init(
        id: AnimatorID,
        source: AnimatorSource,
        from: Int?,
        to: Int?,
        fromChild: Child?,
        toChild: Child?,
        fromFrames: TransitionFrames? = nil,
        toFrames: TransitionFrames? = nil,
        isInteractive: Bool,
        duration: Double,
        style: TransitionStyle = .slide
    ) {
        self.id = id
        self.source = source
        self.from = from
        self.to = to
        self.fromChild = fromChild
        self.toChild = toChild
        self.fromFrames = fromFrames
        self.toFrames = toFrames
        self.isInteractive = isInteractive
        self.duration = duration
        self.style = style
    }
}

extension AnimatorRequest: Sendable where Child: Sendable {}

/// Where a child's view is when a transition starts and when it ends: what a transition context's
/// `initialFrame(for:)` and `finalFrame(for:)` report.
public struct TransitionFrames: Equatable, Sendable {
    /// The frame at the start.
    public var initial: CGRect
    /// The frame at the end.
    public var final: CGRect

    /// Creates the pair.
    public init(initial: CGRect, final: CGRect) {
        self.initial = initial
        self.final = final
    }
}
