#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// VoiceOver's three-finger swipe: pages the pager, answering at the first and last pages, as
    /// the core decides; left alone while the container takes no input.
    ///
    /// UIKit calls it on the main thread, though the SDK leaves it nonisolated.
    open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        runOnMainThread {
            guard let engine, let scroll = AccessibilityScrollDirection(direction) else { return false }
            let outcome = engine.accessibilityScroll(scroll, isEnabled: acceptsUserInput, pageTitle: { [unowned self] in title(at: $0) }, formatter: accessibilityFormatter)
            host?.post(outcome.notifications)
            if let page = outcome.selection { handleUserSelection(page, cause: .voiceOverScroll) }
            return outcome.isHandled
        }
    }

    /// The keys the container takes with a hardware keyboard, only those of its mode (what each
    /// does is the core's `keyboardOutcome(for:focusedHeader:)`): in an accordion ↑ ↓ Tab ⇧Tab move
    /// between headers, Space and Return toggle the focused one, ← → collapse and expand it
    /// (mirrored right to left); in a pager ⌘← ⌘→ change pages. One key per action carries a
    /// localized title for the list shown while ⌘ is held.
    open override var keyCommands: [UIKeyCommand]? {
        guard let engine else { return super.keyCommands }
        let listed = KeyboardAction.discoverableKeys(in: engine.mode, layoutDirection: engine.configuration.layoutDirection)
        // Without priority over the system: a text field in a child keeps its arrow keys, and the
        // focus system moves between focusable headers itself where it can.
        let taken = KeyboardAction.keys(takenIn: engine.mode).compactMap { key -> UIKeyCommand? in
            guard let input = Self.keys.first(where: { $0.key == key }) else { return nil }
            let command = UIKeyCommand(input: input.input, modifierFlags: input.modifiers, action: #selector(keyPressed(_:)))
            if let action = listed[key] {
                let title = accessibilityFormatter.text(for: .keyCommand(action))
                command.title = title
                command.discoverabilityTitle = title
            }
            return command
        }
        return (super.keyCommands ?? []) + taken
    }

    /// UIKit's key inputs and modifier flags for the core's keys.
    private static let keys: [(input: String, modifiers: UIKeyModifierFlags, key: KeyboardKey)] = [
        (UIKeyCommand.inputUpArrow, [], .upArrow), (UIKeyCommand.inputDownArrow, [], .downArrow),
        (UIKeyCommand.inputLeftArrow, [], .leftArrow), (UIKeyCommand.inputRightArrow, [], .rightArrow),
        ("\t", [], .tab), ("\t", .shift, .shiftTab), (" ", [], .space), ("\r", [], .return),
        (UIKeyCommand.inputLeftArrow, .command, .commandLeftArrow), (UIKeyCommand.inputRightArrow, .command, .commandRightArrow),
    ]

    /// Claims a key only when it does something now, and no key while text is being edited inside
    /// the container: before iOS 15 key commands win over text input, so Space, Return, Tab, the
    /// arrows and ⌘← ⌘→ (start and end of the line) must reach a text field.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        guard action == #selector(keyPressed(_:)) else { return super.canPerformAction(action, withSender: sender) }
        guard let command = sender as? UIKeyCommand, let key = Self.key(for: command) else { return false }
        if Self.isEditingText(in: view) { return false }
        return keyboardOutcome(for: key) != nil
    }

    /// What the core says `key` does now, under whichever expansion policy: nothing while the
    /// container takes no input.
    private func keyboardOutcome(for key: KeyboardKey, from place: AccessibilityCursor? = nil) -> KeyboardOutcome? {
        let focus = place ?? keyboardFocus
        let header: Int? = if case .header(let index) = focus { index } else { nil }
        let content: Int? = if case .child(let index) = focus { index } else { nil }
        return engine?.keyboardOutcome(for: key, focusedHeader: header, focusedContent: content, canMoveFocus: canMoveKeyboardFocus, isEnabled: acceptsUserInput)
    }

    /// Whether a keyboard focus system can move focus between the headers: iPadOS 15 and later
    /// with one for this view; before that, and on an iPhone, ↑ ↓ Tab are left to others.
    private var canMoveKeyboardFocus: Bool {
        guard #available(iOS 15.0, *) else { return false }
        return UIFocusSystem.focusSystem(for: view) != nil
    }

    /// The core's key for a key command of ours.
    private static func key(for command: UIKeyCommand) -> KeyboardKey? {
        keys.first(where: { $0.input == command.input && $0.modifiers == command.modifierFlags })?.key
    }

    /// Whether a text input inside `view` is the first responder.
    static func isEditingText(in view: UIView?) -> Bool {
        guard let view else { return false }
        if view.isFirstResponder { return view is UITextInput }
        return view.subviews.contains { isEditingText(in: $0) }
    }

    @objc private func keyPressed(_ command: UIKeyCommand) {
        guard let key = Self.key(for: command), let outcome = keyboardOutcome(for: key) else { return }
        switch outcome {
        case .focusHeader(let index): host?.focus(section: index, content: false)
        case .focusContent(let index):
            // Content with nothing to focus: the key goes on as if it were pressed there.
            guard host?.focus(section: index, content: true) == false, let next = keyboardOutcome(for: key, from: .child(index)) else { return }
            if case .focusHeader(let header) = next { host?.focus(section: header, content: false) }
        case .tapHeader(let index): handleUserTap(index, cause: .key(header: index))
        case .selectPage(let page): handleUserSelection(page, cause: .key(header: nil))
        }
    }

    /// Where keyboard focus is (iPadOS 15 and later): on a header, inside a section's content, or
    /// `.elsewhere`.
    var keyboardFocus: AccessibilityCursor {
        guard #available(iOS 15.0, *), let host, let engine else { return .elsewhere }
        // A SwiftUI control is a focus item but no view: the view that holds it counts.
        var environment: UIFocusEnvironment? = UIFocusSystem.focusSystem(for: view)?.focusedItem
        while let item = environment, !(item is UIView) { environment = item.parentFocusEnvironment }
        return host.place(of: environment as? UIView, in: engine)
    }

    /// Where the focus system goes when the container asks it to move: the header or content a
    /// key chose.
    open override var preferredFocusEnvironments: [UIFocusEnvironment] {
        host?.awaitingFocus.map { [$0] } ?? super.preferredFocusEnvironments
    }

    /// Follows Reduce Motion as it changes (Dynamic Type arrives as a trait change).
    func observeAccessibilitySettings() {
        NotificationCenter.default.addObserver(self, selector: #selector(accessibilitySettingsChanged), name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// Follows the text size the container's own traits carry, so a parent's trait override counts
    /// as much as the system setting.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            applyConfiguration()
            // The tab strip's height follows the text size; its frame and the pages' inset follow.
            viewIfLoaded?.setNeedsLayout()
        }
        if previousTraitCollection?.legibilityWeight != traitCollection.legibilityWeight {
            fitHeaderHeights()
        }
    }

    @objc private func accessibilitySettingsChanged() {
        applyConfiguration()
    }
}

extension AccessibilityScrollDirection {
    /// The core's direction for UIKit's; `nil` for none the core knows.
    init?(_ direction: UIAccessibilityScrollDirection) {
        let directions: [UIAccessibilityScrollDirection: AccessibilityScrollDirection] = [
            .left: .left, .right: .right, .up: .up, .down: .down, .next: .next, .previous: .previous,
        ]
        guard let direction = directions[direction] else { return nil }
        self = direction
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
