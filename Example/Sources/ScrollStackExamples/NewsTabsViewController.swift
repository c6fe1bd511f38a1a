#if canImport(UIKit)
import ScrollStack
import UIKit

/// News-style tabs over 1,000 channels: a paging container with a tab strip, whose pages are
/// reused like table view cells, so only the page on screen (two during a swipe) and one neighbour
/// each side exist, and whose strip keeps views for the visible tabs only.
@MainActor
public final class NewsTabsViewController: UIViewController, ExpandableViewControllerDataSource, ExpandableViewControllerDelegate {
    /// The number of channels.
    public let channelCount = 1_000
    private let pager = ExpandableViewController()
    private let tabTitle = UILabel()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tabTitle.font = .preferredFont(forTextStyle: .headline)
        tabTitle.adjustsFontForContentSizeCategory = true
        tabTitle.textAlignment = .center
        tabTitle.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tabTitle)

        pager.mode = .paging
        pager.tabStrip = TabStripView()
        pager.configuration.preloadDistance = 1
        pager.register(ChannelViewController.self, forReuseIdentifier: ChannelViewController.reuseIdentifier)
        pager.dataSource = self
        pager.delegate = self
        addChild(pager)
        pager.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pager.view)
        NSLayoutConstraint.activate([
            tabTitle.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            tabTitle.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tabTitle.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pager.view.topAnchor.constraint(equalTo: tabTitle.bottomAnchor, constant: 8),
            pager.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pager.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pager.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        pager.didMove(toParent: self)
        showTitle(for: pager.currentIndex)
    }

    /// Jumps to a channel, sliding the pages.
    public func select(channel: Int) {
        pager.select(index: channel, animated: true)
    }

    public func numberOfViewControllers(in expandableViewController: ExpandableViewController) -> Int {
        channelCount
    }

    public func expandableViewController(_ expandableViewController: ExpandableViewController, viewControllerAt index: Int) -> UIViewController {
        let page = expandableViewController.dequeueReusableViewController(withIdentifier: ChannelViewController.reuseIdentifier, for: index)
        (page as? ChannelViewController)?.show(channel: index)
        return page
    }

    public func expandableViewController(_ expandableViewController: ExpandableViewController, titleForHeaderAt index: Int) -> String? {
        "Channel \(index + 1)"
    }

    public func expandableViewController(_ expandableViewController: ExpandableViewController, didTransitionFrom fromIndex: Int?, to toIndex: Int?, completed: Bool) {
        showTitle(for: expandableViewController.currentIndex)
    }

    private func showTitle(for index: Int?) {
        tabTitle.text = index.map { "Channel \($0 + 1) of \(channelCount)" }
    }
}

/// One channel's page; the same few instances show every channel in turn.
@MainActor
final class ChannelViewController: UIViewController {
    static let reuseIdentifier = "channel"
    private let headline = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        headline.font = .preferredFont(forTextStyle: .largeTitle)
        headline.adjustsFontForContentSizeCategory = true
        headline.numberOfLines = 0
        headline.textAlignment = .center
        headline.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(headline)
        NSLayoutConstraint.activate([
            headline.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            headline.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            headline.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// Shows a channel's stories on this reused page.
    func show(channel: Int) {
        loadViewIfNeeded()
        title = "Channel \(channel + 1)"
        headline.text = "Top stories on channel \(channel + 1)"
    }
}
#endif
