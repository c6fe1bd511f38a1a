import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a container named, and the screen's own scroll view it replaced: the container takes
/// back the one it named last even once it has left the container (a page removed without
/// animation is gone before the next page is named, yet the screen still follows its list), and
/// gives the screen its own back when it names none.
package struct BarScrollViewLedger<ID: Hashable & Sendable>: Equatable, Sendable {
    /// The scroll view the container named last, `nil` when it named none.
    package private(set) var lastNamed: ID?
    /// The scroll view the screen named before the container first replaced it.
    package private(set) var screensOwn: ID?

    /// A view controller told which scroll view the bars follow, as the ledger sees it.
    package struct Told: Equatable, Sendable {
        /// What it names now.
        package var named: ID?
        /// Whether what it names is inside the container.
        package var isInsideContainer: Bool
        /// Whether it is the container itself (else the screen the navigation controller shows).
        package var isContainer: Bool

        /// Describes a view controller to tell.
        package init(named: ID?, isInsideContainer: Bool, isContainer: Bool) {
            self.named = named
            self.isInsideContainer = isInsideContainer
            self.isContainer = isContainer
        }
    }

    /// What to do with one view controller.
    package enum Instruction: Equatable, Sendable {
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
    package mutating func name(_ chosen: ID?, lastNamedExists: Bool, screensOwnExists: Bool, told: [Told]) -> [Instruction] {
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
    package init() {}

    /// What a view controller naming `named` names, as ``BarScrollViewRule/mustRename(named:isSameAsChosen:chosenIsNone:isContainer:containerHadNamed:)``
    /// sees it: the container's own when it is inside the container or is what the container named last.
    package func kind(of named: ID?, isInsideContainer: Bool) -> BarScrollViewRule.Named {
        guard let named else { return .none }
        return isInsideContainer || named == lastNamed ? .insideContainer : .elsewhere
    }
}
