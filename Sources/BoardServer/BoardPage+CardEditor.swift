import Boards
import Foundation

extension BoardPage {
    /// A card's dialog on the board page, in edit mode: every control names the edit it makes as
    /// `data-edit` (the JSON of `POST /api/edit`, without the value the person types), and `board.js` sends it.
    /// Forms (`form.edit`) add their named fields to the edit; checkboxes set the field `data-field` names.
    static func cardEditor(_ card: Card, in list: BoardList, board: Board) -> String {
        let id = card.id
        var html = "<article class=\"detail editing\" data-card-id=\"\(HTMLText.escape(id))\">"
        html += "<header>"
        html += editForm(["kind": "renameCard", "card": id], key: "title", className: "title-form")
            + "<input name=\"title\" class=\"title-field\" aria-label=\"Title\" required value=\"\(HTMLText.escape(card.title))\">"
            + "</form>"
        html += "<p class=\"in-list\">in list <strong>\(HTMLText.escape(list.name))</strong>"
        if card.archived { html += " · <span class=\"tag\">Archived</span>" }
        html += "</p><button type=\"button\" class=\"close\" data-close aria-label=\"Close\">×</button></header>"

        // Members and comment authors are looked up in the board's directory, made once for the editor: a
        // search of the board's people per member or comment would cost their product.
        let people = BoardDirectory(board, cards: false)
        html += "<div class=\"detail-columns\"><div class=\"detail-main\">"
        html += labelsSection(card, board: board)
        html += datesSection(card)
        html += membersSection(card, board: board, people: people)
        html += descriptionSection(card)
        html += checklistsSection(card)
        html += linksSection(card)
        html += commentsSection(card, board: board, people: people)
        html += "</div><aside class=\"detail-actions\"><h3>Actions</h3>"
        html += card.archived
            ? editButton(["kind": "restoreCard", "card": id], "Restore")
            : editButton(["kind": "archiveCard", "card": id], "Archive")
        html += editButton(["kind": "deleteCards", "cards": [id]], "Delete", className: "danger", confirm: "Delete this card?")
        html += mergeForm(card, board: board)
        html += "</aside></div></article>"
        return html
    }

    // MARK: - Sections

    static func labelsSection(_ card: Card, board: Board) -> String {
        guard !board.labels.isEmpty else { return "" }
        var html = "<h3>Labels</h3><div class=\"label-picker\">"
        let cardLabels = Set(card.labelIDs)
        for label in board.labels {
            let on = cardLabels.contains(label.id)
            let name = label.name.isEmpty ? (label.color ?? "label") : label.name
            html += "<label class=\"label label-\(HTMLText.classFragment(label.color ?? "none"))\">"
            html += "<input type=\"checkbox\"\(on ? " checked" : "")"
            html += attribute(["kind": on ? "removeLabel" : "addLabel", "card": card.id, "label": label.id])
            html += "> \(HTMLText.escape(name))</label>"
        }
        return html + "</div>"
    }

    static func datesSection(_ card: Card) -> String {
        var html = "<h3>Dates</h3><div class=\"dates-editor\">"
        for (kind, label, date) in [("setStart", "Start", card.start), ("setDue", "Due", card.due)] {
            html += editForm(["kind": kind, "card": card.id, "allDay": true], key: kind, className: "inline")
            html += "<label>\(label) <input type=\"date\" name=\"date\" value=\"\(date.map(isoDay) ?? "")\"></label>"
            html += "<button type=\"submit\">Save</button></form>"
        }
        html += "<label class=\"done-box\"><input type=\"checkbox\" data-field=\"done\"\(card.done ? " checked" : "")"
        html += attribute(["kind": "setDone", "card": card.id]) + "> Done</label>"
        return html + "</div>"
    }

    static func membersSection(_ card: Card, board: Board, people: BoardDirectory) -> String {
        var html = "<h3>Members</h3><div class=\"member-picker\">"
        var shown: Set<String> = []
        let memberPeople = Set(card.members.compactMap { people.person(named: $0)?.id })
        for person in board.people {
            let on = memberPeople.contains(person.id)
            shown.insert(person.id)
            html += "<label><input type=\"checkbox\"\(on ? " checked" : "")"
            html += attribute(["kind": on ? "removeMember" : "addMember", "card": card.id, "person": person.id])
            html += "> \(HTMLText.escape(person.displayName))</label>"
        }
        // Members the board's people do not hold can be taken off.
        for member in card.members where people.person(named: member).map({ !shown.contains($0.id) }) ?? true {
            html += "<label><input type=\"checkbox\" checked"
            html += attribute(["kind": "removeMember", "card": card.id, "person": member])
            html += "> \(HTMLText.escape(people.displayName(ofPerson: member)))</label>"
        }
        if board.people.isEmpty && card.members.isEmpty { html += "<p class=\"empty\">The board names no people.</p>" }
        return html + "</div>"
    }

