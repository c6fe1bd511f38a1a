#if canImport(UIKit)
// The iOS 16 SDK does not yet mark UIAccessibilityTraits' constants as concurrency-safe.
@preconcurrency import UIKit

/// The default header: a full-width button showing its child's title, optionally a subtitle and a
/// leading image, and a disclosure chevron.
///
/// It is an accessibility button and heading (VoiceOver's Headings rotor finds it); the container
/// gives it its label ("General, Airplane mode and more"), value and hint, and the identifier
/// `ScrollStack.header.<element or index>`. The chevron points to the trailing edge when the
/// section is collapsed and down when it is expanded, turning as the section unrolls; it shows the
/// state without relying on colour, and is hidden from VoiceOver, which hears the state in words.
/// The title and subtitle follow Dynamic Type and Bold Text, and wrap onto as many lines as they
/// need at every text size, as a table view cell's do: the container makes each default header
/// tall enough for its words (the core's `HeaderSelfSizing`), so no title ends in "…". A header
/// shorter than its words (one from your `headerViewProvider`, whose height stays the scaled
/// header height) shows the lines that fit, the last one truncated. A long press shows the title in the
/// Large Content Viewer at the largest text sizes. Where the background, its rounded corners, the
/// separators and each part go comes from the core (``HeaderDecoration``, ``HeaderContentLayout``).
open class ExpandableHeaderView: UIControl, ExpandableHeaderConfigurable {
    /// The label showing the section's title.
    public let titleLabel = UILabel()
    /// The label showing the section's subtitle, hidden without one.
    public let subtitleLabel = UILabel()
    /// The leading image, hidden without one.
    public let leadingImageView = UIImageView()
    /// The accessory: the disclosure chevron or the appearance's image, tinted `.tertiaryLabel`.
    /// Choose it with ``HeaderAppearance/accessory``.
    public let disclosureIndicatorView = UIImageView()
    /// The view painting the header's background, inset and rounded for inset-grouped looks.
    public let backgroundShapeView = UIView()
    /// The separators in view, as many as the decoration asks for.
    private var separatorViews: [UIView] = []
    /// The fonts last applied: each label's font is made again only when it or Bold Text changes,
    /// and follows Dynamic Type by itself in between.
    private var appliedFonts: (title: UIFont, subtitle: UIFont)?
    /// The background at rest and while pressed, from the last configuration.
    private var backgrounds: (resting: UIColor, highlighted: UIColor)?
    /// How far the section is open, as the chevron shows it.
    private var expansion: Double = 0
    /// The last configuration's look, state and place, which the layout reads.
    private var appearance = HeaderAppearance()
    private var isExpanded = false
    private var position: AccessibilityPosition?

    /// Shows the pressed look while a finger is on the header.
    open override var isHighlighted: Bool {
        didSet { updateBackground() }
    }

    /// Dims the title, subtitle, image and accessory while the header takes no taps (a disabled
    /// container), as a disabled control looks.
    open override var isEnabled: Bool {
        didSet {
            let alpha: CGFloat = isEnabled ? 1 : 0.4
            for view in [titleLabel, subtitleLabel, leadingImageView, disclosureIndicatorView] { view.alpha = alpha }
        }
    }

    /// VoiceOver's double tap, Switch Control and Voice Control act as a tap on the header, never
    /// as a touch at its centre (which a bar or the keyboard may cover); `false` while disabled.
    ///
    /// UIKit calls it on the main thread, though the SDK leaves it nonisolated.
    open override func accessibilityActivate() -> Bool {
        runOnMainThread {
            guard isEnabled else { return false }
            sendActions(for: .touchUpInside)
            return true
        }
    }

