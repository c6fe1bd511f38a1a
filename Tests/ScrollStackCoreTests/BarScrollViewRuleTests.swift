import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Navigation bar: which scroll view the large title follows")
struct BarScrollViewRuleTests {
    @Test("an accordion names its own scroll view unless what embeds it sizes it; a pager names its page's")
    func owners() {
        let owners = [(true, false), (true, true), (false, false), (false, true)].map {
            BarScrollViewRule.owner(scrollsVertically: $0.0, isSizedByEmbedder: $0.1)
        }
        #expect(owners == [.stack, .embedder, .currentPage, .currentPage])
    }

    @Test("a page's list is followed, loaded or not; a text view and a horizontal carousel are passed over")
    func candidates() {
        let bounds = CGSize(width: 390, height: 600)
        let candidates: [(String, BarScrollViewRule.Candidate)] = [
            ("list", .init(isTextView: false, contentSize: CGSize(width: 390, height: 2_000), boundsSize: bounds, alwaysBouncesVertically: true)),
            ("list still loading", .init(isTextView: false, contentSize: .zero, boundsSize: bounds, alwaysBouncesVertically: false)),
            ("short form", .init(isTextView: false, contentSize: CGSize(width: 390, height: 300), boundsSize: bounds, alwaysBouncesVertically: false)),
            ("text view", .init(isTextView: true, contentSize: CGSize(width: 390, height: 2_000), boundsSize: bounds, alwaysBouncesVertically: true)),
            ("carousel", .init(isTextView: false, contentSize: CGSize(width: 1_600, height: 120), boundsSize: CGSize(width: 390, height: 120), alwaysBouncesVertically: false)),
            ("carousel bouncing vertically", .init(isTextView: false, contentSize: CGSize(width: 1_600, height: 120), boundsSize: CGSize(width: 390, height: 120), alwaysBouncesVertically: true)),
            ("scrolls both ways", .init(isTextView: false, contentSize: CGSize(width: 1_600, height: 2_000), boundsSize: bounds, alwaysBouncesVertically: false)),
        ]
        let followed = candidates.filter { BarScrollViewRule.isFollowed($0.1) }.map(\.0)
        #expect(followed == ["list", "list still loading", "short form", "carousel bouncing vertically", "scrolls both ways"])
    }
}
