import ScrollStackCore

/// The words and placeholders the UI look fills the container with: a settings screen's sections
/// and a news app's tabs. Only the words are made up; every position comes from the core.
enum UISampleContent {
    /// One accordion section's header.
    struct Section: Equatable {
        /// The title.
        var title: String
        /// The line under the title, if any.
        var subtitle: String?
        /// The leading icon's colour, or `nil` for a header without an image.
        var icon: UIColorValue?
    }

    /// The sections of the settings screen, in order; later sections are numbered. Some have a
    /// subtitle and one has no image, so both kinds of row show.
    static let sections = [
        Section(title: "General", subtitle: "Software Update, Storage", icon: UIColorValue(hex: 0x8E8E93)),
        Section(title: "Display & Brightness", subtitle: nil, icon: UIColorValue(hex: 0x007AFF)),
        Section(title: "Sounds & Haptics", subtitle: "Ringtone, Alerts, Vibration", icon: UIColorValue(hex: 0xFF2D55)),
        Section(title: "Privacy", subtitle: nil, icon: UIColorValue(hex: 0x5856D6)),
        Section(title: "About", subtitle: "iPhone, 128 GB", icon: nil),
        Section(title: "Battery", subtitle: nil, icon: UIColorValue(hex: 0x34C759)),
        Section(title: "Wi-Fi", subtitle: "Home", icon: UIColorValue(hex: 0x007AFF)),
        Section(title: "Keyboard", subtitle: nil, icon: UIColorValue(hex: 0x8E8E93)),
    ]

    /// The header of the section at `index`.
    static func section(at index: Int) -> Section {
        sections.indices.contains(index) ? sections[index] : Section(title: "Section \(index + 1)", subtitle: nil, icon: UIColorValue(hex: 0x8E8E93))
    }

    /// The tab titles of the news pager, in order; later tabs are numbered.
    static let tabTitles = ["Top", "Tech", "Sport", "Business", "Science", "Health", "Travel", "Culture", "World", "Food"]

    /// The tab with a badge, and its value.
    static let badge = (index: 1, value: "3")

    /// The tab at `index`: a title, and on ``badge``'s tab a badge.
    static func tab(at index: Int) -> TabItem {
        let title = tabTitles.indices.contains(index) ? tabTitles[index] : "Tab \(index + 1)"
        return TabItem(title: title, badgeValue: index == badge.index ? badge.value : nil)
    }

    /// A number from 0 to `range - 1` that stays the same for the same inputs: placeholder
    /// lengths that differ from row to row and page to page, with no randomness.
    static func pick(_ a: Int, _ b: Int, range: Int) -> Int {
        let mixed = (a &* 7919 &+ b &* 104_729 &+ 17) & 0x7FFF_FFFF
        return mixed % max(1, range)
    }

    /// Soft colours for the pages' picture blocks, one per page in turn.
    static let pictureColors = [0xD6E4FF, 0xFFE3D3, 0xD8F3DC, 0xEADCF8, 0xFFF1C2, 0xD3F0F7].map { UIColorValue(hex: $0) }
}
