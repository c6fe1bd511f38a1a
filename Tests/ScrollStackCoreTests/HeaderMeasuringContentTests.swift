import Foundation
import Testing
@testable import ScrollStackCore

@Suite("A default header's words as its height sees them")
struct HeaderMeasuringContentTests {
    @Test("a title, a subtitle or both are measured; an empty subtitle counts as none")
    func words() {
        #expect(HeaderMeasuringContent(title: "General", subtitle: "Airplane mode", hasImage: true).map { [$0.title, $0.subtitle, "\($0.hasImage)"] }
            == ["General", "Airplane mode", "true"])
        #expect(HeaderMeasuringContent(title: "General", subtitle: "", hasImage: false).map { [$0.title, $0.subtitle, "\($0.hasImage)"] }
            == ["General", nil, "false"])
        #expect(HeaderMeasuringContent(title: nil, subtitle: "Only a subtitle", hasImage: false).map { [$0.title, $0.subtitle] }
            == ["", "Only a subtitle"])
    }

    @Test("a header with no words (no title, no or an empty subtitle) is not measured, image or not", arguments: [true, false])
    func none(hasImage: Bool) {
        #expect(HeaderMeasuringContent(title: nil, subtitle: nil, hasImage: hasImage) == nil)
        #expect(HeaderMeasuringContent(title: "", subtitle: "", hasImage: hasImage) == nil)
    }

    @Test("the same words with and without an image are measured apart")
    func imageMatters() {
        let plain = HeaderMeasuringContent(title: "Wi-Fi", subtitle: nil, hasImage: false)
        let pictured = HeaderMeasuringContent(title: "Wi-Fi", subtitle: nil, hasImage: true)
        #expect(plain != pictured)
        #expect(Set([plain, pictured, plain]).count == 2)
    }
}
