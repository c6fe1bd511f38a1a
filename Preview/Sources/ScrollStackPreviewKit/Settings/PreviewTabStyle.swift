import Foundation
import ScrollStackCore

/// A look for the pager's tab strip in a preview: one of the core's indicator styles, drawn over
/// tabs that carry images and badges.
public enum PreviewTabStyle: String, CaseIterable, Codable, Equatable, Sendable {
    /// A 3-point underline as wide as the tab.
    case underlineItem = "underline-item"
    /// A 3-point underline as wide as the tab's image, title and badge, with round ends.
    case underlineContent = "underline-content"
    /// A 24-point underline, 4 points tall, lifted 4 points off the bottom, with round ends.
    case underlineFixed = "underline-fixed"
    /// A 32-point capsule behind the tab, 4 points in from each side.
    case capsule
    /// No indicator: the tabs' emphasis alone shows the selection.
    case none

    /// The core's indicator for this style.
    public var indicator: TabStripIndicatorStyle {
        switch self {
        case .underlineItem: return .underline(TabStripUnderline(width: .item, thickness: 3))
        case .underlineContent: return .underline(TabStripUnderline(width: .content, thickness: 3, cornerRadius: 1.5))
        case .underlineFixed: return .underline(TabStripUnderline(width: .fixed(24), thickness: 4, bottomInset: 4, cornerRadius: 2))
        case .capsule: return .capsule(TabStripCapsule(height: 32, horizontalInset: 4))
        case .none: return .none
        }
    }

    /// Whether the indicator is drawn behind the tabs (a capsule) rather than over them.
    public var isBehindItems: Bool { self == .capsule }
}

/// The tabs a styled preview shows: every tab has an image, and a few have badges, so each
/// indicator style is seen against images, titles and badges.
public enum PreviewTabItems {
    /// The preview has no fonts: a title measures 10 points a character, as in the plain strip.
    public static let titleCharacterWidth: CGFloat = 10
    /// A badge's text measures 8 points a character.
    public static let badgeCharacterWidth: CGFloat = 8
    /// The height of a title's slot, in points.
    public static let titleHeight: CGFloat = 20
    /// The size of every tab's image, in points.
    public static let imageSize = CGSize(width: 18, height: 18)

    /// The tab at `index`: its title, an image, and a badge on tabs 1 ("3"), 3 (a dot) and every
    /// tenth from 5 ("12").
    public static func item(at index: Int) -> TabItem {
        let badge: String?
        switch index {
        case 1: badge = "3"
        case 3: badge = ""
        case _ where index % 10 == 5: badge = "12"
        default: badge = nil
        }
        return TabItem(title: PreviewTitles.title(at: index, mode: .paging), image: TabItemImage(size: imageSize), badgeValue: badge)
    }

    /// The measured width of `item`'s title.
    public static func titleWidth(of item: TabItem) -> CGFloat {
        CGFloat(item.title.count) * titleCharacterWidth
    }

    /// The measured width of `item`'s badge text (0 without a badge).
    public static func badgeTextWidth(of item: TabItem) -> CGFloat {
        CGFloat(item.badgeValue?.count ?? 0) * badgeCharacterWidth
    }

    /// The widths the strip lays the tab at `index` out with, from the core's default metrics.
    public static func widths(at index: Int) -> TabItemWidths {
        let item = item(at: index)
        return TabItemMetrics().widths(of: item, titleWidth: titleWidth(of: item), badgeTextWidth: badgeTextWidth(of: item))
    }
}
