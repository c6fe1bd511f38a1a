#if canImport(UIKit)
import ScrollStack
import UIKit

/// A drop-in settings screen: five sections, each its own child view controller, stacked as an
/// accordion. Tap a section to unroll it; tap it again to roll it up.
@MainActor
public final class SettingsAccordionViewController: ExpandableViewController {
    /// Creates the screen with its five sections, the first one open.
    ///
    /// - Parameter sizesSectionsToContent: Whether each section is as tall as its rows (its
    ///   `preferredContentSize`), instead of filling what the headers leave.
    public init(sizesSectionsToContent: Bool = false) {
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
        let sections = [
            ("General", ["About this phone", "Software update", "Storage", "AirDrop", "Background refresh", "Date & time"]),
            ("Display", ["Dark mode", "Text size"]),
            ("Sounds", ["Ringtone", "Vibrate on ring", "Keyboard clicks", "Lock sound"]),
            ("Privacy", ["Location services"]),
            ("About", ["Version 1.0", "Licences", "Legal"]),
        ]
        viewControllers = sections.map { title, rows in
            SettingsSectionViewController(title: title, rows: rows, sizesToContent: sizesSectionsToContent)
        }
        headerHeight = 56
        expandedIndex = 0
    }

    /// Not supported: the example is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("SettingsAccordionViewController is made in code")
    }
}

/// One settings section: a plain list of rows, each with a switch; optionally as tall as its rows.
@MainActor
final class SettingsSectionViewController: UIViewController {
    private let rows: [String]
    private let sizesToContent: Bool
    private let stack = UIStackView()

    init(title: String, rows: [String], sizesToContent: Bool = false) {
        self.rows = rows
        self.sizesToContent = sizesToContent
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
        for row in rows.map(row) { stack.addArrangedSubview(row) }
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

    /// Reports the rows' height (Dynamic Type included) as the section's size, when asked to.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard sizesToContent, view.bounds.width > 0 else { return }
        let width = view.bounds.width - view.layoutMargins.left - view.layoutMargins.right
        let fitted = stack.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        )
        let height = (fitted.height + 32).rounded(.up)
        if preferredContentSize.height != height {
            preferredContentSize = CGSize(width: view.bounds.width, height: height)
        }
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
