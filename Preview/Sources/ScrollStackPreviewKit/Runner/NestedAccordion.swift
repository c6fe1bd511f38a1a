import Foundation
import ScrollStackCore

/// An accordion of several open sections nested in one section of the outer accordion, wired as
/// the UIKit containers are: after laying out (at rest, or on a display frame of its own motion)
/// it publishes its content height by ``NestedContentHeight/height(afterLayingOut:moment:published:)``,
/// and the outer engine takes it as ``NestedContentHeight/event(index:height:innerIsMoving:)`` (one
/// open section at a time) or ``NestedContentHeight/expansionEvent(index:height:innerIsMoving:)``
/// (several) says, so the outer section follows the inner height frame by frame.
///
/// It has ``titles`` for sections, 44-point headers over 100-point contents, and the outer run's
/// motion, timing and direction. Its containment steps are checked against UIKit's contract on
/// their own; its notices go into the outer frame's notices, marked `nested`.
struct NestedAccordion {
    /// The nested sections' titles.
    static let titles = ["Alerts", "Badges", "Banners"]
    /// The nested headers' height.
    static let headerHeight: CGFloat = 44
    /// The nested contents' height.
    static let contentHeight: CGFloat = 100

    /// The outer section that holds it.
    let section: Int
    private(set) var engine: StackEngine<String>
    private let source: NestedSections
    private var checker = ContainmentChecker<String>()
    /// The height it published last.
    private(set) var published: CGFloat?

    init(section: Int, settings: PreviewSettings) {
        self.section = section
        var configuration = settings.configuration
        configuration.headerHeight = Self.headerHeight
        configuration.accordionContentMode = .fit(height: Self.contentHeight)
        configuration.expansion = .multiple
        engine = StackEngine(configuration: configuration, size: settings.size)
        source = NestedSections()
    }

    var isMoving: Bool { !engine.isAtRest }

    /// Hands the nested engine `event`, checks its containment steps and returns its notices.
    mutating func handle(_ event: StackEvent) throws(PreviewError) -> [String] {
        let steps = engine.handle(event, source: source)
        let notices = steps.compactMap(\.sectionNotice).map { "nested " + $0 }
        do {
            try checker.check(steps)
        } catch {
            throw PreviewError(.core, "internal error: ScrollStackCore emitted an invalid step log for the nested accordion's \(event): \(error); please report it")
        }
        return notices
    }

    /// Lays the nested accordion out and returns the height it publishes, and whether it moves
    /// now, or `nil` when what it published stands.
    mutating func layOut() -> (height: CGFloat, isMoving: Bool)? {
        let moment: NestedContentHeight.Moment = engine.isAtRest ? .rest : .transitionFrame
        guard let height = NestedContentHeight.height(afterLayingOut: engine.expansionLayout.contentSize.height, moment: moment, published: published) else { return nil }
        published = height
        return (height, isMoving)
    }

    /// The nested headers and contents placed in the outer section's content at `frame` (screen
    /// coordinates), each cut to `clip`, the part of the outer section that shows.
    func record(in frame: CGRect, clip: CGRect, rightToLeft: Bool?) -> NestedRecord {
        var headers: [HeaderRecord] = []
        var contents: [ContentRecord] = []
        let whole = CGRect(x: 0, y: 0, width: engine.expansionLayout.size.width, height: engine.expansionLayout.contentSize.height)
        engine.expansionLayout.forEachVisibleItem(in: whole, pinningHeaders: false) { item in
            switch item {
            case .header(let index, let inner):
                let placed = inner.offsetBy(dx: frame.minX, dy: frame.minY).intersection(clip)
                guard !placed.isNull, placed.height > 0 else { return }
                headers.append(HeaderRecord(
                    index: index,
                    title: Self.titles[index],
                    frame: RectRecord(placed),
                    isExpanded: engine.expandedIndices.contains(index),
                    isPinned: nil,
                    isRightToLeft: rightToLeft
                ))
            case .content(let index, let inner, let innerClip):
                let placed = innerClip.offsetBy(dx: frame.minX, dy: frame.minY).intersection(clip)
                guard !placed.isNull, placed.height > 0 else { return }
                let child = engine.child(at: index)
                contents.append(ContentRecord(
                    index: index,
                    child: child,
                    frame: RectRecord(inner.offsetBy(dx: frame.minX, dy: frame.minY)),
                    clip: RectRecord(placed),
                    appearance: child.flatMap { engine.planner.appearance(of: $0) }.map { "\($0)" },
                    opacity: FrameCapture.translucency(engine.contentOpacity(ofSectionAt: index))
                ))
            }
        }
        return NestedRecord(section: section, headers: headers, contents: contents)
    }
}

/// The nested accordion's children, named by their titles.
private struct NestedSections: ChildDataSource {
    func numberOfChildren() -> Int { NestedAccordion.titles.count }
    func child(at index: Int, reusing pool: inout ReusePool<String>) -> String { NestedAccordion.titles[index] }
}
