#if canImport(Glibc)
import Glibc
#endif

/// An element collected whole from a streamed XML parse (see ``XMLSubtreeSink``), held flat: its elements in
/// document order in one array, their names and attribute values in one byte buffer, their text in another.
///
/// A streamed parse fills one `XMLSubtree` and refills it for every subtree it collects, keeping its buffers,
/// so that a reader of many small subtrees (one per card of a large document) allocates only the strings it
/// asks for, never a tree. It is therefore valid only during ``XMLSubtreeSink/collected(_:)``: keep what you
/// read from it, not the subtree.
///
/// What it keeps is what a reader of element content needs: each element's local name (not its prefix or
/// namespace), its line, its attributes (their local names, whether they are in a namespace, their values with
/// references replaced), and its text, character data and CDATA of the element and its descendants in document
/// order. Comments are dropped.
package final class XMLSubtree {
    /// One element: ranges into the buffers, and the index just past its last descendant.
    struct Node {
        var name: Range<Int>
        var line: Int
        var attributes: Range<Int>
        var text: Range<Int>
        var end: Int
    }

    /// One attribute: ranges into `bytes`.
    struct Attribute {
        var name: Range<Int>
        var value: Range<Int>
        var inNamespace: Bool
    }

    // One parse fills and reads a subtree on its one thread, one call at a time, so no two accesses to these
    // buffers can overlap; without the runtime's exclusivity check on every access, reading a card costs a
    // fifth less.
    @exclusivity(unchecked) private(set) var nodes: [Node] = []
    @exclusivity(unchecked) private(set) var attributes: [Attribute] = []
    /// Element names and attribute names and values.
    @exclusivity(unchecked) private(set) var bytes: [UInt8] = []
    /// The text of all elements, in document order, so that an element's text is one range.
    @exclusivity(unchecked) private(set) var text: [UInt8] = []
    /// The elements not yet ended, by index, outermost first.
    @exclusivity(unchecked) private var open: [Int] = []

    init() {}

    /// The collected element.
    package var root: Element { Element(tree: self, index: 0) }

    // MARK: Filling, for the parser

    /// How many elements are open.
    var depth: Int { open.count }

    /// Opens an element; its attributes follow through ``addAttribute(name:inNamespace:value:)``.
    func start(name: UnsafeBufferPointer<UInt8>, line: Int) {
        let nameRange = append(name)
        open.append(nodes.count)
        nodes.append(Node(
            name: nameRange, line: line, attributes: attributes.count..<attributes.count,
            text: text.count..<text.count, end: nodes.count + 1))
    }

    /// Adds an attribute to the element opened last.
    func addAttribute(name: UnsafeBufferPointer<UInt8>, inNamespace: Bool, value: UnsafeBufferPointer<UInt8>) {
        attributes.append(Attribute(name: append(name), value: append(value), inNamespace: inNamespace))
        nodes[nodes.count - 1].attributes = nodes[nodes.count - 1].attributes.lowerBound..<attributes.count
    }

    /// Appends character data to the open elements.
    func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !open.isEmpty else { return }
        text.append(contentsOf: bytes)
    }

    /// Closes the innermost open element.
    func end() {
        guard let index = open.popLast() else { return }
        nodes[index].end = nodes.count
        nodes[index].text = nodes[index].text.lowerBound..<text.count
    }

    /// Empties the subtree for the next one, keeping its buffers.
    func removeAll() {
        nodes.removeAll(keepingCapacity: true)
        attributes.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
        text.removeAll(keepingCapacity: true)
        open.removeAll(keepingCapacity: true)
    }

    private func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let start = self.bytes.count
        self.bytes.append(contentsOf: bytes)
        return start..<self.bytes.count
    }

    /// Whether `range` of `bytes` holds exactly the UTF-8 of `string`.
    func bytes(_ range: Range<Int>, equal string: String) -> Bool {
        var string = string
        return string.withUTF8 { utf8 in
            utf8.count == range.count
                && bytes.withUnsafeBufferPointer { buffer in
                    utf8.isEmpty || memcmp(buffer.baseAddress! + range.lowerBound, utf8.baseAddress!, utf8.count) == 0
                }
        }
    }

    /// `range` of `buffer` as a string.
    func string(_ range: Range<Int>, of buffer: [UInt8]) -> String {
        buffer.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }
}
