import Foundation

/// Where things are in a scenario file's JSON text: the byte each value starts at, by its path
/// (`$`, `events`, `events[3]`, `events[3].tap`), and any key an object repeats, which Foundation's
/// decoder lets pass.
///
/// It walks text that Foundation has already read as JSON, so it only needs to tell strings,
/// containers and the commas between them apart; it checks nothing else.
struct JSONPlaces {
    /// A key that appears twice in one object.
    struct RepeatedKey: Equatable {
        var key: String
        var offset: Int
    }

    private let bytes: [UInt8]
    private var lineStarts: [Int] = [0]
    private var offset = 0
    /// The byte each value starts at, by path.
    private(set) var offsets: [String: Int] = [:]
    /// The first key repeated in an object, if any.
    private(set) var repeatedKey: RepeatedKey?

    /// Finds every value of `data`, which must be JSON Foundation has read.
    init(_ data: Data) {
        bytes = Array(data)
        for (index, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        skipSpace()
        value(at: "")
    }

    /// The byte the value at `path` starts at, if the text has one there.
    func offset(of path: String) -> Int? {
        offsets[path.isEmpty ? "$" : path]
    }

    /// The 1-based line of the value at `path`, if the text has one there.
    func line(of path: String) -> Int? {
        offsets[path.isEmpty ? "$" : path].map { position(of: $0).line }
    }

    /// The 1-based line and column (in characters) of the byte at `offset`.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        let end = min(max(offset, start), bytes.count)
        // UTF-8 continuation bytes belong to the character before them.
        let column = bytes[start..<end].filter { $0 & 0xC0 != 0x80 }.count + 1
        return (low + 1, column)
    }

    /// The character at `offset`, quoted, or the word starting there (such as `True`), for a
    /// message.
    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        var end = offset + 1
        while end < bytes.count, end - offset < 20, isLetter(bytes[offset]), isLetter(bytes[end]) { end += 1 }
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        switch bytes[offset] {
        case 0x0A: return "a line break"
        case 0x09: return "a tab"
        default: return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
        }
    }

    private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func value(at path: String) {
        offsets[path.isEmpty ? "$" : path] = offset
        switch peek {
        case UInt8(ascii: "{"):
            offset += 1
            var keys: Set<String> = []
            while let next = nextMember(closing: "}") {
                guard next == UInt8(ascii: "\"") else { return }
                let keyOffset = offset
                let key = readString()
                if !keys.insert(key).inserted, repeatedKey == nil { repeatedKey = RepeatedKey(key: key, offset: keyOffset) }
                skipSpace()
                offset += 1
                skipSpace()
                value(at: path.isEmpty ? key : "\(path).\(key)")
            }
        case UInt8(ascii: "["):
            offset += 1
            var index = 0
            while nextMember(closing: "]") != nil {
                value(at: "\(path)[\(index)]")
                index += 1
            }
        case UInt8(ascii: "\""):
            _ = readString()
        default:
            // Always a byte at least, so that text that is not JSON can't hold the walk in place.
            offset += 1
            while let byte = peek, !Self.valueEnds.contains(byte) { offset += 1 }
        }
    }

    private static let valueEnds: Set<UInt8> = Set(",]} \t\r\n".utf8)

    /// Steps over commas and space to the next member of a container and returns its first byte,
    /// or steps past the container's end and returns `nil`.
    private mutating func nextMember(closing: Unicode.Scalar) -> UInt8? {
        while true {
            skipSpace()
            guard let byte = peek else { return nil }
            if byte == UInt8(ascii: closing) {
                offset += 1
                return nil
            }
            guard byte == UInt8(ascii: ",") else { return byte }
            offset += 1
        }
    }

    /// Reads a string, escapes and all, and returns its value.
    private mutating func readString() -> String {
        let start = offset
        offset += 1
        var escaped = false
        while let byte = peek {
            offset += 1
            if byte == UInt8(ascii: "\\") {
                escaped = true
                offset += 1
            } else if byte == UInt8(ascii: "\"") {
                break
            }
        }
        let quoted = Data(bytes[start..<min(offset, bytes.count)])
        guard escaped else { return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self) }
        return (try? JSONDecoder().decode(String.self, from: quoted)) ?? String(decoding: quoted, as: UTF8.self)
    }

    private mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { offset += 1 }
    }

    private func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