    static func descriptionSection(_ card: Card) -> String {
        var html = "<h3>Description</h3>"
        html += "<div class=\"markdown-preview\" data-preview-of=\"notes\">"
        html += card.notes.isEmpty ? "<p class=\"empty\">No description.</p>" : MarkdownPreview.html(card.notes)
        html += "</div>"
        html += editForm(["kind": "setDescription", "card": card.id], key: "notes", className: "description")
        html += "<textarea name=\"text\" rows=\"5\" aria-label=\"Description (Markdown)\">\(HTMLText.escape(card.notes))</textarea>"
        html += "<div class=\"row\"><button type=\"submit\">Save</button>"
        html += "<button type=\"button\" class=\"preview-button\">Preview</button></div></form>"
        return html
    }

    static func checklistsSection(_ card: Card) -> String {
        var html = "<h3>Checklists</h3>"
        for checklist in card.checklists {
            let done = checklist.items.count(where: \.done)
            html += "<section class=\"checklist-editor\" data-checklist-id=\"\(HTMLText.escape(checklist.id))\">"
            html += "<div class=\"row\">"
            html += editForm(["kind": "renameChecklist", "card": card.id, "checklist": checklist.id],
                             key: "checklist:\(checklist.id)", className: "inline")
            html += "<input name=\"name\" aria-label=\"Checklist name\" value=\"\(HTMLText.escape(checklist.name))\"></form>"
            html += "<span class=\"progress\">\(done)/\(checklist.items.count)</span>"
            html += editButton(["kind": "removeChecklist", "card": card.id, "checklist": checklist.id], "Remove checklist",
                               className: "small", confirm: "Remove this checklist and its items?")
            html += "</div><ul class=\"checklist\">"
            for (index, item) in checklist.items.enumerated() {
                html += "<li class=\"\(item.done ? "done" : "")\" data-item-id=\"\(HTMLText.escape(item.id))\">"
                html += "<input type=\"checkbox\" data-field=\"done\" aria-label=\"Done\"\(item.done ? " checked" : "")"
                html += attribute(["kind": "tickChecklistItem", "card": card.id, "item": item.id]) + ">"
                html += editForm(["kind": "renameChecklistItem", "card": card.id, "item": item.id],
                                 key: "item:\(item.id)", className: "inline")
                html += "<input name=\"text\" aria-label=\"Item\" value=\"\(HTMLText.escape(item.text))\"></form>"
                if index > 0 {
                    html += editButton(["kind": "moveChecklistItem", "card": card.id, "item": item.id, "to": index - 1], "↑",
                                       className: "small", label: "Move up")
                }
                if index + 1 < checklist.items.count {
                    html += editButton(["kind": "moveChecklistItem", "card": card.id, "item": item.id, "to": index + 1], "↓",
                                       className: "small", label: "Move down")
                }
                html += editButton(["kind": "removeChecklistItem", "card": card.id, "item": item.id], "×",
                                   className: "small", label: "Remove item")
                html += "</li>"
            }
            html += "</ul>"
            html += editForm(["kind": "addChecklistItem", "card": card.id, "checklist": checklist.id],
                             key: "add-item:\(checklist.id)", className: "inline add-item", clears: true)
            html += "<input name=\"text\" placeholder=\"Add an item\" aria-label=\"Add an item\" autocomplete=\"off\">"
            html += "<button type=\"submit\">Add</button></form></section>"
        }
        html += editForm(["kind": "addChecklist", "card": card.id], key: "add-checklist", className: "inline", clears: true)
        html += "<input name=\"name\" placeholder=\"New checklist\" aria-label=\"New checklist\" autocomplete=\"off\">"
        html += "<button type=\"submit\">Add checklist</button></form>"
        return html
    }

    static func linksSection(_ card: Card) -> String {
        var html = "<h3>Links and attachments</h3><ul class=\"attachments\">"
        for link in card.links {
            guard let url = link.url else { continue }
            let name = HTMLText.escape(link.title.flatMap { $0.isEmpty ? nil : $0 } ?? url)
            html += "<li>" + (HTMLText.safeLink(url).map {
                "<a href=\"\(HTMLText.escape($0))\" rel=\"noopener noreferrer\" target=\"_blank\">\(name)</a>"
            } ?? name)
            html += editButton(["kind": "removeLink", "card": card.id, "url": url], "×", className: "small", label: "Remove link")
            html += "</li>"
        }
        for attachment in card.attachments {
            let name = HTMLText.escape(attachment.name.isEmpty ? attachment.url : attachment.name)
            html += "<li>"
            if attachment.showsAsImage, let link = attachment.pageLink {
                html += "<img class=\"thumbnail\" src=\"\(HTMLText.escape(link))\" alt=\"\">"
            }
            html += attachment.pageLink.map {
                "<a href=\"\(HTMLText.escape($0))\" rel=\"noopener noreferrer\" target=\"_blank\">\(name)</a>"
            } ?? name
            let isCover = card.cover?.attachmentID == attachment.id
            html += isCover
                ? editButton(["kind": "setCover", "card": card.id], "Remove cover", className: "small")
                : editButton(["kind": "setCover", "card": card.id, "cover": ["attachmentID": attachment.id]], "Make cover",
                             className: "small")
            html += editButton(["kind": "removeAttachment", "card": card.id, "attachment": attachment.id], "×",
                               className: "small", label: "Remove attachment")
            html += "</li>"
        }
        html += "</ul>"
        html += editForm(["kind": "addLink", "card": card.id], key: "add-link", className: "inline", clears: true)
        html += "<input name=\"url\" type=\"url\" placeholder=\"https://…\" aria-label=\"Link\" autocomplete=\"off\">"
        html += "<input name=\"title\" placeholder=\"Title (optional)\" aria-label=\"Link title\" autocomplete=\"off\">"
        html += "<button type=\"submit\">Add link</button></form>"
        html += editForm(["kind": "addAttachment", "card": card.id], key: "add-attachment", className: "inline", clears: true)
        html += "<input name=\"url\" type=\"url\" placeholder=\"https://… file\" aria-label=\"Attachment address\" autocomplete=\"off\">"
        html += "<input name=\"name\" placeholder=\"Name (optional)\" aria-label=\"Attachment name\" autocomplete=\"off\">"
        html += "<button type=\"submit\">Attach</button></form>"
        return html
    }

