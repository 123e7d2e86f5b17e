import Foundation

extension ObsidianKanbanAdapter: RecognizingImporter {
    public var recognizableTypes: [UTType] { [.obsidianKanban] }

    /// Markdown or plain text whose front matter (a first line `---`, up to a closing `---` or `...`) has a
    /// `kanban-plugin:` key of any non-empty value (the plugin writes `basic`, later versions `board`): certain.
    public func recognize(_ probe: PayloadProbe) -> Recognition? {
        guard probe.form.conforms(to: .text), Self.hasKanbanFrontMatter(probe.leadingText) else { return nil }
        return Recognition(.obsidianKanban, .certain, evidence: "its front matter has a kanban-plugin key")
    }

    private static func hasKanbanFrontMatter(_ text: String) -> Bool {
        // Front matter's first line is `---`: anything else is turned away before the text is split into
        // lines (a JSON export is one line of 64 KiB here, and trimming it alone cost 38 M instructions).
        guard text.unicodeScalars.first(where: { !CharacterSet.whitespaces.contains($0) }) == "-" else { return false }
        var lines = TextPayload.splitLines(text).makeIterator()
        guard let first = lines.next(), first.trimmingCharacters(in: .whitespaces) == "---" else { return false }
        while let line = lines.next() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "---" || trimmed == "..." { return false }
            guard trimmed.hasPrefix("kanban-plugin:") else { continue }
            let value = trimmed.dropFirst("kanban-plugin:".count).trimmingCharacters(in: .whitespaces)
            return !value.isEmpty
        }
        return false
    }
}
