import Foundation
import ScrollStackCore

/// A list of timed events to run one mode through, and where it came from.
public struct Scenario: Equatable, Sendable {
    /// Where a scenario came from, so that errors can point at it.
    public enum Source: Equatable, Sendable {
        /// The tool's own default scenario.
        case builtIn
        /// A scenario file, by the name it was given on the command line.
        case file(String)
    }

    /// Where the scenario came from.
    public var source: Source
    /// The events, in order.
    public var events: [TimedEvent]
    /// Each accordion section's own content height, in points, from the first section on (`nil`:
    /// the content mode decides); sections past the list follow the content mode.
    public var heights: [CGFloat?] = []

    /// Creates a scenario.
    public init(source: Source, events: [TimedEvent]) {
        self.source = source
        self.events = events
    }

    /// The default accordion scenario: expand 0; expand 2; tap 2 again to close it; expand 1 and,
    /// halfway through, tap 3, which waits for 1 to finish opening and then opens in its place.
    public static let defaultAccordion = Scenario(source: .builtIn, events: [
        TimedEvent(.tap(0), path: "accordion[0]"),
        TimedEvent(.tap(2), path: "accordion[1]"),
        TimedEvent(.tap(2), path: "accordion[2]"),
        TimedEvent(.tap(1), path: "accordion[3]"),
        // Half of the core's default 0.28-second transition.
        TimedEvent(.tap(3), after: 0.14, path: "accordion[4]"),
    ])

    /// The default paging scenario: select tab 3; a swipe towards 4 released at 40 % that cancels;
    /// another released at 70 % with velocity that finishes; and a fast swipe that starts while
    /// the previous one is still settling.
    public static let defaultPaging = Scenario(source: .builtIn, events: [
        TimedEvent(.select(3, animated: true), path: "paging[0]"),
        TimedEvent(.swipe(SwipeGesture(direction: .forward, release: 0.4, velocity: 0)), path: "paging[1]"),
        TimedEvent(.swipe(SwipeGesture(direction: .forward, release: 0.7, velocity: 600)), path: "paging[2]"),
        // The swipe released at 70 % settles in 0.28 × 0.3 = 0.084 s; this one lands halfway through.
        TimedEvent(.swipe(SwipeGesture(direction: .forward, release: 0.35, velocity: 1800, duration: 0.1)), after: 0.04, path: "paging[3]"),
    ])

    /// The default scenario for several open sections: every section opens together; one closes;
    /// one closes while another opens; the stack scrolls so that an open section's content runs
    /// under the top edge (where a pinned header stays); a section opens above; and every
    /// section closes together. Sections 0 to 4 have contents of their own heights, so the
    /// stack is taller than a phone when most of them are open.
    public static let defaultMultiple: Scenario = {
        var scenario = Scenario(source: .builtIn, events: [
            TimedEvent(.expandAll(animated: true), path: "accordion[0]"),
            TimedEvent(.tap(1), path: "accordion[1]"),
            TimedEvent(.tap(0), path: "accordion[2]"),
            // Arrives with section 0's closing: 0 closes while 1 opens.
            TimedEvent(.tap(1), after: 0, path: "accordion[3]"),
            TimedEvent(.scroll(150), path: "accordion[4]"),
            TimedEvent(.setExpanded(true, at: 0, animated: true), path: "accordion[5]"),
            TimedEvent(.collapseAll(animated: true), path: "accordion[6]"),
        ])
        scenario.heights = [140, 220, 120, 260, 160]
        return scenario
    }()

    /// The default scenario with an accordion nested in the outer section `section`: the
    /// section opens; a nested section opens; another starts opening while it still moves; the
    /// first closes; and the outer section closes (every section, with `expansion` multiple). The
    /// outer section grows and shrinks with the nested accordion on every frame.
    public static func defaultNested(section: Int, expansion: ExpansionMode = .multiple) -> Scenario {
        let multiple = expansion == .multiple
        var scenario = Scenario(source: .builtIn, events: [
            TimedEvent(multiple ? .setExpanded(true, at: section, animated: true) : .select(section, animated: true), path: "accordion[0]"),
            TimedEvent(.innerTap(0), path: "accordion[1]"),
            TimedEvent(.innerTap(2), path: "accordion[2]"),
            // Arrives while nested section 2 is still opening.
            TimedEvent(.innerTap(0), after: 0.1, path: "accordion[3]"),
            TimedEvent(multiple ? .collapseAll(animated: true) : .select(nil, animated: true), path: "accordion[4]"),
        ])
        if multiple { scenario.heights = defaultMultiple.heights }
        return scenario
    }

    /// The scenario's name in messages.
    var sourceName: String {
        switch source {
        case .builtIn: return "the built-in scenario"
        case .file(let name): return name
        }
    }

