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
    /// The font of the title. Default the headline text style (Dynamic Type).
    open var titleFont = UIFont.preferredFont(forTextStyle: .headline)
    /// The font of the message. Default the footnote text style (Dynamic Type).
    open var messageFont = UIFont.preferredFont(forTextStyle: .footnote)
    /// The font of the buttons. Default the body text style (Dynamic Type).
    open var buttonFont = UIFont.preferredFont(forTextStyle: .body)
    /// The card's colour. Default `.systemBackground`.
    open var cardColor = UIColor.systemBackground
    /// The text's colour. Default `.label`.
    open var textColor = UIColor.label
    /// The colour of ordinary and cancel buttons. Default `.systemBlue`.
    open var tintColorForActions = UIColor.systemBlue
    /// The card's width. Default 270, as UIKit's alerts.
    open var width: CGFloat = 270
    /// The presentation that shows the alert: its style and durations.
    public let presentation: PresentationTransitioningDelegate

    private let handlers: [(() -> Void)?]

    /// Creates an alert.
    ///
    /// - Precondition: `title` and `message` are not both empty, and at most one action
    ///   is a cancel action; the message says which.
    public init(title: String?, message: String?, actions: [Action], style: AlertAnimationStyle = .centerScale, presentDuration: TimeInterval = 0.3, dismissDuration: TimeInterval = 0.1) {
        content = AlertContent(title: title, message: message, actions: actions.map(\.content))
        // AlertContent puts the cancel action last; the handlers follow the same order.
        let ordered = actions.filter { $0.content.style != .cancel } + actions.filter { $0.content.style == .cancel }
        handlers = ordered.map(\.handler)
        presentation = PresentationTransitioningDelegate(style: .alert(style), presentDuration: presentDuration, dismissDuration: dismissDuration)
        super.init(nibName: nil, bundle: nil)
        presentation.prepare(self)
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

        let text = UIStackView(arrangedSubviews: [label(content.title, font: titleFont), label(content.message, font: messageFont)])
        text.axis = .vertical
        text.spacing = 4
        text.isLayoutMarginsRelativeArrangement = true
        text.layoutMargins = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)

        let buttons = UIStackView(arrangedSubviews: content.actions.enumerated().map { button(for: $0.element, at: $0.offset) })
        buttons.axis = content.prefersHorizontalButtons ? .horizontal : .vertical
        buttons.distribution = .fillEqually
        buttons.spacing = 1
        buttons.backgroundColor = .separator

        let stack = UIStackView(arrangedSubviews: [text, buttons])
        stack.axis = .vertical
        stack.spacing = 1
        stack.backgroundColor = .separator
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.topAnchor),
            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.widthAnchor.constraint(equalToConstant: width),
        ])
        updatePreferredSize()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updatePreferredSize()
    }

    /// Sizes the card to its content: long and multi-line text, one button or several, and the
    /// current Dynamic Type size.
    private func updatePreferredSize() {
        let fitted = view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        )
        preferredContentSize = CGSize(width: width, height: fitted.height)
    }

    private func label(_ text: String?, font: UIFont) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = textColor
        label.textAlignment = .center
        label.numberOfLines = 0
        label.adjustsFontForContentSizeCategory = true
        label.isHidden = (text ?? "").isEmpty
        return label
    }

    private func button(for action: AlertContent.Action, at position: Int) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(action.title, for: .normal)
        button.titleLabel?.font = action.style == .cancel ? UIFont.preferredFont(forTextStyle: .headline) : buttonFont
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.titleLabel?.numberOfLines = 0
        button.setTitleColor(action.style == .destructive ? .systemRed : tintColorForActions, for: .normal)
        button.backgroundColor = cardColor
        button.contentEdgeInsets = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)
        button.tag = position
        button.addTarget(self, action: #selector(actionTapped(_:)), for: .touchUpInside)
        return button
    }

    @objc private func actionTapped(_ sender: UIButton) {
        // The handler runs once the alert is off screen, so it may present something itself.
        presentation.dismiss(animated: true, completion: handlers[sender.tag])
    }
}
#endif
