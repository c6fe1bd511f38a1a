#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// What the header at `index` shows: the data source's content, else a loaded child's, else
    /// the title alone; a content without a title gets the header's title.
    func headerContent(at index: Int) -> HeaderContent {
        var content = dataSource?.expandableViewController(self, headerContentAt: index)
            ?? (loadedChild(at: index) as? ExpandableHeaderContentProviding)?.headerContent
            ?? HeaderContent()
        if content.title == nil { content.title = title(at: index) }
        return content
    }

    /// Replaces the headers in view with the new provider's, measured again: at once, or once a
    /// running custom transition, which moves the headers it has, ends.
    func headerViewProviderDidChange() {
        guard let host else { return }
        host.replacesHeaders = true
        fitHeaderHeights()
        host.layoutContent()
    }

    /// What VoiceOver says of the header at `index` of `count` (title and subtitle of its content,
    /// state, place, hint), for the header's view and for its stand-in outside the viewport alike.
    func spokenHeader(at index: Int, of count: Int, content: HeaderContent, isExpanded: Bool, canCollapse: Bool) -> AccessibilityElementDescription {
        .header(
            title: content.title ?? "",
            subtitle: content.subtitle,
            isExpanded: isExpanded,
            position: AccessibilityPosition(index: index, count: count),
            canCollapse: canCollapse,
            isEnabled: acceptsUserInput,
            formatter: accessibilityFormatter
        )
    }
}
#endif
