import Foundation

/// A default header's words, as far as its height goes: its title, its subtitle, and whether a
/// leading image narrows the column they wrap in.
package struct HeaderMeasuringContent: Hashable, Sendable {
    package var title: String
    package var subtitle: String?
    package var hasImage: Bool

    /// The words of a header showing `title` and `subtitle` (`nil` or empty: none), or `nil` when
    /// it shows none: such a header is the scaled height.
    package init?(title: String?, subtitle: String?, hasImage: Bool) {
        let title = title ?? ""
        let subtitle = subtitle.flatMap { $0.isEmpty ? nil : $0 }
        guard !title.isEmpty || subtitle != nil else { return nil }
        self.title = title
        self.subtitle = subtitle
        self.hasImage = hasImage
    }
}
