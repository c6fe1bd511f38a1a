#if canImport(UIKit)
import UIKit

/// A ready alert: title, message and buttons on a card sized to its content, presented over the
/// presenting view behind a dimming view, growing from the centre or sliding up.
///
/// ```swift
/// let alert = AlertViewController(title: "Delete draft?", message: "This can't be undone.", actions: [
///     .init(title: "Cancel", style: .cancel),
///     .init(title: "Delete", style: .destructive) { deleteDraft() },
/// ])
/// alert.show(from: self)
/// ```
@MainActor
open class AlertViewController: UIViewController {
    /// A button and what it does.
    public struct Action {
        /// The button's title and style.
        public var content: AlertContent.Action
        /// Runs after the alert is dismissed.
        public var handler: (() -> Void)?

        /// Creates an action.
        public init(title: String, style: AlertContent.Action.Style = .default, handler: (() -> Void)? = nil) {
            content = AlertContent.Action(title: title, style: style)
            self.handler = handler
        }
    }

    /// The alert's text and buttons.
    public let content: AlertContent
    /// The font of the title at the default text size; it grows and shrinks with Dynamic Type as
    /// the headline text style does. Default the headline font. Set it before the view loads.
    open var titleFont = AlertViewController.defaultFont(.headline)
    /// The font of the message at the default text size; it scales as the footnote text style
    /// does. Default the footnote font. Set it before the view loads.
    open var messageFont = AlertViewController.defaultFont(.footnote)
    /// The font of the buttons at the default text size; it scales as the body text style does.
    /// Default the body font; a cancel button uses the headline font. Set it before the view loads.
    open var buttonFont = AlertViewController.defaultFont(.body)
    /// The card's colour. Default `.systemBackground`.
    open var cardColor = UIColor.systemBackground
    /// The text's colour. Default `.label`.
    open var textColor = UIColor.label
    /// The colour of ordinary and cancel buttons. Default `.systemBlue`.
    open var tintColorForActions = UIColor.systemBlue
    /// How wide the card is (270 points at the default text size, growing with Dynamic Type up to
    /// a share of the screen's width) and when its content scrolls (when taller than the screen).
    open var sizing = AlertCardSizing()
    /// The presentation that shows the alert: its style and durations.
    public let presentation: PresentationTransitioningDelegate

    private let handlers: [(() -> Void)?]
    private var buttons: [UIButton] = []
    private let scrollView = UIScrollView()
    private let stack = UIStackView()

    /// Creates an alert.
    ///
    /// - Precondition: `title` and `message` are not both empty, and at most one action
    ///   is a cancel action; the message says which.
    public init(title: String?, message: String?, actions: [Action], style: AlertAnimationStyle = .centerScale, presentDuration: TimeInterval = 0.3, dismissDuration: TimeInterval = 0.1) {
        content = AlertContent(title: title, message: message, actions: actions.map(\.content))
        // AlertContent puts the cancel action last; the handlers follow the same order.
        handlers = AlertContent.inActionOrder(actions.map(\.handler), styles: actions.map(\.content.style))
        presentation = PresentationTransitioningDelegate(style: .alert(style), presentDuration: presentDuration, dismissDuration: dismissDuration)
        super.init(nibName: nil, bundle: nil)
        presentation.prepare(self)
        presentation.dismissalPresentation = .alert(content)
        let handlers = handlers
        presentation.runAction = { index in handlers[index]?() }
    }

