#if canImport(UIKit)
import ScrollStack
import UIKit

// The snippet of the accordion article's part on nesting, compiled here exactly as the article
// prints it.

/// The article's settings with an accordion inside a section.
final class NestingSnippets: UIViewController {
    let general = SettingsSectionViewController(title: "General", rows: ["About", "Storage"])
    let sounds = SettingsSectionViewController(title: "Sounds", rows: ["Ringtone", "Text tone"])
    let badges = SettingsSectionViewController(title: "Badges", rows: ["App icons", "Lock screen"])
    let privacy = SettingsSectionViewController(title: "Privacy", rows: ["Tracking", "Analytics"])

    func showSettings() {
        let notifications = ExpandableViewController()
        notifications.viewControllers = [sounds, badges]
        notifications.expansionMode = .multiple
        notifications.configuration.accordionContentMode = .fit(height: 120) // a height of its own

        let settings = ExpandableViewController()
        settings.viewControllers = [general, notifications, privacy]
        settings.configuration.accordionContentMode = .fit(height: 300)
        navigationController?.pushViewController(settings, animated: true)
    }
}
#endif
