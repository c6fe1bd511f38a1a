#if canImport(UIKit)
// The iOS 16 SDK does not yet mark UIAccessibilityTraits' constants as concurrency-safe.
@preconcurrency import UIKit

/// One tab of a ``TabStripView``: an image, a title and a badge, reused for whichever tab scrolls
/// into view. The strip places each part where ``TabItemContentLayout`` says.
@MainActor
package final class TabStripItemView: UIView {
    /// The title.
    package let titleLabel = UILabel()
    /// The image, hidden when the tab has none.
    package let imageView = UIImageView()
    /// The badge's background, hidden when the tab has no badge. Its colour is the strip's
    /// ``TabStripView/badgeColor``.
    package let badgeView = UIView()
    /// The badge's value.
    package let badgeLabel = UILabel()
    /// The tab this view shows now.
    package internal(set) var index = 0
    /// The adopter's view drawn in place of the image, title and badge, when the strip has a
    /// custom item view class.
    package internal(set) var customView: (any TabStripCustomItemView)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.textAlignment = .center
        imageView.contentMode = .center
        badgeLabel.textAlignment = .center
        badgeView.clipsToBounds = true
        badgeView.addSubview(badgeLabel)
        addSubview(imageView)
        addSubview(titleLabel)
        addSubview(badgeView)
        isAccessibilityElement = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("TabStripItemView is made in code")
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        customView?.frame = bounds
        badgeLabel.frame = badgeView.bounds
        badgeView.layer.cornerRadius = min(badgeView.bounds.height, badgeView.bounds.width) / 2
    }

    /// VoiceOver's double tap, Switch Control and Voice Control choose this tab, as a tap does;
    /// `false` while choosing a tab does nothing.
    ///
    /// UIKit calls it on the main thread, though the SDK leaves it nonisolated.
    override public func accessibilityActivate() -> Bool {
        runOnMainThread {
            guard let strip = ancestors.first(where: { $0 is TabStripView }) as? TabStripView, strip.isChoosingEnabled else { return false }
            strip.choose(index)
            return true
        }
    }
}
#endif
