import Markup

/// What ``BoardXMLReader`` needs of an element, whether it came streamed (the board and its lists, as a
/// ``MarkupElement`` without children) or collected (labels, cards and the rest, as an ``XMLSubtree/Element``).
protocol BoardXMLElement {
    /// The local name.
    var name: String { get }
    /// The 1-based line of the start tag.
    var line: Int { get }
    /// The value of the attribute with this local name in no namespace, or nil.
    func attribute(named name: String) -> String?
}

extension BoardXMLElement {
    /// The line as an adapter location.
    var location: String { "\(line)" }
}

extension MarkupElement: BoardXMLElement {
    func attribute(named name: String) -> String? { attribute(name) }
}

extension XMLSubtree.Element: BoardXMLElement {
    func attribute(named name: String) -> String? { attribute(name) }
}
