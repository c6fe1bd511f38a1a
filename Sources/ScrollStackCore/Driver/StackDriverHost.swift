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
