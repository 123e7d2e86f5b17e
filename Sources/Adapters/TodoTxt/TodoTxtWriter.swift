import Boards
import Foundation

/// Writes a board as todo.txt lines, as ``TodoTxtAdapter`` documents.
struct TodoTxtWriter {
    let options: ExportOptions

    func write(_ board: Board) -> ExportResult {
        var lines: [String] = []
        var dropped: [String: Int] = [:]
        var misread = 0
        let labels = Dictionary(board.labels.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let fields = Dictionary(board.customFields.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let directory = BoardDirectory(board, cards: false)
        for list in board.lists where options.includeArchived || !list.archived {
            let fromTodoTxt = list.extra[TodoTxtReader.listExtraKey] != nil
            for card in list.cards where options.includeArchived || !card.archived {
                var task = TodoTxtTask()
                task.done = card.done
                task.title = Self.oneLine(card.title)
                if let created = card.created { task.created = CalendarDay.string(created, allDay: true) }
                if case .string(let completed) = card.extra[TodoTxtReader.completedExtraKey] {
                    task.completed = completed
                }
                for name in card.labelIDs.compactMap({ labels[$0] }) {
                    let word = Self.word(name)
                    guard !word.isEmpty else { continue }
                    if name.hasPrefix("+"), word.count > 1 {
                        task.projects.append(String(word.dropFirst()))
                    } else if name.hasPrefix("@"), word.count > 1 {
                        task.contexts.append(String(word.dropFirst()))
                    } else {
                        task.contexts.append(word.hasPrefix("@") || word.hasPrefix("+") ? String(word.dropFirst()) : word)
                    }
                }
                if !fromTodoTxt, task.projects.isEmpty, !Self.word(list.name).isEmpty {
                    task.projects.append(Self.word(list.name))
                }
                if let due = card.due { task.tags.append(("due", CalendarDay.string(due, allDay: true))) }
                if let start = card.start { task.tags.append(("t", CalendarDay.string(start, allDay: true))) }
                for value in card.customFields {
                    guard let field = fields[value.fieldID] else { continue }
                    switch value.value {
                    case .option(let optionID):
                        let option = directory.optionName(field: value.fieldID, option: optionID) ?? ""
                        if field.name.lowercased() == "priority", option.count == 1,
                            let letter = option.uppercased().first, ("A"..."Z").contains(letter)
                        {
                            task.priority = letter
                        } else {
                            task.tags.append((Self.word(field.name), Self.word(option)))
                        }
                    case .text(let text), .number(let text):
                        task.tags.append((Self.word(field.name), Self.word(text)))
                    case .date(let date):
                        task.tags.append((Self.word(field.name), CalendarDay.string(date, allDay: true)))
                    case .checkbox(let on):
                        task.tags.append((Self.word(field.name), on ? "yes" : "no"))
                    }
                }
                task.tags.removeAll { $0.key.isEmpty || $0.value.isEmpty }
                if !card.notes.isEmpty { dropped["notes", default: 0] += 1 }
                dropped["checklist items", default: 0] += card.checklists.reduce(0) { $0 + $1.items.count }
                dropped["comments", default: 0] += card.comments.count
                dropped["attachments", default: 0] += card.attachments.count
                dropped["members", default: 0] += card.members.count
                if card.archived || list.archived { dropped["archived marks", default: 0] += 1 }
                let line = task.line.isEmpty ? "(untitled)" : task.line
                // todo.txt has no escapes: a title that starts like a mark or holds `+word`, `@word` or
                // `key:value` words reads back otherwise. Say so rather than change the title.
                if let back = TodoTxtTask(line: line[...]), back.title != task.title || back.done != task.done {
                    misread += 1
                }
                lines.append(line)
            }
        }
        var warnings = dropped.filter { $0.value > 0 }.sorted { $0.key < $1.key }.map {
            AdapterWarning("\($0.value) \($0.key) not written: a todo.txt line has no place for them")
        }
        if !board.name.isEmpty || !board.notes.isEmpty {
            warnings.append(AdapterWarning("the board's name and notes are not written: todo.txt has no place for them"))
        }
        if misread > 0 {
            warnings.append(AdapterWarning(
                "\(misread) card title(s) will read back differently: todo.txt cannot escape a leading `x `, "
                    + "priority or date, nor `+word`, `@word` and `key:value` words in a title"))
        }
        let text = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
        return ExportResult(data: Data(text.utf8), warnings: warnings)
    }

    /// `text` on one line: line breaks and tabs become spaces, runs of blanks one space.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// `text` as one word: blanks become `_`, and a colon (which would make a tag of it) becomes `-`.
    static func word(_ text: String) -> String {
        oneLine(text).replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: ":", with: "-")
    }
}
