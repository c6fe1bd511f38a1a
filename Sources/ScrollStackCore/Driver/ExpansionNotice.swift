/// What a delegate hears of a ``StackDriver``'s commands under ``ExpansionMode/multiple``: sections about to change, and
/// sections that changed.
///
/// Every section named in a ``willChange(opening:closing:)`` is named once more in a later
/// ``didChange(opened:closed:)``. A moving section that a data change removed is named among the
/// closed ones, by the index it had just before the change: the index its `will` notice named,
/// shifted by the changes made since.
package enum ExpansionNotice: Equatable, Sendable {
    /// Sections start to open or close, or turn around; each list sorted.
    case willChange(opening: [Int], closing: [Int])
    /// Sections came to rest open or closed, or left with their elements while moving; each list
    /// sorted.
    case didChange(opened: [Int], closed: [Int])
}

extension DriverCommand {
    /// The delegate's notice this command carries, if any: ``sectionsWillChange(opening:closing:animated:)``
    /// and ``sectionsDidChange(opened:closed:animated:)`` as they are, and
    /// ``movingSectionsRemoved(wereOpening:wereClosing:)`` as sections that closed.
    package var notice: ExpansionNotice? {
        switch self {
        case .sectionsWillChange(let opening, let closing, _):
            return .willChange(opening: opening, closing: closing)
        case .sectionsDidChange(let opened, let closed, _):
            return .didChange(opened: opened, closed: closed)
        case .movingSectionsRemoved(let wereOpening, let wereClosing):
            return .didChange(opened: [], closed: (wereOpening + wereClosing).sorted())
        default:
            return nil
        }
    }
}
