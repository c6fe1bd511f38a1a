import Foundation

extension AlertContent {
    /// `values`, one for each action in the order the actions were given, in the order the
    /// content keeps its actions (``actions``): the cancel action's last, the others as they came.
    /// The UIKit layer orders the actions' handlers so.
    ///
    /// - Parameters:
    ///   - values: One value per action, in the order the actions were given.
    ///   - styles: The actions' styles, in the same order.
    /// - Returns: The values, the cancel action's last.
    /// - Precondition: There are as many values as styles; the message gives both counts.
    package static func inActionOrder<Value>(_ values: [Value], styles: [Action.Style]) -> [Value] {
        precondition(values.count == styles.count, "AlertContent: \(values.count) values for \(styles.count) actions")
        let kept = zip(values, styles).filter { $0.1 != .cancel }.map(\.0)
        let cancels = zip(values, styles).filter { $0.1 == .cancel }.map(\.0)
        return kept + cancels
    }
}

extension AlertCardSizing.Result {
    /// Whether this card differs from one of `size` whose content scrolls as `contentScrolls`
    /// says: by more than half a point in width or height, or in scrolling. Within half a point it
    /// is the same size, so no layout asks for another.
    ///
    /// - Parameters:
    ///   - size: The card's size now (the alert's preferred content size).
    ///   - contentScrolls: Whether its content scrolls now.
    /// - Returns: Whether the card must be sized again.
    package func differs(fromSize size: CGSize, contentScrolls: Bool) -> Bool {
        abs(size.width - self.size.width) > 0.5 || abs(size.height - self.size.height) > 0.5 || contentScrolls != self.contentScrolls
    }
}
