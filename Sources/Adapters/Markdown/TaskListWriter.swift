import Boards
import Foundation

/// Writes a board as a task list — Markdown, Obsidian Kanban, or plain text titles — and says what the
/// format could not carry.
///
/// Markdown: `# Board` (when named), the board's notes, then per list `## List` and per card `- Title` (`- [x]
/// Title` when done, a due date as ` @{2026-07-31}`), its notes indented by two spaces and its checklist items
/// as `  - [ ] item` / `  - [x] item`. Obsidian Kanban: the same lists with `- [ ] Title` cards (`[x]` when done,
/// labels as `#tags`, the block id kept in `extra`), a complete lane's `**Complete**`, notes and items indented
/// by a tab, archived cards under `## Archive` after `***`, and the plugin's front matter and settings block.
/// Plain text: one title per line.
/// A title's line breaks become spaces. In Markdown and Obsidian, titles, names and items escape with a
/// backslash what Markdown would make live (link and image brackets, inline HTML and autolinks) or read back
/// differently, and then a title's own text that would read as a mark (a date, a tag, a block id), so a viewer
/// shows the text itself and a round trip returns it unchanged. Notes are written as they are when they are
/// Markdown (``MarkdownNotes``); notes from a format without markup (plain text, CSV, HTML's text) are escaped
/// as titles are, so a `<script>` in them shows as text instead of running where the Markdown is rendered.
struct TaskListWriter {
    var flavor: TaskListReader.Flavor
    var options: ExportOptions

    private var output = ""
    private var warnings: [AdapterWarning] = []

    init(flavor: TaskListReader.Flavor, options: ExportOptions) {
        self.flavor = flavor
        self.options = options
    }

    /// The bytes (UTF-8, `\n` line endings) and the warnings.
    mutating func write(_ board: Board) -> ExportResult {
        warnAboutLosses(board)
        switch flavor {
        case .plainText: writePlainText(board)
        case .markdown: writeMarkdown(board)
        case .obsidianKanban: writeObsidian(board)
        }
        return ExportResult(data: Data(output.utf8), warnings: warnings)
    }

    // MARK: - Formats

    private mutating func writePlainText(_ board: Board) {
        for list in board.lists where options.includeArchived || !list.archived {
            for card in list.cards where options.includeArchived || !card.archived {
                output += oneLine(card.title, what: "card") + "\n"
            }
        }
    }

    private mutating func writeMarkdown(_ board: Board) {
        if !board.name.isEmpty { output += "# \(TaskLine.escapedMarkdown(oneLine(board.name, what: "board name")))\n\n" }
        if !board.notes.isEmpty {
            output += MarkdownNotes.areMarkdown(notesOf: board)
                ? board.notes
                : TextPayload.splitLines(board.notes).map { $0.isEmpty ? "" : TaskLine.escapedTextNote($0) }.joined(separator: "\n")
            output += "\n\n"
        }
        for list in board.lists where options.includeArchived || !list.archived {
            output += "## \(TaskLine.escapedMarkdown(oneLine(list.name, what: "list name")))\n\n"
            for card in list.cards where options.includeArchived || !card.archived {
                writeCard(card, marker: card.done ? "- [x] " : "- ", indent: "  ")
            }
            output += "\n"
        }
    }

    private mutating func writeObsidian(_ board: Board) {
        // The settings the board came with (kept on import) go back as they were; the plugin's own key names
        // the board's kind in the front matter too.
        var settings: [String: ExtraValue] = ["kanban-plugin": .string("basic")]
        if case .object(let kept)? = board.extra["obsidianSettings"] { settings.merge(kept) { _, kept in kept } }
        let kind = if case .string(let kind)? = settings["kanban-plugin"], !kind.contains(where: \.isNewline) { kind } else { "basic" }
        output += "---\n\nkanban-plugin: \(kind)\n\n---\n\n"
        let directory = BoardDirectory(board, cards: false)
        var archivedCards: [Card] = []
        // Archived cards that leave a list other than Obsidian's own archive lane lose that list.
        var movedCards = 0
        for list in board.lists {
            if list.archived {
                archivedCards += list.cards
                if list.name != "Archive" { movedCards += list.cards.count }
                continue
            }
            var heading = TaskLine.escapedMarkdown(oneLine(list.name, what: "list name"))
            if let limit = list.cardLimit, limit > 0 {
                heading += " (\(limit))"
            } else if TaskListReader.laneTitle(heading) != nil, let open = heading.range(of: "(", options: .backwards) {
                // A name that ends like a card limit would read back as one: its parenthesis is escaped.
                heading.replaceSubrange(open, with: "\\(")
            }
            output += "## \(heading)\n\n"
            if list.extra["obsidianComplete"] == .bool(true) { output += "**Complete**\n" }
            for card in list.cards {
                if card.archived {
                    archivedCards.append(card)
                    movedCards += 1
                } else {
                    writeCard(card, marker: card.done ? "- [x] " : "- [ ] ", indent: "\t", directory: directory)
                }
            }
            output += "\n\n"
        }
        if options.includeArchived, !archivedCards.isEmpty {
            if movedCards > 0 {
                warnings.append(
                    AdapterWarning(
                        "\(movedCards) archived cards are written in Obsidian's archive; the lists they were in "
                            + "are not kept"))
            }
            output += "***\n\n## Archive\n\n"
            for card in archivedCards { writeCard(card, marker: card.done ? "- [x] " : "- [ ] ", indent: "\t", directory: directory) }
            output += "\n\n"
        }
        output += "%% kanban:settings\n```\n\(ExtraValueJSON.text(.object(settings)))\n```\n%%\n"
    }

