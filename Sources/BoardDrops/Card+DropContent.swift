import Adapters
import Boards
import DragDrop
import Foundation

extension Card {
    /// The content that joins a card when `cards` are dropped onto it: each title that is a link (an absolute
    /// URL with a scheme and a host, or a file URL) becomes an attachment, a card that is only a link
    /// (`isOnlyALink`) gives its link alone, every other title a checklist item of
    /// the checklist "Checklist", followed by the cards' own checklist items; notes are kept, and attachments whole
    /// (a stored file with its digest). Ids are left empty
    /// for the merge to assign.
    static func dropContent(from cards: [Card]) -> Card {
        var items: [ChecklistItem] = []
        var attachments: [Attachment] = []
        var notes: [String] = []
        for card in cards {
            let title = card.title.trimmingCharacters(in: .whitespaces)
            if card.isOnlyALink {
                // A link read as a card (a bare address titled by its host and path, a browser's link titled by
                // its page): its link joins, not its title as well.
                attachments += card.attachments.map { Attachment(id: "", name: $0.name, url: $0.url) }
                continue
            }
            if let url = URL(string: title), url.scheme != nil, url.host != nil || url.isFileURL {
                attachments.append(Attachment(id: "", name: url.lastPathComponent.isEmpty ? title : url.lastPathComponent, url: title))
            } else if !title.isEmpty {
                items.append(ChecklistItem(id: "", text: title))
            }
            items += card.checklists.flatMap(\.items).map { ChecklistItem(id: "", text: $0.text, done: $0.done) }
            // A stored file keeps its digest, so the card it joins names the store's file (and keeps it alive).
            attachments += card.attachments.map {
                Attachment(id: "", name: $0.name, url: $0.url, mimeType: $0.mimeType, bytes: $0.bytes, date: $0.date, digest: $0.digest)
            }
            if !card.notes.isEmpty { notes.append(card.notes) }
        }
        return Card(
            id: "", title: "", notes: notes.joined(separator: "\n\n"),
            checklists: items.isEmpty ? [] : [Checklist(id: "", name: "Checklist", items: items)],
            attachments: attachments)
    }

    /// Whether the card is nothing but one link, titled after it: by its name, or by its address's host and
    /// path (`Adapters`' rule for a bare web address).
    var isOnlyALink: Bool {
        guard attachments.count == 1, let link = attachments.first, link.digest == nil, notes.isEmpty,
            checklists.isEmpty
        else { return false }
        return link.name == title || WebLinkTitle.title(of: link.url) == title
    }
}
