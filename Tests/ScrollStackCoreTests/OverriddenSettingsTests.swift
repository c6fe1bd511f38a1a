import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Overridden settings: the container gives back only what it took")
struct OverriddenSettingsTests {
    @Test("override where the view's own value allows it, give back once, leave the owner's own choice alone")
    func sequence() {
        var settings = OverriddenSettings<String>()
        let answers = [
            settings.update("a", overriding: true, ownAllows: true),
            settings.update("a", overriding: true, ownAllows: false),
            settings.update("b", overriding: true, ownAllows: false),
            settings.update("b", overriding: false),
            settings.update("a", overriding: false),
            settings.update("a", overriding: false),
            settings.update("c", overriding: true),
            settings.update("c", overriding: true),
        ]
        #expect(answers == [true, nil, nil, nil, false, nil, true, true])
        #expect(settings.ids == ["c"])
    }

    @Test("a view that leaves is forgotten: it gets its own value back once")
    func forget() {
        var settings = OverriddenSettings<Int>()
        _ = settings.update(1, overriding: true)
        #expect([settings.forget(1), settings.forget(1), settings.forget(2)] == [true, false, false])
        #expect(settings.update(1, overriding: false) == nil)
    }
}
