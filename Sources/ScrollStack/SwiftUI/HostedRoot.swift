#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// The root view of a hosted child: the adopter's view, with the whole environment of the SwiftUI
/// view that holds the container.
///
/// A hosting controller inside a representable starts from a fresh environment, so colour scheme,
/// Dynamic Type, locale, layout direction, the adopter's own environment values and observable
/// objects would all be lost; carrying the representable's environment over keeps them.
struct HostedRoot<Content: View>: View {
    var content: Content?
    var environment: EnvironmentValues

    var body: some View {
        content.environment(\.self, environment)
    }
}

/// A hosting controller for one child of a SwiftUI accordion or pager.
final class HostingChild<Content: View>: UIHostingController<HostedRoot<Content>> {
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
    }
}

/// A header made of a SwiftUI view, redrawn when its section expands or collapses.
final class HostedHeaderView<Header: View>: UIView, ExpandableHeaderConfigurable {
    private let host: UIHostingController<HostedRoot<Header>>
    private let make: (Bool) -> Header
    private let environment: () -> EnvironmentValues

    init(make: @escaping (_ isExpanded: Bool) -> Header, environment: @escaping () -> EnvironmentValues) {
        self.make = make
        self.environment = environment
        host = UIHostingController(rootView: HostedRoot(content: make(false), environment: environment()))
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

    /// Redraws the header for its state; the container gives it what VoiceOver says.
    func configure(title: String?, isExpanded: Bool, appearance: HeaderAppearance) {
        host.rootView = HostedRoot(content: make(isExpanded), environment: environment())
    }
}
#endif