    private mutating func writeCard(_ card: Card, marker: String, indent: String, directory: BoardDirectory? = nil) {
        // Markdown's escapes first, then the title's own text that would read as a mark: the reader undoes them in
        // the opposite order.
        let title = TaskLine.escapedMarkdown(oneLine(card.title, what: "card"))
        output += marker + CardMarks.escaped(title, obsidian: flavor == .obsidianKanban) + marks(of: card, directory: directory) + "\n"
        if !card.notes.isEmpty {
            // Notes from a format without markup are escaped as text, so their raw HTML stays text when rendered.
            let markdown = MarkdownNotes.areMarkdown(card)
            let lines = TextPayload.splitLines(card.notes)
            let fences = lines.indices.filter { if case .fence = TaskLine(lines[$0]) { true } else { false } }
            let fenceLines = Set(fences)
            // Fenced code is written as it is; an unclosed fence would swallow the lines after it, so it is escaped.
            let unpaired = fences.count.isMultiple(of: 2) ? nil : fences.last
            var inFence = false
            for (index, line) in lines.enumerated() {
                if line.isEmpty {
                    output += "\n"
                    continue
                }
                let isFence = fenceLines.contains(index) && index != unpaired
                let written = inFence || isFence ? String(line)
                    : markdown ? TaskLine.escapedNote(line) : TaskLine.escapedTextNote(line)
                output += indent + written + "\n"
                if isFence { inFence.toggle() }
            }
        }
        for checklist in card.checklists {
            for item in checklist.items {
                let box = item.done ? "[x]" : "[ ]"
                output += "\(indent)- \(box) \(TaskLine.escapedMarkdown(oneLine(item.text, what: "checklist item")))\n"
            }
        }
    }

    /// What follows a card's title: its due date (`@{2026-07-31}`, `@@{14:30}`), and on an Obsidian board its
    /// labels as `#tags` (those whose names are one word) and its block id.
    private func marks(of card: Card, directory: BoardDirectory?) -> String {
        var text = CardMarks.written(due: card.due, allDay: card.dueIsAllDay)
        guard flavor == .obsidianKanban, let directory else { return text }
        for id in card.labelIDs {
            if let name = directory.label(id: id)?.name, Self.isTag(name) { text += " #" + name }
        }
        if case .string(let blockID) = card.extra["obsidianBlockID"] { text += " ^" + blockID }
        return text
    }

    /// Whether a label's name can be written as an Obsidian `#tag`.
    static func isTag(_ name: String) -> Bool {
        !name.isEmpty && name.contains(where: \.isLetter)
            && name.allSatisfy { $0.isLetter || $0.isNumber || "_-/".contains($0) }
    }

    /// The text on one line: line breaks become spaces, with a warning.
    private mutating func oneLine(_ text: String, what: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        warnings.append(AdapterWarning("a \(what) spanning several lines is written on one line: \"\(text.prefix(40))\""))
        return TextPayload.splitLines(text).filter { !$0.isEmpty }.joined(separator: " ")
    }

    // MARK: - Losses

    /// One warning per kind of thing the format drops, with how many.
    private mutating func warnAboutLosses(_ board: Board) {
        let lists = board.lists.filter { options.includeArchived || !$0.archived }
        let cards = lists.flatMap { $0.cards.filter { options.includeArchived || !$0.archived } }
        func count(_ what: String, _ number: Int) {
            guard number > 0 else { return }
            warnings.append(AdapterWarning("\(number) \(what) not written: \(formatName) has no place for them"))
        }
        if flavor == .obsidianKanban {
            let names = Dictionary(board.labels.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
            count("labels are", cards.reduce(0) { $0 + $1.labelIDs.count { !Self.isTag(names[$0] ?? "") } })
        } else {
            count("labels are", cards.reduce(0) { $0 + $1.labelIDs.count })
        }
        count("comments are", cards.reduce(0) { $0 + $1.comments.count })
        count("attachments are", cards.reduce(0) { $0 + $1.attachments.count })
        if flavor == .plainText {
            count("due or start dates are", cards.reduce(0) { $0 + ($1.due == nil ? 0 : 1) + ($1.start == nil ? 0 : 1) })
        } else {
            count("start dates are", cards.count { $0.start != nil })
        }
        count("member names are", cards.reduce(0) { $0 + $1.members.count })
        if flavor != .obsidianKanban { count("list card limits are", lists.count { $0.cardLimit != nil }) }
        if flavor != .obsidianKanban, options.includeArchived {
            count("archived marks are", lists.count(where: \.archived) + cards.count(where: \.archived))
        }
        if flavor == .plainText {
            count("list names are", lists.count)
            count("card notes are", cards.count { !$0.notes.isEmpty })
            count("checklists are", cards.reduce(0) { $0 + $1.checklists.count })
            if !board.name.isEmpty || !board.notes.isEmpty {
                warnings.append(AdapterWarning("the board's name and notes are not written: plain text has no place for them"))
            }
            return
        }
        if flavor == .obsidianKanban, !board.name.isEmpty || !board.notes.isEmpty {
            warnings.append(
                AdapterWarning("the board's name and notes are not written: the file's name is the board's name"))
        }
        let merged = cards.count { $0.checklists.count > 1 || $0.checklists.contains { $0.name != TaskListReader.checklistName } }
        count("checklist names are", merged)
    }

    private var formatName: String {
        switch flavor {
        case .plainText: "plain text"
        case .markdown: "Markdown"
        case .obsidianKanban: "an Obsidian Kanban board"
        }
    }
}
