#if canImport(UIKit)
import ScrollStackCore
import UIKit

extension TabStripView {
    /// One tab: a title, and optionally an image (with a selected variant) and a badge.
    public struct Item: Equatable {
        /// The title.
        public var title: String
        /// The image before the title. Template images take the title's colour.
        public var image: UIImage?
        /// The image shown while the tab is selected; `nil` shows ``image``.
        public var selectedImage: UIImage?
        /// The badge after the title: a count or a word; an empty string shows a dot; `nil` none.
        public var badgeValue: String?
        /// What VoiceOver says instead of the title (for an image-only tab); `nil` speaks the title.
        public var accessibilityLabel: String?
        /// The tab's key in its accessibility identifier, `ScrollStack.tab.<identifier>`, so a UI
        /// test finds the same tab after an insert before it; `nil` (the default) uses the tab's
        /// index. A container fills it with the element's identifier when its data source names
        /// elements and the item does not set one.
        public var identifier: String?

        /// Creates an item.
        public init(title: String, image: UIImage? = nil, selectedImage: UIImage? = nil, badgeValue: String? = nil, accessibilityLabel: String? = nil) {
            self.title = title
            self.image = image
            self.selectedImage = selectedImage
            self.badgeValue = badgeValue
            self.accessibilityLabel = accessibilityLabel
        }

        /// The item a view controller's `tabBarItem` describes, titled `title`.
        @MainActor
        public init(title: String, tabBarItem: UITabBarItem) {
            self.init(
                title: title,
                image: tabBarItem.image,
                selectedImage: tabBarItem.selectedImage,
                badgeValue: tabBarItem.badgeValue,
                accessibilityLabel: tabBarItem.accessibilityLabel
            )
        }

        /// What the core knows of the item: the title, the images' sizes, the badge and the label.
        public var tabItem: TabItem {
            TabItem(
                title: title,
                image: image.map { TabItemImage(size: $0.size, selectedSize: selectedImage?.size) },
                badgeValue: badgeValue,
                accessibilityLabel: accessibilityLabel
            )
        }
    }

    /// The tab titles, in index order: the titles of ``items``. Setting them replaces the items
    /// with title-only items.
    public var titles: [String] {
        get { items.map(\.title) }
        set { items = newValue.map { Item(title: $0) } }
    }
}
#endif
