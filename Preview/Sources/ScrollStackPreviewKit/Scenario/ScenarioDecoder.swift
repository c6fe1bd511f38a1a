import Foundation
import ScrollStackCore

/// Turns a scenario file's JSON into events, naming the JSON path and line of anything wrong.
struct ScenarioDecoder {
    /// The keys that name an event's kind; an event has exactly one.
    static let kinds = ["tap", "select", "swipe", "reload", "resize", "expand-all", "collapse-all", "set-expanded", "scroll", "inner-tap"]
    /// The keys an event of each kind may have besides its kind and `after`.
    static let modifiers: [String: [String]] = [
        "tap": [],
        "select": ["animated"],
        "swipe": ["release", "velocity", "duration"],
        "reload": [],
        "resize": [],
        "expand-all": ["animated"],
        "collapse-all": ["animated"],
        "set-expanded": ["open", "animated"],
        "scroll": [],
    ]
    /// The longest wait, drag or clock run an event may ask for, in seconds.
    static let maximumSeconds = 600.0
    /// The fastest release a swipe may have, in points per second.
    static let maximumVelocity = 100_000.0

    let file: String
    /// Where each value is in the file, for the line a message names.
    let places: JSONPlaces

    /// A scenario error in `file` at `path`, on one line.
    static func error(file: String, path: String, line: Int?, _ message: String) -> PreviewError {
        let place = line.map { "\(path) (line \($0))" } ?? path
        return PreviewError(.scenario, "\(file): \(place): \(message)")
    }

    private func error(_ path: String, _ message: String) -> PreviewError {
        Self.error(file: file, path: path, line: places.line(of: path), message)
    }

    /// The members of the object at `path`, in the order the file gives them.
    private func ordered(_ members: [String: JSONValue], at path: String) -> [(key: String, value: JSONValue)] {
        func place(_ key: String) -> Int { places.offset(of: path.isEmpty ? key : "\(path).\(key)") ?? 0 }
        return members.map { (key: $0.key, value: $0.value) }.sorted { place($0.key) < place($1.key) }
    }

    // MARK: - File

    func decodeFile(_ root: JSONValue) throws(PreviewError) -> ScenarioFile {
        var result = ScenarioFile(name: file)
        switch root {
        case .array:
            result.events = try decodeList(root, path: "")
        case .object(let object):
            let members = ordered(object, at: "")
            let allowed = ["events", "accordion", "paging", "heights"]
            for member in members {
                guard allowed.contains(member.key) else {
                    throw error(member.key, "unknown key; a scenario object has \"events\", \"accordion\", \"paging\" or \"heights\"")
                }
                if member.key == "heights" {
                    result.heights = try heights(member.value, path: member.key)
                    continue
                }
                let list = try decodeList(member.value, path: member.key)
                switch member.key {
                case "accordion": result.accordion = list
                case "paging": result.paging = list
                default: result.events = list
                }
            }
            if members.isEmpty {
                throw error("$", "the object is empty; give \"events\", \"accordion\" or \"paging\"")
            }
        default:
            throw error("$", "expected a list of events or an object with \"events\", found \(root.kindDescription)")
        }
        return result
    }

    private func decodeList(_ value: JSONValue, path: String) throws(PreviewError) -> [TimedEvent] {
        guard case .array(let elements) = value else {
            throw error(path, "expected a list of events, found \(value.kindDescription)")
        }
        var events: [TimedEvent] = []
        for (index, element) in elements.enumerated() {
            events.append(try decodeEvent(element, path: "\(path)[\(index)]"))
        }
        return events
    }

    // MARK: - Events

