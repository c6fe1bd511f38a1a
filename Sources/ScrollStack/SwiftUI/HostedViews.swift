#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// The root view of a hosted child or header: the adopter's view for one element, in the whole
/// environment of the SwiftUI view that holds the container.
///
/// A hosting controller inside a representable starts from a fresh environment, so the colour
/// scheme, Dynamic Type, locale, layout direction, the adopter's own environment values and
/// observable objects would all be lost; carrying the representable's environment over keeps them.
///
/// The element's ID is the content's identity: a hosting controller reused for another element
/// starts that element with fresh state (`@State`, a list's scroll position), while redrawing the
/// same element keeps its state.
///
/// A pager's page keeps to its safe area, as a screen of its own does: pages span the container
/// under the bars and the tab strip, and their safe area covers those (and the keyboard, so SwiftUI
/// scrolls a focused field into view). An accordion's section ignores the safe area: the
/// accordion's scroll view owns it and makes room for the keyboard.
struct HostedRoot<Content: View>: View {
    var content: Content?
    var identity: AnyHashable?
    var environment: EnvironmentValues
    var avoidsKeyboard = false

    var body: some View {
        content
            .id(identity)
            .ignoresSafeArea(avoidsKeyboard ? [] : .all)
            .environment(\.self, environment)
    }
}

/// A hosting controller for one child of a SwiftUI accordion or pager, reused with new root views
/// as the container's reuse pool lends it to another element.
@MainActor
final class HostingChild<Content: View>: UIHostingController<HostedRoot<Content>> {
    /// Whether the child reports its content's height at its width as its preferred size, so its
    /// section fits it.
    var sizesToContent = false {
        didSet {
            guard sizesToContent != oldValue else { return }
            if #available(iOS 16.0, *) {
                // SwiftUI then announces changes of the content's size; the height itself is
                // measured here, at the section's width.
                sizingOptions = sizesToContent ? .preferredContentSize : []
            }
            if sizesToContent { measure() } else { report(.zero) }
        }
    }
    /// Whether the child is a pager's page, which keeps to its safe area (bars, tab strip, keyboard)
    /// itself; an accordion's section leaves that to the accordion.
    var avoidsKeyboard = false {
        didSet {
            guard avoidsKeyboard != oldValue else { return }
            if #available(iOS 16.4, *) { safeAreaRegions = avoidsKeyboard ? .all : [] }
            rootView.avoidsKeyboard = avoidsKeyboard
        }
    }
    private var isReporting = false
    /// How long the animation lasts that a change of the content's size came in, until measured.
    private var resizeAnimationDuration: TimeInterval?

    init(environment: EnvironmentValues) {
        super.init(rootView: HostedRoot(content: nil, identity: nil, environment: environment))
        if #available(iOS 16.4, *) { safeAreaRegions = [] }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The SwiftUI background around the container shows through, as through the container.
        view.backgroundColor = .clear
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("HostingChild is made in code")
    }

    /// Shows `content` for the element `identity` in `environment`, measured at once when it sizes
    /// its section, so the container never hears the previous element's height.
    func show(_ content: Content, identity: AnyHashable, in environment: EnvironmentValues) {
        rootView = HostedRoot(content: content, identity: identity, environment: environment, avoidsKeyboard: avoidsKeyboard)
        if sizesToContent { measure() }
    }

    /// What SwiftUI sets (its content's ideal size, unbounded in width) is only a sign that the
    /// content changed: the height that counts is measured at the section's width.
    override var preferredContentSize: CGSize {
        get { super.preferredContentSize }
        set {
            if isReporting {
                super.preferredContentSize = newValue
            } else if sizesToContent {
                // A change SwiftUI makes inside an animation is measured at the next layout inside
                // one as long, so the section's new height animates with it.
                if UIView.inheritedAnimationDuration > 0 { resizeAnimationDuration = UIView.inheritedAnimationDuration }
                viewIfLoaded?.setNeedsLayout()
            }
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard sizesToContent else { return }
        let duration = resizeAnimationDuration
        resizeAnimationDuration = nil
        guard let duration, !UIAccessibility.isReduceMotionEnabled else { return measure() }
        UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState]) { self.measure() }
    }

    /// Reports the content's height at the view's width. Content that takes any height it is
    /// offered (a list, a scroll view, a spacer) has no height of its own: its section keeps the
    /// accordion's content mode.
    private func measure() {
        guard let view = viewIfLoaded, view.bounds.width > 0 else { return }
        let height = fittingHeight(at: view.bounds.width) ?? 0
        if abs(height - preferredContentSize.height) > 0.5 {
            report(CGSize(width: view.bounds.width, height: height))
        }
    }

    /// The content's height at `width`, or `nil` when it takes any height it is offered.
    private func fittingHeight(at width: CGFloat) -> CGFloat? {
        let fitting = sizeThatFits(in: CGSize(width: width, height: .greatestFiniteMagnitude))
        return fitting.height.isFinite && fitting.height < Self.unboundedHeight ? fitting.height.rounded(.up) : nil
    }

    private func report(_ size: CGSize) {
        isReporting = true
        preferredContentSize = size
        isReporting = false
    }

    /// A measured height this tall means the content took the unbounded height it was offered.
    private static var unboundedHeight: CGFloat { 1_000_000 }
}

