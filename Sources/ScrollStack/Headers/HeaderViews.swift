#if canImport(UIKit)
// The iOS 16 SDK does not yet mark UIAccessibilityTraits' constants as concurrency-safe.
@preconcurrency import UIKit

/// The header views of a container's content view: made on demand for the headers in view,
/// recycled when they leave it, and configured from the layout.
@MainActor
final class HeaderViews: NSObject {
    private unowned let container: ExpandableViewController
    private var views = IndexedViews<UIView>()
    /// The header views in view, by index.
    var shown: [Int: UIView] { views.byIndex }
    private var spare: [ExpandableHeaderView] = []
    /// What each header view in view was last configured for: it is configured again only when
    /// that changes, not on every scroll frame.
    private var configured: [ObjectIdentifier: ConfiguredState] = [:]
    /// Whether headers made now fade in: set inside the animation of a data change.
    var fadesNewHeadersIn = false
    /// The header controls disabled while the container takes no input, to enable again after.
    private var disabledControls = OverriddenSettings<ObjectIdentifier>()
    /// Whether an untitled header was reported: once per container is enough to find it.
    private var hasWarnedAboutUntitledHeader = false
    /// Called with the index of a header the user tapped.
    var onTap: (Int) -> Void = { _ in }

    init(container: ExpandableViewController) {
        self.container = container
    }

    /// Shows `headers` (of `count` sections) at their frames; headers not among them leave the view.
    func show(_ headers: [LayoutSnapshot.Header], count: Int) {
        let engine = container.engine
        for header in headers {
            let isNew = views.byIndex[header.index] == nil
            let headerView = view(at: header.index)
            if isNew {
                // A new header appears where it belongs; inside a data change's animation it fades in.
                UIView.performWithoutAnimation {
                    headerView.frame = header.frame
                    if fadesNewHeadersIn { headerView.alpha = 0 }
                }
                headerView.alpha = 1
            } else if headerView.frame != header.frame {
                headerView.frame = header.frame
            }
            configure(headerView, at: header.index, of: count, isExpanded: header.isExpanded, engine: engine)
            (headerView as? ExpandableHeaderView)?.showExpansion(engine?.disclosureExpansion(ofSectionAt: header.index) ?? 0)
        }
        for headerView in views.removeAll(keeping: Set(headers.map(\.index)).contains) { takeOut(headerView) }
    }

    /// Shows the headers a transition moves, at its start or its end: inside an animation block,
    /// the end frames slide them with the sections opening and closing above them.
    func show(_ headers: [TransitionHeader], count: Int, atEnd: Bool) {
        let engine = container.engine
        for header in headers {
            let headerView = view(at: header.index)
            headerView.frame = atEnd ? header.end : header.start
            configure(headerView, at: header.index, of: count, isExpanded: header.isExpanded, engine: engine)
            // Inside the animator's block the end turn animates with the sections.
            let expansion = atEnd ? (header.isExpanded ? 1 : 0) : engine?.disclosureExpansion(ofSectionAt: header.index, atFraction: 0) ?? 0
            (headerView as? ExpandableHeaderView)?.showExpansion(expansion)
        }
    }

    /// Takes every header out of view, for a reload: a header made for the element that was at an
    /// index must not be shown for the one there now.
    func discardAll() {
        for headerView in views.removeAll(keeping: { _ in false }) { takeOut(headerView) }
    }

    /// Moves every header in view to its element's new index, so a surviving element keeps its
    /// header view (and a hosted header its state); removed elements' headers leave the view.
    func remap(by change: StackDataChange, fadingOut: Bool) {
        // New data may bring new titles: every header is configured again at the next layout.
        configured.removeAll()
        for headerView in views.remap(change.newIndices) {
            if fadingOut {
                // Out of the bookkeeping at once, out of the view once faded; never reused meanwhile.
                configured[ObjectIdentifier(headerView)] = nil
                enableAgain(headerView)
                UIView.animate(withDuration: Self.fadeOutDuration, delay: 0, options: [.beginFromCurrentState], animations: {
                    headerView.alpha = 0
                }, completion: { [weak self] _ in
                    // Unless a provider showed the same view again meanwhile.
                    guard let self, self.views.index(of: headerView) == nil else { return }
                    headerView.removeFromSuperview()
                    headerView.alpha = 1
                })
            } else {
                takeOut(headerView)
            }
        }
    }

    /// The name of the tap recognizer the container adds to a header view.
    private static let tapName = "org.scrollstack.headerTap"

    /// How long a removed header takes to fade out.
    private static let fadeOutDuration: TimeInterval = 0.2

    /// Makes every header in view configure itself again at the next layout: its look or its
    /// words changed.
    func forgetConfigurations() {
        configured.removeAll()
    }

    /// The index `view` is the header of, if it is one in view.
    func index(of view: UIView) -> Int? { views.index(of: view) }

