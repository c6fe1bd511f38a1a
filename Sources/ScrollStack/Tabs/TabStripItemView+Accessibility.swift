#if canImport(UIKit)
import UIKit

extension TabStripItemView {
    /// VoiceOver's double tap, Switch Control and Voice Control choose this tab, as a tap does;
    /// `false` while choosing a tab does nothing.
    ///
    /// UIKit calls it on the main thread, though the SDK leaves it nonisolated.
    override public func accessibilityActivate() -> Bool {
        runOnMainThread {
            guard let strip = ancestors.first(where: { $0 is TabStripView }) as? TabStripView, strip.isChoosingEnabled else { return false }
            strip.choose(index)
            return true
        }
    }
}
#endif
