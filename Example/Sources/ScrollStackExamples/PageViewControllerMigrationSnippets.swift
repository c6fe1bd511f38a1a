#if canImport(UIKit)
import ScrollStack
import UIKit

// The snippets of the article on moving from UIPageViewController (and from Parchment or Tabman)
// to the paging container, compiled here exactly as the article prints them: the page view
// controller it starts from, the pager that replaces it, and the SwiftUI pager.

/// One article of the migration article's pager.
struct Article {
    let id: String
    var section: String
    var headline: String
    var isBreaking: Bool
}

/// One article's page: made by the page view controller for every swipe, reused by the pager.
@MainActor
final class ArticlePageViewController: UIViewController {
    private let headline = UILabel()
    private(set) var articleID: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        headline.font = .preferredFont(forTextStyle: .title1)
        headline.adjustsFontForContentSizeCategory = true
        headline.numberOfLines = 0
        headline.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(headline)
        NSLayoutConstraint.activate([
            headline.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor, constant: 24),
            headline.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            headline.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// Shows `article`, replacing whatever this page showed before it was reused.
    func show(_ article: Article) {
        loadViewIfNeeded()
        articleID = article.id
        headline.text = article.headline
    }
}

/// The starting point: a page view controller that finds its neighbours and makes a page per swipe.
@MainActor
final class OldArticlePagesViewController: UIPageViewController, UIPageViewControllerDataSource {
    var articles: [Article] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        if let first = articles.first {
            setViewControllers([makePage(for: first)], direction: .forward, animated: false)
        }
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = index(of: viewController), index > 0 else { return nil }
        return makePage(for: articles[index - 1])
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = index(of: viewController), index + 1 < articles.count else { return nil }
        return makePage(for: articles[index + 1])
    }

    private func index(of page: UIViewController) -> Int? {
        let id = (page as? ArticlePageViewController)?.articleID
        return articles.firstIndex { $0.id == id }
    }

    private func makePage(for article: Article) -> UIViewController {
        let page = ArticlePageViewController()      // a new view controller for every swipe
        page.show(article)
        return page
    }
}

