#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStackCore
import SwiftUI
import UIKit

/// A header made of a SwiftUI view, drawn again when its section expands or collapses (with the
/// transition's animation) or its element changes.
///
/// Its hosting controller is a child of the container while the header is in the container's
/// view, so sheets, alerts and other presentations made from the header have a presenting
/// controller; it appears and disappears with the container, like the sections. Leaving the container's view hands the
/// header to `onLeave`, which may lend it to another element later (`reuse(make:identity:isExpanded:environment:)`).
///
/// VoiceOver, Switch Control and Voice Control meet one element with the container's words for the
/// section (its title, "expanded, section 2 of 5", the hint), which toggles the section; buttons and
/// toggles inside the header stay reachable as that element's actions, as in a combined SwiftUI
/// row. It takes keyboard focus like the built-in headers.
@MainActor
final class HostedHeaderView<Header: View>: UIView, ExpandableHeaderConfigurable, ExpandableHostedHeader {
    private let host: ResizeReportingHost<HostedRoot<TappableHeader<Header>>>
    private var make: (Bool) -> Header
    private(set) var identity: AnyHashable
    private var environment: EnvironmentValues
    private let animationDuration: () -> Double
    private var isExpanded = false
    /// The container's words for the header, drawn into the hosted content.
    private var speech = HeaderSpeech()
    /// The controller the hosting controller is a child of while the header is in its view.
    private weak var parentController: UIViewController?
    var onLeave: ((HostedHeaderView) -> Void)?
    /// The height the content needs at the header's width, measured as it draws and lays out.
    private(set) var fittingHeight: CGFloat?
    /// The least height the content was last drawn to fill.
    private var drawnMinimumHeight: CGFloat = 0
    private var isMeasuring = false

    /// Creates the header in the state its section is in, so a header made for the open section
    /// doesn't animate open as it first shows.
    init(make: @escaping (_ isExpanded: Bool) -> Header, identity: AnyHashable, isExpanded: Bool, environment: EnvironmentValues, parent: UIViewController?, animationDuration: @escaping () -> Double) {
        self.make = make
        self.identity = identity
        self.isExpanded = isExpanded
        self.environment = environment
        self.animationDuration = animationDuration
        parentController = parent
        host = ResizeReportingHost(rootView: HostedRoot(content: nil, identity: identity, environment: environment))
        super.init(frame: .zero)
        // Content that changes its own height (an observed model, a toggle inside) is measured again.
        if #available(iOS 16.0, *) { host.sizingOptions = .preferredContentSize }
        host.onResize = { [weak self] in self?.measure() }
        render()
        if #available(iOS 16.4, *) { host.safeAreaRegions = [] }
        host.view.backgroundColor = .clear
        host.view.frame = bounds
        host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(host.view)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("HostedHeaderView is made in code")
    }

    override var canBecomeFocused: Bool { true }

    /// An activation of the view itself (a keyboard's, where the focus system names the view)
    /// toggles the section, never as a touch at its centre that could land on a control inside;
    /// `false` while the container takes no input. UIKit calls it on the main thread, though the
    /// SDK leaves it nonisolated.
    override func accessibilityActivate() -> Bool {
        runOnMainThread { (parentController as? ExpandableViewController)?.activateHeader(self) ?? false }
    }

    func speak(_ spoken: AccessibilityElementDescription, inputLabels: [String], identifier: String) {
        let speech = HeaderSpeech(description: spoken, inputLabels: inputLabels, identifier: identifier)
        guard speech != self.speech else { return }
        self.speech = speech
        render()
    }

    /// Draws the header for its state when that changed, animating the change as long as the
    /// container's transition lasts (at once under Reduce Motion).
    ///
    /// In a container that pins its expanded headers, the header is opaque: the appearance's
    /// background for its state (the expanded one when open), as the built-in header draws it, so
    /// content scrolling under a pinned header doesn't show through. Elsewhere it stays clear and
    /// the SwiftUI view draws its own background.
    func configure(title: String?, isExpanded: Bool, appearance: HeaderAppearance) {
        let pins = (parentController as? ExpandableViewController)?.pinsExpandedHeaders == true
        let background = pins ? (isExpanded ? appearance.expandedBackgroundColor : appearance.backgroundColor) : nil
        if backgroundColor != background { backgroundColor = background }
        guard isExpanded != self.isExpanded else { return }
        self.isExpanded = isExpanded
        let duration = animationDuration()
        guard duration > 0, !UIAccessibility.isReduceMotionEnabled else { return render() }
        withAnimation(.easeInOut(duration: duration)) { render() }
    }

    /// Draws the header for a new element or environment.
    func update(make: @escaping (_ isExpanded: Bool) -> Header, identity: AnyHashable, environment: EnvironmentValues) {
        self.make = make
        self.identity = identity
        self.environment = environment
        render()
    }

    /// Lends the header to the element `identity`, in its section's state, without animation: an
    /// element other than the one it last showed starts with fresh state (the root view's identity
    /// changes), so nothing of the previous element shows.
    func reuse(make: @escaping (_ isExpanded: Bool) -> Header, identity: AnyHashable, isExpanded: Bool, environment: EnvironmentValues) {
        self.isExpanded = isExpanded
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { update(make: make, identity: identity, environment: environment) }
    }

    private func render() {
        drawnMinimumHeight = minimumHeight
        let content = TappableHeader(content: make(isExpanded), speech: speech, minimumHeight: drawnMinimumHeight) { [weak self] in
            guard let self else { return }
            _ = (self.parentController as? ExpandableViewController)?.activateHeader(self)
        }
        host.rootView = HostedRoot(content: content, identity: identity, environment: environment)
        measure()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The header height or the text size changed: the content fills the new least height.
        if minimumHeight != drawnMinimumHeight { return render() }
        measure()
    }

    /// The least height of a header in the container now (the scaled header height).
    private var minimumHeight: CGFloat {
        (parentController as? ExpandableViewController)?.headerSizing.minimumHeight ?? 0
    }

    /// Measures the content at the header's width and asks the container to fit the header to it
    /// (the core decides, after the layout under way).
    private func measure() {
        // SwiftUI may report a size while it is being measured: one measurement at a time.
        guard bounds.width > 0, !isMeasuring else { return }
        isMeasuring = true
        defer { isMeasuring = false }
        fittingHeight = host.sizeThatFits(in: CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height.rounded(.up)
        (parentController as? ExpandableViewController)?.hostedHeaderNeedsFitting()
    }

    // MARK: - Containment

    var hostController: UIViewController { host }

    /// The container makes the hosting controller its child while the header is in its view, and
    /// forwards its own appearance to it (the core's `HeaderHostPlanner` decides).
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        (parentController as? ExpandableViewController)?.hostedHeader(self, isShown: superview != nil)
        if superview == nil { onLeave?(self) }
    }
}

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
