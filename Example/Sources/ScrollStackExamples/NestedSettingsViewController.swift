#if canImport(UIKit)
import ScrollStack
import UIKit

/// Settings whose "Notifications" section holds an accordion of its own: a group of collapsible
/// rows. The inner accordion fits its content, so it sizes its section, and the section grows and
/// shrinks frame by frame while inner rows open and close.
@MainActor
public final class NestedSettingsViewController: UIViewController {
    private let settings = ExpandableViewController()

    /// Creates the screen with "Notifications" open and its "Sounds" group open inside it.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Nested settings"
        let notifications = ExpandableViewController()
        notifications.title = "Notifications"
        notifications.viewControllers = [
            SettingsSectionViewController(title: "Sounds", rows: ["Ringtone", "Text tone", "New mail"], sizesToContent: true),
            SettingsSectionViewController(title: "Badges", rows: ["App icons", "Lock screen"], sizesToContent: true),
            SettingsSectionViewController(title: "Banners", rows: ["Temporary", "Persistent", "Show previews"], sizesToContent: true),
        ]
        notifications.headerHeight = 44
        notifications.expansionMode = .multiple
        notifications.configuration.accordionContentMode = .fit(height: 132)
        notifications.setExpanded(true, at: 0, animated: false)
        settings.viewControllers = [
            SettingsSectionViewController(title: "General", rows: ["About", "Software update", "Storage"], sizesToContent: true),
            notifications,
            SettingsSectionViewController(title: "Privacy", rows: ["Location services", "Tracking", "Analytics"], sizesToContent: true),
        ]
        settings.headerHeight = 56
        settings.configuration.accordionContentMode = .fit(height: 300)
        settings.expandedIndex = 1
    }

    /// Not supported: the example is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("NestedSettingsViewController is made in code")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        addChild(settings)
        settings.view.frame = view.bounds
        settings.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(settings.view)
        settings.didMove(toParent: self)
    }
}
#endif
