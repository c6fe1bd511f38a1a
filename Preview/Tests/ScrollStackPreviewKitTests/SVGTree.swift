import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG file read into a tree of elements, so a test can look a picture's parts up by class and
/// read their attributes and text. Reading fails on anything that is not well-formed XML.
final class SVGNode {
    let name: String
    let attributes: [String: String]
    private(set) var children: [SVGNode] = []
    fileprivate(set) var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// The element's classes.
    var classes: [String] {
        (attributes["class"] ?? "").split(separator: " ").map(String.init)
    }

    /// Every element under this one, depth first, in document order.
    var descendants: [SVGNode] {
        children.flatMap { [$0] + $0.descendants }
    }

    /// The elements under this one named `name`, with `className` among their classes if given.
    func all(_ name: String, class className: String? = nil) -> [SVGNode] {
        descendants.filter { $0.name == name && (className.map($0.classes.contains) ?? true) }
    }

    /// The first element under this one named `name` (with the class, if given).
    func first(_ name: String, class className: String? = nil) -> SVGNode? {
        all(name, class: className).first
    }

    /// A number attribute.
    func number(_ attribute: String) -> Double? {
        attributes[attribute].flatMap(Double.init)
    }

    fileprivate func append(_ child: SVGNode) {
        children.append(child)
    }

    /// Reads `text` as XML.
    static func parse(_ text: String) throws -> SVGNode {
        let reader = Reader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        guard parser.parse(), let root = reader.root else {
            throw reader.error ?? parser.parserError ?? CocoaError(.fileReadCorruptFile)
        }
        return root
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var root: SVGNode?
        var stack: [SVGNode] = []
        var error: Error?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            let node = SVGNode(name: name, attributes: attributes)
            if let parent = stack.last { parent.append(node) } else { root = node }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
            self.error = error
        }
    }
}
