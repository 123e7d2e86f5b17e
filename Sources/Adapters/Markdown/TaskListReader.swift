import Foundation

/// Reads a task list — plain text, Markdown, or an Obsidian Kanban board — into a board.
///
/// The mapping (the README's Adapters section shows it with examples):
/// - Each line that is not blank, a heading or indented under a card is one card; a list marker (`-`, `*`,
///   `+`, `1.`, `1)`) and a task checkbox (`[ ]`, `[x]`) are removed from its title, and one backslash that
///   escapes punctuation at the start of the title.
/// - A heading of any level (`#` to `######`) starts a list named by its text; cards before any heading go in
///   a list named "Cards". In Markdown, one level-1 heading that comes before everything else names the board
///   instead (the Markdown exporter writes the board's name so).
/// - Lines indented under a card: list items (and, in plain text, any line, with or without a marker) become
///   the items of the card's checklist ("Checklist"), a checkbox giving their done state; deeper levels are
///   flattened into it. In Markdown, other indented lines are the card's notes (blank lines between them kept,
///   a backslash that keeps a line from reading as an item, heading, break or fence removed, fenced code kept
///   as it is).
/// - In Markdown, when the document has list items, top-level lines that are not items are paragraphs kept in
///   the board's notes; without any list item, every line is a card, as in plain text. Front matter is skipped
///   (with a warning, unless it is an Obsidian Kanban board's).
/// - A checked card (`[x]`) is done. Markdown and Obsidian cards read a due date `@{2026-07-31}` (with a time
///   `@@{14:30}`, UTC) out of the title; Obsidian cards also `@[[Feb 10th, 2023]]`, `#tags` (labels of the same
///   name), a trailing `^blockid` (kept in the card's `extra` as `obsidianBlockID`) and `<br>` (the lines after
///   the first become the start of the notes). A lazy continuation line (unindented, straight after a card's
///   line) continues its title.
/// - Obsidian Kanban: `**Complete**` under a heading marks the list complete: its cards are done and the mark is
///   kept in the list's `extra` (`obsidianComplete`); the lists after a thematic break (`***`) are the archive,
///   imported archived; the `%% kanban:settings` block (Obsidian's view settings, JSON) is kept in the
///   board's `extra["obsidianSettings"]`; a lane heading ending in a number in parentheses (`Doing (3)`) is
///   the lane's card limit, as the plugin writes it.
struct TaskListReader {
    /// Which dialect the lines are in.
    enum Flavor {
        case plainText, markdown, obsidianKanban

        /// The name cards' ``Source`` gives.
        var system: String {
            switch self {
            case .plainText: "text"
            case .markdown: "markdown"
            case .obsidianKanban: "obsidian-kanban"
            }
        }
    }

    /// The name of the list that holds cards written before any heading.
    static let defaultListName = "Cards"
    /// The name of the checklist that indented items make.
    static let checklistName = "Checklist"

    var flavor: Flavor
    var options: ImportOptions

    private var board = Board(id: "board", name: "")
    private var warnings: [AdapterWarning] = []
    private var losses = ImportLosses()
    /// Whether the last line read was a card's own line (a lazy continuation line continues its title).
    private var lastLineWasCard = false
    private var counter = 0
    /// The open card: its list and card index, and the column of its marker.
    private var openCard: (list: Int, card: Int, indent: Int)?
    /// The column of the first checklist item under the open card.
    private var checklistIndent: Int?
    private var listIsComplete = false
    private var afterThematicBreak = false
    private var warnedFlattening = false
    private var boardNotes: [String] = []
    /// Blank lines seen since the last line under the open card; kept when the card's notes go on after them.
    private var blankLinesInCard = 0
    /// The board's label ids by name, so a tag finds its label in constant time however many tags there are.
    private var labelIDs: [String: String] = [:]

    init(flavor: Flavor, options: ImportOptions) {
        self.flavor = flavor
        self.options = options
    }