    static func commentsSection(_ card: Card, board: Board, people: BoardDirectory) -> String {
        var html = "<h3>Comments</h3>"
        html += editForm(["kind": "addComment", "card": card.id], key: "add-comment", className: "comment-form", clears: true)
        html += "<textarea name=\"text\" rows=\"2\" placeholder=\"Write a comment…\" aria-label=\"Comment\"></textarea>"
        if !board.people.isEmpty {
            html += "<label>as <select name=\"author\" aria-label=\"Author\">"
            for person in board.people {
                html += "<option value=\"\(HTMLText.escape(person.id))\">\(HTMLText.escape(person.displayName))</option>"
            }
            html += "</select></label>"
        }
        html += "<button type=\"submit\">Comment</button></form>"
        if card.comments.isEmpty { html += "<p class=\"empty\">No comments.</p>" }
        for comment in card.comments.reversed() {
            html += "<div class=\"comment\"><p class=\"meta\"><strong>\(HTMLText.escape(people.displayName(ofPerson: comment.author)))</strong> "
            html += "<time>\(dayFormat(comment.date, long: true))</time></p><p>\(HTMLText.escape(comment.text))</p></div>"
        }
        return html
    }

    /// "Merge into…": the explicit gesture that makes another card absorb this one (its notes, checklists
    /// and attachments), as a drop with Alt held does.
    static func mergeForm(_ card: Card, board: Board) -> String {
        var html = "<form class=\"merge\" data-card-id=\"\(HTMLText.escape(card.id))\"><label>Merge into… "
        html += "<select name=\"target\" aria-label=\"Merge into\"><option value=\"\">Choose a card</option>"
        for list in board.lists where !list.archived {
            html += "<optgroup label=\"\(HTMLText.escape(list.name))\">"
            for other in list.cards where !other.archived && other.id != card.id {
                html += "<option value=\"\(HTMLText.escape(other.id))\" data-list-id=\"\(HTMLText.escape(list.id))\">"
                html += "\(HTMLText.escape(other.title))</option>"
            }
            html += "</optgroup>"
        }
        html += "</select></label><button type=\"submit\">Merge</button></form>"
        return html
    }

    // MARK: - Controls

    /// ` data-edit="…"`: the edit a control makes, as escaped JSON.
    static func attribute(_ edit: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: edit, options: [.sortedKeys])) ?? Data("{}".utf8)
        return " data-edit=\"\(HTMLText.escape(String(decoding: data, as: UTF8.self)))\""
    }

    /// The opening tag of a form that makes `edit` with its fields; `key` names it across redraws (what the
    /// person typed in it is kept); `clears` empties it once the edit is made.
    static func editForm(_ edit: [String: Any], key: String, className: String, clears: Bool = false) -> String {
        "<form class=\"edit \(className)\" data-key=\"\(HTMLText.escape(key))\"\(clears ? " data-clears" : "")\(attribute(edit))>"
    }

    static func editButton(
        _ edit: [String: Any], _ title: String, className: String = "", label: String? = nil, confirm: String? = nil
    ) -> String {
        var html = "<button type=\"button\" class=\"edit-button \(className)\"\(attribute(edit))"
        if let label { html += " aria-label=\"\(HTMLText.escape(label))\" title=\"\(HTMLText.escape(label))\"" }
        if let confirm { html += " data-confirm=\"\(HTMLText.escape(confirm))\"" }
        return html + ">\(HTMLText.escape(title))</button>"
    }

    /// `2026-12-01`, in UTC.
    static func isoDay(_ date: Date) -> String {
        let components = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date)
        return String(format: "%04d-%02d-%02d", components.year ?? 1970, components.month ?? 1, components.day ?? 1)
    }
}
