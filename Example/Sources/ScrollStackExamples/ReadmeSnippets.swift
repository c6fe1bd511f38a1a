#if canImport(UIKit)
import ScrollStack
import UIKit

// The README's UIKit snippets, compiled here exactly as the README prints them (a test on Linux
// checks that every snippet in the README appears in this package's sources, line for line).

/// The README's accordion settings screen.
final class ReadmeSettingsViewController: UIViewController, ExpandableViewControllerDelegate {
    let general = SettingsSectionViewController(title: "General", rows: ["Airplane Mode", "Bluetooth"])
    let display = SettingsSectionViewController(title: "Display", rows: ["Dark Mode", "True Tone"])
    let sounds = SettingsSectionViewController(title: "Sounds", rows: ["Ringer", "Keyboard Clicks"])
    let privacy = SettingsSectionViewController(title: "Privacy", rows: ["Location Services"])
    let about = SettingsSectionViewController(title: "About", rows: ["Name"])

    func quickStart() {
        let settings = ExpandableViewController()
        settings.viewControllers = [general, display, sounds]   // your view controllers; each has a title
        settings.headerHeight = 56
        settings.expandedIndex = 0
        navigationController?.pushViewController(settings, animated: true)
    }

    func showSettings() {
        let settings = ExpandableViewController()
        settings.viewControllers = [general, display, sounds, privacy, about]   // each has a title
        settings.headerHeight = 56
        settings.expandedIndex = 0            // nil: all closed; settable before the view loads
        settings.delegate = self              // should expand, will/did transition, swipe progress
        navigationController?.pushViewController(settings, animated: true)
    }

    func settingsAppeared(_ settings: ExpandableViewController) {
        // Later, once it is on screen (from a button's action, say):
        settings.setExpandedIndex(2, animated: true) { completed in print("settled:", completed) }
        settings.transition(from: 2, to: nil, duration: 0.5)   // then close it, over half a second
    }
}

/// The README's news tabs.
final class Tabs: UIViewController, ExpandableViewControllerDataSource {
    let pager = ExpandableViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        pager.mode = .paging
        pager.tabStrip = TabStripView()             // titles above the pages, following the finger
        pager.configuration.preloadDistance = 1     // keep one neighbour loaded each side
        pager.register(ChannelViewController.self, forReuseIdentifier: "channel")
        pager.dataSource = self
        addChild(pager)
        pager.view.frame = view.bounds
        pager.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(pager.view)
        pager.didMove(toParent: self)
    }

    func numberOfViewControllers(in container: ExpandableViewController) -> Int { 1_000 }

    func expandableViewController(_ container: ExpandableViewController, titleForHeaderAt index: Int) -> String? {
        "Channel \(index + 1)"                    // the tab's title, without loading the page
    }

    func expandableViewController(_ container: ExpandableViewController, viewControllerAt index: Int) -> UIViewController {
        let page = container.dequeueReusableViewController(withIdentifier: "channel", for: index)
        (page as? ChannelViewController)?.show(channel: index)
        return page
    }
}

/// The README's custom animator: no `from` or `to` view controller, a scrolled container view.
final class FadeInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        // Either end may be nil: opening from all closed, closing to none, a swipe past the last page.
        let incoming = context.viewController(forKey: .to)
        let outgoing = context.viewController(forKey: .from)
        // The container view is the stack's scroll view, maybe scrolled: cover its bounds, not a
        // rectangle at the origin, and take the children's frames from the context as they are.
        let dimming = UIView(frame: context.containerView.bounds)
        dimming.backgroundColor = UIColor.black.withAlphaComponent(0.2)
        context.containerView.addSubview(dimming)
        if let incoming {
            incoming.view.frame = context.finalFrame(for: incoming)
            incoming.view.alpha = 0
            context.containerView.addSubview(incoming.view)
        }
        UIView.animate(withDuration: transitionDuration(using: context), animations: {
            incoming?.view.alpha = 1
            outgoing?.view.alpha = 0
            dimming.alpha = 0
        }, completion: { _ in
            outgoing?.view.alpha = 1
            dimming.removeFromSuperview()
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

/// The README's alert and drawer.
final class ReadmeDraftViewController: UIViewController {
    func deleteDraft() {}

    func showPresentations() {
        let drawer = DrawerPresenter(drawer: MenuViewController(), edge: .leading, width: 300)
        drawer.attach(to: self)     // this view controller keeps it; a screen-edge swipe opens it

        AlertViewController(title: "Delete this draft?", message: "This can't be undone.", actions: [
            .init(title: "Cancel", style: .cancel),
            .init(title: "Delete", style: .destructive) {
                self.deleteDraft()
                drawer.open()       // handlers run once the alert has gone, so the drawer can come in
            },
        ], style: .centerScale).show(from: self)                    // or .slideUp; 0.3 s in, 0.1 s out
    }
}

/// The README's data changes by identity, compiled as printed.
struct Channel {
    let id: String
    let name: String
}

final class LiveChannels: UIViewController, ExpandableViewControllerDataSource {
    let pager = ExpandableViewController()
    var channels: [Channel] = []

    func numberOfViewControllers(in container: ExpandableViewController) -> Int { channels.count }

    func expandableViewController(_ container: ExpandableViewController, identifierForElementAt index: Int) -> AnyHashable? {
        channels[index].id                        // stable: the same channel keeps its page
    }

    func expandableViewController(_ container: ExpandableViewController, titleForHeaderAt index: Int) -> String? {
        channels[index].name
    }

    func expandableViewController(_ container: ExpandableViewController, viewControllerAt index: Int) -> UIViewController {
        let page = container.dequeueReusableViewController(withIdentifier: "channel", for: index)
        (page as? ChannelViewController)?.show(channel: index)
        return page
    }

    func serverSent(_ latest: [Channel]) {
        channels = latest
        pager.applyDataChanges()   // pages that stay keep their view controller, scroll position and state
    }
}

/// The README's state restoration, compiled as printed.
@MainActor
final class ReadmeRestoration {
    func makeRestorableSettings(sections: ExpandableViewControllerDataSource) -> ExpandableViewController {
        let settings = ExpandableViewController()
        settings.restorationIdentifier = "settings"   // UIKit's state restoration saves and restores it
        settings.dataSource = sections                 // names its elements: identifierForElementAt
        return settings
    }

    func save(_ settings: ExpandableViewController) throws -> Data {
        try JSONEncoder().encode(settings.restorationState())
    }

    func restore(_ settings: ExpandableViewController, from saved: Data) throws {
        guard let state = try JSONDecoder().decode(StackRestorationState<String>?.self, from: saved) else { return }
        settings.restore(state)   // by identifier: an element that is gone closes, or shows its old position
    }
}
#endif
