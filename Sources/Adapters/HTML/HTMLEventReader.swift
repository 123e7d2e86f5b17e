import Markup

/// A reader of HTML parse events, which can also read a parsed tree as the events of its parse.
protocol HTMLEventReader {
    /// Reads a start tag.
    mutating func start(name: String, attributes: [MarkupAttribute])
    /// Reads the end of the innermost element.
    mutating func end()
    /// Reads a run of text.
    mutating func text(_ string: String)
}

extension HTMLEventReader {
    /// Reads nodes of a parsed tree (comments never reach a reader).
    mutating func read(_ nodes: [MarkupNode]) {
        for node in nodes {
            switch node {
            case .text(let string): text(string)
            case .comment: break
            case .element(let element):
                start(name: element.name, attributes: element.attributes)
                read(element.children)
                end()
            }
        }
    }
}