    private func view(at index: Int) -> UIView {
        if let existing = views.byIndex[index] { return existing }
        let made: UIView
        if let provided = container.headerViewProvider?(container, index) {
            made = provided
        } else {
            made = spare.popLast() ?? ExpandableHeaderView(frame: .zero)
        }
        if let control = made as? UIControl {
            control.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
            // A focused control activated from a keyboard sends its primary action; a button sends
            // that for touches too, so only other controls listen for it.
            if !(control is UIButton) { control.addTarget(self, action: #selector(tapped(_:)), for: .primaryActionTriggered) }
        } else if !(made is ExpandableHostedHeader), !(made.gestureRecognizers ?? []).contains(where: { $0.name == Self.tapName }) {
            // A SwiftUI header takes its taps in SwiftUI, after its own controls. Any other view
            // gets one tap recognizer of ours, beside recognizers of its own, however often a
            // provider hands it back.
            let tap = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
            tap.name = Self.tapName
            made.addGestureRecognizer(tap)
            // A label or an image view takes no touches until told to.
            made.isUserInteractionEnabled = true
        }
        // A UIKit header is one element with the container's words, unless the app made it a
        // container of its own elements (set `accessibilityElements`); a button and a heading, found
        // by VoiceOver's Headings rotor. A SwiftUI header gets its words in SwiftUI (`speak`).
        if !(made is ExpandableHostedHeader) {
            if made.accessibilityElements == nil { made.isAccessibilityElement = true }
            made.accessibilityTraits.formUnion([.button, .header])
        }
        ExpandableViewController.giveFocusGroup(to: made)
        views.show(made, at: index)
        container.contentView.addSubview(made)
        return made
    }

    /// Takes a header that no index shows any more out of view, keeping a default one for reuse.
    private func takeOut(_ headerView: UIView) {
        headerView.removeFromSuperview()
        configured[ObjectIdentifier(headerView)] = nil
        enableAgain(headerView)
        // Only the container's own kind is kept as a spare: a provider's view (or subclass) stays its.
        if let standard = headerView as? ExpandableHeaderView, type(of: standard) == ExpandableHeaderView.self, container.headerViewProvider == nil {
            spare.append(standard)
        }
    }

    /// Configures the header's look, then what VoiceOver says of it, in the core's words: its title,
    /// "expanded, section 3 of 5", a hint unless activating it does nothing, and "dimmed" while the
    /// container takes no input (a header control is then disabled too).
    private func configure(_ headerView: UIView, at index: Int, of count: Int, isExpanded: Bool, engine: StackEngine<ChildHandle>?) {
        // Whether the section can collapse matters only while it is expanded.
        let canCollapse = !isExpanded || (engine?.canCollapseSection(index) ?? true)
        let state = ConfiguredState(index: index, count: count, isExpanded: isExpanded, canCollapse: canCollapse, isEnabled: container.acceptsUserInput)
        guard configured.updateValue(state, forKey: ObjectIdentifier(headerView)) != state else { return }
        let content = container.headerContent(at: index)
        let position = AccessibilityPosition(index: index, count: count)
        let configurable = headerView as? ExpandableHeaderConfigurable
        let appearance = container.headerAppearance
        let spoken = container.spokenHeader(at: index, of: count, content: content, isExpanded: isExpanded, canCollapse: canCollapse)
        // Voice Control names the header by its title alone, so a changing subtitle or badge
        // doesn't change what the user says to tap it.
        let inputLabels = VoiceControlNames.names(for: content.title)
        if inputLabels == nil, !hasWarnedAboutUntitledHeader {
            hasWarnedAboutUntitledHeader = true
            RuntimeWarning.log(.untitledHeader(at: index, owner: "\(type(of: container))"))
        }
        let identifier = AccessibilityIdentifier.header(at: index, element: container.elementKey(at: index))
        if let hosted = headerView as? ExpandableHostedHeader {
            // The words first, so the last drawing is the look's, animated when the state changed.
            hosted.speak(spoken, inputLabels: inputLabels ?? [], identifier: identifier)
            configurable?.configure(content: content, isExpanded: isExpanded, position: position, appearance: appearance)
            return
        }
        configurable?.configure(content: content, isExpanded: isExpanded, position: position, appearance: appearance)
        if let control = headerView as? UIControl { applyEnabled(spoken.isEnabled, to: control) }
        headerView.accessibilityLabel = spoken.label
        headerView.accessibilityValue = spoken.value
        headerView.accessibilityHint = spoken.hint
        headerView.accessibilityTraits = spoken.traits(adding: headerView.accessibilityTraits.subtracting(.notEnabled))
        headerView.accessibilityUserInputLabels = inputLabels
        if headerView.accessibilityIdentifier == nil || AccessibilityIdentifier.isOwn(headerView.accessibilityIdentifier) {
            headerView.accessibilityIdentifier = identifier
        }
    }

    /// Disables a header control while the container takes no input, so it neither shows its
    /// pressed look nor acts, and enables it again after; a control its app disabled stays so.
    private func applyEnabled(_ isEnabled: Bool, to control: UIControl) {
        if let disables = disabledControls.update(ObjectIdentifier(control), overriding: !isEnabled, ownAllows: control.isEnabled) {
            control.isEnabled = !disables
        }
    }

    /// Enables a header control the container disabled, as the header leaves the container's
    /// bookkeeping: a view its app shows again elsewhere, or a spare one, starts enabled.
    private func enableAgain(_ headerView: UIView) {
        if let control = headerView as? UIControl { applyEnabled(true, to: control) }
    }

    /// What a header was configured for.
    private struct ConfiguredState: Equatable {
        var index: Int
        var count: Int
        var isExpanded: Bool
        var canCollapse: Bool
        var isEnabled: Bool
    }

    @objc private func tapped(_ sender: Any) {
        let tappedView = (sender as? UIGestureRecognizer)?.view ?? sender as? UIView
        guard let tappedView, let index = views.index(of: tappedView) else { return }
        onTap(index)
    }
}
#endif
