import Boards
import Foundation

/// The board as HTML, rendered on the server: the whole page, the board part the page swaps in after a
/// change, and a card's detail.
///
/// Every list is a `section` with `data-list-id`, every card an `li` with `data-card-id`, holding the ids of
/// the board file. Archived cards are not drawn; archived lists are, marked as such (drops there are
/// forbidden). A list longer than ``screenful`` is drawn in part: its first cards and a sentinel, the rest sent
/// on request (``cards(_:listID:from:count:)``) through the same ``cardElement(_:labels:people:)``. Every text
/// from the board goes through ``HTMLText/escape(_:)``. No script is written into the page: its behaviour is in
/// `board.js`, and the Content-Security-Policy forbids anything inline.
enum BoardPage {
    /// The whole page.
    static func page(_ snapshot: ServedBoard.Snapshot) -> String {
        let name = snapshot.board.name.isEmpty ? "Board" : snapshot.board.name
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLText.escape(name)) · Cardport</title>
            <link rel="icon" href="data:,">
            <link rel="stylesheet" href="/assets/board.css">
            <script src="/assets/board.js" defer></script>
            </head>
            <body>
            <div id="app">
            """
        html += boardFragment(snapshot)
        html += """
            </div>
            <div id="notice" class="notice" role="status" aria-live="polite" hidden></div>
            <p id="card-instructions" class="visually-hidden">\(moveInstructions)</p>
            <dialog id="card-dialog" class="card-dialog" aria-labelledby="card-dialog-title"></dialog>
            </body>
            </html>