    /// Not supported: alerts are made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("AlertViewController is not made from a storyboard or nib")
    }

    /// Presents the alert from `presentingViewController`.
    open func show(from presentingViewController: UIViewController, animated: Bool = true) {
        presentation.present(self, from: presentingViewController, animated: animated)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = cardColor
        view.layer.cornerRadius = 14
        view.clipsToBounds = true
        // VoiceOver stays inside the alert until it closes.
        view.accessibilityViewIsModal = true

        let text = UIStackView(arrangedSubviews: [label(content.title, font: titleFont, style: .headline), label(content.message, font: messageFont, style: .footnote)])
        text.axis = .vertical
        text.spacing = 4
        text.isLayoutMarginsRelativeArrangement = true
        text.layoutMargins = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
        // The separator colour behind the parts shows only in the one-point gaps between them.
        text.backgroundColor = cardColor

        // Each button's tag is its action's index; the core's order puts cancel first side by side.
        self.buttons = content.buttonOrder.map { button(for: content.actions[$0], at: $0) }
        let buttons = UIStackView(arrangedSubviews: self.buttons)
        buttons.axis = content.prefersHorizontalButtons ? .horizontal : .vertical
        buttons.distribution = .fillEqually
        buttons.spacing = 1
        buttons.backgroundColor = .separator

        for part in [text, buttons] { stack.addArrangedSubview(part) }
        stack.axis = .vertical
        stack.spacing = 1
        stack.backgroundColor = .separator
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        view.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
    }

    /// Sizes the card for the new container now, and again once the rotation is over, when the
    /// window's safe area is the new one.
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        updatePreferredSize(in: size, safeArea: view.window?.safeAreaInsets ?? .zero)
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            guard let self, let window = view.window else { return }
            updatePreferredSize(in: window.bounds.size, safeArea: window.safeAreaInsets)
        }
    }

    /// Follows the text size of the alert's own traits: the buttons take the new font and the
    /// card is sized again.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory else { return }
        for button in buttons { applyFont(for: content.actions[button.tag], to: button) }
        if let window = view.window { updatePreferredSize(in: window.bounds.size, safeArea: window.safeAreaInsets) }
    }

    /// The font of a text style at the default text size, which `UIFontMetrics` scales.
    private static func defaultFont(_ style: UIFont.TextStyle) -> UIFont {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
    }

    /// Sizes the card to its content — long and multi-line text, one button or several, the
    /// current Dynamic Type size — within a container of `containerSize`, by the core's rule; the
    /// content scrolls when it is taller than the container's `safeArea`. The presentation
    /// controller calls it before every layout, so the card is sized when it is presented.
    func updatePreferredSize(in containerSize: CGSize, safeArea: UIEdgeInsets) {
        loadViewIfNeeded()
        let category = ContentSizeCategory(traitCollection.preferredContentSizeCategory)
        let width = sizing.width(for: category, containerWidth: containerSize.width)
        let fitted = stack.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        )
        let card = sizing.card(for: category, containerWidth: containerSize.width, contentHeight: fitted.height, availableHeight: containerSize.height - safeArea.top - safeArea.bottom)
        // Within half a point it is the same size: no layout asks for another.
        guard card.differs(fromSize: preferredContentSize, contentScrolls: scrollView.isScrollEnabled) else { return }
        scrollView.isScrollEnabled = card.contentScrolls
        if card.contentScrolls { scrollView.flashScrollIndicators() }
        preferredContentSize = card.size
    }

    private func label(_ text: String?, font: UIFont, style: UIFont.TextStyle) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = UIFontMetrics(forTextStyle: style).scaledFont(for: font)
        label.textColor = textColor
        label.textAlignment = .center
        label.numberOfLines = 0
        label.adjustsFontForContentSizeCategory = true
        label.isHidden = (text ?? "").isEmpty
        return label
    }

    private func button(for action: AlertContent.Action, at position: Int) -> UIButton {
        let color = action.style == .destructive ? UIColor.systemRed : tintColorForActions
        let button: UIButton
        if #available(iOS 15.0, *) {
            var configuration = UIButton.Configuration.plain()
            configuration.title = action.title
            configuration.baseForegroundColor = color
            configuration.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 8, bottom: 12, trailing: 8)
            button = UIButton(configuration: configuration)
        } else {
            button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(color, for: .normal)
            button.contentEdgeInsets = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)
        }
        applyFont(for: action, to: button)
        button.titleLabel?.numberOfLines = 0
        button.backgroundColor = cardColor
        button.tag = position
        button.addTarget(self, action: #selector(actionTapped(_:)), for: .touchUpInside)
        return button
    }

    /// Gives `button` its font at the alert's current text size. A configured button's title takes
    /// the font through its attributes, which don't follow Dynamic Type by themselves, so this runs
    /// again when the text size changes.
    private func applyFont(for action: AlertContent.Action, to button: UIButton) {
        let isCancel = action.style == .cancel
        let base = isCancel ? Self.defaultFont(.headline) : buttonFont
        let font = UIFontMetrics(forTextStyle: isCancel ? .headline : .body).scaledFont(for: base, compatibleWith: traitCollection)
        if #available(iOS 15.0, *), button.configuration != nil {
            button.configuration?.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { attributes in
                var styled = attributes
                styled.font = font
                return styled
            }
        } else {
            button.titleLabel?.font = font
        }
    }

    /// VoiceOver's escape gesture closes the alert only through its cancel action, as the core's rule says.
    open override func accessibilityPerformEscape() -> Bool {
        runOnMainThread { presentation.respond(to: .accessibilityEscape) }
    }

    @objc private func actionTapped(_ sender: UIButton) {
        // The handler runs once the alert is off screen, so it may present something itself. A
        // second tap, the dimming or the escape gesture while it leaves asks for a second
        // dismissal, which the presentation's driver ignores with its handler.
        presentation.dismiss(animated: true, completion: handlers[sender.tag])
    }
}
#endif
