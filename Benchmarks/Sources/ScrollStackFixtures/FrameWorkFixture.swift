import Foundation
import ScrollStackCore

/// One whole accordion transition of `count` sections, frame by frame at 120 Hz, laid out the way
/// the UIKit container lays out a built-in transition: every display frame, the headers and
/// children in the viewport at the engine's current fraction, each view's frame set only when it
/// differs from the one it has.
///
/// It counts, over the transition, the views in the viewport on each frame (what a layout that
/// sets every frame would set) and the frames actually set (the views that move).
package final class FrameWorkFixture {
    package let count: Int
    /// The part of the stack on screen, in the stack's content coordinates.
    package let viewport: CGRect
    private let source: PoolSource
    private let start: StackEngine<BenchChild>
    private var steps: [ContainerStep<BenchChild>] = []
    /// Views in the viewport, summed over the frames of the last run.
    package private(set) var viewsInView = 0
    /// Frames set (views that moved), summed over the frames of the last run.
    package private(set) var framesSet = 0
    /// Display frames in the last run.
    package private(set) var frames = 0

    /// An accordion of `count` sections (44-point headers, 600-point contents) about to open the
    /// section below the open one in the middle, 0.28 s long, under a viewport scrolled to them.
    package init(count: Int) {
        precondition(count >= 2, "FrameWorkFixture: a transition between two sections needs at least 2, got \(count)")
        self.count = count
        var configuration = StackConfiguration()
        configuration.headerHeight = 44
        configuration.accordionContentMode = .fit(height: 600)
        let closing = count / 2 - 1
        source = PoolSource(count: count)
        var engine = StackEngine.loaded(configuration: configuration, mode: .accordion, selectedIndex: closing, source: source)
        let top = engine.accordionLayout.headerFrame(at: closing).minY
        viewport = CGRect(x: 0, y: max(0, top - 200), width: phoneSize.width, height: phoneSize.height)
        _ = engine.handle(.tap(closing + 1), source: source)
        start = engine
    }

    /// Runs the transition to its end and returns a checksum of the frames set.
    @inline(never)
    package func run() -> CGFloat {
        var engine = start
        var shown: [Int: CGRect] = [:]
        var shownChildren: [Int: CGRect] = [:]
        var shownClips: [Int: CGRect] = [:]
        viewsInView = 0
        framesSet = 0
        frames = 0
        var checksum: CGFloat = 0
        while engine.phase.animation != nil {
            steps.removeAll(keepingCapacity: true)
            engine.handle(.tick(frameInterval), source: source, into: &steps)
            frames += 1
            let snapshot = engine.layoutSnapshot(in: viewport)
            // Every header in view and every child with its mask: what setting every frame sets.
            viewsInView += snapshot.headers.count + 2 * snapshot.children.count
            var nextShown: [Int: CGRect] = [:]
            for header in snapshot.headers {
                if shown[header.index] != header.frame {
                    framesSet += 1
                    checksum += header.frame.minY
                }
                nextShown[header.index] = header.frame
            }
            for child in snapshot.children {
                // A child's frame and its mask's frame are set apart, each when it changed.
                if shownChildren[child.index] != child.frame {
                    framesSet += 1
                    checksum += child.frame.minY
                    shownChildren[child.index] = child.frame
                }
                if shownClips[child.index] != child.clip {
                    framesSet += 1
                    checksum += child.clip.height
                    shownClips[child.index] = child.clip
                }
            }
            shown = nextShown
        }
        return checksum
    }
}
