import Foundation
import Testing
@testable import ScrollStackCore

@Suite("A tab's look mid-swipe, and its names for Voice Control and the Large Content Viewer")
struct TabItemLookTests {
    @Test("the title grows linearly with emphasis, the selected image shows from halfway, and a disabled tab fades")
    func looks() {
        let emphases = [0, 0.25, 0.49, 0.5, 1, 1.5]
        #expect(emphases.map { TabItemLook(emphasis: $0, selectedTitleScale: 1.5, isEnabled: true) } == [
            TabItemLook(titleScale: 1, showsSelectedImage: false, opacity: 1),
            TabItemLook(titleScale: 1.125, showsSelectedImage: false, opacity: 1),
            TabItemLook(titleScale: 1 + 0.5 * 0.49, showsSelectedImage: false, opacity: 1),
            TabItemLook(titleScale: 1.25, showsSelectedImage: true, opacity: 1),
            TabItemLook(titleScale: 1.5, showsSelectedImage: true, opacity: 1),
            TabItemLook(titleScale: 1.75, showsSelectedImage: true, opacity: 1),
        ])
        #expect(emphases.map { TabItemLook(emphasis: $0, selectedTitleScale: 1, isEnabled: false) } == [
            TabItemLook(titleScale: 1, showsSelectedImage: false, opacity: 0.4),
            TabItemLook(titleScale: 1, showsSelectedImage: false, opacity: 0.4),
            TabItemLook(titleScale: 1, showsSelectedImage: false, opacity: 0.4),
            TabItemLook(titleScale: 1, showsSelectedImage: true, opacity: 0.4),
            TabItemLook(titleScale: 1, showsSelectedImage: true, opacity: 0.4),
            TabItemLook(titleScale: 1, showsSelectedImage: true, opacity: 0.4),
        ])
    }

    @Test("Voice Control names a tab by its accessibility label or title alone, never its badge, and an unnamed tab not at all")
    func voiceControlNames() {
        let items = [
            TabItem(title: "News", badgeValue: "3"),
            TabItem(title: "News", accessibilityLabel: "Headlines"),
            TabItem(title: "", image: TabItemImage(size: CGSize(width: 20, height: 20)), accessibilityLabel: "Home"),
            TabItem(title: "Tech", accessibilityLabel: ""),
            TabItem(title: "", badgeValue: ""),
        ]
        #expect(items.map(\.voiceControlNames) == [["News"], ["Headlines"], ["Home"], nil, nil])
    }

    @Test("the Large Content Viewer shows the title, or what VoiceOver reads of a tab without one")
    func largeContentTitles() {
        let formatter = EnglishAccessibilityFormatter()
        let items = [
            TabItem(title: "News", badgeValue: "3", accessibilityLabel: "Headlines"),
            TabItem(title: "", accessibilityLabel: "Home"),
            TabItem(title: "", badgeValue: "3", accessibilityLabel: "Inbox"),
            TabItem(title: ""),
        ]
        #expect(items.map { $0.largeContentTitle(formatter: formatter) } == [
            "News", "Home", items[2].spokenLabel(formatter: formatter), "",
        ])
        #expect(items[2].spokenLabel(formatter: formatter) != "Inbox", "the badge is read too")
    }

    @Test("an element is named by its title alone; no title or an empty one leaves Voice Control's default")
    func names() {
        #expect(["General", "", nil].map(VoiceControlNames.names(for:)) == [["General"], nil, nil])
    }
}
