#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// The root view of a hosted child or header: the adopter's view, in the whole environment of the
/// SwiftUI view that holds the container.
///
/// A hosting controller inside a representable starts from a fresh environment, so the colour
/// scheme, Dynamic Type, locale, layout direction, the adopter's own environment values and
/// observable objects would all be lost; carrying the representable's environment over keeps them.
struct HostedRoot<Content: View>: View {
    var content: Content?
    var environment: EnvironmentValues

    var body: some View {
        content.environment(\.self, environment)
    }
}

/// A hosting controller for one child of a SwiftUI accordion or pager, reused with new root views
/// as the container's reuse pool lends it to another element.
@MainActor
final class HostingChild<Content: View>: UIHostingController<HostedRoot<Content>> {
    /// Whether the child reports its content's height as its preferred size, so its section fits it.
    var sizesToContent = false {
        didSet {
            guard sizesToContent != oldValue else { return }
            if #available(iOS 16.0, *) {
                sizingOptions = sizesToContent ? .preferredContentSize : []
            } else {
                viewIfLoaded?.setNeedsLayout()
            }
            if !sizesToContent { preferredContentSize = .zero }
        }
    }

    init(environment: EnvironmentValues) {
        super.init(rootView: HostedRoot(content: nil, environment: environment))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("HostingChild is made in code")
    }

    /// Shows `content` in `environment`.
    func show(_ content: Content, in environment: EnvironmentValues) {
        rootView = HostedRoot(content: content, environment: environment)
        if sizesToContent { viewIfLoaded?.setNeedsLayout() }
    }

    /// Before iOS 16 a hosting controller doesn't report its content's size: measure it at the
    /// width the container gives and report the height.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if #available(iOS 16.0, *) { return }
        guard sizesToContent, view.bounds.width > 0 else { return }
        let fitting = sizeThatFits(in: CGSize(width: view.bounds.width, height: .greatestFiniteMagnitude))
        if abs(fitting.height - preferredContentSize.height) > 0.5 {
            preferredContentSize = CGSize(width: view.bounds.width, height: fitting.height)
        }
    }
}

/// A header made of a SwiftUI view, drawn again when its section expands or collapses or its
/// element changes.
///
/// The container makes the header an accessibility element labelled with the section's title, so
/// VoiceOver hears one header, not the views inside it.
@MainActor
final class HostedHeaderView<Header: View>: UIView, ExpandableHeaderConfigurable {
    private let host: UIHostingController<HostedRoot<Header>>
    private var make: (Bool) -> Header
    private var environment: EnvironmentValues
    private var isExpanded = false

    init(make: @escaping (_ isExpanded: Bool) -> Header, environment: EnvironmentValues) {
        self.make = make
        self.environment = environment
        host = UIHostingController(rootView: HostedRoot(content: make(false), environment: environment))
        super.init(frame: .zero)
        host.view.backgroundColor = .clear
        host.view.frame = bounds
        host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(host.view)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("HostedHeaderView is made in code")
    }

    /// Draws the header for its state, when that changed.
    func configure(title: String?, isExpanded: Bool, appearance: HeaderAppearance) {
        guard isExpanded != self.isExpanded else { return }
        self.isExpanded = isExpanded
        render()
    }

    /// Draws the header for a new element or environment.
    func update(make: @escaping (_ isExpanded: Bool) -> Header, environment: EnvironmentValues) {
        self.make = make
        self.environment = environment
        render()
    }

    private func render() {
        host.rootView = HostedRoot(content: make(isExpanded), environment: environment)
    }
}
#endif
