#if canImport(UIKit)
// The iOS 16 SDK does not yet mark UIAccessibilityTraits' constants as concurrency-safe.
@preconcurrency import UIKit

/// The default header: a full-width button showing its child's title.
///
/// It is an accessibility button; the container gives it its label, value and hint. A long press
/// shows its title in the Large Content Viewer at the largest text sizes.
open class ExpandableHeaderView: UIControl, ExpandableHeaderConfigurable {
    /// The label showing the section's title.
    public let titleLabel = UILabel()
    /// The appearance's font last applied: the label's font is made again only when it changes,
    /// and follows Dynamic Type by itself in between.
    private var appliedFont: UIFont?
    /// The background at rest and while pressed, from the last configuration.
    private var backgrounds: (resting: UIColor, highlighted: UIColor)?

    /// Shows the pressed look while a finger is on the header.
    open override var isHighlighted: Bool {
        didSet { updateBackground() }
    }

    /// Creates an empty header.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.adjustsFontForContentSizeCategory = true
        addSubview(titleLabel)
        isAccessibilityElement = true
        // A title Dynamic Type can't grow any further shows in the Large Content Viewer on a long press.
        showsLargeContentViewer = true
        addInteraction(UILargeContentViewerInteraction())
    }

    /// Headers take keyboard focus (iPadOS with a hardware keyboard), so arrow keys can move between them.
    open override var canBecomeFocused: Bool { true }

    /// Not supported: headers are made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("ExpandableHeaderView is not made from a storyboard or nib")
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let padding = layoutMargins.left
        titleLabel.frame = bounds.insetBy(dx: padding, dy: 0)
    }

    /// Shows the section's title, and its state through the background and to VoiceOver.
    open func configure(title: String?, isExpanded: Bool, appearance: HeaderAppearance) {
        titleLabel.text = title
        if appliedFont != appearance.font {
            // Scaled from the default size, so a header made after a text size change starts at
            // the current size.
            titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: appearance.font, compatibleWith: traitCollection)
            appliedFont = appearance.font
        }
        titleLabel.textColor = appearance.titleColor
        layoutMargins = UIEdgeInsets(top: 0, left: appearance.horizontalPadding, bottom: 0, right: appearance.horizontalPadding)
        backgrounds = (isExpanded ? appearance.expandedBackgroundColor : appearance.backgroundColor, appearance.highlightedBackgroundColor)
        updateBackground()
        accessibilityTraits = .button
        largeContentTitle = title
        setNeedsLayout()
    }

    private func updateBackground() {
        guard let backgrounds else { return }
        backgroundColor = isHighlighted ? backgrounds.highlighted : backgrounds.resting
    }
}
#endif
