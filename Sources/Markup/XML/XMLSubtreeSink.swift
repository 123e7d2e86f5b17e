/// Receives a streamed XML parse (see ``XMLEventStream``): the elements a reader walks through one by one, and
/// the subtrees it asks for whole.
///
/// For each element that starts outside a collected subtree, the parser calls ``startElement(_:)`` with the
/// element's name, namespace, attributes and line (no children yet). When it returns true the element is
/// collected: its whole subtree is gathered into an ``XMLSubtree`` (names, attributes, lines and text; comments
/// dropped) and handed to ``collected(_:)`` at its end tag, with no events for what is inside. When it returns
/// false, events for its children follow, then ``endElement()`` at its end tag. Text and comments outside
/// collected subtrees are dropped. Called on the thread that runs the parse, one event at a time.
package protocol XMLSubtreeSink: AnyObject {
    /// An element starts outside any collected subtree; return true to collect its subtree.
    func startElement(_ element: MarkupElement) -> Bool
    /// An element that was not collected ends.
    func endElement()
    /// A collected element has ended: its whole subtree, whose ``XMLSubtree/root`` is the element. The parse
    /// reuses the subtree for the next one: read it during the call, do not keep it.
    func collected(_ subtree: XMLSubtree)
}
