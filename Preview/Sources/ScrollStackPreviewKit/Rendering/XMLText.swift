/// Escaping for text and attribute values in the HTML and SVG the tool writes, which are also
/// well-formed XML.
enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// JSON text made safe to embed as the content of an HTML `<script>` element that is also
    /// XML: `<`, `>` and `&` only occur inside JSON strings, where `\u` escapes mean the same.
    static func embeddableJSON(_ json: String) -> String {
        var result = ""
        result.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
