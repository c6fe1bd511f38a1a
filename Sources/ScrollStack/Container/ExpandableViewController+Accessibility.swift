#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// VoiceOver's three-finger swipe: pages the pager, answering at the first and last pages, as
    /// the core decides.
    ///
    /// UIKit calls it on the main thread, though the SDK leaves it nonisolated.
    open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        runOnMainThread { scrollForVoiceOver(direction) }
    }

    private func scrollForVoiceOver(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let engine, let driver, let scroll = AccessibilityScrollDirection(direction) else { return false }
        let outcome = engine.accessibilityScroll(scroll, formatter: accessibilityFormatter)
        if let page = outcome.selection {
            driver.select(page, animated: true, at: CACurrentMediaTime())
        }
        host?.post(outcome.notifications)
        return outcome.isHandled
    }

    /// ⌘← and ⌘→ change pages with a hardware keyboard (mirrored right to left).
    open override var keyCommands: [UIKeyCommand]? {
        let pages = [
            UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: .command, action: #selector(pageKeyPressed(_:))),
            UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: .command, action: #selector(pageKeyPressed(_:))),
        ]
        return (super.keyCommands ?? []) + pages
    }

    @objc private func pageKeyPressed(_ command: UIKeyCommand) {
        let key: KeyboardKey = command.input == UIKeyCommand.inputLeftArrow ? .commandLeftArrow : .commandRightArrow
        guard let engine, let driver, case .selectPage(let page)? = engine.keyboardOutcome(for: key, focusedHeader: nil) else { return }
        driver.select(page, animated: true, at: CACurrentMediaTime())
    }

    /// Follows Reduce Motion and Dynamic Type as they change.
    func observeAccessibilitySettings() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(accessibilitySettingsChanged), name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(accessibilitySettingsChanged), name: UIContentSizeCategory.didChangeNotification, object: nil)
    }

    @objc private func accessibilitySettingsChanged() {
        applyConfiguration()
    }
}

extension AccessibilityScrollDirection {
    /// The core's direction for UIKit's; `nil` for none the core knows.
    init?(_ direction: UIAccessibilityScrollDirection) {
        switch direction {
        case .left: self = .left
        case .right: self = .right
        case .up: self = .up
        case .down: self = .down
        case .next: self = .next
        case .previous: self = .previous
        @unknown default: return nil
        }
    }
}

extension ContentSizeCategory {
    /// The core's category for UIKit's; an unspecified category counts as the default, large.
    init(_ category: UIContentSizeCategory) {
        let categories: [UIContentSizeCategory: ContentSizeCategory] = [
            .extraSmall: .extraSmall, .small: .small, .medium: .medium, .large: .large,
            .extraLarge: .extraLarge, .extraExtraLarge: .extraExtraLarge, .extraExtraExtraLarge: .extraExtraExtraLarge,
            .accessibilityMedium: .accessibilityMedium, .accessibilityLarge: .accessibilityLarge,
            .accessibilityExtraLarge: .accessibilityExtraLarge, .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge,
        ]
        self = categories[category] ?? .large
    }
}
#endif
