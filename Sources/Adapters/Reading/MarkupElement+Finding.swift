import Markup

extension MarkupElement {
    /// The first child element with a local name, or nil.
    package func firstChild(named name: String) -> MarkupElement? {
        for case .element(let element) in children where element.name == name { return element }
        return nil
    }

    /// The first child element with each of `names` (local names), found in one pass over the children: the
    /// element at each name's position, or nil where there is none.
    package func firstChildren(named names: [String]) -> [MarkupElement?] {
        var found = [MarkupElement?](repeating: nil, count: names.count)
        var missing = names.count
        for case .element(let element) in children {
            guard let index = names.firstIndex(of: element.name), found[index] == nil else { continue }
            found[index] = element
            missing -= 1
            if missing == 0 { break }
        }
        return found
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
