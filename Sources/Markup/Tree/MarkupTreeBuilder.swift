/// Builds a ``MarkupElement`` tree from start, end, text and comment events, as SAX callbacks deliver them.
///
/// Shared by the XML and HTML push parsers and by the XML stream's subtrees. Enforces
/// ``MarkupLimits/maximumDepth``: `start` returns false once an element would be nested deeper than that, and
/// the parser stops.
package struct MarkupTreeBuilder {
    /// Elements whose end tag has not been seen yet, outermost first.
    private var open: [MarkupElement] = []
    /// The document element, once it has ended.
    package private(set) var root: MarkupElement?
    package let maximumDepth: Int

    /// A builder that refuses elements nested deeper than `maximumDepth`.
    package init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
    }

    /// How deep the next element would be.
    package var depth: Int { open.count }

    /// Opens an element; false, and nothing opened, when it would exceed the depth limit.
    package mutating func start(_ element: consuming MarkupElement) -> Bool {
        guard open.count < maximumDepth else { return false }
        flushText()
        open.append(element)
        return true
    }

    /// Closes the innermost open element.
    package mutating func end() {
        flushText()
        guard let element = open.popLast() else { return }
        if open.isEmpty {
            if root == nil { root = element }
        } else {
            open[open.count - 1].children.append(.element(element))
        }
    }

    /// Closes every element still open (an HTML document that ends without its end tags).
    package mutating func endAll() {
        while !open.isEmpty { end() }
    }

    /// Appends UTF-8 text to the innermost open element. Consecutive runs are collected as bytes and become
    /// one text node when the next element, end tag or comment comes, so a run split by libxml2 (at entity
    /// references, at chunk ends) costs one string, not one per piece.
    package mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !open.isEmpty else { return }
        pendingText.append(contentsOf: bytes)
    }

    /// Appends a comment to the innermost open element; comments outside the document element are dropped.
    package mutating func appendComment(_ text: String) {
        guard !open.isEmpty else { return }
        flushText()
        open[open.count - 1].children.append(.comment(text))
    }

    /// The document element built so far, handed over once; the builder is then ready for the next tree,
    /// keeping its buffers (the XML stream builds one subtree after another with it).
    package mutating func takeRoot() -> MarkupElement? {
        defer { root = nil }
        return root
    }

    /// Text collected and not yet added to the innermost open element.
    private var pendingText: [UInt8] = []

    private mutating func flushText() {
        guard !pendingText.isEmpty, !open.isEmpty else { return }
        open[open.count - 1].children.append(.text(String(decoding: pendingText, as: UTF8.self)))
        pendingText.removeAll(keepingCapacity: true)
    }
}