/// The same pages in the paging container: indexed, reused, with tabs and swipe notices.
@MainActor
final class ArticlePagesViewController: UIViewController, ExpandableViewControllerDataSource, ExpandableViewControllerDelegate {
    private let pager = ExpandableViewController()
    private let pageControl = UIPageControl()
    private let swipeHint = UILabel()
    private(set) var articles: [Article] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        pager.mode = .paging                          // one page at a time, swiped sideways
        pager.register(ArticlePageViewController.self, forReuseIdentifier: "article")
        pager.tabStrip = TabStripView()               // a tab per page, drawn and moved by the pager
        pager.configuration.preloadDistance = 1       // each neighbour loads before a swipe shows it
        pager.dataSource = self                       // instead of viewControllerBefore/After
        pager.delegate = self                         // instead of willTransitionTo/didFinishAnimating
        embed(pager)
        addFooter()
    }

    /// The hint that fades as a swipe moves, and the dots that stood for pages before the tabs.
    private func addFooter() {
        swipeHint.text = "Swipe for the next story"
        swipeHint.font = .preferredFont(forTextStyle: .footnote)
        swipeHint.adjustsFontForContentSizeCategory = true
        pageControl.numberOfPages = articles.count
        pageControl.addTarget(self, action: #selector(pageControlChanged), for: .valueChanged)
        let footer = UIStackView(arrangedSubviews: [swipeHint, pageControl])
        footer.axis = .vertical
        footer.alignment = .center
        footer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(footer)
        NSLayoutConstraint.activate([
            footer.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
        ])
    }

    @objc private func pageControlChanged() {
        pager.select(index: pageControl.currentPage, animated: true)
    }

    private func embed(_ child: UIViewController) {
        addChild(child)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(child.view)
        NSLayoutConstraint.activate([
            child.view.topAnchor.constraint(equalTo: view.topAnchor),
            child.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            child.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        child.didMove(toParent: self)
    }

    func numberOfViewControllers(in container: ExpandableViewController) -> Int {
        articles.count
    }

    func expandableViewController(_ container: ExpandableViewController, identifierForElementAt index: Int) -> AnyHashable? {
        articles[index].id                            // lets applyDataChanges() keep the pages that stay
    }

    func expandableViewController(_ container: ExpandableViewController, tabItemAt index: Int) -> TabStripView.Item? {
        let article = articles[index]
        return TabStripView.Item(
            title: article.section,
            image: UIImage(systemName: "doc.text"),
            selectedImage: UIImage(systemName: "doc.text.fill"),
            badgeValue: article.isBreaking ? "" : nil  // "" draws a dot; "3" a count
        )
    }

    func expandableViewController(_ container: ExpandableViewController, viewControllerAt index: Int) -> UIViewController {
        let page = container.dequeueReusableViewController(withIdentifier: "article", for: index)
        (page as? ArticlePageViewController)?.show(articles[index])
        return page
    }

    func expandableViewController(_ container: ExpandableViewController, didUpdateTransitionProgress progress: CGFloat, from fromIndex: Int?, to toIndex: Int?) {
        swipeHint.alpha = 1 - progress                // follows the finger, at most once a frame
    }

    func expandableViewController(_ container: ExpandableViewController, didTransitionFrom fromIndex: Int?, to toIndex: Int?, completed: Bool) {
        // completed == false: the swipe sprang back, and the pager rests at fromIndex again.
        pageControl.currentPage = container.currentIndex ?? 0
    }

    func showArticle(withID id: String, animated: Bool) {
        guard let index = articles.firstIndex(where: { $0.id == id }) else { return }
        pager.select(index: index, animated: animated) { completed in
            print("rests on \(id):", completed)      // false when a tap or a swipe took over first
        }
    }

    func articlesDidChange(_ latest: [Article]) {
        articles = latest
        pager.applyDataChanges()     // pages that stay keep their view controller; the current one follows its article
        pageControl.numberOfPages = latest.count
    }

    func markRead(at index: Int) {
        articles[index].isBreaking = false
        pager.reloadTabItems()       // reads the tabs again; the strip stays where it is scrolled
    }

    func styleTabs(_ tabs: TabStripView) {
        tabs.configuration.indicator = .capsule(TabStripCapsule(height: 32, horizontalInset: 4))
        tabs.configuration.alignment = .visible(margin: 24)   // scroll only as far as the selected tab needs
        tabs.configuration.fit = .center                      // when every tab fits: centred
        tabs.configuration.spacing = 4
        tabs.titleColor = .secondaryLabel
        tabs.selectedTitleColor = .label
        tabs.tintColor = .systemGray5                         // the indicator's colour
        tabs.separatorView.isHidden = true
    }

    func configureSwipes(_ pager: ExpandableViewController) {
        pager.configuration.finishThreshold = 0.35                 // a slow release past 35 % lands
        pager.swipePolicy = SwipeGesturePolicy(bouncesAtEnds: true) // rubber-band past the first and last page
    }
}
#endif

#if canImport(SwiftUI) && canImport(UIKit)
import ScrollStack
import SwiftUI
import UIKit

/// The migration article's pager in SwiftUI, bound to the current article's ID.
struct ArticlePagerView: View {
    let articles: [Article]
    @State private var current = ""
    @State private var lastFinished: String?

    var body: some View {
        VStack {
            PagerStack(articles, id: \.id, selection: $current, title: \.section) { article in
                Text(article.headline)
                    .font(.title)
                    .padding()
            }
            .tabStripItem { article in
                TabStripView.Item(title: article.section, badgeValue: article.isBreaking ? "" : nil)
            }
            .tabIndicator(.underline(TabStripUnderline(width: .content, thickness: 3, cornerRadius: 1.5)))
            .tabStripStyle { tabs in tabs.configuration.alignment = .leading }
            .preloadDistance(1)
            .onTransition { notice in
                if case .didEnd(_, let to?, true) = notice { lastFinished = to }   // didFinishAnimating, completed
            }
            Button("Back to the first story") {
                withAnimation { current = articles.first?.id ?? current }   // slides; without withAnimation it jumps
            }
        }
    }
}

/// Pages written out one by one, each with its own tab.
struct WrittenOutPagesView: View {
    @State private var tab = "Inbox"

    var body: some View {
        PagerStack(selection: $tab) {
            Page("Inbox", badge: "2") { Text("Two new messages") }
            Page("Archive", image: UIImage(systemName: "archivebox")) { Text("Everything you kept") }
        }
    }
}
#endif
