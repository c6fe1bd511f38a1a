import Foundation

/// When a declarative view's update hands a live page, section or header a new root view.
///
/// A SwiftUI view can't compare the closures that draw its elements, so by default every update
/// redraws every live child and header (there are few: the visible ones and the preloaded ones).
/// Elements that are `Equatable` can opt into skipping the redraw of those whose element didn't
/// change.
public enum LiveContentUpdatePolicy: Equatable, Sendable {
    /// Every update redraws every live child and header: right when the content closures read
    /// state outside the element. The default.
    case always
    /// An update redraws a live child or header only when its element changed, it shows a new
    /// element, or the environment it is drawn in changed.
    case whenElementChanges
}
