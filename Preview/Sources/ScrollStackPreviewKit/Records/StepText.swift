import Foundation
import ScrollStackCore

/// Writes a step the way the log prints it, close to the UIKit call it stands for.
public enum StepText {
    /// The step as one short line, such as `beginAppearance(Sounds, appearing, animated)`.
    public static func describe(_ step: ContainerStep<String>) -> String {
        switch step {
        case .addChild(let child): return "addChild(\(child))"
        case .insertView(let child): return "insertView(\(child))"
        case .setFrame(let child, let frame, _): return "setFrame(\(child), \(rect(frame)))"
        case .didMoveToParent(let child): return "didMoveToParent(\(child))"
        case .beginAppearance(let child, let isAppearing, let animated):
            return "beginAppearance(\(child), \(isAppearing ? "appearing" : "disappearing"), \(animated ? "animated" : "not animated"))"
        case .endAppearance(let child): return "endAppearance(\(child))"
        case .willMoveToNilParent(let child): return "willMoveToNilParent(\(child))"
        case .removeView(let child): return "removeView(\(child))"
        case .removeFromParent(let child): return "removeFromParent(\(child))"
        case .transitionWillBegin(let from, let to, let isInteractive):
            return "transitionWillBegin(\(index(from)) → \(index(to))\(isInteractive ? ", interactive" : ""))"
        case .animate(let animation):
            let start = NumberText.decimals(animation.startFraction, places: 3)
            let end = NumberText.decimals(animation.endFraction, places: 3)
            let duration = NumberText.decimals(animation.duration, places: 3)
            return "animate(\(start) → \(end) in \(duration) s, \(CurveRecord(animation.curve).name))"
        case .updateInteractiveProgress(let progress):
            return "updateInteractiveProgress(\(NumberText.decimals(progress, places: 3)))"
        case .transitionDidEnd(let from, let to, let completed):
            return "transitionDidEnd(\(index(from)) → \(index(to)), \(completed ? "completed" : "cancelled"))"
        case .sectionsWillMove, .sectionsDidMove, .movingSectionsRemoved:
            return step.sectionNotice ?? ""
        }
    }

    /// A rectangle as `{x, y, width, height}`.
    public static func rect(_ rect: CGRect) -> String {
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { NumberText.points($0) }
        return "{\(values.joined(separator: ", "))}"
    }

    private static func index(_ index: Int?) -> String {
        index.map(String.init) ?? "none"
    }
}
