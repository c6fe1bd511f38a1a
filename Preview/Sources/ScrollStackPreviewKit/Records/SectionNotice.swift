import ScrollStackCore

extension ContainerStep {
    /// The words a frame shows for a notice naming sections that started or stopped moving, or
    /// `nil` for any other step.
    var sectionNotice: String? {
        switch self {
        case .sectionsWillMove(let opening, let closing): "sections will move: opening \(opening), closing \(closing)"
        case .sectionsDidMove(let opened, let closed): "sections did move: opened \(opened), closed \(closed)"
        case .movingSectionsRemoved(let opening, let closing): "moving sections removed: were opening \(opening), were closing \(closing)"
        default: nil
        }
    }
}