    private func decodeEvent(_ value: JSONValue, path: String) throws(PreviewError) -> TimedEvent {
        guard case .object(let object) = value else {
            throw error(path, "expected an event object such as {\"tap\": 2}, found \(value.kindDescription)")
        }
        let members = ordered(object, at: path)
        let allModifiers = Set(Self.modifiers.values.joined())
        for member in members where !Self.kinds.contains(member.key) && member.key != "after" && !allModifiers.contains(member.key) {
            throw error("\(path).\(member.key)", "unknown key; an event has one of \(Self.list(Self.kinds, "or")), and may have \"after\"")
        }
        let kinds = Self.kinds.compactMap { key in object[key].map { (key: key, value: $0) } }
        guard let kind = kinds.first else {
            throw error(path, "the event has no kind: give one of \(Self.list(Self.kinds, "or"))")
        }
        guard kinds.count == 1 else {
            throw error(path, "an event has one kind, but this one has \(Self.list(kinds.map(\.key), "and"))")
        }
        let allowed = Self.modifiers[kind.key] ?? []
        for member in members where allModifiers.contains(member.key) && !allowed.contains(member.key) {
            let owners = Self.modifiers.filter { $0.value.contains(member.key) }.keys.sorted()
            throw error("\(path).\(member.key)", "only \(Self.list(owners.map { ($0.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + $0 }, "or")) event takes \"\(member.key)\"")
        }
        let after = try value.member("after").map { (after: JSONValue) throws(PreviewError) -> Double in
            try seconds(after, path: "\(path).after", allowZero: true)
        }
        let kindPath = "\(path).\(kind.key)"
        let event: ScenarioEvent
        switch kind.key {
        case "tap":
            event = .tap(try index(kind.value, path: kindPath))
        case "select":
            let target: Int? = kind.value == .null ? nil : try index(kind.value, path: kindPath)
            event = .select(target, animated: try flag(value, key: "animated", path: path) ?? true)
        case "expand-all", "collapse-all":
            guard kind.value == .bool(true) else {
                throw error(kindPath, "expected true, found \(kind.value.kindDescription)")
            }
            let animated = try flag(value, key: "animated", path: path) ?? true
            event = kind.key == "expand-all" ? .expandAll(animated: animated) : .collapseAll(animated: animated)
        case "set-expanded":
            let target = try index(kind.value, path: kindPath)
            guard let isOpen = try flag(value, key: "open", path: path) else {
                throw error(path, "a set-expanded event needs \"open\": true to open the section, false to close it")
            }
            event = .setExpanded(isOpen, at: target, animated: try flag(value, key: "animated", path: path) ?? true)
        case "scroll":
            let offset = try number(kind.value, path: kindPath)
            guard offset >= 0, offset <= Double(SizeText.maximumDimension) else {
                throw error(kindPath, "\(JSONValue.format(offset)) is out of range: give 0 to \(NumberText.points(SizeText.maximumDimension)) points from the top of the content")
            }
            event = .scroll(CGFloat(offset))
        case "inner-tap":
            event = .innerTap(try index(kind.value, path: kindPath))
        case "swipe":
            event = .swipe(try swipe(value, kind: kind.value, path: path))
        case "reload":
            event = .reload(count: try reloadCount(kind.value, path: kindPath))
        case "resize":
            event = .resize(try size(kind.value, path: kindPath))
        default:
            throw error(kindPath, "unknown kind")
        }
        return TimedEvent(event, after: after, path: path, line: places.line(of: path))
    }

    private func swipe(_ value: JSONValue, kind: JSONValue, path: String) throws(PreviewError) -> SwipeGesture {
        let direction: TransitionDirection
        switch kind {
        case .string("forward"): direction = .forward
        case .string("backward"): direction = .backward
        default:
            throw error("\(path).swipe", "expected \"forward\" (towards the next page) or \"backward\", found \(kind.kindDescription)")
        }
        guard let releaseValue = value.member("release") else {
            throw error(path, "a swipe needs \"release\": how far the drag goes before the finger lets go, from 0 to 1 page")
        }
        let release = try number(releaseValue, path: "\(path).release")
        guard (0...1).contains(release) else {
            throw error("\(path).release", "\(JSONValue.format(release)) is out of range: give 0 to 1 (a fraction of a page)")
        }
        var velocity = 0.0
        if let velocityValue = value.member("velocity") {
            velocity = try number(velocityValue, path: "\(path).velocity")
            guard abs(velocity) <= Self.maximumVelocity else {
                throw error("\(path).velocity", "\(JSONValue.format(velocity)) is out of range: give -\(Int(Self.maximumVelocity)) to \(Int(Self.maximumVelocity)) points per second")
            }
        }
        var duration = SwipeGesture.defaultDuration
        if let durationValue = value.member("duration") {
            duration = try seconds(durationValue, path: "\(path).duration", allowZero: false)
        }
        return SwipeGesture(direction: direction, release: release, velocity: velocity, duration: duration)
    }

