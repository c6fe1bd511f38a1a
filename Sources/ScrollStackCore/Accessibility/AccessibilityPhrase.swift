import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Something VoiceOver says about a container, before it is put into words.
///
/// The core decides *what* is said; an ``AccessibilityFormatting`` value decides the words, so an
/// app can localise every phrase by supplying its own formatter. ``EnglishAccessibilityFormatter``
/// gives the default English words, listed with each case.
public enum AccessibilityPhrase: Equatable, Hashable, Sendable {
    /// A header's state, its accessibility value: "expanded" or "collapsed".
    case sectionState(isExpanded: Bool)
    /// A header's hint, what activating it does: "Collapses the section" or "Expands the section".
    case sectionHint(isExpanded: Bool)
    /// A section's place in the accordion: "section 3 of 5".
    case sectionPosition(AccessibilityPosition)
    /// A page's place in the pager: "page 4 of 12".
    case pagePosition(AccessibilityPosition)
    /// A tab's place in the tab strip: "tab 2 of 12".
    case tabPosition(AccessibilityPosition)
    /// What is announced once a page has become current: its place and, when it has one, its
    /// title: "page 4 of 12, Tech" (or "page 4 of 12").
    case pageChanged(AccessibilityPosition, title: String?)
    /// What a scroll gesture towards a page that doesn't exist announces, with the current page's
    /// place: "first page, page 1 of 12" when scrolling backward, "last page, page 12 of 12" when
    /// scrolling forward.
    case noFurtherPage(AccessibilityPosition, direction: TransitionDirection)
    /// The name of a keyboard action, shown as a key command's discoverability title (held ⌘ on
    /// iPad) and used as the name of the matching custom action: "Next Section", "Previous
    /// Section", "Expand or Collapse", "Expand", "Collapse", "Previous Page", "Next Page".
    case keyCommand(KeyboardAction)
    /// The name of the element and action that close an alert or drawer: "Dismiss".
    case dismiss
    /// A tab's badge: "3 new" for the value "3", "new" for a dot (an empty value).
    case badge(String)
    /// Words read as they are, such as a title in a ``list(_:)``.
    case text(String)
    /// Several phrases read as one value, in order: "collapsed, section 3 of 5".
    case list([AccessibilityPhrase])
}
