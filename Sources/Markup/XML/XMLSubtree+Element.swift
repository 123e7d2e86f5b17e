extension XMLSubtree {
    /// One element of an ``XMLSubtree``: what ``MarkupElement`` answers about an element (its local name, line,
    /// attributes without a namespace, text, and child elements by name), read from the flat buffers.
    ///
    /// Valid as long as its subtree is: during ``XMLSubtreeSink/collected(_:)``.
    package struct Element {
        let tree: XMLSubtree
        let index: Int

        private var node: Node { tree.nodes[index] }

        /// The local name, without prefix.
        package var name: String { tree.string(node.name, of: tree.bytes) }

        /// Whether the local name is `name`, compared without making a string.
        package func isNamed(_ name: String) -> Bool {
            tree.bytes(node.name, equal: name)
        }

        /// The 1-based line of the start tag.
        package var line: Int { node.line }

        /// The value of the attribute with this local name in no namespace, or nil, as
        /// ``MarkupElement/attribute(_:namespaceURI:)`` answers without a namespace URI.
        package func attribute(_ name: String) -> String? {
            for attribute in tree.attributes[node.attributes]
            where !attribute.inNamespace && tree.bytes(attribute.name, equal: name) {
                return tree.string(attribute.value, of: tree.bytes)
            }
            return nil
        }

        /// All the text inside the element and its descendants, in document order, as ``MarkupElement/text``.
        package var text: String { tree.string(node.text, of: tree.text) }

        /// The child elements, in document order.
        package var children: Children { Children(tree: tree, position: index + 1, end: node.end, name: nil) }

        /// The child elements with this local name, in document order.
        package func children(named name: String) -> Children {
            Children(tree: tree, position: index + 1, end: node.end, name: name)
        }

        /// The first child element with this local name, or nil.
        package func firstChild(named name: String) -> Element? {
            children.first { $0.isNamed(name) }
        }

        /// The first child element with each of `names`, found in one pass over the children: the element at
        /// each name's position, or nil where there is none.
        package func firstChildren(named names: [String]) -> [Element?] {
            var found = [Element?](repeating: nil, count: names.count)
            var missing = names.count
            for child in children {
                guard let position = names.firstIndex(where: child.isNamed), found[position] == nil else { continue }
                found[position] = child
                missing -= 1
                if missing == 0 { break }
            }
            return found
        }

        /// The text of the first child element with this local name, or nil when there is none.
        package func childText(_ name: String) -> String? {
            firstChild(named: name)?.text
        }
    }

    /// The child elements of an element, or those with one name: each child is followed by its descendants,
    /// so the next child starts where the one before ends.
    package struct Children: Sequence, IteratorProtocol {
        let tree: XMLSubtree
        var position: Int
        let end: Int
        /// The local name the children must have, if any.
        let name: String?

        package mutating func next() -> XMLSubtree.Element? {
            while position < end {
                let child = position
                position = tree.nodes[child].end
                if let name, !tree.bytes(tree.nodes[child].name, equal: name) { continue }
                return XMLSubtree.Element(tree: tree, index: child)
            }
            return nil
        }
    }
}
