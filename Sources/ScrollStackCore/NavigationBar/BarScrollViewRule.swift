import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which scroll view the navigation bar's large title and the bars' scroll-edge appearance follow
/// (UIKit's `setContentScrollView(_:for:)`, iOS 15 and later).
///
/// ## Rules
/// - An accordion that scrolls by itself names its own scroll view.
/// - An accordion sized by what embeds it (a SwiftUI `ScrollView`, an outer accordion's section)
///   never scrolls, so it names none and takes back any it named: the bars follow the scroll view
///   around it, as UIKit finds it.
/// - A pager names its current page's scroll view: the page's own answer, else the first scroll
///   view under the page's view, breadth first, that scrolls vertically
///   (``ScrollViewShape/isVerticalScroller``); a page with none names none, and the scroll view the
///   previous page named is taken back.
/// - What the container takes back is only what it named: a scroll view inside the container, or
///   the one it named last (which may have left with its page, or been dropped by UIKit). The
///   screen's own scroll view, named by the app, is kept aside when the container first replaces
///   it, and given back when the container names none or leaves its parent.
/// - A container inside another container leaves the screen to the outermost one, which names the
///   inner one's scroll view when it is its current page's.
public enum BarScrollViewRule {
    /// Whose scroll view the bars follow.
    public enum Owner: Equatable, Sendable {
        /// The stack's own scroll view.
        case stack
        /// The current page's scroll view.
        case currentPage
        /// The scroll view around the container: the container names none.
        case embedder
    }

    /// Whose scroll view the bars follow for a container that scrolls vertically (an accordion)
    /// or not (a pager), sized by what embeds it or not.
    public static func owner(scrollsVertically: Bool, isSizedByEmbedder: Bool) -> Owner {
        guard scrollsVertically else { return .currentPage }
        return isSizedByEmbedder ? .embedder : .stack
    }

    /// Whether a view controller that names `named` (or nothing) must be told to name the chosen
    /// scroll view instead (for the screen, when the container chose none, the screen's own).
    ///
    /// - Parameters:
    ///   - named: Whether it names a scroll view now, and whether that one is the container's.
    ///   - isSameAsChosen: Whether what it names is already the chosen one.
    ///   - chosenIsNone: Whether the rule chose no scroll view.
    ///   - isContainer: Whether the view controller is the container itself (else the screen the
    ///     navigation controller shows).
    ///   - containerHadNamed: Whether the container had named a scroll view until now: a screen
    ///     naming none then lost the container's to UIKit, and gets its own back.
    public static func mustRename(named: Named, isSameAsChosen: Bool, chosenIsNone: Bool, isContainer: Bool, containerHadNamed: Bool = false) -> Bool {
        if isSameAsChosen { return false }
        guard chosenIsNone, !isContainer else { return true }
        return named == .insideContainer || (named == .none && containerHadNamed)
    }

    /// What a view controller names now.
    public enum Named: Equatable, Sendable {
        /// No scroll view.
        case none
        /// A scroll view inside the container: one the container named.
        case insideContainer
        /// A scroll view elsewhere: the app's own.
        case elsewhere
    }
}

/// What a container named, and the screen's own scroll view it replaced: the container takes
/// back the one it named last even once it has left the container (a page removed without
/// animation is gone before the next page is named, yet the screen still follows its list), and
/// gives the screen its own back when it names none.
public struct BarScrollViewLedger<ID: Hashable & Sendable>: Equatable, Sendable {
    /// The scroll view the container named last, `nil` when it named none.
    public private(set) var lastNamed: ID?
    /// The scroll view the screen named before the container first replaced it.
    public private(set) var screensOwn: ID?

    /// A view controller told which scroll view the bars follow, as the ledger sees it.
    public struct Told: Equatable, Sendable {
        /// What it names now.
        public var named: ID?
        /// Whether what it names is inside the container.
        public var isInsideContainer: Bool
        /// Whether it is the container itself (else the screen the navigation controller shows).
        public var isContainer: Bool

        /// Describes a view controller to tell.
        public init(named: ID?, isInsideContainer: Bool, isContainer: Bool) {
            self.named = named
            self.isInsideContainer = isInsideContainer
            self.isContainer = isContainer
        }
    }

