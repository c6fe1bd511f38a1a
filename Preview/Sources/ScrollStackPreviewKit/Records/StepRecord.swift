import Foundation
import ScrollStackCore

/// One step the core emitted, with children named, as the JSON writes it: every field of the
/// step, plus a readable `text`.
///
/// Decoding gives back the exact ``ContainerStep``, so a test can compare a file with the core.
public struct StepRecord: Codable, Equatable, Sendable {
    /// The step, with children as names.
    public var step: ContainerStep<String>
    /// The step as the log prints it, such as `setFrame(General, {0, 56, 390, 564})`.
    public var text: String

    /// Records a step.
    public init(_ step: ContainerStep<String>) {
        self.step = step
        self.text = StepText.describe(step)
    }

    private enum Keys: String, CodingKey {
        case kind, child, frame, clip, isAppearing, animated, from, to, isInteractive, completed, progress, animation, text
    }

    private enum AnimationKeys: String, CodingKey {
        case startFraction, endFraction, duration, elapsed, curve
    }

    /// The name of the step's case, as the JSON's `kind` gives it.
    public var kind: String {
        switch step {
        case .addChild: return "addChild"
        case .insertView: return "insertView"
        case .setFrame: return "setFrame"
        case .didMoveToParent: return "didMoveToParent"
        case .beginAppearance: return "beginAppearance"
        case .endAppearance: return "endAppearance"
        case .willMoveToNilParent: return "willMoveToNilParent"
        case .removeView: return "removeView"
        case .removeFromParent: return "removeFromParent"
        case .transitionWillBegin: return "transitionWillBegin"
        case .animate: return "animate"
        case .updateInteractiveProgress: return "updateInteractiveProgress"
        case .transitionDidEnd: return "transitionDidEnd"
        case .sectionsWillMove: return "sectionsWillMove"
        case .sectionsDidMove: return "sectionsDidMove"
        case .movingSectionsRemoved: return "movingSectionsRemoved"
        }
    }

    /// Writes the step's kind and fields.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(text, forKey: .text)
        if let child = step.child { try container.encode(child, forKey: .child) }
        switch step {
        case .setFrame(_, let frame, let clip):
            try container.encode(RectRecord(frame), forKey: .frame)
            try container.encode(RectRecord(clip), forKey: .clip)
        case .beginAppearance(_, let isAppearing, let animated):
            try container.encode(isAppearing, forKey: .isAppearing)
            try container.encode(animated, forKey: .animated)
        case .transitionWillBegin(let from, let to, let isInteractive):
            // Explicit nulls: a missing end means "no section", not "unknown".
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
            try container.encode(isInteractive, forKey: .isInteractive)
        case .transitionDidEnd(let from, let to, let completed):
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
            try container.encode(completed, forKey: .completed)
        case .updateInteractiveProgress(let progress):
            try container.encode(progress, forKey: .progress)
        case .animate(let animation):
            var nested = container.nestedContainer(keyedBy: AnimationKeys.self, forKey: .animation)
            try nested.encode(animation.startFraction, forKey: .startFraction)
            try nested.encode(animation.endFraction, forKey: .endFraction)
            try nested.encode(animation.duration, forKey: .duration)
            try nested.encode(animation.elapsed, forKey: .elapsed)
            try nested.encode(CurveRecord(animation.curve), forKey: .curve)
        case .addChild, .insertView, .didMoveToParent, .endAppearance, .willMoveToNilParent, .removeView, .removeFromParent,
            .sectionsWillMove, .sectionsDidMove, .movingSectionsRemoved:
            break
        }
    }

    /// Reads a step written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        func child() throws -> String { try container.decode(String.self, forKey: .child) }
        switch kind {
        case "addChild": step = .addChild(try child())
        case "insertView": step = .insertView(try child())
        case "setFrame":
            step = .setFrame(
                try child(),
                try container.decode(RectRecord.self, forKey: .frame).rect,
                clip: try container.decode(RectRecord.self, forKey: .clip).rect
            )
        case "didMoveToParent": step = .didMoveToParent(try child())
        case "beginAppearance":
            step = .beginAppearance(
                try child(),
                isAppearing: try container.decode(Bool.self, forKey: .isAppearing),
                animated: try container.decode(Bool.self, forKey: .animated)
            )
        case "endAppearance": step = .endAppearance(try child())
        case "willMoveToNilParent": step = .willMoveToNilParent(try child())
        case "removeView": step = .removeView(try child())
        case "removeFromParent": step = .removeFromParent(try child())
        case "transitionWillBegin":
            step = .transitionWillBegin(
                from: try container.decode(Int?.self, forKey: .from),
                to: try container.decode(Int?.self, forKey: .to),
                isInteractive: try container.decode(Bool.self, forKey: .isInteractive)
            )
        case "transitionDidEnd":
            step = .transitionDidEnd(
                from: try container.decode(Int?.self, forKey: .from),
                to: try container.decode(Int?.self, forKey: .to),
                completed: try container.decode(Bool.self, forKey: .completed)
            )
        case "updateInteractiveProgress":
            step = .updateInteractiveProgress(try container.decode(Double.self, forKey: .progress))
        case "animate":
            let nested = try container.nestedContainer(keyedBy: AnimationKeys.self, forKey: .animation)
            var animation = TransitionAnimation(
                startFraction: try nested.decode(Double.self, forKey: .startFraction),
                endFraction: try nested.decode(Double.self, forKey: .endFraction),
                duration: try nested.decode(Double.self, forKey: .duration),
                curve: try nested.decode(CurveRecord.self, forKey: .curve).curve
            )
            animation.elapsed = try nested.decode(Double.self, forKey: .elapsed)
            step = .animate(animation)
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown step kind '\(kind)'")
        }
        text = try container.decode(String.self, forKey: .text)
    }
}
