#if canImport(UIKit)
import UIKit

/// What a tab strip tells its owner: which tab the user chose.
@MainActor
public protocol TabStripViewDelegate: AnyObject {
    /// The user tapped the tab at `index`, activated it with VoiceOver, or lifted a finger on it
    /// in the Large Content Viewer.
    ///
    /// The strip does not move by itself: send the tap to the pager (a ``StackEvent/tap(_:)``),
    /// and the strip follows the pager's position.
    ///
    /// - Parameters:
    ///   - tabStripView: The strip.
    ///   - index: The tab chosen.
    func tabStripView(_ tabStripView: TabStripView, didSelectItemAt index: Int)
}
#endif
