/// The platform side of an ``ExpansionDriver``: it supplies the children and carries out the
/// driver's commands with real platform calls.
///
/// It speaks the vocabulary of ``StackDriverHost`` without animators: in multiple mode every
/// section moves by the engine's frames, laid out on each display frame.
public protocol ExpansionDriverHost<Child>: AnyObject, ChildDataSource {
    /// Carries out one command, at once and in order.
    func perform(_ command: ExpansionCommand<Child>)

    /// Whether the adopter lets a tap open the section at `index`.
    func shouldExpand(_ index: Int) -> Bool
}
