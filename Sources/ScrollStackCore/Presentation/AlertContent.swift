/// What an alert says: a title, a message and its actions.
public struct AlertContent: Equatable, Sendable {
    /// A button of an alert.
    public struct Action: Equatable, Sendable {
        /// How an action reads.
        public enum Style: Equatable, Sendable {
            /// An ordinary action.
            case `default`
            /// Dismisses without doing anything; listed last, at most one.
            case cancel
            /// Destroys data: shown in red by the UIKit alert.
            case destructive
        }

        /// The button's title.
        public var title: String
        /// How it reads.
        public var style: Style

        /// Creates an action.
        public init(title: String, style: Style = .default) {
            self.title = title
            self.style = style
        }
    }

    /// The alert's title.
    public let title: String?
    /// The alert's message.
    public let message: String?
    /// The actions, the cancel action (if any) last: the order of the handlers, and of the buttons
    /// when they are stacked. See ``buttonOrder`` for the order the buttons show in.
    public let actions: [Action]

    /// Creates the content of an alert.
    ///
    /// - Precondition: the title and the message are not both empty or `nil`,
    ///   and at most one action is a cancel action.
    public init(title: String?, message: String?, actions: [Action]) {
        precondition(
            !(title ?? "").isEmpty || !(message ?? "").isEmpty,
            "AlertContent: title and message can't both be empty"
        )
        let cancels = actions.filter { $0.style == .cancel }
        precondition(cancels.count <= 1, "AlertContent: at most one cancel action, got \(cancels.count)")
        self.title = title
        self.message = message
        self.actions = Self.inActionOrder(actions, styles: actions.map(\.style))
    }

    /// Whether the buttons sit side by side: exactly two of them, as UIKit's alerts do; otherwise
    /// they are stacked.
    public var prefersHorizontalButtons: Bool { actions.count == 2 }

    /// The buttons in the order they show, as indices into ``actions``: leading to trailing when
    /// they sit side by side, top to bottom when stacked.
    ///
    /// Side by side, the cancel button comes first (on the leading side, as in UIKit's own alerts);
    /// stacked, it comes last, at the bottom.
    public var buttonOrder: [Int] {
        let indices = Array(actions.indices)
        guard prefersHorizontalButtons, let cancel = actions.firstIndex(where: { $0.style == .cancel }) else { return indices }
        return [cancel] + indices.filter { $0 != cancel }
    }
}
