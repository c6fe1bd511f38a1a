#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// Whether the container is as tall as its content because what embeds it says so: a SwiftUI
    /// accordion sized by its content, or an accordion sizing a section of an outer one.
    ///
    /// Such a container doesn't own any safe area: what embeds it places it (SwiftUI inside the
    /// safe area, an outer container inside its own content insets), and the outer scroll view
    /// owns the vertical safe area. Its scroll view adjusts no insets
    /// (`contentInsetAdjustmentBehavior` `.never`) and its engine adds no safe area to its content
    /// insets; otherwise the height it reports would grow by the safe area it overlaps as the outer
    /// scroll view moves it under a bar, and change again with every scroll.
    var isSizedByEmbedder: Bool {
        sizesOuterSection || isMarkedSizedByEmbedder
    }

    /// Marks the container as sized by what embeds it (a SwiftUI view sized by its content), or not.
    func setSizedByEmbedder(_ sized: Bool) {
        guard isMarkedSizedByEmbedder != sized else { return }
        isMarkedSizedByEmbedder = sized
        guard isViewLoaded else { return }
        applyConfiguration()
        updateContentScrollView()
    }
}
#endif
