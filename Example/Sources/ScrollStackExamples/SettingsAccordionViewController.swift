#if canImport(UIKit)
import ScrollStack
import UIKit

/// A drop-in settings screen: five sections, each its own child view controller, stacked as an
/// accordion. Tap a section to unroll it; tap it again to roll it up.
@MainActor
public final class SettingsAccordionViewController: ExpandableViewController {
    /// Creates the screen with its five sections, the first one open.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
        viewControllers = [
            SettingsSectionViewController(title: "General", rows: ["About this phone", "Software update", "Storage"]),
            SettingsSectionViewController(title: "Display", rows: ["Dark mode", "Text size", "Auto-lock"]),
            SettingsSectionViewController(title: "Sounds", rows: ["Ringtone", "Vibrate on ring", "Keyboard clicks"]),
            SettingsSectionViewController(title: "Privacy", rows: ["Location services", "Tracking", "Analytics"]),
            SettingsSectionViewController(title: "About", rows: ["Version 1.0", "Licences"]),
        ]
        headerHeight = 56
        expandedIndex = 0
    }

    /// Not supported: the example is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("SettingsAccordionViewController is made in code")
    }
}

/// One settings section: a plain list of rows, each with a switch.
@MainActor
final class SettingsSectionViewController: UIViewController {
    private let rows: [String]

    init(title: String, rows: [String]) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("SettingsSectionViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let stack = UIStackView(arrangedSubviews: rows.map(row))
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
        ])
    }

    private func row(_ text: String) -> UIView {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        let toggle = UISwitch()
        toggle.accessibilityLabel = text
        let row = UIStackView(arrangedSubviews: [label, toggle])
        row.axis = .horizontal
        return row
    }
}
#endif
