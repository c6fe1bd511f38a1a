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

/// The environment values that change how every hosted view draws: when one of them changes, every
/// live child and header is redrawn whatever the update policy.
struct HostedEnvironmentKey: Equatable {
    private var values: [AnyHashable]

    init(_ environment: EnvironmentValues) {
        values = [
            environment.colorScheme, environment.colorSchemeContrast, environment.sizeCategory, environment.layoutDirection,
            environment.locale, environment.horizontalSizeClass, environment.verticalSizeClass, environment.isEnabled,
            environment.legibilityWeight, environment.accessibilityReduceMotion, environment.accessibilityDifferentiateWithoutColor,
            environment.accessibilityReduceTransparency, environment.accessibilityInvertColors,
        ]
    }
}
#endif
