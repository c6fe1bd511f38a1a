import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What one tab of a tab strip shows: a title, and optionally an image and a badge.
///
/// The core keeps what it needs to size and describe the tab; the platform keeps the images
/// themselves (the core sees only their sizes).
public struct TabItem: Equatable, Sendable {
    /// The title. An empty title takes no room.
    public var title: String
    /// The image before the title, if any.
    public var image: TabItemImage?
    /// The badge after the title: a count ("3") or a word ("New"); an empty string shows a dot.
    /// `nil` shows no badge.
    public var badgeValue: String?
    /// What VoiceOver says for the tab instead of its title, when the title alone isn't enough
    /// (an image-only tab). `nil` speaks the title.
    public var accessibilityLabel: String?

    /// Creates a tab item.
    public init(title: String, image: TabItemImage? = nil, badgeValue: String? = nil, accessibilityLabel: String? = nil) {
        self.title = title
        self.image = image
        self.badgeValue = badgeValue
        self.accessibilityLabel = accessibilityLabel
    }

    /// What VoiceOver reads as the tab's label: its accessibility label or title, then its badge
    /// ("News, 3 new"; "News, new" for a dot).
    ///
    /// - Parameter formatter: The words.
    /// - Returns: The label.
    public func spokenLabel(formatter: some AccessibilityFormatting) -> String {
        let name = accessibilityLabel ?? title
        guard let badgeValue else { return name }
        let badge = formatter.text(for: .badge(badgeValue))
        return name.isEmpty ? badge : formatter.text(for: .list([.text(name), .badge(badgeValue)]))
    }
}
