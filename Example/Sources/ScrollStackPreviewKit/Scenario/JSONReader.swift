/// A strict JSON reader (RFC 8259: no comments, no trailing commas, no duplicate keys) that
/// reports the line and column of the first error.
///
/// Foundation's readers accept some invalid input and say only that the data is corrupt; a
/// scenario author needs to be told where the mistake is.
struct JSONReader {
    /// A syntax error at a place in the text.
    struct SyntaxError: Error, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// Objects and arrays nested deeper than this are refused rather than risking the stack.
    static let maximumDepth = 200

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads one JSON value that must fill the whole text (whitespace aside).
    static func read(_ text: String) throws(SyntaxError) -> JSONValue {
        var reader = JSONReader(Array(text.utf8))
        if reader.peek == 0xEF, reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            reader.offset = 3
        }
        reader.skipWhitespace()
        let value = try reader.readValue()
        reader.skipWhitespace()
        if reader.peek != nil {
            throw reader.error("unexpected \(reader.describeNext()) after the end of the JSON value")
        }
        return value
    }

    // MARK: - Values

    private mutating func readValue() throws(SyntaxError) -> JSONValue {
        let startLine = line
        let startColumn = column
        func value(_ kind: JSONValue.Kind) -> JSONValue {
            JSONValue(kind: kind, line: startLine, column: startColumn)
        }
        guard let byte = peek else { throw error("expected a value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return value(.object(try readObject()))
        case UInt8(ascii: "["): return value(.array(try readArray()))
        case UInt8(ascii: "\""): return value(.string(try readString()))
        case UInt8(ascii: "t"): try readLiteral("true"); return value(.bool(true))
        case UInt8(ascii: "f"): try readLiteral("false"); return value(.bool(false))
        case UInt8(ascii: "n"): try readLiteral("null"); return value(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return value(.number(try readNumber()))
        default: throw error("expected a value, found \(isLetter(byte) ? describeWord() : describeNext())")
        }
    }

    private mutating func readObject() throws(SyntaxError) -> [JSONValue.Member] {
        try enterContainer()
        advance()
        var members: [JSONValue.Member] = []
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return members
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else {
                let hint = peek == UInt8(ascii: "}") ? " (a comma may not follow the last member)" : ""
                throw error("expected a key in double quotes, found \(describeNext())\(hint)")
            }
            let keyLine = line
            let keyColumn = column
            let key = try readString()
            if members.contains(where: { $0.key == key }) {
                throw SyntaxError(line: keyLine, column: keyColumn, message: "the key \"\(key)\" appears twice in one object")
            }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\", found \(describeNext())") }
            advance()
            skipWhitespace()
            members.append(JSONValue.Member(key: key, value: try readValue()))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "}"):
                advance()
                depth -= 1
                return members
            default: throw error("expected ',' or '}' after a member, found \(describeNext())")
            }
        }
    }

    private mutating func readArray() throws(SyntaxError) -> [JSONValue] {
        try enterContainer()
        advance()
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return elements
        }
        while true {
            skipWhitespace()
            if peek == UInt8(ascii: "]") {
                throw error("expected a value, found ']' (a comma may not follow the last element)")
            }
            elements.append(try readValue())
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "]"):
                advance()
                depth -= 1
                return elements
            default: throw error("expected ',' or ']' after an element, found \(describeNext())")
            }
        }
    }

    private mutating func enterContainer() throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("arrays and objects are nested more than \(Self.maximumDepth) deep") }
    }

    private mutating func readLiteral(_ word: String) throws(SyntaxError) {
        let expected = Array(word.utf8)
        guard bytes.count - offset >= expected.count, Array(bytes[offset..<(offset + expected.count)]) == expected else {
            throw error("expected a value, found \(describeWord())")
        }
        for _ in expected { advance() }
    }

    private mutating func readNumber() throws(SyntaxError) -> Double {
        let start = offset
        if peek == UInt8(ascii: "-") { advance() }
        guard let first = peek, isDigit(first) else { throw error("expected a digit after '-', found \(describeNext())") }
        advance()
        if first == UInt8(ascii: "0"), let next = peek, isDigit(next) {
            throw error("a number may not start with 0 followed by more digits")
        }
        while let next = peek, isDigit(next) { advance() }
        if peek == UInt8(ascii: ".") {
            advance()
            guard let next = peek, isDigit(next) else { throw error("expected a digit after '.', found \(describeNext())") }
            while let next = peek, isDigit(next) { advance() }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            guard let next = peek, isDigit(next) else { throw error("expected a digit in the exponent, found \(describeNext())") }
            while let next = peek, isDigit(next) { advance() }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw error("the number \(text) is too large")
        }
        return number
    }

    private mutating func readString() throws(SyntaxError) -> String {
        advance()
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while true {
            guard let byte = peek else { throw error("the string is not closed before the end of the file") }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                advance()
                scalars.append(try readEscape())
            case 0..<0x20:
                throw error(byte == 0x0A ? "the string is not closed before the end of the line" : "a control character must be escaped in a string")
            default:
                run.append(byte)
                advance()
            }
        }
    }

    private mutating func readEscape() throws(SyntaxError) -> Unicode.Scalar {
        guard let byte = peek else { throw error("the string is not closed before the end of the file") }
        advance()
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try readHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard peek == UInt8(ascii: "\\") else { throw error("a \\u escape for a high surrogate must be followed by a low one") }
                advance()
                guard peek == UInt8(ascii: "u") else { throw error("a \\u escape for a high surrogate must be followed by a low one") }
                advance()
                let low = try readHex4()
                guard (0xDC00..<0xE000).contains(low), let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
                    throw error("a \\u escape for a high surrogate must be followed by a low one")
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a \\u escape names a lone surrogate") }
            return scalar
        default:
            throw error("unknown escape '\\\(String(decoding: [byte], as: UTF8.self))' in a string")
        }
    }

    private mutating func readHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = hexValue(byte) else { throw error("expected four hex digits after \\u, found \(describeNext())") }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    // MARK: - Scanning

    private var peek: UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private mutating func advance() {
        guard offset < bytes.count else { return }
        let byte = bytes[offset]
        offset += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            // UTF-8 continuation bytes belong to the character already counted.
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// The next character, quoted, for an error message.
    private func describeNext() -> String {
        guard offset < bytes.count else { return "the end of the file" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: bytes[offset..<end], as: UTF8.self)
        switch character {
        case "\n": return "a line break"
        case "\t": return "a tab"
        default: return "'\(character)'"
        }
    }

    /// The bare word starting here (such as `True` or `undefined`), quoted, for an error message.
    private func describeWord() -> String {
        var end = offset
        while end < bytes.count, end - offset < 20, isLetter(bytes[end]) { end += 1 }
        guard end > offset else { return describeNext() }
        return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
    }

    private func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(line: line, column: column, message: message)
    }
}
