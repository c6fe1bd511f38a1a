#if canImport(UIKit)
// The iOS 16 SDK does not yet mark UIAccessibilityTraits' constants as concurrency-safe.
@preconcurrency import UIKit

/// One tab of a ``TabStripView``: a title label, reused for whichever tab scrolls into view.
@MainActor
public final class TabStripItemView: UIView {
    /// The title.
    public let titleLabel = UILabel()
    /// The tab this view shows now.
    public internal(set) var index = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        isAccessibilityElement = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("TabStripItemView is made in code")
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        // The label keeps its size and is scaled by its transform, so emphasis never re-lays out text.
        titleLabel.bounds = CGRect(origin: .zero, size: bounds.size)
        titleLabel.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
#endif
