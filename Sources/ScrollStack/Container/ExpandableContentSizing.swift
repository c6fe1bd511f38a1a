#if canImport(UIKit)
import UIKit

/// A child view controller that can say how tall its content is at a given width, so its
/// accordion section opens straight to that height.
///
/// The container asks before a transition that opens the section starts, and again when its
/// width or settings change; a height within half a point of the last one changes nothing. A child
/// laid out with Auto Layout can answer with its view's fitting size:
///
/// ```swift
/// final class NoteViewController: UIViewController, ExpandableContentSizing {
///     func contentHeight(fittingWidth width: CGFloat) -> CGFloat? {
///         let target = CGSize(width: width, height: UIView.layoutFittingCompressedSize.height)
///         return view.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
///     }
/// }
/// ```
///
/// Children that don't adopt it are measured by their `preferredContentSize`, when they set one. An
/// ``ExpandableViewController`` whose sections fit their content sizes its section by its own
/// content height and publishes it as its `preferredContentSize` on every display frame of its
/// transitions, so the outer section grows and shrinks with it.
@MainActor
public protocol ExpandableContentSizing: UIViewController {
    /// The height the content needs at `width`, or `nil` when it takes whatever height its
    /// section has (the accordion's content mode decides).
    func contentHeight(fittingWidth width: CGFloat) -> CGFloat?
}

extension ExpandableViewController {
    /// The content height `child` needs at `width`: its own answer when it adopts
    /// ``ExpandableContentSizing``, a nested accordion's content height, else its preferred height
    /// when it has one.
    func measuredContentHeight(of child: UIViewController, fittingWidth width: CGFloat) -> CGFloat? {
        if let sizing = child as? ExpandableContentSizing { return sizing.contentHeight(fittingWidth: width) }
        if let nested = child as? ExpandableViewController, let height = nested.nestedContentHeight() { return height }
        let preferred = child.preferredContentSize.height
        return preferred > 0 ? preferred : nil
    }
}
#endif