    /// What to do with one view controller.
    public enum Instruction: Equatable, Sendable {
        /// Leave it naming what it names.
        case leave
        /// Tell it to name this scroll view (`nil`: none).
        case name(ID?)
    }

    /// The container names `chosen`: what each of `told` must be told, in order (the container
    /// `chosen`; the screen `chosen`, or its own when `chosen` is none), as
    /// ``BarScrollViewRule/mustRename(named:isSameAsChosen:chosenIsNone:isContainer:containerHadNamed:)``
    /// decides. The screen's own scroll view is kept aside when the container first replaces it.
    ///
    /// - Parameters:
    ///   - chosen: The scroll view the container names, `nil` for none.
    ///   - lastNamedExists: Whether the scroll view named last still exists; one that doesn't is
    ///     forgotten, since another may take its identity.
    ///   - screensOwnExists: Whether the screen's own scroll view kept aside still exists.
    ///   - told: The container, then the screen when it is told too.
    public mutating func name(_ chosen: ID?, lastNamedExists: Bool, screensOwnExists: Bool, told: [Told]) -> [Instruction] {
        let hadNamed = lastNamed != nil
        if !lastNamedExists { lastNamed = nil }
        if !screensOwnExists { screensOwn = nil }
        let instructions = told.map { controller -> Instruction in
            let kind = kind(of: controller.named, isInsideContainer: controller.isInsideContainer)
            let target = controller.isContainer ? chosen : chosen ?? screensOwn
            guard BarScrollViewRule.mustRename(
                named: kind,
                isSameAsChosen: controller.named == target,
                chosenIsNone: chosen == nil,
                isContainer: controller.isContainer,
                containerHadNamed: hadNamed
            ) else { return .leave }
            if !controller.isContainer, kind == .elsewhere { screensOwn = controller.named }
            return .name(target)
        }
        lastNamed = chosen
        return instructions
    }

    /// A ledger of a container that has named nothing.
    public init() {}

    /// What a view controller naming `named` names, as ``BarScrollViewRule/mustRename(named:isSameAsChosen:chosenIsNone:isContainer:containerHadNamed:)``
    /// sees it: the container's own when it is inside the container or is what the container named last.
    public func kind(of named: ID?, isInsideContainer: Bool) -> BarScrollViewRule.Named {
        guard let named else { return .none }
        return isInsideContainer || named == lastNamed ? .insideContainer : .elsewhere
    }

    /// Records that the container named `id` (or none).
    public mutating func record(_ id: ID?) {
        lastNamed = id
    }
}

/// A scroll view as the rules about scrolling direction see it.
public struct ScrollViewShape: Equatable, Sendable {
    /// Whether it is a text view, which scrolls its own text.
    public var isTextView: Bool
    /// The size of its content.
    public var contentSize: CGSize
    /// The size of its bounds.
    public var boundsSize: CGSize
    /// Whether it bounces vertically even when its content fits.
    public var alwaysBouncesVertically: Bool
    /// Whether it bounces horizontally even when its content fits.
    public var alwaysBouncesHorizontally: Bool

    /// Describes a scroll view.
    public init(isTextView: Bool, contentSize: CGSize, boundsSize: CGSize, alwaysBouncesVertically: Bool, alwaysBouncesHorizontally: Bool = false) {
        self.isTextView = isTextView
        self.contentSize = contentSize
        self.boundsSize = boundsSize
        self.alwaysBouncesVertically = alwaysBouncesVertically
        self.alwaysBouncesHorizontally = alwaysBouncesHorizontally
    }

    /// Whether it scrolls vertically, or may once its content loads (a list still loading): not a
    /// text view, and not a horizontal carousel — content wider than it or bouncing sideways, while
    /// neither taller than it nor bouncing vertically.
    ///
    /// The navigation bar follows such a scroll view under a page, and the keyboard avoidance of a
    /// container sized by what embeds it scrolls the nearest one around it.
    public var isVerticalScroller: Bool {
        if isTextView { return false }
        let sideways = contentSize.width > boundsSize.width || alwaysBouncesHorizontally
        let down = contentSize.height > boundsSize.height || alwaysBouncesVertically
        return down || !sideways
    }
}
