import Boards

extension BoardPage {
    /// The board's name as a field that renames it.
    static func boardNameForm(_ board: Board) -> String {
        editForm(["kind": "renameBoard"], key: "board-name", className: "board-name")
            + "<input name=\"name\" aria-label=\"Board name\" required value=\"\(HTMLText.escape(board.name))\"></form>"
    }

    /// The filter: cards shown by text, label, member and due date (drawn by the page, the board unchanged).
    static func filterBar(_ board: Board) -> String {
        var html = "<form class=\"filter\" role=\"search\">"
        html += "<input type=\"search\" name=\"text\" placeholder=\"Filter cards\" aria-label=\"Filter cards by text\">"
        html += "<select name=\"label\" aria-label=\"Filter by label\"><option value=\"\">Any label</option>"
        for label in board.labels {
            let name = label.name.isEmpty ? (label.color ?? label.id) : label.name
            html += "<option value=\"\(HTMLText.escape(label.id))\">\(HTMLText.escape(name))</option>"
        }
        html += "</select><select name=\"member\" aria-label=\"Filter by member\"><option value=\"\">Anyone</option>"
        for person in board.people {
            html += "<option value=\"\(HTMLText.escape(person.id))\">\(HTMLText.escape(person.displayName))</option>"
        }
        html += "</select><select name=\"due\" aria-label=\"Filter by due date\"><option value=\"\">Any date</option>"
        html += "<option value=\"overdue\">Overdue</option><option value=\"upcoming\">Due later</option>"
        html += "<option value=\"done\">Due, done</option><option value=\"none\">No due date</option></select></form>"
        return html
    }

    /// A list's header on the board edited in place: its name as a field that renames it, a handle that
    /// reorders it by dragging, its card count, archive or restore, and its card limit.
    static func listHeaderEditor(_ list: BoardList, count: String) -> String {
        var html = "<header class=\"list-header editing\">"
        html += "<span class=\"list-handle\" draggable=\"true\" title=\"Drag to reorder the list\" aria-hidden=\"true\">⠿</span>"
        html += editForm(["kind": "renameList", "list": list.id], key: "list-name:\(list.id)", className: "list-name")
        html += "<input name=\"name\" aria-label=\"List name\" required value=\"\(HTMLText.escape(list.name))\"></form>"
        if list.archived { html += "<span class=\"tag\">Archived</span>" }
        html += "<span class=\"count\" title=\"open cards\">\(count)</span>"
        html += "<details class=\"list-menu\"><summary aria-label=\"List actions\">…</summary><div class=\"menu\">"
        html += list.archived
            ? editButton(["kind": "restoreList", "list": list.id], "Restore list")
            : editButton(["kind": "archiveList", "list": list.id], "Archive list")
        html += editForm(["kind": "setCardLimit", "list": list.id], key: "limit:\(list.id)", className: "inline limit")
        html += "<label>Card limit <input name=\"limit\" type=\"number\" min=\"0\" value=\"\(list.cardLimit.map(String.init) ?? "")\">"
        html += "</label><button type=\"submit\">Set</button></form></div></details>"
        return html + "</header>"
    }
}
