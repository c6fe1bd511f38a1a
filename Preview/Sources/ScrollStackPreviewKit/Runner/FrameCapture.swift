import Foundation
import ScrollStackCore

/// Reads one frame off the engine: its phase, its transition and what it draws, all from the
/// core's own layouts.
enum FrameCapture {
    static func frame(
        of engine: StackEngine<String>, mode: PreviewMode, index: Int, time: Double, cause: String, event: Int?, steps: [ContainerStep<String>]
    ) -> FrameRecord {
        var headers: [HeaderRecord] = []
        var contents: [ContentRecord] = []
        var pages: [PageRecord] = []
        var contentSize: SizeRecord?
        switch mode {
        case .accordion:
            // The screen at scroll offset 0 and up to a screenful below it: a stack taller than the
            // container is drawn with the container's bounds marked on it, and a stack of a million
            // sections records only the few in view.
            let stackHeight = engine.accordionLayout.contentSize.height
            let viewport = CGRect(x: 0, y: 0, width: engine.size.width, height: max(engine.size.height, min(stackHeight, 2 * engine.size.height)))
            let shown = engine.displaySnapshot(in: viewport)
            let snapshot = shown.layout
            contentSize = SizeRecord(snapshot.contentSize)
            headers = snapshot.headers.map { header in
                HeaderRecord(
                    index: header.index,
                    title: PreviewTitles.title(at: header.index, mode: .accordion),
                    frame: RectRecord(header.frame),
                    isExpanded: header.isExpanded
                )
            }
            contents = zip(snapshot.children, shown.childOpacities).map { placement, opacity in
                let child = engine.child(at: placement.index)
                return ContentRecord(
                    index: placement.index,
                    child: child,
                    frame: RectRecord(placement.frame),
                    clip: RectRecord(placement.clip),
                    appearance: child.flatMap { engine.planner.appearance(of: $0) }.map { "\($0)" },
                    opacity: translucency(opacity)
                )
            }
        case .paging:
            let shown = engine.displaySnapshot(in: CGRect(origin: .zero, size: engine.size))
            var visible = Set<Int>()
            engine.pagingLayout.forEachVisiblePage(at: engine.pagingPosition) { page, _ in visible.insert(page) }
            pages = zip(shown.layout.children, shown.childOpacities).compactMap { placement, opacity in
                guard let child = engine.child(at: placement.index) else { return nil }
                return PageRecord(
                    index: placement.index,
                    title: PreviewTitles.title(at: placement.index, mode: .paging),
                    child: child,
                    frame: RectRecord(placement.frame),
                    isVisible: visible.contains(placement.index) && opacity > 0,
                    appearance: engine.planner.appearance(of: child).map { "\($0)" },
                    opacity: translucency(opacity)
                )
            }
        }
        let pending = engine.pendingSelection
        return FrameRecord(
            index: index,
            time: time,
            cause: cause,
            event: event,
            phase: name(of: engine.phase),
            transition: transition(of: engine.phase),
            selected: engine.selectedIndex,
            isQueued: pending != nil,
            queued: pending ?? nil,
            size: SizeRecord(engine.size),
            contentSize: contentSize,
            headers: headers,
            contents: contents,
            pages: pages,
            steps: steps.map(StepRecord.init)
        )
    }

    /// An opacity as a record stores it: `nil` when fully opaque.
    static func translucency(_ opacity: CGFloat) -> Double? {
        opacity < 1 ? Double(opacity) : nil
    }

    static func name(of phase: TransitionPhase) -> String {
        switch phase {
        case .idle: return "idle"
        case .animating: return "animating"
        case .interactive: return "interactive"
        case .finishing: return "finishing"
        case .cancelling: return "cancelling"
        }
    }


    static func transition(of phase: TransitionPhase) -> TransitionRecord? {
        guard let transition = phase.transition else { return nil }
        let leg = phase.animation.map {
            AnimationLegRecord(startFraction: $0.startFraction, endFraction: $0.endFraction, duration: $0.duration, elapsed: $0.elapsed)
        }
        return TransitionRecord(
            from: transition.from,
            to: transition.to,
            direction: transition.direction == .forward ? "forward" : "backward",
            fraction: transition.fraction,
            isInteractive: transition.isInteractive,
            animation: leg
        )
    }
}
