#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStackCore
import SwiftUI
import UIKit

/// A SwiftUI header whose tap toggles its section: SwiftUI's own tap, so a button, toggle or menu
/// inside the header takes its touches first (a UIKit recognizer around the hosting view would
/// take them from it).
///
/// For assistive technologies the header is one combined element with the container's words,
/// whose default action toggles the section (VoiceOver's double tap, Switch Control, Voice Control
/// and Full Keyboard Access, never a touch at its centre that could land on a control); SwiftUI
/// turns the actions of the controls inside into the element's named actions. The modifiers are
/// the same in every state, so the header's own state survives its words changing.
struct TappableHeader<Content: View>: View {
    var content: Content
    var speech: HeaderSpeech
    /// The least height of a header (the scaled header height): the content fills at least that
    /// much of the header, so the whole header takes taps and is the element's frame, while a
    /// measurement still finds the content's own height when it needs more.
    var minimumHeight: CGFloat
    var onTap: @MainActor () -> Void

    var body: some View {
        content
            .frame(maxWidth: .infinity, minHeight: minimumHeight)
            .contentShape(Rectangle())
            .onTapGesture { runOnMainThread(onTap) }
            .disabled(!speech.description.isEnabled)
            .accessibilityElement(children: .combine)
            .accessibilityLabel(Text(verbatim: speech.description.label))
            .accessibilityValue(Text(verbatim: speech.description.value ?? ""))
            .accessibilityHint(Text(verbatim: speech.description.hint ?? ""))
            .accessibilityAddTraits([.isButton, .isHeader])
            .accessibilityAction { runOnMainThread(onTap) }
            .accessibilityInputLabels(speech.inputLabels.map { Text(verbatim: $0) })
            .accessibilityIdentifier(speech.identifier)
    }
}

/// A hosting controller that says when SwiftUI changes its preferred size (its content grew or
/// shrank by itself), so a header measures its content again.
final class ResizeReportingHost<Root: View>: UIHostingController<Root> {
    var onResize: (() -> Void)?

    override var preferredContentSize: CGSize {
        get { super.preferredContentSize }
        set {
            let changed = newValue != super.preferredContentSize
            super.preferredContentSize = newValue
            if changed { onResize?() }
        }
    }
}

/// What assistive technologies hear of a SwiftUI header, in the container's words.
struct HeaderSpeech: Equatable {
    var description = AccessibilityElementDescription(label: "")
    /// Voice Control's names for the header: its title alone.
    var inputLabels: [String] = []
    var identifier = ""
}
#endif
