import Boards
import Foundation

/// Writes a board as a TaskPaper document, as ``TaskPaperAdapter`` documents.
struct TaskPaperWriter {
    let options: ExportOptions

    func write(_ board: Board) -> ExportResult {
        var lines: [String] = []
        var dropped: [String: Int] = [:]
        var misread = 0
        let labels = Dictionary(board.labels.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let fields = Dictionary(board.customFields.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let directory = BoardDirectory(board, cards: false)
        for note in board.notes.split(separator: "\n", omittingEmptySubsequences: false) where !note.isEmpty {
            lines.append(Self.noteLine(String(note)))
        }
        for list in board.lists where options.includeArchived || !list.archived {
            let loose = list.extra[TaskPaperReader.looseTasksKey] == .bool(true)
            let indent = loose ? "" : "\t"
            if !loose {
                var heading = Self.oneLine(list.name) + ":"
                if case .string(let tags) = list.extra[TaskPaperReader.listTagsKey] { heading += " " + tags }
                if !lines.isEmpty { lines.append("") }
                lines.append(heading)
                if case .string(let notes) = list.extra[TaskPaperReader.listNotesKey] {
                    for note in notes.split(separator: "\n") { lines.append(indent + Self.noteLine(String(note))) }
                }
            }
            for card in list.cards where options.includeArchived || !card.archived {
                let task = "- " + Self.taskText(card, labels: labels, fields: fields, directory: directory)
                // A title that ends in a tag, or is empty, reads back without it: say so rather than change it.
                if let back = TaskPaperLine(task[...], number: 0), back.title != Self.oneLine(card.title) { misread += 1 }
                lines.append(indent + task)
                for note in card.notes.split(separator: "\n") where !note.trimmingCharacters(in: .whitespaces).isEmpty {
                    lines.append(indent + "\t" + Self.noteLine(String(note)))
                }
                for checklist in card.checklists {
                    for item in checklist.items {
                        var text = Self.oneLine(item.text)
                        if item.done, !TaskPaperLine.tags(in: text).0.contains(where: { $0.name == "done" }) {
                            text += " @done"
                        }
                        lines.append(indent + "\t- " + text)
                    }
                }
                dropped["comments", default: 0] += card.comments.count
                dropped["attachments", default: 0] += card.attachments.count
                dropped["members", default: 0] += card.members.count
                if card.archived || (list.archived && list.name != "Archive") { dropped["archived marks", default: 0] += 1 }
                if card.checklists.count > 1 || card.checklists.contains(where: { $0.name != "Subtasks" }) {
                    dropped["checklist names", default: 0] += card.checklists.count
                }
            }
        }
        var warnings = dropped.filter { $0.value > 0 }.sorted { $0.key < $1.key }.map {
            AdapterWarning("\($0.value) \($0.key) not written: TaskPaper has no place for them")
        }
        if !board.name.isEmpty {
            warnings.append(AdapterWarning("the board's name is not written: a TaskPaper document is named by its file"))
        }
        if misread > 0 {
            warnings.append(AdapterWarning(
                "\(misread) card title(s) will read back differently: a tag at the end of a title is read as a tag"))
        }
        let text = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
        return ExportResult(data: Data(text.utf8), warnings: warnings)
    }

    /// The task line's text: the title, then the card's tags that the title does not already hold.
    static func taskText(
        _ card: Card, labels: [String: String], fields: [String: CustomField], directory: BoardDirectory
    ) -> String {
        let title = oneLine(card.title)
        let present = Set(TaskPaperLine.tags(in: title).0.map(\.name))
        var tags: [String] = []
        func add(_ name: String, _ value: String? = nil) {
            let word = tagName(name)
            guard !word.isEmpty, !present.contains(word) else { return }
            tags.append("@" + word + (value.map { "(" + $0.replacingOccurrences(of: ")", with: "]") + ")" } ?? ""))
        }
        for name in card.labelIDs.compactMap({ labels[$0] }) { add(name) }
        if let due = card.due { add("due", CalendarDay.string(due, allDay: card.dueIsAllDay)) }
        if let start = card.start { add("start", CalendarDay.string(start, allDay: card.startIsAllDay)) }
        for value in card.customFields {
            guard let field = fields[value.fieldID] else { continue }
            switch value.value {
            case .text(let text), .number(let text): add(field.name, oneLine(text))
            case .option(let id): add(field.name, directory.optionName(field: value.fieldID, option: id) ?? id)
            case .date(let date): add(field.name, CalendarDay.string(date, allDay: false))
            case .checkbox(let on): add(field.name, on ? "yes" : "no")
            }
        }
        if card.done {
            if case .string(let value) = card.extra[TaskPaperReader.doneValueKey] { add("done", value) } else { add("done") }
        }
        return ([title] + tags).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// A note line that reads back as a note: a note that would read as a task or a project gets a leading
    /// blank-free guard (`> `).
    static func noteLine(_ text: String) -> String {
        let line = oneLine(text)
        guard let parsed = TaskPaperLine(line[...], number: 0), parsed.kind == .note else { return "> " + line }
        return line
    }

    /// `text` on one line: line breaks and tabs become spaces; other spacing is kept.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 }).trimmingCharacters(in: .whitespaces)
    }

    /// A tag name: blanks and parentheses become `_`.
    static func tagName(_ name: String) -> String {
        String(oneLine(name).map { $0 == " " || $0 == "(" || $0 == ")" || $0 == "@" ? "_" : $0 })
    }
}
