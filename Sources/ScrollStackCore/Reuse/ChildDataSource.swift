import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Supplies a container's children by index, like a table view's data source.
///
/// The engine asks for a child only when an index comes on screen (or into the preloaded
/// neighbourhood), and returns it to the pool when it leaves.
public protocol ChildDataSource<Child> {
    /// The type of the children.
    associatedtype Child: Hashable

    /// How many indices there are. Asked at the start and on every reload.
    func numberOfChildren() -> Int

    /// The child for `index`, taken from `pool` where possible.
    ///
    /// A dequeue from `pool` here takes back the idle child last shown for the element at `index`
    /// first, so the element comes back with its own state; see ``ReusePool``.
    ///
    /// Return a child that is not live at another index; the engine stops with a precondition
    /// failure naming both indices otherwise.
    func child(at index: Int, reusing pool: inout ReusePool<Child>) -> Child

    /// The content height `child` needs at `width`, measured now, or `nil` when it has no height
    /// of its own (the accordion's content mode decides) or can't say yet.
    ///
    /// An accordion asks when a child comes into use, before a transition that opens its section
    /// starts, and again for every live child when the width or the settings change, so a
    /// self-sizing section opens straight to its height. A height within half a point of the one
    /// the section has is the same height. By default, `nil`.
    func contentHeight(of child: Child, fittingWidth width: CGFloat) -> CGFloat?
}

extension ChildDataSource {
    /// Returns `nil`: the content mode, or heights reported later, decide.
    public func contentHeight(of child: Child, fittingWidth width: CGFloat) -> CGFloat? { nil }
}