    /// Reads the lines into a board and the warnings about what it could not carry.
    mutating func read(_ rawLines: [Substring]) -> ImportResult {
        var lines = rawLines[...]
        if flavor != .plainText { skipFrontMatter(&lines) }
        let classified = lines.map { (TaskLine($0), $0) }
        let hasItems = classified.contains { if case .item = $0.0 { true } else { false } }
        let titleIndex = boardTitleIndex(classified)
        var fence: (indent: Int, toCard: Bool)?
        var inSettings = false
        var settings: [String] = []
        for (offset, (line, raw)) in classified.enumerated() {
            let lineNumber = lines.startIndex + offset + 1
            if inSettings {
                if raw.trimmingCharacters(in: .whitespaces) == "%%" {
                    inSettings = false
                    keepSettings(settings, line: lineNumber)
                } else if !raw.hasPrefix("```") {
                    settings.append(String(raw))
                }
                continue
            }
            if let open = fence {
                appendNote(String(Self.dropIndentation(raw, columns: open.indent)), toCard: open.toCard)
                if case .fence = line { fence = nil }
                continue
            }
            if case .blank = line {
                if openCard != nil { blankLinesInCard += 1 }
                continue
            }
            let blankLinesBefore = blankLinesInCard
            blankLinesInCard = 0
            let continuesTitle = lastLineWasCard && blankLinesBefore == 0
            lastLineWasCard = false
            switch line {
            case .blank:
                continue
            case .heading(let level, let text) where flavor != .plainText && offset == titleIndex && level == 1:
                board.name = inlineText(text)
            case .heading(_, let text):
                startList(heading: text)
            case .thematicBreak where flavor != .plainText:
                afterThematicBreak = true
                openCard = nil
            case .fence(let indent) where flavor != .plainText:
                let toCard = openCard.map { indent > $0.indent } ?? false
                fence = (indent, toCard)
                appendNote(String(raw.drop { $0 == " " || $0 == "\t" }), toCard: toCard, after: blankLinesBefore)
            case .item(let indent, let checked, let text):
                if let card = openCard, indent > card.indent {
                    addChecklistItem(inlineText(text), done: checked ?? false, indent: indent, line: lineNumber)
                } else {
                    addCard(text, checked: checked, indent: indent, line: lineNumber)
                    lastLineWasCard = hasItems
                }
            case .text(let indent, let text):
                if flavor == .obsidianKanban, indent == 0, text.hasPrefix("%% kanban:settings") {
                    inSettings = text.trimmingCharacters(in: .whitespaces) != "%% kanban:settings %%"
                    settings.removeAll()  // each block is read on its own; the last one read is kept
                    continue
                }
                if flavor == .obsidianKanban, indent == 0, text == "**Complete**" {
                    listIsComplete = true
                    if !board.lists.isEmpty { board.lists[board.lists.count - 1].extra["obsidianComplete"] = .bool(true) }
                    continue
                }
                if flavor != .plainText, continuesTitle, let card = openCard, indent <= card.indent {
                    board.lists[card.list].cards[card.card].title += " " + text
                    lastLineWasCard = true
                    continue
                }
                if let card = openCard, indent > card.indent {
                    if flavor == .plainText {
                        let (checked, itemText) = TaskLine.checkbox(text[...])
                        addChecklistItem(itemText, done: checked ?? false, indent: indent, line: lineNumber)
                    } else {
                        appendNote(TaskLine.unescapedNote(text[...]), toCard: true, after: blankLinesBefore)
                    }
                } else if flavor != .plainText, hasItems {
                    openCard = nil
                    appendNote(String(raw.drop { $0 == " " || $0 == "\t" }), toCard: false)
                } else {
                    let (checked, title) = TaskLine.checkbox(text[...])
                    addCard(title, checked: checked, indent: indent, line: lineNumber)
                }
            case .thematicBreak, .fence:
                addCard(String(raw.trimmingCharacters(in: .whitespaces)), checked: nil, indent: 0, line: lineNumber)
            }
        }
        board.notes = boardNotes.joined(separator: "\n")
        // Archived cards are read like the others (their notes and items stay theirs) and left out at the end.
        return ImportResult(
            board: options.includeArchived ? board : board.withoutArchived(), warnings: warnings, losses: losses)
    }

