import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Hosting: decisions the SwiftUI bridge reads from the core")
struct BridgeDecisionTests {
    private struct Plain: AccessibilityFormatting, Equatable {
        var suffix: String
        func text(for phrase: AccessibilityPhrase) -> String { suffix }
    }

    private final class Opaque: AccessibilityFormatting {
        func text(for phrase: AccessibilityPhrase) -> String { "" }
    }

    private static func name(_ formatter: (any AccessibilityFormatting)?) -> String {
        switch formatter {
        case nil: return "keep"
        case let plain as Plain: return "plain \(plain.suffix)"
        case is LocalizedAccessibilityFormatter: return "localized"
        case is Opaque: return "opaque"
        default: return "other"
        }
    }

    @Test("formatter: an equal value is kept, another or a non-Equatable one replaces it, none brings the package's words back once")
    func formatterChoice() {
        let localized = LocalizedAccessibilityFormatter()
        let cases: [(current: any AccessibilityFormatting, wanted: (any AccessibilityFormatting)?)] = [
            (Plain(suffix: "a"), Plain(suffix: "a")),
            (Plain(suffix: "a"), Plain(suffix: "b")),
            (localized, Plain(suffix: "a")),
            (Opaque(), Opaque()),
            (Plain(suffix: "a"), Opaque()),
            (Plain(suffix: "a"), nil),
            (Opaque(), nil),
            (localized, nil),
            (LocalizedAccessibilityFormatter(localization: "de"), nil),
            (localized, localized),
        ]
        let choices = cases.map { Self.name(AccessibilityFormatterChoice.replacement(for: $0.current, wanted: $0.wanted)) }
        #expect(choices == ["keep", "plain b", "plain a", "opaque", "opaque", "localized", "localized", "keep", "keep", "keep"])
    }

    @Test("frame rate: an idle coalescer starts over at the display's rate, one holding a notice keeps its own until it goes")
    func frameRate() {
        var coalescer = ProgressCoalescer<Double>(frameDuration: 1.0 / 60)
        coalescer.match(framesPerSecond: 120)
        #expect(coalescer == ProgressCoalescer(frameDuration: 1.0 / 120))
        coalescer.match(framesPerSecond: 0)
        #expect(coalescer == ProgressCoalescer(frameDuration: 1), "a rate below 1 counts as 1")
        var busy = ProgressCoalescer<Double>(frameDuration: 0.01)
        #expect(busy.offer(0.1, at: 1) == .deliver(0.1))
        #expect(busy.offer(0.2, at: 1.001) == .hold(flushAt: 1.01))
        let holding = busy
        busy.match(framesPerSecond: 120)
        #expect(busy == holding, "a held notice keeps the old rate")
        #expect(busy.flush(at: 1.01) == 0.2)
        var delivered = busy
        delivered.match(framesPerSecond: 120)
        #expect(delivered == ProgressCoalescer(frameDuration: 1.0 / 120), "once the notice went, the new rate starts over")
        var same = busy
        same.match(framesPerSecond: 100)
        #expect(same == busy, "the rate it has already changes nothing")
    }
}