    /// The member `key` of an event as true or false, `nil` when the event doesn't give it.
    private func flag(_ value: JSONValue, key: String, path: String) throws(PreviewError) -> Bool? {
        guard let member = value.member(key) else { return nil }
        guard case .bool(let bool) = member else {
            throw error("\(path).\(key)", "expected true or false, found \(member.kindDescription)")
        }
        return bool
    }

    private func reloadCount(_ value: JSONValue, path: String) throws(PreviewError) -> Int? {
        if value == .bool(true) { return nil }
        guard case .number = value else {
            throw error(path, "expected the new number of sections or tabs, or true to keep it, found \(value.kindDescription)")
        }
        let count = try wholeNumber(value, path: path)
        guard (0...PreviewSettings.maximumCount).contains(count) else {
            throw error(path, "\(count) is out of range: give 0 to \(PreviewSettings.maximumCount)")
        }
        return count
    }

    private func size(_ value: JSONValue, path: String) throws(PreviewError) -> CGSize {
        guard case .string(let text) = value else {
            throw error(path, "expected a size such as \"844x390\", found \(value.kindDescription)")
        }
        switch SizeText.parse(text) {
        case .success(let size): return size
        case .failure(let failure): throw error(path, failure.message)
        }
    }

    // MARK: - Values

    /// A list of content heights in points, `null` where the content mode decides.
    private func heights(_ value: JSONValue, path: String) throws(PreviewError) -> [CGFloat?] {
        guard case .array(let items) = value else {
            throw error(path, "expected a list of content heights in points (or null), found \(value.kindDescription)")
        }
        var heights: [CGFloat?] = []
        for (position, item) in items.enumerated() {
            let itemPath = "\(path)[\(position)]"
            if item == .null {
                heights.append(nil)
                continue
            }
            let height = try number(item, path: itemPath)
            guard height.isFinite, height >= 0, height <= Double(SizeText.maximumDimension) else {
                throw error(itemPath, "a content height is 0 to \(NumberText.points(SizeText.maximumDimension)) points, found \(item.kindDescription)")
            }
            heights.append(CGFloat(height))
        }
        return heights
    }

    private func number(_ value: JSONValue, path: String) throws(PreviewError) -> Double {
        guard case .number(let number) = value else {
            throw error(path, "expected a number, found \(value.kindDescription)")
        }
        return number
    }

    private func wholeNumber(_ value: JSONValue, path: String) throws(PreviewError) -> Int {
        let number = try number(value, path: path)
        guard number == number.rounded(), abs(number) < 1e9 else {
            throw error(path, "expected a whole number, found \(value.kindDescription)")
        }
        return Int(number)
    }

    private func index(_ value: JSONValue, path: String) throws(PreviewError) -> Int {
        guard case .number = value else {
            throw error(path, "expected an index (a whole number from 0), found \(value.kindDescription)")
        }
        let index = try wholeNumber(value, path: path)
        guard index >= 0 else {
            throw error(path, "index \(index) is negative; indices count from 0")
        }
        return index
    }

    private func seconds(_ value: JSONValue, path: String, allowZero: Bool) throws(PreviewError) -> Double {
        let seconds = try number(value, path: path)
        guard allowZero ? seconds >= 0 : seconds > 0, seconds <= Self.maximumSeconds else {
            let lower = allowZero ? "0" : "more than 0"
            throw error(path, "\(JSONValue.format(seconds)) is out of range: give \(lower) to \(JSONValue.format(Self.maximumSeconds)) seconds")
        }
        return seconds
    }

    /// `"a", "b" or "c"`.
    private static func list(_ words: [String], _ conjunction: String) -> String {
        let quoted = words.map { $0.hasPrefix("a ") || $0.hasPrefix("an ") ? $0 : "\"\($0)\"" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + (quoted.last ?? "")
    }
}