    /// A title, name or item as Markdown shows it: backslash escapes of punctuation removed (Markdown and
    /// Obsidian only; plain text is taken as it is).
    private func inlineText(_ text: String) -> String {
        flavor == .plainText ? text : TaskLine.unescapedInline(text)
    }

    // MARK: - Building

    private mutating func nextID(_ kind: String) -> String {
        counter += 1
        return "\(kind)-\(counter)"
    }

    /// Starts a list named by a heading's text as written; on an Obsidian board, a card limit written after
    /// the name (`Doing (3)`, not `Doing \(3)`) is the list's.
    private mutating func startList(heading: String) {
        if flavor == .obsidianKanban, let (lane, limit) = Self.laneTitle(heading) {
            startList(named: inlineText(lane))
            board.lists[board.lists.count - 1].cardLimit = limit
        } else {
            startList(named: inlineText(heading))
        }
    }

    private mutating func startList(named name: String) {
        let archived = flavor == .obsidianKanban && afterThematicBreak
        board.lists.append(BoardList(id: nextID("list"), name: name, archived: archived))
        openCard = nil
        listIsComplete = false
    }

    private mutating func addCard(_ title: String, checked: Bool?, indent: Int, line: Int) {
        if board.lists.isEmpty { startList(named: Self.defaultListName) }
        let listIndex = board.lists.count - 1
        let archived = board.lists[listIndex].archived
        var card = Card(id: nextID("card"), title: title, archived: archived, source: Source(system: flavor.system))
        card.done = checked == true || (flavor == .obsidianKanban && listIsComplete)
        if flavor != .plainText {
            // The card's marks (dates, tags, block ids) are read from the line as written; Markdown's escapes are
            // removed from what is left. The writer escapes in the opposite order.
            let marks = CardMarks(title, obsidian: flavor == .obsidianKanban)
            card.title = inlineText(marks.title)
            card.due = marks.due
            card.dueIsAllDay = marks.dueIsAllDay
            card.notes = marks.moreLines.map(inlineText).joined(separator: "\n")
            card.labelIDs = marks.tags.map { label(named: $0) }
            if let blockID = marks.blockID { card.extra["obsidianBlockID"] = .string(blockID) }
            if marks.unreadDates > 0 {
                losses.record(marks.unreadDates, "date marks that are not dates", outcome: "kept in card titles")
                warnings.append(AdapterWarning("a date mark is not a date Cardport reads; it stays in the title", location: "line \(line)"))
            }
        }
        card.tidyLineTitle(fileURLs: flavor == .plainText)
        board.lists[listIndex].cards.append(card)
        openCard = (listIndex, board.lists[listIndex].cards.count - 1, indent)
        checklistIndent = nil
    }

    /// The id of the board's label named `name` (a tag), made when the board has none yet.
    private mutating func label(named name: String) -> String {
        if let id = labelIDs[name] { return id }
        let label = Label(id: "tag-\(name)", name: name)
        labelIDs[name] = label.id
        board.labels.append(label)
        return label.id
    }

    private mutating func addChecklistItem(_ text: String, done: Bool, indent: Int, line: Int) {
        guard let open = openCard else { return }
        if let first = checklistIndent, indent > first {
            losses.record(1, "nested checklist items", outcome: "flattened into their card's checklist")
        }
        if let first = checklistIndent, indent > first, !warnedFlattening {
            warnedFlattening = true
            warnings.append(
                AdapterWarning(
                    "items nested deeper than one level under a card are added to its checklist, not nested",
                    location: "line \(line)"))
        }
        checklistIndent = checklistIndent ?? indent
        let item = ChecklistItem(id: nextID("item"), text: text, done: done)
        if board.lists[open.list].cards[open.card].checklists.isEmpty {
            let checklist = Checklist(id: nextID("checklist"), name: Self.checklistName)
            board.lists[open.list].cards[open.card].checklists.append(checklist)
        }
        board.lists[open.list].cards[open.card].checklists[0].items.append(item)
    }

