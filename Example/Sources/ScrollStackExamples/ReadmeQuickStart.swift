#if canImport(UIKit)
import ScrollStack
import UIKit

// The README's UIKit quick start: two whole view controllers an adopter can paste, compiled here
// exactly as the README prints them.

/// An accordion settings screen: three sections, the first one open.
final class SettingsViewController: UIViewController {
    private let accordion = ExpandableViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        accordion.viewControllers = ["General", "Display", "Sounds"].map { name in
            let section = UIViewController()
            section.title = name                       // the header's title
            section.view.backgroundColor = .systemBackground
            return section
        }
        accordion.headerHeight = 56
        accordion.expandedIndex = 0                    // nil: every section closed
        addChild(accordion)
        accordion.view.frame = view.bounds
        accordion.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(accordion.view)
        accordion.didMove(toParent: self)
    }
}

/// News tabs: a tab strip over pages that are reused like table view cells.
final class NewsViewController: UIViewController, ExpandableViewControllerDataSource {
    private let pager = ExpandableViewController()
    private let channels = ["Top", "Tech", "Sport", "Business", "Science", "Travel"]

    override func viewDidLoad() {
        super.viewDidLoad()
        pager.mode = .paging
        pager.tabStrip = TabStripView()                // titles above the pages
        pager.register(StoryListViewController.self, forReuseIdentifier: "stories")
        pager.dataSource = self
        addChild(pager)
        pager.view.frame = view.bounds
        pager.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(pager.view)
        pager.didMove(toParent: self)
    }

    func numberOfViewControllers(in container: ExpandableViewController) -> Int { channels.count }

    func expandableViewController(_ container: ExpandableViewController, titleForHeaderAt index: Int) -> String? {
        channels[index]                                // the tab's title, without loading the page
    }

    func expandableViewController(_ container: ExpandableViewController, viewControllerAt index: Int) -> UIViewController {
        let page = container.dequeueReusableViewController(withIdentifier: "stories", for: index)
        (page as? StoryListViewController)?.channel = channels[index]
        return page
    }
}

/// One page; the pager makes a few and shows every channel in them in turn.
final class StoryListViewController: UIViewController {
    private let label = UILabel()
    var channel = "" {
        didSet { label.text = "\(channel) stories" }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.frame = view.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.textAlignment = .center
        view.addSubview(label)
    }
}
#endif
