#if canImport(UIKit)
import ScrollStack
import UIKit

// The snippets of the article on moving from DisclosureGroup and from a table view accordion to
// the accordion, compiled here exactly as the article prints them: the table view it starts from,
// the accordion that replaces it, and the SwiftUI forms.

/// One question of the migration article's help screen.
struct HelpTopic: Identifiable, Equatable {
    let id: String
    var question: String
    var answer: String
    var category: String
    var symbol: String
}

/// The starting point: a table view whose sections grow an answer row when their question is tapped.
@MainActor
final class OldHelpTableViewController: UITableViewController {
    var topics: [HelpTopic] = []
    private var expandedSection: Int?

    override func numberOfSections(in tableView: UITableView) -> Int {
        topics.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == expandedSection ? 2 : 1            // the question, and its answer while open
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        let topic = topics[indexPath.section]
        var content = cell.defaultContentConfiguration()
        content.text = indexPath.row == 0 ? topic.question : topic.answer
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard indexPath.row == 0 else { return }
        let closing = expandedSection
        let opening = closing == indexPath.section ? nil : indexPath.section
        expandedSection = opening
        tableView.performBatchUpdates {
            if let closing { tableView.deleteRows(at: [IndexPath(row: 1, section: closing)], with: .fade) }
            if let opening { tableView.insertRows(at: [IndexPath(row: 1, section: opening)], with: .fade) }
        }
    }
}