    /// Adds a line to the open card's notes (after `blankLines` empty lines, kept inside the notes only), or to
    /// the board's notes.
    private mutating func appendNote(_ text: String, toCard: Bool, after blankLines: Int = 0) {
        guard toCard, let open = openCard else {
            boardNotes.append(text)
            return
        }
        // In place: building the notes anew for each line would copy them, quadratic in a long note.
        if board.lists[open.list].cards[open.card].notes.isEmpty {
            board.lists[open.list].cards[open.card].notes = text
        } else {
            board.lists[open.list].cards[open.card].notes += String(repeating: "\n", count: blankLines + 1)
            board.lists[open.list].cards[open.card].notes += text
        }
    }

    /// Keeps Obsidian's settings block (the view settings the plugin keeps with the board) in the board's
    /// `extra["obsidianSettings"]`, so that an export writes it back; a block that is not a JSON object is
    /// counted and named in a warning.
    private mutating func keepSettings(_ lines: [String], line: Int) {
        guard case .object(let settings)? = ExtraValueJSON.value(lines.joined(separator: "\n")) else {
            losses.record(1, "Obsidian settings blocks that are not JSON objects")
            warnings.append(AdapterWarning("Obsidian's board settings are not a JSON object; they are not imported", location: "line \(line)"))
            return
        }
        board.extra["obsidianSettings"] = .object(settings)
    }

    /// A lane heading with a card limit, as the plugin writes it (`Doing (3)`): the name and the limit.
    static func laneTitle(_ heading: String) -> (String, Int)? {
        guard heading.hasSuffix(")"), let open = heading.lastIndex(of: "(") else { return nil }
        let digits = heading[heading.index(after: open)..<heading.index(before: heading.endIndex)]
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy(\.isASCII), let limit = Int(digits), limit > 0 else {
            return nil
        }
        let name = heading[..<open]
        guard name.last == " " else { return nil }
        return (String(name.dropLast()), limit)
    }

    // MARK: - Document structure

    /// The line without up to `columns` columns of leading whitespace (a tab reaches the next multiple of 4).
    static func dropIndentation(_ line: Substring, columns: Int) -> Substring {
        var column = 0
        var index = line.startIndex
        while index < line.endIndex, column < columns, line[index] == " " || line[index] == "\t" {
            column += line[index] == "\t" ? 4 - column % 4 : 1
            index = line.index(after: index)
        }
        return line[index...]
    }

    /// Drops front matter (`---` … `---` or `...` at the start), warning when it is not a kanban board's.
    private mutating func skipFrontMatter(_ lines: inout ArraySlice<Substring>) {
        guard let first = lines.first, first.trimmingCharacters(in: .whitespaces) == "---" else { return }
        guard let close = lines.dropFirst().firstIndex(where: {
            let trimmed = $0.trimmingCharacters(in: .whitespaces)
            return trimmed == "---" || trimmed == "..."
        }) else { return }
        let isKanban = lines[lines.startIndex..<close].contains { $0.hasPrefix("kanban-plugin:") }
        if !isKanban {
            losses.record(1, "front matter blocks")
            warnings.append(AdapterWarning("the front matter is not imported", location: "lines 1–\(close + 1)"))
        }
        lines = lines[(close + 1)...]
    }

    /// The index of the level-1 heading that names the board: the only level-1 heading outside fenced code,
    /// before any other content. Nil when there is none.
    private func boardTitleIndex(_ lines: [(TaskLine, Substring)]) -> Int? {
        guard flavor == .markdown else { return nil }
        var found: Int?
        var inFence = false
        for (index, (line, _)) in lines.enumerated() {
            if case .fence = line { inFence.toggle() }
            if inFence { continue }
            switch line {
            case .blank: continue
            case .heading(1, _):
                if found != nil { return nil }
                found = index
            default:
                if found == nil { return nil }
            }
        }
        return found
    }
}
