import Foundation

/// A scenario file: one list of events for every mode, or one per mode.
///
/// The file is JSON, either a bare list of events or an object:
/// ```json
/// {
///   "accordion": [{"tap": 0}, {"tap": 2}, {"tap": 3, "after": 0.1}],
///   "paging": [{"select": 3}, {"swipe": "forward", "release": 0.7, "velocity": 600}]
/// }
/// ```
/// An object may give `events` (for every mode) instead of, or besides, `accordion` and `paging`,
/// and `heights`: each accordion section's own content height in points, `null` for one that
/// follows the content mode (`"heights": [120, 300, null, 80]`).
///
/// Foundation reads the JSON, and accepts a comma after the last element of a list or object.
public struct ScenarioFile: Equatable, Sendable {
    /// The largest scenario file read, in bytes.
    public static let maximumSize = 4 << 20

    /// The file's name as the user gave it, for messages.
    public var name: String
    /// The events for every mode without a list of its own.
    public var events: [TimedEvent]?
    /// The events for the accordion, if the file gives them.
    public var accordion: [TimedEvent]?
    /// The events for paging, if the file gives them.
    public var paging: [TimedEvent]?
    /// Each accordion section's content height, in points (`null`: the content mode decides).
    public var heights: [CGFloat?] = []

    /// Reads and decodes a scenario file.
    ///
    /// - Parameters:
    ///   - path: The path as the user gave it, which messages repeat.
    ///   - folder: The folder a relative path starts from: the current one, for a command line.
    /// - Throws: A scenario error naming the file and what is wrong with it: missing, unreadable,
    ///   not UTF-8, not JSON (with line and column), or an event that is not valid (with its JSON path).
    public static func load(path: String, relativeTo folder: URL) throws(PreviewError) -> ScenarioFile {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw PreviewError(.scenario, "scenario file '\(path)' does not exist")
        }
        guard !isDirectory.boolValue else {
            throw PreviewError(.scenario, "scenario file '\(path)' is a folder, not a file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw PreviewError(.scenario, "scenario file '\(path)' cannot be read: \(error.localizedDescription)")
        }
        guard data.count <= maximumSize else {
            throw PreviewError(.scenario, "scenario file '\(path)' is larger than \(maximumSize >> 20) MB")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw PreviewError(.scenario, "scenario file '\(path)' is not UTF-8 text")
        }
        return try parse(text, name: path)
    }

    /// Decodes a scenario from JSON text.
    ///
    /// Foundation's `JSONDecoder` reads the text; a syntax error and a key repeated in one object
    /// (which the decoder lets pass) are reported with their line and column, a bad value with
    /// its JSON path and line.
    ///
    /// - Parameter name: The name errors give the file.
    public static func parse(_ text: String, name: String) throws(PreviewError) -> ScenarioFile {
        let data = Data(text.utf8)
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw syntaxError(error, in: data, name: name)
        }
        let places = JSONPlaces(data)
        if let repeated = places.repeatedKey {
            let (line, column) = places.position(of: repeated.offset)
            throw PreviewError(.scenario, "\(name): line \(line), column \(column): not valid JSON: the key \"\(repeated.key)\" appears twice in one object")
        }
        return try ScenarioDecoder(file: name, places: places).decodeFile(root)
    }

    /// The error for text `JSONDecoder` refused. The decoder says only that the data is not valid
    /// JSON; Foundation's `JSONSerialization` says what is wrong and at which character, which
    /// becomes a line and column. A number too large for a `Double` is named by its JSON path.
    private static func syntaxError(_ error: any Error, in data: Data, name: String) -> PreviewError {
        var reason = "the text is not JSON"
        var offset: Int?
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
        } catch {
            let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            if let match = description.firstMatch(of: #/ around character (\d+)\.?/#) {
                offset = Int(match.output.1)
                reason = String(description[..<match.range.lowerBound])
            } else if !description.isEmpty {
                reason = description.hasSuffix(".") ? String(description.dropLast()) : description
                if description.hasPrefix("Unexpected end of file") { offset = data.count }
                // "Number 1e999 is not representable": the number is the place.
                if let number = description.firstMatch(of: #/^Number (\S+) /#) {
                    offset = data.firstRange(of: Data(number.output.1.utf8))?.lowerBound
                }
            }
            reason = reason.prefix(1).lowercased() + reason.dropFirst()
        }
        let places = JSONPlaces(data)
        if let offset {
            let (line, column) = places.position(of: offset)
            let found = offset < data.count ? ", found \(places.describe(at: offset))" : ""
            return PreviewError(.scenario, "\(name): line \(line), column \(column): not valid JSON: \(reason)\(found)")
        }
        return PreviewError(.scenario, "\(name): not valid JSON: \(reason)")
    }

    /// The scenario for `mode`: its own list if the file has one, otherwise the shared one.
    ///
    /// - Throws: A scenario error if the file has no events for `mode`.
    public func scenario(for mode: PreviewMode) throws(PreviewError) -> Scenario {
        let own = mode == .accordion ? accordion : paging
        guard let events = own ?? events else {
            throw PreviewError(.scenario, "\(name): no events for \(mode.rawValue): add an \"events\" list, or a \"\(mode.rawValue)\" list")
        }
        var scenario = Scenario(source: .file(name), events: events)
        if mode == .accordion { scenario.heights = heights }
        return scenario
    }
}
