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

/// The size of a tab's image, and of its selected variant when it has one.
public struct TabItemImage: Equatable, Sendable {
    /// The image's size, in points.
    public var size: CGSize
    /// The size of the image shown while the tab is selected, or `nil` when the same image is shown.
    public var selectedSize: CGSize?

    /// Creates an image description. Negative or non-finite dimensions count as zero.
    public init(size: CGSize, selectedSize: CGSize? = nil) {
        self.size = size
        self.selectedSize = selectedSize
    }

    /// The room the image takes: the larger of its two variants, so switching never moves anything.
    public var slotSize: CGSize {
        let normal = size.clampedToNonNegative
        let selected = (selectedSize ?? size).clampedToNonNegative
        return CGSize(width: max(normal.width, selected.width), height: max(normal.height, selected.height))
    }
}
