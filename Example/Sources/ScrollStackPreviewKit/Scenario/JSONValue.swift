/// A JSON value as read from a scenario file, with the place it starts, so that an error about it
/// can point at the line.
struct JSONValue: Equatable, Sendable {
    /// One `"key": value` pair of an object, in file order.
    struct Member: Equatable, Sendable {
        var key: String
        var value: JSONValue
    }

    /// The value itself.
    enum Kind: Equatable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([Member])
    }

    var kind: Kind
    /// The 1-based line the value starts on.
    var line: Int
    /// The 1-based column (in characters) the value starts at.
    var column: Int

    /// How an error message names this kind of value: "a number", "an object".
    var kindDescription: String {
        switch kind {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return "the number \(JSONValue.format(value))"
        case .string(let value): return "the string \"\(value)\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The member named `key`, if this is an object that has one.
    func member(_ key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A number as a person would write it: no trailing ".0" on whole numbers.
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}
