import Markup

extension MarkupElement {
    /// The first child element with a local name, or nil.
    package func firstChild(named name: String) -> MarkupElement? {
        for case .element(let element) in children where element.name == name { return element }
        return nil
    }

    /// The text of the first child element with a local name, or nil when there is none.
    package func childText(_ name: String) -> String? {
        firstChild(named: name)?.text
    }

    /// The elements below this one (not this one) for which `matches` is true, in document order; the
    /// search does not go into a matching element.
    package func descendants(where matches: (MarkupElement) -> Bool) -> [MarkupElement] {
        var found: [MarkupElement] = []
        func walk(_ element: MarkupElement) {
            for case .element(let child) in element.children {
                if matches(child) { found.append(child) } else { walk(child) }
            }
        }
        walk(self)
        return found
    }

    /// The `line` of this element as an adapter location.
    package var location: String { "\(line)" }
}
