#if canImport(UIKit)
import UIKit

/// What one section's default header shows: its title, a line under it and a leading image, as a
/// row of a settings screen ("General" over "Airplane mode and more", beside a gear).
///
/// A container gets it from ``ExpandableViewControllerDataSource/expandableViewController(_:headerContentAt:)``;
/// without one, from a child that adopts ``ExpandableHeaderContentProviding``; otherwise it is the
/// header's title alone. VoiceOver hears the subtitle after the title.
public struct HeaderContent: Equatable {
    /// The title. `nil` shows the header's title (``ExpandableViewControllerDataSource/expandableViewController(_:titleForHeaderAt:)``
    /// or the child's `title`).
    public var title: String?
    /// The line under the title, in ``HeaderAppearance/subtitleFont``. Default `nil`: none.
    public var subtitle: String?
    /// The image at the leading edge, drawn at ``HeaderAppearance/imageSize``. Default `nil`: none.
    public var image: UIImage?

    /// Creates a header's content.
    ///
    /// - Parameters:
    ///   - title: The title, or `nil` for the header's own title.
    ///   - subtitle: The line under the title.
    ///   - image: The leading image.
    public init(title: String? = nil, subtitle: String? = nil, image: UIImage? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
#endif
