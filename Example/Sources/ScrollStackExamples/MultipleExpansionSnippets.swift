#if canImport(UIKit)
import ScrollStack
import UIKit

// The snippets of the accordion article's part on several open sections, compiled here exactly
// as the article prints them.

/// The article's settings with several sections open.
final class SeveralOpenSectionsSnippets: UIViewController, ExpandableViewControllerDelegate {
    let general = SettingsSectionViewController(title: "General", rows: ["Airplane Mode", "Bluetooth"])
    let display = SettingsSectionViewController(title: "Display", rows: ["Dark Mode", "True Tone"])
    let sounds = SettingsSectionViewController(title: "Sounds", rows: ["Ringer", "Keyboard Clicks"])

    func showSettings() {
        let settings = ExpandableViewController()
        settings.viewControllers = [general, display, sounds]
        settings.expansionMode = .multiple        // a tap toggles one section; the others stay
        settings.pinsExpandedHeaders = true       // an open header stays in sight as its rows scroll
        settings.setExpanded(true, at: 0, animated: false)
        settings.setExpanded(true, at: 2, animated: false)
        settings.delegate = self
        navigationController?.pushViewController(settings, animated: true)
    }

    func buttonsTapped(_ settings: ExpandableViewController) {
        settings.expandAll(animated: true) { completed in print("all open:", completed) }
        settings.collapseAll(animated: true)      // turns every section around, from where it stands
    }

    func expandableViewController(_ container: ExpandableViewController, didChangeExpansionOpened opened: IndexSet, closed: IndexSet) {
        print("opened", Array(opened), "closed", Array(closed), "open now", Array(container.expandedIndices))
    }
}
#endif
