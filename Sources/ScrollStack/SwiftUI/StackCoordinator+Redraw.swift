#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStackCore
import SwiftUI
import UIKit

// What a view update redraws: the live children and headers the core's LiveContentUpdates names,
// and the titles that are shown.

extension StackCoordinator {
    /// Hands the live children and headers new root views, as the update policy decides (every
    /// one, or those whose element changed), and shows changed titles. Costs O(live) for an
    /// accordion; a pager's tab strip asks only the tabs whose element changed under
    /// `.whenElementChanges` (every tab under `.always`, whose titles may read outside state).
    func redrawHostedViews(in container: ExpandableViewController, environmentChanged: Bool) {
        guard container.engine != nil else { return }
        let policy = stack.options.liveContentUpdates
        let isSame = stack.isSameElement ?? { _, _ in false }
        let children = (container.engine?.liveChildren ?? [:]).compactMap { index, child -> (id: ID, index: Int, child: HostingChild<Content>)? in
            guard shownElements.indices.contains(index), let hosting = child.viewController as? HostingChild<Content> else { return nil }
            return (stack.id(shownElements[index]), index, hosting)
        }.sorted { $0.index < $1.index }
        let childIndices = Dictionary(children.map { ($0.id, $0.index) }, uniquingKeysWith: { first, _ in first })
        let redrawnChildren = Set(childUpdates.idsToRedraw(
            live: children.map(\.id),
            element: { id in childIndices[id].map { self.shownElements[$0] } },
            policy: policy,
            environmentChanged: environmentChanged,
            isSame: isSame
        ))
        for (id, index, child) in children where redrawnChildren.contains(id) {
            child.show(stack.content(shownElements[index]), identity: id, in: environment)
        }
        if let header = stack.header {
            let headers = (container.host?.shownHeaders ?? [:]).compactMap { index, view -> (id: ID, index: Int, view: HostedHeaderView<Header>)? in
                guard shownElements.indices.contains(index), let hosted = view as? HostedHeaderView<Header> else { return nil }
                return (stack.id(shownElements[index]), index, hosted)
            }.sorted { $0.index < $1.index }
            let headerIndices = Dictionary(headers.map { ($0.id, $0.index) }, uniquingKeysWith: { first, _ in first })
            let redrawnHeaders = Set(headerUpdates.idsToRedraw(
                live: headers.map(\.id),
                element: { id in headerIndices[id].map { self.shownElements[$0] } },
                policy: policy,
                environmentChanged: environmentChanged,
                isSame: isSame
            ))
            for (id, index, view) in headers where redrawnHeaders.contains(id) {
                let element = shownElements[index]
                view.update(make: { header(element, $0) }, identity: id, environment: environment)
            }
        }
        if let tabStrip = container.tabStrip {
            updateTabItems(of: tabStrip, in: container)
        } else {
            refreshChangedHeaderTitles(in: container)
            refreshChangedHeaderContent(in: container)
        }
    }

    /// An accordion's headers take their titles as they lay out, so only the shown headers' titles
    /// are asked (a title may read state outside its element): a change among them lays them out.
    private func refreshChangedHeaderTitles(in container: ExpandableViewController) {
        var titles: [ID: String] = [:]
        var changed = false
        for index in (container.host?.shownHeaders ?? [:]).keys where shownElements.indices.contains(index) {
            let element = shownElements[index]
            let id = stack.id(element)
            let title = stack.title(element)
            titles[id] = title
            if headerTitles[id] != title { changed = true }
        }
        headerTitles = titles
        if changed { container.host?.refreshHeaders() }
    }
}
#endif
