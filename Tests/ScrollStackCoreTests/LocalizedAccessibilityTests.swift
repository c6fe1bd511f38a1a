import Foundation
import Testing
@testable import ScrollStackCore

/// The words VoiceOver speaks, read from the package's resources, in every language it ships.
@Suite("Accessibility: localized words")
struct LocalizedAccessibilityTests {
    /// A closed header's value and hint, a page change and a pull past the last page, in `localization`.
    func sample(_ localization: String) -> [String] {
        let formatter = LocalizedAccessibilityFormatter(localization: localization)
        let third = AccessibilityPosition(index: 2, count: 5)
        let last = AccessibilityPosition(index: 11, count: 12)
        return [
            formatter.text(for: .list([.sectionState(isExpanded: false), .sectionPosition(third)])),
            formatter.text(for: .sectionHint(isExpanded: false)),
            formatter.text(for: .sectionHint(isExpanded: true)),
            formatter.text(for: .pageChanged(AccessibilityPosition(index: 3, count: 12), title: "Tech")),
            formatter.text(for: .noFurtherPage(last, direction: .forward)),
            formatter.text(for: .tabPosition(AccessibilityPosition(index: 1, count: 12))),
            TabItem(title: "News", badgeValue: "3").spokenLabel(formatter: formatter),
            TabItem(title: "News", badgeValue: "").spokenLabel(formatter: formatter),
        ]
    }

    @Test("the package ships seven languages")
    func shipped() {
        #expect(LocalizedAccessibilityFormatter.availableLocalizations == ["ar", "de", "en", "es", "fr", "ja", "zh-Hans"])
    }

    @Test("every language's words, whole", arguments: [
        ("en", ["collapsed, section 3 of 5", "Expands the section", "Collapses the section", "page 4 of 12, Tech", "last page, page 12 of 12", "tab 2 of 12", "News, 3 new", "News, new"]),
        ("de", ["zugeklappt, Abschnitt 3 von 5", "Klappt den Abschnitt auf", "Klappt den Abschnitt zu", "Seite 4 von 12, Tech", "letzte Seite, Seite 12 von 12", "Tab 2 von 12", "News, 3 neu", "News, neu"]),
        ("fr", ["réduit, section 3 sur 5", "Développe la section", "Réduit la section", "page 4 sur 12, Tech", "dernière page, page 12 sur 12", "onglet 2 sur 12", "News, nouveautés : 3", "News, nouveau"]),
        ("es", ["contraído, sección 3 de 5", "Expande la sección", "Contrae la sección", "página 4 de 12, Tech", "última página, página 12 de 12", "pestaña 2 de 12", "News, novedades: 3", "News, nuevo"]),
        ("ja", ["折りたたみ、セクション 3/5", "セクションを展開します", "セクションを折りたたみます", "ページ 4/12、Tech", "最後のページ、ページ 12/12", "タブ 2/12", "News、新着 3", "News、新着"]),
        ("zh-Hans", ["已折叠，第 3 部分，共 5 部分", "展开此部分", "折叠此部分", "第 4 页，共 12 页，Tech", "最后一页，第 12 页，共 12 页", "第 2 个标签，共 12 个", "News，3 条新内容", "News，新内容"]),
        ("ar", ["مطوي، القسم 3 من 5", "يوسّع القسم", "يطوي القسم", "الصفحة 4 من 12، Tech", "الصفحة الأخيرة، الصفحة 12 من 12", "علامة التبويب 2 من 12", "News، 3 جديد", "News، جديد"]),
    ] as [(String, [String])])
    func words(localization: String, expected: [String]) {
        #expect(sample(localization) == expected)
        #expect(LocalizedAccessibilityFormatter(localization: localization).localization == localization)
    }

    @Test("a region falls back to its language, an unknown language to English, and English matches the built-in words")
    func fallbacks() {
        #expect(LocalizedAccessibilityFormatter(localization: "de-CH").localization == "de")
        #expect(LocalizedAccessibilityFormatter(localization: "zh_Hans_CN").localization == "zh-Hans")
        #expect(LocalizedAccessibilityFormatter(localization: "FR").localization == "fr")
        #expect(LocalizedAccessibilityFormatter(localization: "xx").localization == "en")
        #expect(sample("en") == sample("xx"))
        let english = EnglishAccessibilityFormatter()
        let phrases: [AccessibilityPhrase] = [.sectionHint(isExpanded: true), .pageChanged(AccessibilityPosition(index: 0, count: 1), title: nil)]
        #expect(phrases.map(english.text(for:)) == phrases.map(LocalizedAccessibilityFormatter(localization: "en").text(for:)))
    }

    @Test("without a localization it speaks the app's language, else the user's, else English", arguments: [
        (["en"], ["de-DE", "en"], "en"),
        (["de"], ["de-DE", "en"], "de"),
        (["pt-BR", "fr"], ["pt-BR"], "fr"),
        (["Base"], ["ja-JP"], "ja"),
        ([], ["zh-Hans-CN", "en"], "zh-Hans"),
        (["it"], ["it-IT"], "en"),
        ([], ["it-IT"], "en"),
    ])
    func defaultLocalization(app: [String], user: [String], expected: String) {
        let chosen = LocalizedAccessibilityFormatter.defaultLocalization(appLocalizations: app, userLanguages: user, available: LocalizedAccessibilityFormatter.availableLocalizations)
        #expect(chosen == expected)
    }

    @Test("without a localization it speaks a shipped language")
    func preferred() {
        #expect(LocalizedAccessibilityFormatter.availableLocalizations.contains(LocalizedAccessibilityFormatter().localization))
    }
}
