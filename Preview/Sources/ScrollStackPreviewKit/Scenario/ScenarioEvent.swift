import Foundation

/// Something a scenario does to the container: a person's input, or a change from the app.
public enum ScenarioEvent: Equatable, Sendable {
    /// Tap the header (accordion) or tab (paging) at this index.
    case tap(Int)
    /// The app selects this index; `nil` closes every section (accordion only).
    case select(Int?, animated: Bool)
    /// A horizontal swipe between pages (paging only).
    case swipe(SwipeGesture)
    /// The data changes: reload, with a new number of sections or tabs, or the same number if `nil`.
    case reload(count: Int?)
    /// The container changes size, as on rotation.
    case resize(CGSize)
    /// The app opens every section (multiple expansion only).
    case expandAll(animated: Bool)
    /// The app closes every section (multiple expansion only).
    case collapseAll(animated: Bool)
    /// The app opens (`true`) or closes (`false`) one section (multiple expansion only).
    case setExpanded(Bool, at: Int, animated: Bool)
    /// The user scrolls the stack so that the viewport's top is this far down the content, in
    /// points; the runner keeps it inside the content, as a scroll view does (multiple expansion
    /// only).
    case scroll(CGFloat)
    /// Tap the header at this index of the accordion nested in a section (a nested run only).
    case innerTap(Int)

    /// A short label for logs and frames, such as `tap 2` or `swipe forward, release 70 %`.
    public var label: String {
        switch self {
        case .tap(let index):
            return "tap \(index)"
        case .select(let index, let animated):
            let target = index.map(String.init) ?? "none"
            return animated ? "select \(target)" : "select \(target), unanimated"
        case .swipe(let swipe):
            return swipe.label
        case .reload(let count):
            return count.map { "reload (\($0))" } ?? "reload"
        case .resize(let size):
            return "resize to \(NumberText.points(size.width))×\(NumberText.points(size.height))"
        case .expandAll(let animated):
            return animated ? "expand all" : "expand all, unanimated"
        case .collapseAll(let animated):
            return animated ? "collapse all" : "collapse all, unanimated"
        case .setExpanded(let isOpen, let index, let animated):
            let text = "\(isOpen ? "open" : "close") \(index)"
            return animated ? text : text + ", unanimated"
        case .scroll(let offset):
            return "scroll to \(NumberText.points(offset))"
        case .innerTap(let index):
            return "nested tap \(index)"
        }
    }

    /// A label short enough for a filmstrip caption, such as `swipe → 70 %, 600 pt/s`.
    public var shortLabel: String {
        switch self {
        case .swipe(let swipe):
            var text = "swipe \(swipe.direction == .forward ? "→" : "←") \(NumberText.percent(swipe.release))"
            if swipe.velocity != 0 { text += ", \(NumberText.points(swipe.velocity)) pt/s" }
            return text
        case .select(let index, let animated):
            let target = index.map(String.init) ?? "none"
            return animated ? "select \(target)" : "select \(target), jump"
        case .resize(let size):
            return "resize \(NumberText.points(size.width))×\(NumberText.points(size.height))"
        case .tap, .reload, .expandAll, .collapseAll, .setExpanded, .scroll, .innerTap:
            return label
        }
    }

    /// The scenario file's key for an event only multiple expansion takes; `nil` for the others.
    var multipleExpansionKey: String? {
        switch self {
        case .expandAll: return "expand-all"
        case .collapseAll: return "collapse-all"
        case .setExpanded: return "set-expanded"
        case .scroll: return "scroll"
        case .tap, .select, .swipe, .reload, .resize, .innerTap: return nil
        }
    }
}
