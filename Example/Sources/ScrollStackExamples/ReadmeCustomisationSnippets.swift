#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStack
import SwiftUI
import UIKit

// The README's "Customising" snippets, compiled here exactly as the README prints them.

/// The README's container, header, tab strip and presentation options.
@MainActor
final class ReadmeCustomisation {
    func configureAccordion(_ settings: ExpandableViewController) {
        settings.headerHeight = 56                     // at the default text size; grows with Dynamic Type
        settings.contentInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        settings.configuration.transitionDuration = 0.35
        settings.configuration.timingCurve = .spring(SpringCurve(dampingRatio: 0.9, response: 0.4))
        settings.configuration.accordionContentMode = .fit(height: 240)   // or .fill (the default)
        settings.configuration.minimumFillContentHeight = 120             // used by .fill
    }

    func configurePager(_ pager: ExpandableViewController) {
        pager.mode = .paging
        pager.configuration.preloadDistance = 1            // one neighbour loaded on each side
        pager.configuration.finishThreshold = 0.3          // a release past 30 % lands
        pager.configuration.settlingCurve = .easeOut
        pager.configuration.rubberBandCoefficient = 0.4
        pager.configuration.reuseLimitPerIdentifier = 3
        pager.configuration.swipesBetweenPages = false     // tabs and select(index:) only
        pager.swipePolicy = SwipeGesturePolicy(bouncesAtEnds: true)
    }

    func paintGrouped(_ settings: ExpandableViewController) {
        // The container paints .systemBackground when its view loads; repaint it afterwards.
        settings.view.backgroundColor = .systemGroupedBackground
    }

    func styleHeaders(_ settings: ExpandableViewController) {
        var look = HeaderAppearance()
        look.backgroundColor = .secondarySystemGroupedBackground
        look.expandedBackgroundColor = .systemBackground
        look.highlightedBackgroundColor = .systemGray5
        look.titleColor = .label
        look.font = .preferredFont(forTextStyle: .body)
        look.horizontalPadding = 20
        look.showsDisclosureIndicator = false
        settings.headerAppearance = look
    }

    func useOwnHeaders(_ settings: ExpandableViewController) {
        settings.headerViewProvider = { _, _ in CountedHeaderView() }
    }

    func configureTabStrip(_ pager: ExpandableViewController) {
        let tabs = TabStripView()
        tabs.configuration.spacing = 8
        tabs.configuration.sizing = .equalWidths              // or .selfSizing (the default)
        tabs.configuration.fit = .fill                        // when every tab fits: .leading, .center
        tabs.configuration.alignment = .visible(margin: 24)   // or .centered (the default), .leading
        tabs.configuration.indicator = .capsule(TabStripCapsule(height: 30, horizontalInset: 4))
        tabs.titleFont = .preferredFont(forTextStyle: .footnote)
        tabs.titleColor = .secondaryLabel
        tabs.selectedTitleColor = .label
        tabs.selectedTitleScale = 1.1
        tabs.itemMetrics = TabItemMetrics(padding: 16, imageSpacing: 4)
        tabs.badgeColor = .systemOrange
        tabs.badgeTextColor = .black
        tabs.minimumItemHeight = 48
        tabs.tintColor = .systemIndigo                        // the indicator's colour
        tabs.separatorView.isHidden = true
        pager.tabStrip = tabs
    }

    func putTabsInNavigationBar(_ pager: ExpandableViewController, tabs: TabStripView) {
        pager.tabStrip = tabs
        pager.placesTabStripAbovePages = false
        pager.navigationItem.titleView = tabs      // the pager still drives it
    }

    func presentThings(from screen: UIViewController, menu: UIViewController, details: UIViewController) {
        let drawer = DrawerPresenter(drawer: menu, edge: .trailing, width: 280, effect: [.dim])
        drawer.attach(to: screen)                  // or drawer.open()

        AlertViewController(title: "Saved", message: nil, actions: [.init(title: "OK", style: .cancel)],
                            style: .fade, presentDuration: 0.25, dismissDuration: 0.15).show(from: screen)

        PresentationTransitioningDelegate(style: .drawer(edge: .leading, width: 320, effect: .offset))
            .present(details, from: screen)
    }
}

/// The README's custom header view: the section's title and whether it is open.
final class CountedHeaderView: UIView, ExpandableHeaderConfigurable {
    private let label = UILabel()

    init() {
        super.init(frame: .zero)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func configure(title: String?, isExpanded: Bool, appearance: HeaderAppearance) {
        label.text = (isExpanded ? "▾ " : "▸ ") + (title ?? "")
        label.font = appearance.font
        backgroundColor = isExpanded ? appearance.expandedBackgroundColor : appearance.backgroundColor
    }
}

/// The README's customised SwiftUI accordion.
struct ReadmeCustomisedAccordion: View {
    let sections = ["General", "Display", "Sounds"]
    @State private var open: String? = "General"

    var body: some View {
        AccordionStack(sections, id: \.self, selection: $open, title: { $0 }) { name in
            Text("\(name) settings")
        }
        .headerHeight(56)
        .sectionSizing(.fitsContent)            // .fill (the default), .fixed(240)
        .transitionDuration(0.35)
        .headerAppearance(ReadmeCustomisedAccordion.look)
        .stackBackground(nil)                   // clear (the default): the SwiftUI background shows
        .contentInsets(LayoutInsets(top: 0, left: 16, bottom: 0, right: 16))
        .shouldSelect { name in name != "Sounds" }
        .background(Color(UIColor.systemGroupedBackground))
    }

    static var look: HeaderAppearance {
        var look = HeaderAppearance()
        look.backgroundColor = .secondarySystemGroupedBackground
        return look
    }
}

/// The README's customised SwiftUI pager.
struct ReadmeCustomisedPager: View {
    let channels = ["Top", "Tech", "Sport"]
    @State private var current = "Top"

    var body: some View {
        PagerStack(channels, id: \.self, selection: $current, title: { $0 }) { channel in
            Text("\(channel) stories")
        }
        .tabStripItem { channel in
            TabStripView.Item(title: channel, image: UIImage(systemName: "newspaper"), badgeValue: channel == "Tech" ? "" : nil)
        }
        .tabIndicator(.underline(TabStripUnderline(width: .fixed(24), thickness: 3, cornerRadius: 1.5)))
        .tabStripStyle { tabs in
            tabs.configuration.fit = .center
            tabs.selectedTitleColor = .systemIndigo
        }
        .preloadDistance(1)
        .transitionDuration(0.3)
        .swipesBetweenPages(false)
        .stackBackground(.systemBackground)
        .contentInsets(LayoutInsets(top: 8, left: 0, bottom: 0, right: 0))
    }
}
#endif