extension HostingChild: ExpandableKeyboardAvoiding {
    var avoidsKeyboardItself: Bool { avoidsKeyboard }
}

extension HostingChild: ExpandableContentSizing {
    /// The content's height at `width` when the child sizes its section, before its view has
    /// been laid out at that width.
    func contentHeight(fittingWidth width: CGFloat) -> CGFloat? {
        guard sizesToContent, width > 0 else { return nil }
        return fittingHeight(at: width)
    }
}

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
    private let host: UIHostingController<HostedRoot<TappableHeader<Header>>>
    private var make: (Bool) -> Header
    private(set) var identity: AnyHashable
    private var environment: EnvironmentValues
    private let animationDuration: () -> Double
    private var isExpanded = false
    /// The container's words for the header, drawn into the hosted content.
    private var speech = HeaderSpeech()
    /// The controller the hosting controller is a child of while the header is in its view.
    private weak var parentController: UIViewController?
    /// Called when the header leaves its superview.
    var onLeave: ((HostedHeaderView) -> Void)?
    /// The height the content needs at the header's width, measured as it draws and lays out.
    private(set) var fittingHeight: CGFloat?

    /// Creates the header in the state its section is in, so a header made for the open section
    /// doesn't animate open as it first shows.
    init(make: @escaping (_ isExpanded: Bool) -> Header, identity: AnyHashable, isExpanded: Bool, environment: EnvironmentValues, parent: UIViewController?, animationDuration: @escaping () -> Double) {
        self.make = make
        self.identity = identity
        self.isExpanded = isExpanded
        self.environment = environment
        self.animationDuration = animationDuration
        parentController = parent
        host = UIHostingController(rootView: HostedRoot(content: nil, identity: identity, environment: environment))
        super.init(frame: .zero)
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
        self.make = make
        self.identity = identity
        self.isExpanded = isExpanded
        self.environment = environment
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { render() }
    }

    private func render() {
        let container = parentController as? ExpandableViewController
        let sizing = container.map { HeaderSelfSizing(configuredHeight: $0.configuration.headerHeight, category: ContentSizeCategory($0.traitCollection.preferredContentSizeCategory)) }
        let content = TappableHeader(content: make(isExpanded), speech: speech, minimumHeight: sizing?.minimumHeight ?? 0) { [weak self] in
            guard let self else { return }
            _ = (self.parentController as? ExpandableViewController)?.activateHeader(self)
        }
        host.rootView = HostedRoot(content: content, identity: identity, environment: environment)
        measure()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        measure()
    }

    /// Measures the content at the header's width and asks the container to fit the header to it
    /// (the core decides, after the layout under way).
    private func measure() {
        guard bounds.width > 0 else { return }
        fittingHeight = host.sizeThatFits(in: CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height
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
#endif
