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
    /// Return a child that is not live at another index; the engine stops with a precondition
    /// failure naming both indices otherwise.
    func child(at index: Int, reusing pool: inout ReusePool<Child>) -> Child
}
