import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG document read back with Foundation's XML parser: each element's
/// name, attributes and text, in document order.
final class SVGElements: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []
    private(set) var error: (any Error)?

    /// Parses `svg`; nil when it is not well-formed XML.
    static func parse(_ svg: String) -> SVGElements? {
        let reader = SVGElements()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        guard parser.parse() else { return nil }
        return reader
    }

    func elements(named name: String) -> [Element] {
        elements.filter { $0.name == name }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        open.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributes))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let index = open.last else { return }
        elements[index].text += string
    }
}
