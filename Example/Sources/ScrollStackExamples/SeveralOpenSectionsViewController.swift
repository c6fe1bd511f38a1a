#if canImport(UIKit)
import ScrollStack
import UIKit

/// Settings with several sections open at once: "Expand all" and "Collapse all" buttons above an
/// accordion in multiple mode whose open headers stay pinned while their rows scroll under them.
@MainActor
public final class SeveralOpenSectionsViewController: UIViewController, ExpandableViewControllerDelegate {
    private let accordion = ExpandableViewController()
    private let status = UILabel()

    /// Creates the screen with its sections, the first two open.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Several open sections"
        let sections = [
            ("General", ["About this phone", "Software update", "Storage", "AirDrop", "Background refresh", "Date & time"]),
            ("Display", ["Dark mode", "Text size", "True Tone", "Night Shift"]),
            ("Sounds", ["Ringtone", "Vibrate on ring", "Keyboard clicks", "Lock sound"]),
            ("Privacy", ["Location services", "Tracking", "Analytics"]),
            ("About", ["Version 1.0", "Licences", "Legal"]),
        ]
        accordion.viewControllers = sections.map { title, rows in
            SettingsSectionViewController(title: title, rows: rows, sizesToContent: true)
        }
        accordion.headerHeight = 56
        accordion.expansionMode = .multiple
        accordion.pinsExpandedHeaders = true
        accordion.setExpanded(true, at: 0, animated: false)
        accordion.setExpanded(true, at: 1, animated: false)
        accordion.delegate = self
    }

    /// Not supported: the example is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("SeveralOpenSectionsViewController is made in code")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let expand = UIButton(type: .system, primaryAction: UIAction(title: "Expand all") { [weak self] _ in
            self?.accordion.expandAll(animated: true)
        })
        let collapse = UIButton(type: .system, primaryAction: UIAction(title: "Collapse all") { [weak self] _ in
            self?.accordion.collapseAll(animated: true)
        })
        status.font = .preferredFont(forTextStyle: .footnote)
        status.adjustsFontForContentSizeCategory = true
        status.textColor = .secondaryLabel
        let buttons = UIStackView(arrangedSubviews: [expand, collapse, status])
        buttons.spacing = 16
        buttons.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(buttons)
        addChild(accordion)
        accordion.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(accordion.view)
        NSLayoutConstraint.activate([
            buttons.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            buttons.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            buttons.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
            accordion.view.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 8),
            accordion.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            accordion.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            accordion.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        accordion.didMove(toParent: self)
        showOpenSections()
    }

    public func expandableViewController(_ container: ExpandableViewController, didChangeExpansionOpened opened: IndexSet, closed: IndexSet) {
        showOpenSections()
    }

    private func showOpenSections() {
        status.text = "Open: \(accordion.expandedIndices.count)"
    }
}
#endif
