#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// A child's `preferredContentSize` changed: its section takes that height (self-sizing). At rest
    /// the stack moves to its new frames; during a transition the engine retargets at once, and the
    /// running animation keeps the end frames it started with until it ends.
    open override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        guard let child = container as? UIViewController else { return }
        reportContentHeight(of: child)
    }

    /// Hands the core the content height `child` prefers. A zero height is UIKit's "no preference":
    /// the section then follows the content mode. A height an accordion nested in `child` publishes
    /// while it moves is followed at once, without easing (``NestedContentHeight``).
    func reportContentHeight(of child: UIViewController) {
        guard let index = engine?.index(of: ChildHandle(child)) else { return }
        let height = child.preferredContentSize.height
        let event = NestedContentHeight.event(index: index, height: height > 0 ? height : nil, innerIsMoving: nestedAccordionIsMoving(in: child))
        send(event)
    }
}
#endif
