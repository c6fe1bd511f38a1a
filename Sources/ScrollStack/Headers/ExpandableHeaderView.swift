#if canImport(UIKit)
// The iOS 16 SDK does not yet mark UIAccessibilityTraits' constants as concurrency-safe.
@preconcurrency import UIKit

/// The default header: a full-width button showing its child's title and a disclosure chevron.
///
/// It is an accessibility button and heading (VoiceOver's Headings rotor finds it); the container
/// gives it its label, value and hint, and the identifier `ScrollStack.header.<element or index>`.
/// The chevron points to the trailing edge when the section is collapsed and down when it is
/// expanded, turning as the section unrolls; it shows the state without relying on colour, and is
/// hidden from VoiceOver, which hears the state in words. The title follows Dynamic Type and Bold
/// Text. A long press shows the title in the Large Content Viewer at the largest text sizes.
open class ExpandableHeaderView: UIControl, ExpandableHeaderConfigurable {
    /// The label showing the section's title.
    public let titleLabel = UILabel()
    /// The disclosure chevron, tinted `.tertiaryLabel`. Hide it with
    /// ``HeaderAppearance/showsDisclosureIndicator``.
    public let disclosureIndicatorView = UIImageView()
    /// The appearance's font last applied: the label's font is made again only when it or Bold
    /// Text changes, and follows Dynamic Type by itself in between.
    private var appliedFont: UIFont?
    /// The background at rest and while pressed, from the last configuration.
    private var backgrounds: (resting: UIColor, highlighted: UIColor)?
    /// How far the section is open, as the chevron shows it.
    private var expansion: Double = 0

    /// Shows the pressed look while a finger is on the header.
    open override var isHighlighted: Bool {
        didSet { updateBackground() }
    }

    /// Creates an empty header.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.adjustsFontForContentSizeCategory = true
        addSubview(titleLabel)
        disclosureIndicatorView.image = UIImage(systemName: "chevron.right")?.imageFlippedForRightToLeftLayoutDirection()
        disclosureIndicatorView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .footnote, scale: .medium)
        disclosureIndicatorView.tintColor = .tertiaryLabel
        disclosureIndicatorView.contentMode = .center
        disclosureIndicatorView.isAccessibilityElement = false
        addSubview(disclosureIndicatorView)
        isAccessibilityElement = true
        accessibilityTraits = [.button, .header]
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
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var chevronRoom: CGFloat = 0
        if !disclosureIndicatorView.isHidden {
            let size = disclosureIndicatorView.intrinsicContentSize
            let side = max(size.width, size.height)
            chevronRoom = side + 8
            disclosureIndicatorView.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            let x = isRightToLeft ? padding + side / 2 : bounds.width - padding - side / 2
            disclosureIndicatorView.center = CGPoint(x: x, y: bounds.midY)
        }
        var title = bounds.insetBy(dx: padding, dy: 0)
        title.size.width = max(0, title.width - chevronRoom)
        if isRightToLeft { title.origin.x += chevronRoom }
        titleLabel.frame = title
        applyExpansion()
    }

    /// Shows the section's title, and its state through the chevron, the background and to
    /// VoiceOver.
    open func configure(title: String?, isExpanded: Bool, appearance: HeaderAppearance) {
        titleLabel.text = title
        if appliedFont != appearance.font {
            appliedFont = appearance.font
            applyFont()
        }
        titleLabel.textColor = appearance.titleColor
        layoutMargins = UIEdgeInsets(top: 0, left: appearance.horizontalPadding, bottom: 0, right: appearance.horizontalPadding)
        backgrounds = (isExpanded ? appearance.expandedBackgroundColor : appearance.backgroundColor, appearance.highlightedBackgroundColor)
        updateBackground()
        disclosureIndicatorView.isHidden = !appearance.showsDisclosureIndicator
        accessibilityTraits = [.button, .header]
        largeContentTitle = title
        setNeedsLayout()
    }

    /// Turns the chevron to show how far the section is open: 0 collapsed (pointing to the trailing
    /// edge), 1 expanded (pointing down). The container calls it on every frame of a transition.
    ///
    /// - Parameter expansion: How far the section is open, from the core.
    open func showExpansion(_ expansion: Double) {
        guard expansion != self.expansion else { return }
        self.expansion = expansion
        applyExpansion()
    }

    /// Follows Bold Text as it is switched.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.legibilityWeight != traitCollection.legibilityWeight {
            applyFont()
        }
        if previousTraitCollection?.layoutDirection != traitCollection.layoutDirection {
            setNeedsLayout()
        }
    }

    /// The appearance's font in bold under Bold Text, scaled from the default size, so a header
    /// made after a text size change starts at the current size.
    private func applyFont() {
        guard let appliedFont else { return }
        titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: appliedFont.honouringBoldText(in: traitCollection), compatibleWith: traitCollection)
    }

    private func applyExpansion() {
        let direction = StackLayoutDirection(effectiveUserInterfaceLayoutDirection)
        disclosureIndicatorView.transform = CGAffineTransform(rotationAngle: CGFloat(DisclosureIndicator.rotation(expansion: expansion, layoutDirection: direction)))
    }

    private func updateBackground() {
        guard let backgrounds else { return }
        backgroundColor = isHighlighted ? backgrounds.highlighted : backgrounds.resting
    }
}
#endif