    /// The default scenario for `mode` with `count` sections or tabs: the scenarios above, their
    /// indices brought inside the count, so any count from 1 runs.
    ///
    /// With ``ExpansionMode/multiple``, the accordion runs ``defaultMultiple``, its heights cut to
    /// the count; with `nestedIn`, ``defaultNested(section:)``.
    public static func defaultScenario(for mode: PreviewMode, count: Int = .max, expansion: ExpansionMode = .single, nestedIn section: Int? = nil) -> Scenario {
        var scenario = mode == .accordion ? (expansion == .multiple ? defaultMultiple : defaultAccordion) : defaultPaging
        if mode == .accordion, let section { scenario = defaultNested(section: section, expansion: expansion) }
        scenario.heights = Array(scenario.heights.prefix(count))
        let last = max(0, count - 1)
        scenario.events = scenario.events.map { timed in
            var fitted = timed
            switch timed.event {
            case .tap(let index): fitted.event = .tap(min(index, last))
            case .select(let index?, let animated): fitted.event = .select(min(index, last), animated: animated)
            case .setExpanded(let isOpen, let index, let animated): fitted.event = .setExpanded(isOpen, at: min(index, last), animated: animated)
            default: break
            }
            return fitted
        }
        return scenario
    }

    /// Checks every event against the settings, following the count through reloads, so that no
    /// event can reach the engine with an index it would stop on.
    ///
    /// - Throws: For a file, a scenario error naming the file, the JSON path and line, and the bad
    ///   value; for the built-in scenario, a usage error naming the option that made it impossible.
    public func validate(for settings: PreviewSettings) throws(PreviewError) {
        if !heights.isEmpty, settings.mode == .paging {
            throw PreviewError(.scenario, "\(sourceName): heights: section heights are for the accordion; the pager's pages fill the container (use --mode accordion)")
        }
        if heights.count > settings.count {
            throw PreviewError(.scenario, "\(sourceName): heights: \(heights.count) heights for \(settings.count) sections: give at most one per section")
        }
        var count = settings.count
        let isMultiple = settings.mode == .accordion && settings.expansion == .multiple
        for timed in events {
            if let key = timed.event.multipleExpansionKey, !isMultiple {
                throw failure(at: timed, key: key, "only an accordion with several open sections takes it (use --mode accordion --expansion multiple)", settings: settings)
            }
            switch timed.event {
            case .tap(let index):
                try checkIndex(index, key: "tap", count: count, timed: timed, settings: settings)
            case .setExpanded(_, let index, _):
                try checkIndex(index, key: "set-expanded", count: count, timed: timed, settings: settings)
            case .expandAll, .collapseAll, .scroll:
                break
            case .select(let index, _):
                if isMultiple {
                    throw failure(at: timed, key: "select", "several sections may be open, so there is no one selection: use set-expanded, expand-all or collapse-all", settings: settings)
                }
                if let index {
                    try checkIndex(index, key: "select", count: count, timed: timed, settings: settings)
                } else if settings.mode == .paging {
                    throw failure(at: timed, key: "select", "null closes every section, which only an accordion can do; the pager always shows a page", settings: settings)
                }
            case .swipe:
                if settings.mode == .accordion {
                    throw failure(at: timed, key: "swipe", "swipes move between pages; the accordion has none (use --mode paging)", settings: settings)
                }
            case .reload(let newCount):
                if let newCount { count = newCount }
            case .resize:
                break
            case .innerTap(let index):
                guard settings.nestedSection != nil else {
                    throw failure(at: timed, key: "inner-tap", "only a run with an accordion nested in a section takes it (add --nested SECTION)", settings: settings)
                }
                guard NestedAccordion.titles.indices.contains(index) else {
                    let nestedCount = NestedAccordion.titles.count
                    throw failure(at: timed, key: "inner-tap", "index \(index) is out of range 0..<\(nestedCount): the nested accordion has \(nestedCount) sections", settings: settings)
                }
            }
        }
    }

    private func checkIndex(_ index: Int, key: String, count: Int, timed: TimedEvent, settings: PreviewSettings) throws(PreviewError) {
        guard !(0..<count).contains(index) else { return }
        let what = NumberText.count(count, settings.mode.itemName)
        throw failure(at: timed, key: key, "index \(index) is out of range 0..<\(count): \(settings.mode.containerName) has \(what)", settings: settings)
    }

    private func failure(at timed: TimedEvent, key: String, _ message: String, settings: PreviewSettings) -> PreviewError {
        switch source {
        case .builtIn:
            return PreviewError(.usage, "the default \(settings.mode.rawValue) scenario cannot run with these options: \(timed.path).\(key): \(message); change --sections or pass --scenario FILE")
        case .file(let name):
            return ScenarioDecoder.error(file: name, path: "\(timed.path).\(key)", line: timed.line, message)
        }
    }
}
