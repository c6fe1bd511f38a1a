#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

extension AccordionStack {
    /// Gives each built-in header a subtitle, a leading image or a title of its own, as a row of
    /// a settings screen.
    ///
    /// The content reaches the headers as the data source's
    /// ``ExpandableViewControllerDataSource/expandableViewController(_:headerContentAt:)`` does in
    /// UIKit; VoiceOver hears the subtitle after the title. A content without a title shows the
    /// element's `title`. Headers from a header view builder draw themselves; VoiceOver still hears
    /// the subtitle. Style the parts with ``headerAppearance(_:)``.
    ///
    /// ```swift
    /// AccordionStack(sections, id: \.self, selection: $open, title: { $0 }) { name in
    ///     Text("\(name) settings")
    /// }
    /// .headerContent { name in
    ///     HeaderContent(subtitle: "\(name) options", image: UIImage(systemName: "gear"))
    /// }
    /// ```
    ///
    /// - Parameter content: Each element's header content; `nil` shows the title alone.
    public func headerContent(_ content: @escaping (Data.Element) -> HeaderContent?) -> Self {
        with { $0.headerContent = { element in (element as? Data.Element).flatMap(content) } }
    }
}
#endif
