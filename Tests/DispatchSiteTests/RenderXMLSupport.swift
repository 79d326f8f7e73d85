import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML document as the tests see it: every element with its attributes and its text, in
/// document order, or the parser's error. Parsing with Foundation's `XMLParser` proves that the
/// SVG and XHTML the renderer and the site write are well-formed XML.
final class XMLScan: NSObject, XMLParserDelegate {
    /// One element.
    struct Element {
        var name: String
        var attributes: [String: String]
        /// Ids of the enclosing elements that have one, outermost first.
        var ancestorIDs: [String]
    }

    private(set) var elements: [Element] = []
    private(set) var errorDescription: String?
    private(set) var text = ""
    private var openIDs: [String?] = []

    /// Parses `document`.
    init(_ document: String) {
        super.init()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = self
        if !parser.parse() && errorDescription == nil {
            errorDescription = parser.parserError.map { "\($0)" } ?? "unknown error"
        }
    }

    /// Whether the document parsed.
    var isWellFormed: Bool { errorDescription == nil }

    /// The elements with this name.
    func elements(named name: String) -> [Element] { elements.filter { $0.name == name } }

    /// The element with this id, if any.
    func element(id: String) -> Element? { elements.first { $0.attributes["id"] == id } }

    /// Every id of the document, with repetitions.
    var ids: [String] { elements.compactMap { $0.attributes["id"] } }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        elements.append(Element(name: elementName, attributes: attributeDict, ancestorIDs: openIDs.compactMap { $0 }))
        openIDs.append(attributeDict["id"])
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        openIDs.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        errorDescription = "line \(parser.lineNumber), column \(parser.columnNumber): \(parseError)"
    }
}
