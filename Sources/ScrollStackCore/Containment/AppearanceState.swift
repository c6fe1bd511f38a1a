/// Where a view controller stands in its appearance cycle, as UIKit tracks it between
/// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`.
public enum AppearanceState: Equatable, Hashable, Sendable {
    /// Off screen: `viewDidDisappear` was the last call, or nothing yet.
    case disappeared
    /// `viewWillAppear` has been sent; `viewDidAppear` has not.
    case appearing
    /// On screen: `viewDidAppear` was the last call.
    case appeared
    /// `viewWillDisappear` has been sent; `viewDidDisappear` has not.
    case disappearing

    /// Whether the view counts as visible or on its way there.
    public var isVisibleOrAppearing: Bool { self == .appearing || self == .appeared }

    /// Whether a `will` has been sent and its `did` has not.
    public var isInTransition: Bool { self == .appearing || self == .disappearing }
}