            """
        return html
    }

    /// The toolbar and the lists: the part of the page that changes with the board.
    static func boardFragment(_ snapshot: ServedBoard.Snapshot) -> String {
        let board = snapshot.board
        let labels = Dictionary(board.labels.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // The board's people by id and name, looked up for each card's members rather than searched.
        let people = BoardDirectory(board, cards: false)
        var html = "<header class=\"toolbar\" data-version=\"\(snapshot.version)\">"
        let layout = snapshot.layout
        if layout.editsInPlace {
            html += boardNameForm(board)
            html += filterBar(board)
        } else {
            html += "<h1>\(HTMLText.escape(board.name.isEmpty ? "Board" : board.name))</h1>"
        }
        html += historyButton("undo", "Undo", snapshot.undoName, key: "Ctrl+Z")
        html += historyButton("redo", "Redo", snapshot.redoName, key: "Ctrl+Shift+Z")
        html += "</header>\n<main id=\"board\" class=\"board layout-\(layout.style.rawValue)\" data-layout=\"\(layout.style.rawValue)\""
        html += " data-version=\"\(snapshot.version)\""
        if let outside = layout.outsideDropsGoTo, board.lists.indices.contains(outside) {
            html += " data-outside-list=\"\(HTMLText.escape(board.lists[outside].id))\""
        }
        if layout.fadesRefusedDrags { html += " data-refused-preview=\"faded\"" }
        html += ">\n"
        for (index, list) in board.lists.enumerated() {
            let open = list.cards.filter { !$0.archived }
            html += "<section class=\"list\(list.archived ? " archived" : "")\" data-list-id=\"\(HTMLText.escape(list.id))\""
            html += " aria-label=\"\(HTMLText.escape(listName(list)))\""
            html += list.archived ? " data-archived=\"true\">" : ">"
            let count = list.cardLimit.map { "\(open.count)/\($0)" } ?? "\(open.count)"
            if layout.editsInPlace {
                html += listHeaderEditor(list, count: count)
            } else {
                html += "<header class=\"list-header\"><h2>\(HTMLText.escape(list.name))</h2>"
                if list.archived { html += "<span class=\"tag\">Archived</span>" }
                html += "<span class=\"count\" title=\"open cards\">\(count)</span>"
                if index == 0, layout.newRowTitle != nil {
                    html += "<button type=\"button\" class=\"add-row\" data-list-id=\"\(HTMLText.escape(list.id))\""
                    html += " aria-label=\"Add a row\" title=\"Add a row\">+</button>"
                }
                html += "</header>"
            }
            html += cardsArea(list, open: open, labels: labels, people: people)
            if layout.addsListsAndItems || layout.editsInPlace {
                html += addForm("add-item", field: "title", label: "Add an item", listID: list.id)
            }
            html += "</section>\n"
        }
        if layout.addsListsAndItems || layout.editsInPlace {
            html += "<section class=\"new-list\">\(addForm("add-list", field: "name", label: "Add a list", listID: nil))</section>\n"
        }
        for view in layout.views { html += plainView(view) }
        html += "</main>\n"
        return html
    }

    /// How many of a list's open cards the page is sent and draws at first: three screenfuls of the tallest
    /// screens (a card is 40–90 px high, a list shows 10–35 of them), so a person rarely scrolls to the end of
    /// the drawn part before the next cards are in, and a 10,000-card board is drawn as about 500 card nodes.
    package static let screenful = 100

    /// The most cards `GET /board/cards` sends at once (the page asks for 200 as a list scrolls, more when the
    /// filter or the keyboard needs them).
    package static let mostCards = 2_000

    /// A list's cards as the page draws them at first: the first ``screenful`` open cards, and for a longer list
    /// a sentinel after them that the page watches to ask for the next ones (`GET /board/cards`). The list
    /// says its real count of open cards in `data-cards`, whatever is drawn of it.
    static func cardsArea(_ list: BoardList, open: [Card], labels: [String: Label], people: BoardDirectory) -> String {
        var html = "<ol class=\"cards\" aria-label=\"Cards in \(HTMLText.escape(listName(list)))\" data-cards=\"\(open.count)\">"
        for card in open.prefix(screenful) { html += cardElement(card, labels: labels, people: people) }
        if open.count > screenful { html += moreSentinel }
        html += "</ol>"
        return html
    }

    /// The last item of a list drawn in part: where the next cards go, and what the page watches to fetch them.
    static let moreSentinel = "<li class=\"more\" aria-hidden=\"true\">Loading more cards…</li>"

    /// The open cards `from` to `from + count` of the list `listID`, drawn as the page draws them (the same
    /// ``cardElement(_:labels:people:)``), for the page to add after the cards it shows; nil when the board
    /// has no such list.
    static func cards(_ snapshot: ServedBoard.Snapshot, listID: String, from: Int, count: Int) -> String? {
        let board = snapshot.board
        guard let list = board.lists.first(where: { $0.id == listID }) else { return nil }
        let labels = Dictionary(board.labels.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let people = BoardDirectory(board, cards: false)
        var html = ""
        var index = 0
        for card in list.cards where !card.archived {
            defer { index += 1 }
            guard index >= from else { continue }
            guard index < from + count else { break }
            html += cardElement(card, labels: labels, people: people)
        }
        return html
    }

    /// A one-field form that adds a list or an item (the script sends it; nothing is submitted by the browser).
    static func addForm(_ kind: String, field: String, label: String, listID: String?) -> String {
        var html = "<form class=\"add \(kind)\""
        if let listID { html += " data-list-id=\"\(HTMLText.escape(listID))\"" }
        html += "><input name=\"\(field)\" placeholder=\"\(label)\" aria-label=\"\(label)\" autocomplete=\"off\">"
        html += "<button type=\"submit\">Add</button></form>"
        return html
    }

    /// A plain view beside the lists: what it shows (an image), or its title while it is empty.
    static func plainView(_ view: ServedView) -> String {
        var html = "<section class=\"plain-view\" data-view-id=\"\(HTMLText.escape(view.id))\">"
        if let image = view.image(), let type = imageType(image) {
            html += "<img class=\"shown\" alt=\"\(HTMLText.escape(view.title))\" src=\"data:\(type);base64,\(image.base64EncodedString())\">"
        } else {
            html += "<p class=\"empty\">\(HTMLText.escape(view.title))</p>"
        }
        html += "</section>\n"
        return html
    }

    /// The MIME type of image bytes the page can show, by their signature; nil for anything else.
    static func imageType(_ data: Data) -> String? {
        let head = [UInt8](data.prefix(12))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if head.starts(with: Array("GIF8".utf8)) { return "image/gif" }
        if head.count == 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) { return "image/webp" }
        return nil
    }

    /// What a screen reader says after a card's name: how to move it without a mouse.
    static let moveInstructions =
        "Press Space to pick the card up, the arrow keys to move it, Space or Enter to drop it and Escape to cancel. "
        + "Press M or the Menu key for a menu of moves, Enter to open the card."

    /// A list's name as the page says it (a list with no name is still named).
    static func listName(_ list: BoardList) -> String {
        let name = list.name.isEmpty ? "Untitled list" : list.name
        return list.archived ? "\(name) (archived)" : name
    }

    static func historyButton(_ id: String, _ title: String, _ action: String, key: String) -> String {
        let label = action.isEmpty ? title : "\(title) \(action)"
        return "<button type=\"button\" id=\"\(id)\" class=\"history\" title=\"\(HTMLText.escape(label)) (\(key))\""
            + (action.isEmpty ? " disabled" : "") + ">\(HTMLText.escape(label))</button>"
    }

    /// One card: labels, title, and the badges (due date, checklist progress, comments, attachments).
    /// People are shown by the names the board's `people` give them; the card carries its labels, members and
    /// due state as data for the page's filter.
    static func cardElement(_ card: Card, labels: [String: Label], people directory: BoardDirectory? = nil) -> String {
        let people = { (reference: String) in directory?.displayName(ofPerson: reference) ?? reference }
        let memberIDs = card.members.map { directory?.person(named: $0)?.id ?? $0 }
        let dueState = card.due.map { card.dueComplete ? "done" : ($0 < Date() ? "overdue" : "upcoming") } ?? "none"
        let title = HTMLText.escape(card.title.isEmpty ? "Untitled" : card.title)
        var html = "<li class=\"card\" draggable=\"true\" tabindex=\"0\" data-card-id=\"\(HTMLText.escape(card.id))\""
        html += " data-labels=\"\(HTMLText.escape(card.labelIDs.joined(separator: " ")))\""
        html += " data-members=\"\(HTMLText.escape(memberIDs.joined(separator: " ")))\" data-due=\"\(dueState)\""
        html += " aria-label=\"\(title)\" aria-describedby=\"card-instructions\">"
        // The handle: a menu of moves for a keyboard or a screen reader, and where a finger starts a drag.
        html += "<button type=\"button\" class=\"card-handle\" tabindex=\"-1\" aria-haspopup=\"menu\""
        html += " aria-label=\"Move \(title)\" title=\"Move\">⋮⋮</button>"
        if let coverID = card.cover?.attachmentID,
           let cover = card.attachments.first(where: { $0.id == coverID }), cover.showsAsImage, let link = cover.pageLink
        {
            html += "<img class=\"cover\" src=\"\(HTMLText.escape(link))\" alt=\"\" loading=\"lazy\">"
        }
        let cardLabels = card.labelIDs.compactMap { labels[$0] }
        if !cardLabels.isEmpty {
            html += "<div class=\"labels\">"
            for label in cardLabels {
                let color = HTMLText.classFragment(label.color ?? "none")
                html += "<span class=\"label label-\(color)\" title=\"\(HTMLText.escape(label.name.isEmpty ? color : label.name))\">"
                html += "\(HTMLText.escape(label.name))</span>"
            }
            html += "</div>"
        }
        html += "<p class=\"title\">\(title)</p>"
        var badges = ""
        if let due = card.due {
            let state = card.dueComplete ? "done" : (due < Date() ? "overdue" : "upcoming")
            badges += "<span class=\"badge due \(state)\" title=\"due \(dayFormat(due, long: true))\">\(dayFormat(due, long: false))</span>"
        }
        let items = card.checklists.flatMap(\.items)
        if !items.isEmpty {
            let done = items.count(where: \.done)
            badges += "<span class=\"badge checklist\(done == items.count ? " done" : "")\" title=\"checklist\">☑ \(done)/\(items.count)</span>"
        }
        if !card.notes.isEmpty { badges += "<span class=\"badge notes\" title=\"has a description\">≡</span>" }
        if !card.comments.isEmpty { badges += "<span class=\"badge comments\" title=\"comments\">✎ \(card.comments.count)</span>" }
        if !card.attachments.isEmpty { badges += "<span class=\"badge attachments\" title=\"attachments\">⇗ \(card.attachments.count)</span>" }
        if !card.members.isEmpty {
            badges += "<span class=\"members\">"
            for member in card.members.prefix(3) {
                let name = people(member)
                badges += "<span class=\"member\" title=\"\(HTMLText.escape(name))\">\(HTMLText.escape(initials(name)))</span>"
            }
            badges += "</span>"
        }
        if !badges.isEmpty { html += "<div class=\"badges\">\(badges)</div>" }
        html += "</li>"
        return html
    }

    /// A card's detail: list, labels, dates, description, checklists, attachments and comments.
    static func cardDetail(_ card: Card, in list: BoardList, board: Board) -> String {
        let labels = Dictionary(board.labels.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // The board's people by id and name, looked up for each card's members rather than searched.
        let people = BoardDirectory(board, cards: false)
        var html = "<article class=\"detail\" data-card-id=\"\(HTMLText.escape(card.id))\">"
        html += "<header><h2 id=\"card-dialog-title\">\(HTMLText.escape(card.title.isEmpty ? "Untitled" : card.title))</h2>"
        html += "<p class=\"in-list\">in list <strong>\(HTMLText.escape(list.name))</strong></p>"
        html += "<button type=\"button\" class=\"close\" data-close aria-label=\"Close\">×</button></header>"
        if let coverID = card.cover?.attachmentID,
           let cover = card.attachments.first(where: { $0.id == coverID }), cover.showsAsImage, let link = cover.pageLink
        {
            html += "<img class=\"cover\" src=\"\(HTMLText.escape(link))\" alt=\"\" loading=\"lazy\">"
        }
        let cardLabels = card.labelIDs.compactMap { labels[$0] }
        if !cardLabels.isEmpty {
            html += "<div class=\"labels wide\">"
            for label in cardLabels {
                html += "<span class=\"label label-\(HTMLText.classFragment(label.color ?? "none"))\">\(HTMLText.escape(label.name))</span>"
            }
            html += "</div>"
        }
        if let due = card.due {
            html += "<p class=\"dates\">Due <time>\(dayFormat(due, long: true))</time>\(card.dueComplete ? " · done" : "")</p>"
        }
        if !card.members.isEmpty {
            html += "<p class=\"people\">\(card.members.map { HTMLText.escape(people.displayName(ofPerson: $0)) }.joined(separator: ", "))</p>"
        }
        html += "<h3>Description</h3>"
        html += card.notes.isEmpty
            ? "<p class=\"empty\">No description.</p>" : "<div class=\"notes\">\(HTMLText.escape(card.notes))</div>"
        for checklist in card.checklists {
            let done = checklist.items.count(where: \.done)
            html += "<h3>\(HTMLText.escape(checklist.name)) <span class=\"progress\">\(done)/\(checklist.items.count)</span></h3><ul class=\"checklist\">"
            for item in checklist.items {
                html += "<li class=\"\(item.done ? "done" : "")\"><input type=\"checkbox\" disabled\(item.done ? " checked" : "")> \(HTMLText.escape(item.text))</li>"
            }
            html += "</ul>"
        }
        if !card.attachments.isEmpty {
            html += "<h3>Attachments</h3><ul class=\"attachments\">"
            for attachment in card.attachments {
                let name = HTMLText.escape(attachment.name.isEmpty ? attachment.url : attachment.name)
                if let link = attachment.pageLink {
                    html += "<li><a href=\"\(HTMLText.escape(link))\" rel=\"noopener noreferrer\" target=\"_blank\">\(name)</a></li>"
                } else {
                    html += "<li>\(name)</li>"
                }
            }
            html += "</ul>"
        }
        html += "<h3>Comments</h3>"
        if card.comments.isEmpty { html += "<p class=\"empty\">No comments.</p>" }
        for comment in card.comments {
            html += "<div class=\"comment\"><p class=\"meta\"><strong>\(HTMLText.escape(people.displayName(ofPerson: comment.author)))</strong> "
            html += "<time>\(dayFormat(comment.date, long: true))</time></p><p>\(HTMLText.escape(comment.text))</p></div>"
        }
        html += "</article>"
        return html
    }

    /// A card's own page (the link a card dragged out carries).
    static func cardPage(_ card: Card, in list: BoardList, board: Board) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(HTMLText.escape(card.title)) · Cardport</title>
        <link rel="stylesheet" href="/assets/board.css">
        </head>
        <body class="card-page">
        <p><a href="/">← \(HTMLText.escape(board.name.isEmpty ? "Board" : board.name))</a></p>
        \(cardDetail(card, in: list, board: board))
        </body>
        </html>

        """
    }

    /// A simple page for an error (401, 403, 404).
    static func message(_ title: String, _ text: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(HTMLText.escape(title)) · Cardport</title></head>
        <body><h1>\(HTMLText.escape(title))</h1><p>\(HTMLText.escape(text))</p></body></html>

        """
    }

    static func initials(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == " " || $0 == "." || $0 == "_" || $0 == "-" })
        return String(words.prefix(2).compactMap(\.first)).uppercased()
    }

    /// `Mar 4` (or `Mar 4, 2025` in long form), in UTC.
    static func dayFormat(_ date: Date, long: Bool) -> String {
        let components = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let month = months[(components.month ?? 1) - 1]
        return long ? "\(month) \(components.day ?? 1), \(components.year ?? 1970)" : "\(month) \(components.day ?? 1)"
    }
}