/// One answer: a section's content, as tall as its text at the section's width.
@MainActor
final class AnswerViewController: UIViewController, ExpandableContentSizing {
    private let answer = UILabel()
    private let padding: CGFloat = 12

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemGroupedBackground
        answer.font = .preferredFont(forTextStyle: .body)
        answer.adjustsFontForContentSizeCategory = true
        answer.numberOfLines = 0
        answer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(answer)
        NSLayoutConstraint.activate([
            answer.topAnchor.constraint(equalTo: view.topAnchor, constant: padding),
            answer.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            answer.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// Shows `topic`'s answer, replacing what this reused child showed before.
    func show(_ topic: HelpTopic) {
        loadViewIfNeeded()
        answer.text = topic.answer
    }

    func contentHeight(fittingWidth width: CGFloat) -> CGFloat? {
        loadViewIfNeeded()
        let textWidth = width - view.layoutMargins.left - view.layoutMargins.right
        let text = answer.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
        return ceil(text.height) + 2 * padding      // the row's height, as automaticDimension measured it
    }
}

/// The same help screen as an accordion: one answer open at a time, headers with a subtitle and an
/// icon, sections as tall as their answers, and data that changes by identity.
@MainActor
final class HelpTopicsViewController: UIViewController, ExpandableViewControllerDataSource, ExpandableViewControllerDelegate {
    private let accordion = ExpandableViewController()
    private(set) var topics: [HelpTopic]
    var openTopicChanged: ((String?) -> Void)?

    var openTopicID: String? {                           // what the table view kept in expandedSection
        accordion.expandedIndex.map { topics[$0].id }
    }

    init(topics: [HelpTopic]) {
        self.topics = topics
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        accordion.register(AnswerViewController.self, forReuseIdentifier: "answer")
        accordion.headerHeight = 60                      // room for a subtitle; grows with Dynamic Type
        accordion.headerAppearance.cornerStyle = .insetGrouped(radius: 10, margin: 16)
        accordion.headerAppearance.separators = .between
        accordion.headerAppearance.backgroundColor = .secondarySystemGroupedBackground
        accordion.headerAppearance.expandedBackgroundColor = .secondarySystemGroupedBackground
        accordion.dataSource = self                      // instead of numberOfRowsInSection and cellForRowAt
        accordion.delegate = self                        // instead of didSelectRowAt
        accordion.expandedIndex = topics.isEmpty ? nil : 0   // the first answer open; nil: all closed
        addChild(accordion)
        accordion.view.frame = view.bounds
        accordion.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(accordion.view)
        accordion.didMove(toParent: self)
        accordion.view.backgroundColor = .systemGroupedBackground
    }

    func numberOfViewControllers(in container: ExpandableViewController) -> Int {
        topics.count
    }

    func expandableViewController(_ container: ExpandableViewController, identifierForElementAt index: Int) -> AnyHashable? {
        topics[index].id                                 // the open answer follows its question when the list changes
    }

    func expandableViewController(_ container: ExpandableViewController, headerContentAt index: Int) -> HeaderContent? {
        let topic = topics[index]
        return HeaderContent(title: topic.question, subtitle: topic.category, image: UIImage(systemName: topic.symbol))
    }

    func expandableViewController(_ container: ExpandableViewController, viewControllerAt index: Int) -> UIViewController {
        let child = container.dequeueReusableViewController(withIdentifier: "answer", for: index)
        (child as? AnswerViewController)?.show(topics[index])
        return child
    }

    func expandableViewController(_ container: ExpandableViewController, didTransitionFrom fromIndex: Int?, to toIndex: Int?, completed: Bool) {
        openTopicChanged?(openTopicID)                   // a tap, or an animated request, came to rest
    }

    func topicsDidChange(_ latest: [HelpTopic]) {
        topics = latest
        accordion.applyDataChanges()   // inserted and removed questions animate; the open one stays open
    }

    func allowSeveralAnswers(_ accordion: ExpandableViewController) {
        accordion.expansionMode = .multiple         // a tap toggles its own section; the others stay
        accordion.keepsOneSectionOpen = true        // a tap never closes the last open section
        accordion.pinsExpandedHeaders = true        // an open header stays in sight as its answer scrolls
        accordion.setExpanded(true, at: 2, animated: true)
    }

    func expandableViewController(_ container: ExpandableViewController, didChangeExpansionOpened opened: IndexSet, closed: IndexSet) {
        let open = container.expandedIndices.map { topics[$0].id }
        print("open now:", open)                    // in .multiple, instead of didTransitionFrom
    }
}
#endif

#if canImport(SwiftUI) && canImport(UIKit)
import ScrollStack
import SwiftUI
import UIKit

/// The starting point in SwiftUI: a disclosure group per question, each with its own Bool.
struct OldHelpView: View {
    let topics: [HelpTopic]
    @State private var expanded: Set<String> = []

    var body: some View {
        List(topics) { topic in
            DisclosureGroup(topic.question, isExpanded: Binding(
                get: { expanded.contains(topic.id) },
                set: { isOpen in if isOpen { expanded.insert(topic.id) } else { expanded.remove(topic.id) } }
            )) {
                Text(topic.answer)
            }
        }
    }
}

/// The same questions in an accordion: several answers open, bound to a set of IDs.
struct HelpTopicsView: View {
    let topics: [HelpTopic]
    @State private var expanded: Set<String> = []

    var body: some View {
        ScrollView {
            AccordionStack(topics, selection: $expanded, title: \.question) { topic in
                Text(topic.answer)
                    .padding()
            }
            .sectionSizing(.fitsContent)         // each section as tall as its answer, like DisclosureGroup
            Text("Still stuck? Write to us.")
        }
    }
}

/// One answer open at a time, with headers drawn in SwiftUI.
struct SingleAnswerHelpView: View {
    let topics: [HelpTopic]
    @State private var open: String?

    var body: some View {
        AccordionStack(topics, selection: $open, title: \.question) { topic, isExpanded in
            HStack {
                Image(systemName: topic.symbol)
                Text(topic.question)
                    .font(.headline)
                Spacer()
                Image(systemName: isExpanded ? "minus.circle" : "plus.circle")
            }
            .padding(.horizontal)
        } content: { topic in
            Text(topic.answer)
                .padding()
        }
        .sectionSizing(.fitsContent)
        .onTransition { notice in
            if case .didEnd(_, let to, true) = notice { print("open:", to ?? "none") }
        }
    }
}

/// Built-in headers with an icon and a subtitle, pinned while their answers scroll.
struct PinnedHelpView: View {
    let topics: [HelpTopic]
    @State private var expanded: Set<String> = ["shipping"]

    var body: some View {
        AccordionStack(topics, selection: $expanded, title: \.question) { topic in
            Text(topic.answer)
                .padding()
        }
        .headerHeight(60)
        .headerContent { topic in
            HeaderContent(subtitle: topic.category, image: UIImage(systemName: topic.symbol))
        }
        .pinsExpandedHeaders()                   // like a plain List's sticky section headers
    }
}
#endif
