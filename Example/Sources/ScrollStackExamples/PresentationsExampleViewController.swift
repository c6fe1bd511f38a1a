#if canImport(UIKit)
import ScrollStack
import UIKit

/// Presents the alert in both styles and opens a drawer from either edge; the leading drawer can
/// also be swiped in from the screen edge and swiped or tapped away.
@MainActor
public final class PresentationsExampleViewController: UIViewController {
    private lazy var leadingDrawer = DrawerPresenter(drawer: MenuViewController(), edge: .leading, width: 300)
    private lazy var trailingDrawer = DrawerPresenter(drawer: MenuViewController(), edge: .trailing, width: 260, effect: .dim)

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let buttons = [
            button("Alert: centre scale") { [weak self] in self?.showAlert(style: .centerScale) },
            button("Alert: slide up") { [weak self] in self?.showAlert(style: .slideUp) },
            button("Drawer from the leading edge") { [weak self] in self?.leadingDrawer.open() },
            button("Drawer from the trailing edge") { [weak self] in self?.trailingDrawer.open() },
        ]
        let stack = UIStackView(arrangedSubviews: buttons)
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        leadingDrawer.attach(to: self)
        trailingDrawer.attach(to: self)
    }

    private func showAlert(style: AlertAnimationStyle) {
        let alert = AlertViewController(
            title: "Delete this draft?",
            message: "The draft and its attachments will be removed from every device. This can't be undone.",
            actions: [
                .init(title: "Cancel", style: .cancel),
                .init(title: "Delete", style: .destructive),
            ],
            style: style
        )
        alert.show(from: self)
    }

    private func button(_ title: String, action: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .body)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }
}

/// A plain menu shown in the drawers.
@MainActor
final class MenuViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let stack = UIStackView(arrangedSubviews: ["Inbox", "Drafts", "Sent", "Archive"].map { item in
            let label = UILabel()
            label.text = item
            label.font = .preferredFont(forTextStyle: .title3)
            label.adjustsFontForContentSizeCategory = true
            return label
        })
        stack.axis = .vertical
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
        ])
    }

    /// VoiceOver's escape gesture closes the drawer (the presentation follows UIKit's dismissal).
    /// The SDK leaves this method nonisolated, so the dismissal is sent to the main actor.
    override func accessibilityPerformEscape() -> Bool {
        Task { @MainActor in self.dismiss(animated: true) }
        return true
    }
}
#endif