    /// Creates an empty header.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundShapeView.isUserInteractionEnabled = false
        backgroundShapeView.layer.cornerCurve = .continuous
        addSubview(backgroundShapeView)
        Self.prepareTextLabel(titleLabel)
        addSubview(titleLabel)
        Self.prepareTextLabel(subtitleLabel)
        subtitleLabel.isHidden = true
        addSubview(subtitleLabel)
        leadingImageView.contentMode = .scaleAspectFit
        leadingImageView.isAccessibilityElement = false
        leadingImageView.isHidden = true
        addSubview(leadingImageView)
        disclosureIndicatorView.preferredSymbolConfiguration = Self.accessorySymbolConfiguration
        disclosureIndicatorView.tintColor = .tertiaryLabel
        disclosureIndicatorView.contentMode = .center
        disclosureIndicatorView.isAccessibilityElement = false
        addSubview(disclosureIndicatorView)
        isAccessibilityElement = true
        accessibilityTraits = [.button, .header]
        // A title Dynamic Type can't grow any further shows in the Large Content Viewer on a long press.
        showsLargeContentViewer = true
        addInteraction(UILargeContentViewerInteraction())
        applyAccessory()
    }

    /// The header's own background, under ``backgroundShapeView``. Setting a colour here (the way
    /// before ``HeaderAppearance`` had backgrounds) keeps working: the shape then stays clear at
    /// rest, expanded or not, so this colour shows across the whole header, and still shows the
    /// pressed colour. For inset-grouped looks set ``HeaderAppearance/backgroundColor`` instead.
    open override var backgroundColor: UIColor? {
        didSet { updateBackground() }
    }

    /// An inset group keeps its margin from the side safe areas (landscape on a notched phone).
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
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
        let direction = StackLayoutDirection(effectiveUserInterfaceLayoutDirection)
        let scale = max(1, traitCollection.displayScale)
        // A header told no valid place in the list has no decoration: its background is its bounds.
        let decoration = position.flatMap { position in
            position.index >= 0 && position.index < position.count ? HeaderDecoration(
                index: position.index, count: position.count, isExpanded: isExpanded, size: bounds.size,
                corners: appearance.cornerStyle, separators: appearance.separators, separatorInset: appearance.separatorInset,
                separatorThickness: 1 / scale, layoutDirection: direction,
                safeArea: LayoutInsets(top: 0, left: safeAreaInsets.left, bottom: 0, right: safeAreaInsets.right)
            ) : nil
        }
        let background = decoration?.backgroundFrame ?? bounds
        showDecoration(decoration)
        backgroundShapeView.frame = background
        // The same arithmetic the container measures with (HeaderMeasurer.swift), so the words
        // wrap here as they were measured.
        let layout = Self.contentLayout(
            in: background, appearance: appearance, hasImage: !leadingImageView.isHidden,
            accessorySide: Self.accessorySide(for: appearance.accessory, in: traitCollection), layoutDirection: direction
        )
        if let frame = layout.imageFrame { leadingImageView.frame = frame }
        if let frame = layout.accessoryFrame {
            // Bounds and centre, not frame: the chevron turns with a transform.
            disclosureIndicatorView.bounds = CGRect(origin: .zero, size: frame.size)
            disclosureIndicatorView.center = CGPoint(x: frame.midX, y: frame.midY)
        }
        let fitting = CGSize(width: layout.textColumn.width, height: .greatestFiniteMagnitude)
        let heights = layout.fittingTextHeights(
            titleHeight: titleLabel.sizeThatFits(fitting).height,
            subtitleHeight: subtitleLabel.isHidden ? nil : subtitleLabel.sizeThatFits(fitting).height,
            titleLineHeight: Self.lineHeight(of: titleLabel, scale: scale),
            subtitleLineHeight: Self.lineHeight(of: subtitleLabel, scale: scale),
            lineSpacing: HeaderSelfSizing.lineSpacing
        )
        let text = layout.textFrames(titleHeight: heights.title, subtitleHeight: heights.subtitle, lineSpacing: HeaderSelfSizing.lineSpacing)
        titleLabel.frame = text.title
        // A subtitle with no whole line left under the title shows nothing.
        subtitleLabel.frame = text.subtitle ?? .zero
        applyExpansion()
    }

    /// Shows the section's content, state and place: calls ``configure(title:isExpanded:appearance:)``
    /// for the title and look (so a subclass overriding it still runs), then shows the subtitle,
    /// the image and the decoration.
    open func configure(content: HeaderContent, isExpanded: Bool, position: AccessibilityPosition, appearance: HeaderAppearance) {
        self.position = position
        subtitleLabel.text = content.subtitle
        subtitleLabel.isHidden = (content.subtitle ?? "").isEmpty
        leadingImageView.image = content.image
        leadingImageView.isHidden = content.image == nil
        configure(title: content.title, isExpanded: isExpanded, appearance: appearance)
    }

    /// Shows the section's title, and its state through the chevron, the background and to
    /// VoiceOver.
    open func configure(title: String?, isExpanded: Bool, appearance: HeaderAppearance) {
        titleLabel.text = title
        if appliedFonts?.title != appearance.font || appliedFonts?.subtitle != appearance.subtitleFont {
            appliedFonts = (appearance.font, appearance.subtitleFont)
            applyFont()
        }
        let accessoryChanged = self.appearance.accessory != appearance.accessory
        self.appearance = appearance
        self.isExpanded = isExpanded
        titleLabel.textColor = appearance.titleColor
        subtitleLabel.textColor = appearance.subtitleColor
        layoutMargins = UIEdgeInsets(top: 0, left: appearance.horizontalPadding, bottom: 0, right: appearance.horizontalPadding)
        backgrounds = (isExpanded ? appearance.expandedBackgroundColor : appearance.backgroundColor, appearance.highlightedBackgroundColor)
        updateBackground()
        if accessoryChanged { applyAccessory() }
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

    /// Follows Bold Text as it is switched, and the text size.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Made again at a new text size too, as the container measures them, rather than left to
        // the labels' own adjustment.
        if previousTraitCollection?.legibilityWeight != traitCollection.legibilityWeight
            || previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            applyFont()
        }
        // The labels' heights, the row's mirroring and the separators' hairline follow these.
        if previousTraitCollection?.layoutDirection != traitCollection.layoutDirection
            || previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
            || previousTraitCollection?.displayScale != traitCollection.displayScale {
            setNeedsLayout()
        }
    }

    /// The appearance's fonts in bold under Bold Text, scaled from the default size, so a header
    /// made after a text size change starts at the current size.
    private func applyFont() {
        guard let appliedFonts else { return }
        titleLabel.font = appliedFonts.title.scaled(as: .headline, in: traitCollection)
        subtitleLabel.font = appliedFonts.subtitle.scaled(as: .subheadline, in: traitCollection)
    }

    /// Shows the appearance's accessory: the chevron, an image of the app's, or nothing.
    private func applyAccessory() {
        let accessory = appearance.accessory
        // The chevron points to the trailing edge: it mirrors right to left; an app's image doesn't.
        disclosureIndicatorView.image = accessory == .disclosureIndicator ? accessory.shownImage?.imageFlippedForRightToLeftLayoutDirection() : accessory.shownImage
        disclosureIndicatorView.isHidden = accessory == .none
    }

    /// Rounds the background's corners and places the separators as the core decided.
    private func showDecoration(_ decoration: HeaderDecoration?) {
        var masked: CACornerMask = []
        if decoration?.roundedCorners.contains(.top) == true { masked.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if decoration?.roundedCorners.contains(.bottom) == true { masked.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        backgroundShapeView.layer.maskedCorners = masked
        backgroundShapeView.layer.cornerRadius = decoration?.cornerRadius ?? 0
        let frames = decoration?.separatorFrames ?? []
        while separatorViews.count < frames.count {
            let separator = UIView()
            separator.isUserInteractionEnabled = false
            addSubview(separator)
            separatorViews.append(separator)
        }
        for (offset, separator) in separatorViews.enumerated() {
            separator.isHidden = offset >= frames.count
            separator.backgroundColor = appearance.separatorColor
            if offset < frames.count { separator.frame = frames[offset] }
        }
    }

    private func applyExpansion() {
        // Only the chevron turns; an app's accessory image stays as drawn.
        guard appearance.accessory == .disclosureIndicator else {
            disclosureIndicatorView.transform = .identity
            return
        }
        let direction = StackLayoutDirection(effectiveUserInterfaceLayoutDirection)
        disclosureIndicatorView.transform = CGAffineTransform(rotationAngle: CGFloat(DisclosureIndicator.rotation(expansion: expansion, layoutDirection: direction)))
    }

    private func updateBackground() {
        guard let backgrounds else { return }
        // A colour the app set on the header itself wins at rest.
        let resting = backgroundColor == nil ? backgrounds.resting : .clear
        backgroundShapeView.backgroundColor = isHighlighted ? backgrounds.highlighted : resting
    }
}
#endif
