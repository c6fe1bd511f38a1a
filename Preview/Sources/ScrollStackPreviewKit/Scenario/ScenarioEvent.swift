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
        case .tap, .reload:
            return label
        }
    }
}
